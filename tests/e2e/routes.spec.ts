import {marketingRoutes} from '../../src/data/marketing-routes';
import {changelogPathOf, latestRelease} from '../../src/data/releases';
import {TEST_ENV, expect, test} from './fixtures';

const docsRoutes = [
  '/docs/',
  '/docs/admin/',
  '/docs/articles/',
  '/docs/changelog/',
  changelogPathOf(latestRelease.version),
  '/docs/panel/domains/ssl/',
  '/docs/category/panel-domains/',
  '/docs/0.3.7/',
  '/docs/0.3.7/admin/',
  '/docs/0.3.7/articles/',
  '/docs/0.3.7/changelog/',
];

const marketingPaths = ['/', ...marketingRoutes.map((route) => route.path)];
const routes = [...marketingPaths, ...docsRoutes, '/blog/', '/search/'];

for (const path of routes) {
  test(`${path} answers 200 with its title, canonical and hreflang links, one H1${marketingPaths.includes(path) ? ', a description and a next step' : ''}`, async ({page}) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^.+ \| Portico$/);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${TEST_ENV.SITE_URL}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${TEST_ENV.SITE_URL}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    if (!marketingPaths.includes(path)) return;
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    expect(await page.locator('main a[href]').count()).toBeGreaterThan(0);
  });
}

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
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Everything in the panel, grouped');
});

test('a path ending in /index.html renders the page at the directory path', async ({page}) => {
  await page.goto('/enterprise/index.html');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Portico Enterprise, for hosting businesses');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${TEST_ENV.SITE_URL}/enterprise/`);
});
