import {expect, test} from './fixtures';

test('dismissing the announcement bar is remembered across reloads', async ({page}) => {
  await page.goto('/docs/');
  const bar = page.getByRole('banner').filter({hasText: 'is out'});
  await expect(bar).toBeVisible();
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe(
    'true',
  );
  await page.reload();
  await expect(page.getByText(/is out/).first()).toBeHidden();
});
