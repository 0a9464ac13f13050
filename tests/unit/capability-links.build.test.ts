/**
 * A marketing page that claims a capability (the DNS cluster, the feature manager, the cPanel import)
 * links the docs page that shows how, as a doc or a post must (capability-pages.test.ts): a provider
 * reads the claim and looks for the screen. A record of a release (a milestone of the About page)
 * is held to it too: its changelog link says when, not how. Read from the built pages, which hold
 * what the data renders.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load, type CheerioAPI} from 'cheerio';
import {capabilities, capabilityPagesOf} from '../../src/data/capabilities.ts';
import {docsVersions} from '../../src/data/releases.ts';
import {assertBuilt, builtMarketingPages, skipWithoutBuild} from '../lib/built-site.ts';

/** The route of a page of the current docs, from its path under `docs/`. */
export function docsRouteOf(page: string): string {
  const parts = page.replace(/\.mdx?$/, '').split('/');
  // A doc named after its folder is the folder's index.
  if (parts.length > 1 && parts.at(-1) === parts.at(-2)) parts.pop();
  return `/docs/${parts.join('/')}/`;
}

/** The elements that hold one statement: a paragraph, a list item, a table row, a card. */
const BLOCK = 'p, li, tr, dd, article';

/** Each capability that the page's main content claims without linking one of its docs pages, with the block that claims it. */
export function unlinkedMarketingClaims(route: string, $: CheerioAPI): string[] {
  const main = $('main');
  const links = main
    .find('a[href]')
    .map((_, link) => $(link).attr('href')!.split('#')[0])
    .get();
  const pagesOf = capabilityPagesOf(docsVersions.current);
  const textOf = (element: Parameters<CheerioAPI>[0]) =>
    $(element).text().replace(/\s+/g, ' ').trim();
  return Object.entries(capabilities).flatMap(([key, capability]) => {
    if ((pagesOf[key] ?? []).some((page) => links.includes(docsRouteOf(page)))) return [];
    return main
      .find(BLOCK)
      .filter(
        (_, block) =>
          capability.claim.test(textOf(block)) &&
          !$(block)
            .find(BLOCK)
            .toArray()
            .some((inner) => capability.claim.test(textOf(inner))),
      )
      .toArray()
      .map((block) => `${route}: ${key}: "${textOf(block)}" links none of ${pagesOf[key]}`);
  });
}

test(
  'a marketing page that claims a capability links the docs page that shows how',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    assert.deepEqual(
      builtMarketingPages().flatMap(({route, html}) => unlinkedMarketingClaims(route, load(html))),
      [],
    );
  },
);

test('a claim on a marketing page is found unless the page links its docs, even beside its release', () => {
  const {since, pages} = capabilities['dns-cluster'];
  const page = (main: string) => load(`<main>${main}</main>`);
  assert.equal(
    unlinkedMarketingClaims('/x/', page('<p>A DNS cluster keeps zones on two servers.</p>')).length,
    1,
  );
  assert.deepEqual(
    unlinkedMarketingClaims(
      '/x/',
      page(
        `<p>A DNS cluster keeps zones on two servers.</p><a href="${docsRouteOf(pages[0])}">How</a>`,
      ),
    ),
    [],
  );
  assert.equal(
    unlinkedMarketingClaims(
      '/x/',
      page(
        `<li><p>The DNS cluster arrived.</p><a href="/docs/changelog/${since}/">Changelog</a></li>`,
      ),
    ).length,
    1,
  );
  assert.equal(docsRouteOf('admin/domains/dns-cluster.md'), '/docs/admin/domains/dns-cluster/');
  assert.equal(docsRouteOf('admin/license/license.md'), '/docs/admin/license/');
});
