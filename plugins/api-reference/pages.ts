/**
 * The page of each API operation in the current docs: `docs/admin/api-reference/<resource>/<operation>.md`,
 * front matter and one `::api-operation{id="…"}` directive, which the remark plugin renders from
 * `static/openapi/portico.openapi.yaml` at build time. A resource is the folder whose own page
 * (`users/users.md`) lists its tag's operations with `::api-operation-index{tag="…"}`.
 *
 * `npm run api-pages` writes the pages after a change to the description; tests/unit/openapi.test.ts
 * fails while a page is missing, stale or left over.
 */
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadSpec, operationSlug, operationsOf, type ResolvedOperation} from './remark';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const REFERENCE_DIR = join(ROOT, 'docs', 'admin', 'api-reference');
export const OPERATION_DIRECTIVE = /^::api-operation\{id="(\w+)"\}$/m;

interface Resource {
  folder: string;
  tag: string;
  edition: string;
}

/** Each resource folder, with the tag its own page lists and the edition it declares. */
function resources(): Resource[] {
  return readdirSync(REFERENCE_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map(({name}) => {
      const page = readFileSync(join(REFERENCE_DIR, name, `${name}.md`), 'utf8');
      const tag = /^::api-operation-index\{tag="([^"]+)"\}$/m.exec(page)?.[1];
      const edition = /^edition: (\w+)$/m.exec(page)?.[1];
      if (!tag || !edition) throw new Error(`${name}/${name}.md needs an ::api-operation-index{tag="…"} directive and an edition`);
      return {folder: name, tag, edition};
    });
}

/** The first sentence of the operation's description, as the page's description. */
function description({operation}: ResolvedOperation): string {
  const sentence = /^[^.]*\./.exec(operation.description ?? '')?.[0] ?? `${operation.summary}.`;
  return sentence.replace(/`/g, '').replace(/"/g, "'");
}

function page(resolved: ResolvedOperation, position: number, edition: string): string {
  const {operation} = resolved;
  return [
    '---',
    `title: ${operation.summary}`,
    `description: "${description(resolved)}"`,
    `sidebar_position: ${position}`,
    `edition: ${edition}`,
    `since: ${operation['x-since']}`,
    '---',
    '',
    `::api-operation{id="${operation.operationId}"}`,
    '',
  ].join('\n');
}

/** Every operation page as it should be: path relative to the repository, and content. */
export function expectedPages(): Map<string, string> {
  const operations = operationsOf(loadSpec());
  const pages = new Map<string, string>();
  for (const {folder, tag, edition} of resources()) {
    operations
      .filter(({operation}) => operation.tags.includes(tag))
      .forEach((resolved, index) => {
        pages.set(relative(ROOT, join(REFERENCE_DIR, folder, `${operationSlug(resolved.operation.operationId)}.md`)), page(resolved, index + 1, edition));
      });
  }
  return pages;
}

/** The operation pages on disk: every file of a resource folder whose body is the one directive. */
export function writtenPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const {folder} of resources()) {
    for (const name of readdirSync(join(REFERENCE_DIR, folder))) {
      const path = join(REFERENCE_DIR, folder, name);
      const content = name.endsWith('.md') ? readFileSync(path, 'utf8') : '';
      if (OPERATION_DIRECTIVE.test(content)) pages.set(relative(ROOT, path), content);
    }
  }
  return pages;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const expected = expectedPages();
  for (const path of writtenPages().keys()) if (!expected.has(path)) rmSync(join(ROOT, path));
  for (const [path, content] of expected) {
    if (!existsSync(join(ROOT, path)) || readFileSync(join(ROOT, path), 'utf8') !== content) writeFileSync(join(ROOT, path), content);
  }
  console.log(`${expected.size} operation pages in ${relative(ROOT, REFERENCE_DIR)}`);
}
