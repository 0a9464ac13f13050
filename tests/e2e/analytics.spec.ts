import {TEST_ENV, expect, readDataLayer, test} from './fixtures';
import {LOADER_URLS, answerThirdParties} from './third-party-hosts';

type PageView = {page_title: string; page_location: string; page_path: string};

const pageViews = (dataLayer: unknown[][]): PageView[] =>
  dataLayer
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2] as PageView);

test('each route change pushes one page_view with title, location and path, from the first page; gtag.js loads only after consent', async ({page, context, baseURL}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/features/?ref=test#security');
  await expect.poll(async () => pageViews(await page.evaluate(readDataLayer)).length).toBe(1);

  await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
  await expect(page).toHaveURL(/\/enterprise\/$/);
  await expect.poll(async () => pageViews(await page.evaluate(readDataLayer)).length).toBe(2);

  const [first, second] = pageViews(await page.evaluate(readDataLayer));
  expect(first).toEqual({
    page_title: 'Features | Portico',
    page_location: `${baseURL}/features/?ref=test#security`,
    page_path: '/features/?ref=test#security',
  });
  expect(second.page_title).toBe('Enterprise edition | Portico');
  expect(second.page_path).toBe('/enterprise/');
  expect((await page.evaluate(readDataLayer)).find((args) => args[0] === 'config')).toEqual(['config', TEST_ENV.GA_MEASUREMENT_ID, {send_page_view: false}]);
  expect(answered).toEqual([]);

  await page.getByRole('region', {name: 'Privacy choices'}).getByRole('button', {name: 'Choose'}).click();
  await page.getByRole('checkbox', {name: /^Analytics\./}).check();
  await page.getByRole('button', {name: 'Save choices'}).click();
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics]);

  await page.getByRole('link', {name: 'Install', exact: true}).first().click();
  await expect.poll(async () => pageViews(await page.evaluate(readDataLayer)).map((view) => view.page_path)).toEqual([
    '/features/?ref=test#security',
    '/enterprise/',
    '/install/',
  ]);
  expect(answered).toEqual([LOADER_URLS.analytics]);
});
