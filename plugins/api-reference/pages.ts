/**
 * The page of each API operation in the current docs: `docs/admin/api-reference/<resource>/<operation>.md`,
 * front matter and one `::api-operation{id="…"}` directive, which the remark plugin renders from
 * the current description at build time. A resource is the folder whose own page (`users/users.md`)
 * lists its tag's operations with `::api-operation-index{tag="…"}`. The badges (since, edition) of these
 * pages come from the data at build time (reference-front-matter.ts), so the pages carry none.
 *
 * `npm run api-pages` writes the pages after a change to the description; tests/unit/openapi.test.ts
 * fails while a page is missing, stale or left over.
 */
import {existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docsVersions} from '../../src/data/releases';
import {plainText} from '../../src/data/rich-text';
import {descriptionOf, operationSlug, operationsOf, type ResolvedOperation} from './description';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Where a docs version's API reference lives, from the version's docs folder. */
const REFERENCE_FOLDER = join('admin', 'api-reference');
export const REFERENCE_DIR = join(ROOT, 'docs', REFERENCE_FOLDER);
export const OPERATION_DIRECTIVE = /^::api-operation\{id="(\w+)"\}$/m;

/** Each resource folder of the current docs, with the tag its own page lists. */
function resources(): Array<{folder: string; tag: string}> {
  return readdirSync(REFERENCE_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map(({name}) => {
      const tag = /^::api-operation-index\{tag="([^"]+)"\}$/m.exec(
        readFileSync(join(REFERENCE_DIR, name, `${name}.md`), 'utf8'),
      )?.[1];
      if (!tag)
        throw new Error(`${name}/${name}.md needs an ::api-operation-index{tag="…"} directive`);
      return {folder: name, tag};
    });
}

/** The first sentence of the operation's description, in plain words (links as their text), as the page's description. */
function description({operation}: ResolvedOperation): string {
  const words = plainText(operation.description ?? '');
  return /^[^.]*\./.exec(words)?.[0] ?? `${operation.summary}.`;
}

/** A page's front matter and directive; values are JSON strings, which YAML reads as they are whatever they hold. */
function page(resolved: ResolvedOperation, position: number): string {
  const {operation} = resolved;
  return [
    '---',
    `title: ${JSON.stringify(operation.summary)}`,
    `description: ${JSON.stringify(description(resolved))}`,
    `sidebar_position: ${position}`,
    '---',
    '',
    `::api-operation{id="${operation.operationId}"}`,
    '',
  ].join('\n');
}

/** Every operation page as it should be: path relative to the repository, and content. */
export async function expectedPages(): Promise<Map<string, string>> {
  const operations = operationsOf(await descriptionOf(docsVersions.current));
  const pages = new Map<string, string>();
  for (const {folder, tag} of resources()) {
    operations
      .filter(({operation}) => operation.tags.includes(tag))
      .forEach((resolved, index) => {
        pages.set(
          relative(
            ROOT,
            join(REFERENCE_DIR, folder, `${operationSlug(resolved.operation.operationId)}.md`),
          ),
          page(resolved, index + 1),
        );
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

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : entry.name.endsWith('.md')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The id Docusaurus gives a heading of plain words. */
export const headingAnchor = (title: string): string =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .trim()
    .replace(/ /g, '-');

/** A docs version's operation pages by operation id, and its page of every operation, if it has one. */
const pagesOfVersion = new Map<string, {own: Map<string, string>; listing?: string}>();

/**
 * Where an operation is documented in a docs version: its own page, or its section of the page that
 * lists every operation (`::api-operations`). The file is absolute; `undefined` when no page shows it.
 */
export function operationPageOf(
  docsRoot: string,
  resolved: ResolvedOperation,
): {file: string; anchor?: string} | undefined {
  let pages = pagesOfVersion.get(docsRoot);
  if (!pages) {
    pages = {own: new Map()};
    for (const file of markdownFiles(join(ROOT, docsRoot, REFERENCE_FOLDER))) {
      const source = readFileSync(file, 'utf8');
      const id = OPERATION_DIRECTIVE.exec(source)?.[1];
      if (id) pages.own.set(id, file);
      if (/^::api-operations\b/m.test(source)) pages.listing = file;
    }
    pagesOfVersion.set(docsRoot, pages);
  }
  const own = pages.own.get(resolved.operation.operationId);
  if (own) return {file: own};
  return pages.listing
    ? {file: pages.listing, anchor: headingAnchor(resolved.operation.summary)}
    : undefined;
}

async function writePages(): Promise<void> {
  const expected = await expectedPages();
  for (const path of writtenPages().keys()) if (!expected.has(path)) rmSync(join(ROOT, path));
  for (const [path, content] of expected) {
    if (!existsSync(join(ROOT, path)) || readFileSync(join(ROOT, path), 'utf8') !== content)
      writeFileSync(join(ROOT, path), content);
  }
  console.log(`${expected.size} operation pages in ${relative(ROOT, REFERENCE_DIR)}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) void writePages();
