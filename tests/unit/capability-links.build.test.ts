/**
 * A marketing page that claims a capability (the DNS cluster, the feature manager, the cPanel import)
 * links the docs page that shows how, as a doc or a post must (capability-pages.test.ts): a provider
 * reads the claim and looks for the screen. A record of a release (a milestone, an advisory) names what
 * that release brought and links its changelog page, which links the docs: linking the release that
 * brought the capability, or a later one, is enough there. Read from the built pages, which hold what
 * the data renders.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {capabilities, capabilityPagesOf} from '../../src/data/capabilities.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {marketingRoutes} from '../../src/data/marketing-routes.ts';
import {docsVersions} from '../../src/data/releases.ts';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';

/** The route of a page of the current docs, from its path under `docs/`. */
export function docsRouteOf(page: string): string {
  const parts = page.replace(/\.mdx?$/, '').split('/');
  // A doc named after its folder is the folder's index.
  if (parts.length > 1 && parts.at(-1) === parts.at(-2)) parts.pop();
  return `/docs/${parts.join('/')}/`;
}

/** The elements that hold one statement: a paragraph, a list item, a table row, a card. */
const BLOCK = 'p, li, tr, dd, article';

/**
 * Each capability that the page's main content claims without linking one of its docs pages, with the
 * block that claims it, unless that block links the changelog page of a release that has it.
 */
export function unlinkedMarketingClaims(route: string, $: CheerioAPI): string[] {
  const main = $('main');
  const links = main
    .find('a[href]')
    .map((_, link) => $(link).attr('href')!.split('#')[0])
    .get();
  const pagesOf = capabilityPagesOf(docsVersions.current);
  return Object.entries(capabilities).flatMap(([key, capability]) => {
    if ((pagesOf[key] ?? []).some((page) => links.includes(docsRouteOf(page)))) return [];
    const textOf = (element: Parameters<CheerioAPI>[0]) =>
      $(element).text().replace(/\s+/g, ' ').trim();
    const claims = main
      .find(BLOCK)
      .filter(
        (_, block) =>
          capability.claim.test(textOf(block)) &&
          !$(block)
            .find(BLOCK)
            .toArray()
            .some((inner) => capability.claim.test(textOf(inner))),
      )
      .toArray();
    return claims
      .filter(
        (block) =>
          !$(block)
            .closest('article, li, tr')
            .add(block)
            .find('a[href^="/docs/changelog/"]')
            .toArray()
            .some((link) => {
              const release = /\/changelog\/(\d+\.\d+\.\d+)\//.exec($(link).attr('href')!)?.[1];
              return release !== undefined && compareVersions(release, capability.since) >= 0;
            }),
      )
      .map((block) => `${route}: ${key}: "${textOf(block)}" links none of ${pagesOf[key]}`);
  });
}

test(
  'a marketing page that claims a capability links the docs page that shows how',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    const routes = ['/', ...marketingRoutes.map(({path}) => path)];
    assert.deepEqual(
      routes.flatMap((route) =>
        unlinkedMarketingClaims(
          route,
          load(readFileSync(join(BUILD_DIR, route, 'index.html'), 'utf8')),
        ),
      ),
      [],
    );
  },
);

test('a claim on a marketing page is found unless the page links its docs or the block links its release', () => {
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
  assert.deepEqual(
    unlinkedMarketingClaims(
      '/x/',
      page(
        `<article><p>The DNS cluster arrived.</p><a href="/docs/changelog/${since}/">Changelog</a></article>`,
      ),
    ),
    [],
  );
  assert.equal(docsRouteOf('admin/domains/dns-cluster.md'), '/docs/admin/domains/dns-cluster/');
  assert.equal(docsRouteOf('admin/license/license.md'), '/docs/admin/license/');
});
