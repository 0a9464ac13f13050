import {TEST_ENV, expect, readDataLayer, test} from './fixtures';

type PageView = {page_title: string; page_location: string; page_path: string};

const pageViews = (dataLayer: unknown[][]): PageView[] =>
  dataLayer
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2] as PageView);

test('each route change pushes one page_view with title, location and path', async ({page, blockedRequests, baseURL}) => {
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

  expect(blockedRequests.some((url) => url.includes(`googletagmanager.com/gtag/js?id=${TEST_ENV.GA_MEASUREMENT_ID}`))).toBe(true);
});
