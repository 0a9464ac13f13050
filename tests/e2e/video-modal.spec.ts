import {videoModalKeys} from '../../src/data/video-modal';
import {VIDEO_MODAL_COOKIE as COOKIE, expect, settle, test} from './fixtures';

const OPEN = `?${videoModalKeys.queryKey}`;

test.use({modalSeen: false});

const seenCookie = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === COOKIE);

test('the modal opens on any page when the query holds its key, and closing removes it from the URL', async ({
  page,
}) => {
  await page.goto(`/features/${OPEN}`);
  const dialog = page.getByRole('dialog', {name: 'Portico passes 15,000 servers'});
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/features\/$/);
});

test('a first visit to the home page opens it once; the cookie is set two seconds after it appears', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.clock.runFor(1000);
  expect(await seenCookie(context)).toBeUndefined();
  await page.clock.runFor(1500);
  const cookie = await seenCookie(context);
  expect(cookie?.value).toBe('1');
  expect(cookie?.path).toBe('/');

  await page.keyboard.press('Escape');
  await page.reload();
  await page.clock.runFor(2500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the backdrop closes the dialog and focus returns to where it was', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{name: COOKIE, value: '1', url: baseURL!}]);
  await page.goto('/');
  const trigger = page.getByRole('link', {name: /watch the video/i});
  await trigger.focus();
  await trigger.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('nothing loads from YouTube until the visitor presses play', async ({
  page,
  blockedRequests,
}) => {
  await page.goto(`/${OPEN}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settle(page);
  expect(blockedRequests.filter((url) => /youtube/.test(url))).toEqual([]);
  await dialog.getByRole('button', {name: 'Play video'}).click();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect
    .poll(() =>
      blockedRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')),
    )
    .toBe(true);
});

test('the share links in the modal open the networks with the right popup sizes, not in tabs', async ({
  page,
  context,
}) => {
  await page.goto(`/${OPEN}`);
  await page.evaluate(() => {
    (window as unknown as {opened: unknown[]}).opened = [];
    window.open = ((url: string, _name: string, features: string) => {
      (window as unknown as {opened: unknown[]}).opened.push({url, features});
      // A popup the browser allowed: the link then opens no tab of its own.
      return {} as Window;
    }) as typeof window.open;
  });
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', {name: 'Share on X'}).click();
  await dialog.getByRole('link', {name: 'Share on Reddit'}).click();
  await dialog.getByRole('link', {name: 'Share on LinkedIn'}).click();
  const opened = await page.evaluate(
    () => (window as unknown as {opened: {url: string; features: string}[]}).opened,
  );
  expect(opened).toHaveLength(3);
  expect(context.pages()).toHaveLength(1);
  const [x, reddit, linkedin] = opened;
  expect(x.url).toContain('https://twitter.com/intent/tweet?url=https%3A%2F%2Fportico.example%2F');
  expect(x.features).toMatch(/height=400, width=550/);
  expect(reddit.url).toContain(
    'https://www.reddit.com/submit?url=https%3A%2F%2Fportico.example%2F',
  );
  expect(reddit.features).toMatch(/height=460, width=660/);
  expect(linkedin.url).toContain('mini=true');
  expect(linkedin.features).toMatch(/height=600, width=750/);
});
