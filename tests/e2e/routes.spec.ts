import {marketingRoutes} from '../../src/data/marketing-routes';
import {changelogPathOf, docsPathOf, docsVersions, latestRelease} from '../../src/data/releases';
import {TEST_ENV, expect, test} from './fixtures';

/** The start of the oldest frozen docs version. */
const oldestDocs = docsPathOf(docsVersions.previous.at(-1)!);

const docsRoutes = [
  '/docs/',
  '/docs/admin/',
  '/docs/articles/',
  '/docs/changelog/',
  changelogPathOf(latestRelease.version),
  '/docs/panel/domains/ssl/',
  '/docs/category/panel-domains/',
  oldestDocs,
  `${oldestDocs}admin/`,
  `${oldestDocs}articles/`,
  `${oldestDocs}changelog/`,
];

const marketingPaths = ['/', ...marketingRoutes.map((route) => route.path)];
const routes = [...marketingPaths, ...docsRoutes, '/blog/', '/search/'];

// One tab visits every route, as a reader going from page to page: a fresh browser context for each
// route cost more than the route itself. Each route is a step of its own, and a miss names its path.
test('every main route answers 200 with its title, canonical and hreflang links and one H1; a marketing page also with a description and a next step', async ({
  page,
}) => {
  test.setTimeout(30_000 + routes.length * 3_000);
  for (const path of routes) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect.soft(response?.status(), path).toBe(200);
      await expect.soft(page, path).toHaveTitle(/^.+ \| Portico$/);
      await expect
        .soft(page.locator('link[rel="canonical"]'), path)
        .toHaveAttribute('href', `${TEST_ENV.SITE_URL}${path}`);
      await expect
        .soft(page.locator('link[rel="alternate"][hreflang="en"]'), path)
        .toHaveAttribute('href', `${TEST_ENV.SITE_URL}${path}`);
      await expect
        .soft(page.locator('link[rel="alternate"][hreflang="x-default"]'), path)
        .toHaveCount(1);
      await expect.soft(page.locator('h1'), path).toHaveCount(1);
      if (!marketingPaths.includes(path)) return;
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect.soft(description?.length, `${path}: the description`).toBeGreaterThan(40);
      expect
        .soft(await page.locator('main a[href]').count(), `${path}: links in the main content`)
        .toBeGreaterThan(0);
    });
  }
});

test('an unknown path answers 404 with the not-found page', async ({page}) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('This page is not here');
  await expect(page).toHaveTitle('Page Not Found | Portico');
});

test('a path without its trailing slash reaches the page', async ({page}) => {
  const response = await page.goto('/features');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/features/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Everything in the panel, grouped',
  );
});

test('a path ending in /index.html renders the page at the directory path', async ({page}) => {
  await page.goto('/enterprise/index.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'Portico Enterprise, for hosting businesses',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${TEST_ENV.SITE_URL}/enterprise/`,
  );
});
