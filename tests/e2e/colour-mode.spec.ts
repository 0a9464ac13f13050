import {expect, test} from './fixtures';

test.use({colorScheme: 'light'});

test('a visitor with no stored choice gets dark mode, even when the system prefers light', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('switching the colour mode is stored under "theme", survives a reload and reaches other tabs', async ({
  page,
  context,
}) => {
  await page.goto('/docs/');
  const other = await context.newPage();
  await other.goto('/features/');
  // A page from `context.newPage()` is not the fixture's: wait for it to listen for the change.
  await expect(other.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');

  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
