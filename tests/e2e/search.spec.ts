import {expect, test} from './fixtures';

test('the search page lists the doc that holds the searched word, with no third party', async ({page, blockedRequests}) => {
  await page.goto('/search/?q=GoAccess');
  await expect(page).toHaveTitle('Search results for "GoAccess" | Portico');
  const result = page.locator('a[href="/docs/panel/domains/goaccess/"]').first();
  await expect(result).toBeVisible({timeout: 15_000});
  expect(blockedRequests.filter((url) => /algolia/.test(url))).toEqual([]);
});

test('the navbar search box suggests docs as the visitor types', async ({page}) => {
  await page.goto('/docs/');
  const box = page.getByRole('searchbox', {name: 'Search'}).or(page.getByLabel('Search', {exact: true})).first();
  await box.fill('phpMyAdmin');
  await expect(page.locator('.aa-suggestion, [role="option"]').first()).toBeVisible({timeout: 15_000});
});

test('the search page tells crawlers not to index it, in the static HTML', async ({request}) => {
  const html = await (await request.get('/search/')).text();
  expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="noindex, follow"/);
});
