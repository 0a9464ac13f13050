/**
 * A capability that a current doc or a blog post claims (a reseller's API token, moving accounts between
 * servers, the feature manager, the DNS cluster) has a page that shows how, and the page that claims it
 * links that page, so a reader can follow the claim. The capabilities and their pages are in
 * src/data/capabilities.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {dirname, join, posix} from 'node:path';
import {capabilities} from '../../src/data/capabilities.ts';
import {ROOT, linkedSentences, loadDocs, loadPosts} from '../lib/docs-content.ts';

interface Page {
  /** Path from the project root. */
  readonly path: string;
  readonly body: string;
}

// The current docs but their changelog, whose lines link the pages they touch by a test of their own,
// and the blog, whose posts name features a reader then looks for.
const pages: Page[] = [
  ...loadDocs()
    .filter((doc) => doc.version === 'current' && doc.sidebar !== 'changelog')
    .map((doc) => ({path: doc.path, body: doc.body})),
  ...loadPosts(),
];

/** The docs pages, relative to `docs/`, that a page's links reach: relative file links and `/docs/…` routes. */
export function linkedDocs(path: string, body: string): Set<string> {
  const targets = [...body.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((match) => match[1]);
  return new Set(
    targets.flatMap((target) => {
      if (target.startsWith('/docs/')) {
        const route = target.replace(/^\/docs\//, '').replace(/\/$/, '');
        return [`${route}.md`, `${route}/${route.split('/').at(-1)}.md`];
      }
      if (/^[a-z]+:|^\//.test(target)) return [];
      return [posix.relative('docs', posix.join(dirname(path), target))];
    }),
  );
}

/** Each capability that `page` claims and does not link, nor is. */
export function unlinkedClaims(page: Page): string[] {
  const linked = linkedDocs(page.path, page.body);
  return Object.entries(capabilities).flatMap(([key, capability]) => {
    if (capability.pages.some((target) => page.path === `docs/${target}` || linked.has(target)))
      return [];
    const claim = linkedSentences(page.body.replace(/`[^`\n]*`/g, 'CODE')).find((sentence) =>
      capability.claim.test(sentence),
    );
    return claim
      ? [`${page.path}: ${key}: "${claim.trim()}" links none of ${capability.pages.join(', ')}`]
      : [];
  });
}

test('every page of a capability exists', () => {
  const missing = Object.values(capabilities)
    .flatMap((capability) => capability.pages)
    .filter((page) => !existsSync(join(ROOT, 'docs', page)));
  assert.deepEqual(missing, []);
});

test('a page that claims a capability links the page that shows how', () => {
  assert.ok(
    pages.some((page) => page.path.startsWith('blog/')),
    'no blog post read: has the blog moved?',
  );
  assert.deepEqual(pages.flatMap(unlinkedClaims), []);
});

test('a claim without its link is found; a relative or a route link to its page is enough', () => {
  const claim = "A reseller's token sees only that reseller's accounts.";
  assert.equal(
    unlinkedClaims({path: 'docs/admin/api-reference/users/users.md', body: claim}).length,
    1,
  );
  assert.deepEqual(
    unlinkedClaims({
      path: 'docs/admin/api-reference/users/users.md',
      body: `${claim} See [API settings](../../settings/api.md).`,
    }),
    [],
  );
  assert.deepEqual(
    unlinkedClaims({
      path: 'blog/post/index.md',
      body: `${claim} See [API settings](/docs/admin/settings/api/).`,
    }),
    [],
  );
  assert.deepEqual(unlinkedClaims({path: 'docs/admin/settings/api.md', body: claim}), []);
});
