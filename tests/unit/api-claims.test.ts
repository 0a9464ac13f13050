import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join, posix} from 'node:path';
import {ROOT, linkedSentences, loadDocs, parseFrontMatter, walk} from '../lib/docs-content.ts';

/** "through the API", "via the REST API", "the API lets…": a sentence that says the API does something. */
const CLAIM =
  /\b(?:through|via|over|using|with|from|by) (?:the |its |Portico's )?(?:REST )?API\b|\b(?:the |Portico's )?(?:REST )?API (?:can|lets|allows)\b/i;
/** A doc rendered from the OpenAPI description: one operation, or every operation of a release. */
const OPERATION_DIRECTIVE = /^::(?:api-operation\{|api-operations\b)/m;

interface Page {
  /** Path from the project root, with forward slashes. */
  readonly path: string;
  /** The docs folder of the version the page belongs to; a blog post goes with the current docs. */
  readonly docsRoot: string;
  readonly body: string;
}

const docsRootOf = (path: string): string =>
  /^versioned_docs\/version-[^/]+/.exec(path)?.[0] ?? 'docs';

const docs = loadDocs();
const operationPages = new Set(
  docs.filter((doc) => OPERATION_DIRECTIVE.test(doc.body)).map((doc) => doc.path),
);

const pages: Page[] = [
  ...docs.map((doc) => ({path: doc.path, docsRoot: docsRootOf(doc.path), body: doc.body})),
  ...walk(join(ROOT, 'blog'))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      path: posix.join(
        'blog',
        file
          .slice(join(ROOT, 'blog').length + 1)
          .split('\\')
          .join('/'),
      ),
      docsRoot: 'docs',
      body: parseFrontMatter(readFileSync(file, 'utf8')).body,
    })),
];

/** The doc file a link of a page leads to, or undefined for a link outside the docs. */
function linkedDoc(page: Page, url: string): string | undefined {
  const target = url.split('#')[0];
  if (/\.mdx?$/.test(target)) return posix.normalize(posix.join(posix.dirname(page.path), target));
  const route = /^\/docs\/(?:([\d.]+)\/)?(.+?)\/?$/.exec(target);
  if (!route) return undefined;
  const root = route[1] ? `versioned_docs/version-${route[1]}` : 'docs';
  return [`${root}/${route[2]}.md`, `${root}/${route[2]}.mdx`].find((candidate) =>
    docs.some((doc) => doc.path === candidate),
  );
}

/** Each sentence of a page that claims what the API does without linking an operation page of the page's version. */
function unbackedClaims(page: Page, isOperationPage: (path: string) => boolean): string[] {
  return linkedSentences(page.body).flatMap((sentence) => {
    const prose = sentence.replace(/\[([^\]]*)\]\([^)]*\)/g, 'LINK').replace(/`[^`]*`/g, 'CODE');
    if (!CLAIM.test(prose)) return [];
    const linked = [...sentence.matchAll(/\]\(([^)\s]+)\)/g)].map((match) =>
      linkedDoc(page, match[1]),
    );
    const backed = linked.some(
      (doc) => doc !== undefined && doc.startsWith(`${page.docsRoot}/`) && isOperationPage(doc),
    );
    return backed ? [] : [`${page.path}: "${sentence.trim()}"`];
  });
}

test('a sentence that says something is done through the API links an operation page of its docs version', () => {
  assert.ok(operationPages.size > 20, `only ${operationPages.size} operation pages found`);
  const found = pages.flatMap((page) => unbackedClaims(page, (path) => operationPages.has(path)));
  assert.deepEqual(found, []);
});

test('the API claim rule flags a claim without a link, with a link elsewhere or to another version, and passes a backed one', () => {
  const current = 'docs/admin/api-reference/users/list-users.md';
  const old = 'versioned_docs/version-0.3.7/admin/api-reference/endpoints.md';
  const isOperation = (path: string) => path === current || path === old;
  const page = (path: string, body: string): Page => ({path, docsRoot: docsRootOf(path), body});
  const flagged = (path: string, body: string) =>
    unbackedClaims(page(path, body), isOperation).length;
  assert.equal(flagged('docs/admin/a.md', 'Resellers can be scripted through the REST API.'), 1);
  assert.equal(flagged('docs/admin/a.md', 'The REST API can start an import for a batch.'), 1);
  assert.equal(
    flagged('docs/admin/a.md', 'Script them via the API, see [API tokens](settings/api.md).'),
    1,
  );
  assert.equal(
    flagged(
      'docs/admin/a.md',
      'List them through the API ([List users](../api-reference/users/list-users.md)).',
    ),
    1,
  );
  assert.equal(
    flagged(
      'docs/admin/a.md',
      'List them through the API ([List users](api-reference/users/list-users.md)).',
    ),
    0,
  );
  assert.equal(
    flagged(
      'docs/admin/a.md',
      'List them through the API ([0.3.7](../../versioned_docs/version-0.3.7/admin/api-reference/endpoints.md)).',
    ),
    1,
  );
  assert.equal(
    flagged(
      'blog/2026-01-01-post/index.md',
      'List them through the API ([List users](/docs/admin/api-reference/users/list-users/)).',
    ),
    0,
  );
  assert.equal(
    flagged('docs/admin/a.md', 'There is no `portico` verb and no REST API operation for them.'),
    0,
  );
  assert.equal(
    flagged('docs/admin/a.md', 'Read [Automate with the API](../articles/automate.md) next.'),
    0,
  );
});
