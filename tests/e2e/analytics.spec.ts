import type {Page} from '@playwright/test';
import {TEST_ENV, expect, readDataLayer, settle, test} from './fixtures';
import {LOADER_URLS, answerThirdParties, storeChoice} from './third-party-hosts';

type PageView = {page_title: string; page_location: string; page_path: string};

const pageViews = async (page: Page): Promise<PageView[]> =>
  (await page.evaluate(readDataLayer))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2] as PageView);
const commands = async (page: Page): Promise<string[]> =>
  (await page.evaluate(readDataLayer)).map((args) =>
    args[0] === 'consent' || args[0] === 'event'
      ? `${args[0]} ${String(args[1])}`
      : String(args[0]),
  );

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

test('with analytics allowed, each route change pushes one page_view with title, location and path, after Consent Mode is granted', async ({
  page,
  context,
  baseURL,
}) => {
  const answered = await answerThirdParties(context);
  await storeChoice(context, {analytics: true, advertising: false, chat: false});
  await page.goto('/features/?ref=test#security');
  await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
  await expect(page).toHaveURL(/\/enterprise\/$/);
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);

  const [first, second] = await pageViews(page);
  expect(first).toEqual({
    page_title: 'Features | Portico',
    page_location: `${baseURL}/features/?ref=test#security`,
    page_path: '/features/?ref=test#security',
  });
  expect(second.page_title).toBe('Enterprise edition | Portico');
  expect(second.page_path).toBe('/enterprise/');
  const dataLayer = await page.evaluate(readDataLayer);
  expect(dataLayer[0]).toEqual(['consent', 'default', DENIED]);
  expect(dataLayer[1]).toEqual(['consent', 'update', {analytics_storage: 'granted'}]);
  expect(dataLayer.find((args) => args[0] === 'config')).toEqual([
    'config',
    TEST_ENV.GA_MEASUREMENT_ID,
    {send_page_view: false},
  ]);
  expect(await commands(page)).toEqual([
    'consent default',
    'consent update',
    'js',
    'config',
    'event page_view',
    'event page_view',
  ]);
  expect(answered).toEqual([LOADER_URLS.analytics]);
});

test('before a choice everything is denied and no page view is recorded; consent reports the page it is given on, and none before it', async ({
  page,
  context,
}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/features/');
  await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
  await expect(page).toHaveURL(/\/enterprise\/$/);
  await settle(page);
  expect(await commands(page)).toEqual(['consent default', 'js', 'config']);
  expect((await page.evaluate(readDataLayer))[0]).toEqual(['consent', 'default', DENIED]);
  expect(answered).toEqual([]);

  await page
    .getByRole('region', {name: 'Privacy choices'})
    .getByRole('button', {name: 'Choose'})
    .click();
  await page.getByRole('checkbox', {name: /^Analytics\./}).check();
  await page.getByRole('button', {name: 'Save choices'}).click();
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics]);
  await expect
    .poll(() => commands(page))
    .toEqual(['consent default', 'js', 'config', 'consent update', 'event page_view']);
  expect((await pageViews(page)).map((view) => view.page_path)).toEqual(['/enterprise/']);

  await page.getByRole('link', {name: 'Install', exact: true}).first().click();
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.page_path))
    .toEqual(['/enterprise/', '/install/']);
  expect(answered).toEqual([LOADER_URLS.analytics]);
});

test('a route change reports the new page title even when the frame that sets it comes late', async ({
  page,
  context,
}) => {
  await answerThirdParties(context);
  await storeChoice(context, {analytics: true, advertising: false, chat: false});
  // A busy phone: every animation frame callback runs 100 ms after its frame, later than any plain timeout.
  await context.addInitScript(() => {
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      requestFrame(() => window.setTimeout(() => callback(performance.now()), 100));
  });
  await page.goto('/features/');
  await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
  await expect(page).toHaveURL(/\/enterprise\/$/);
  await expect.poll(async () => (await pageViews(page)).length).toBe(2);
  expect((await pageViews(page)).map((view) => view.page_title)).toEqual([
    'Features | Portico',
    'Enterprise edition | Portico',
  ]);
});

test('a route change that keeps the title, to a heading of the same page, reports one page_view with that title', async ({
  page,
  context,
}) => {
  await answerThirdParties(context);
  await storeChoice(context, {analytics: true, advertising: false, chat: false});
  await page.goto('/docs/panel/domains/dns/');
  const heading = page.locator('.table-of-contents a').first();
  const hash = (await heading.getAttribute('href'))!;
  await heading.click();
  await expect
    .poll(async () => (await pageViews(page)).map((view) => view.page_path))
    .toEqual(['/docs/panel/domains/dns/', `/docs/panel/domains/dns/${hash}`]);
  const [first, second] = await pageViews(page);
  expect(second.page_title).toBe(first.page_title);
});
