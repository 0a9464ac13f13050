import {TEST_ENV, expect, test} from './fixtures';

test('the static HTML carries the LinkedIn Insight set-up and its noscript beacon', async ({request}) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(html).toContain(`window._linkedin_partner_id="${TEST_ENV.LINKEDIN_PARTNER_ID}"`);
  const noscript = /<noscript><img ([^>]*)><\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain(`src="https://px.ads.linkedin.com/collect/?pid=${TEST_ENV.LINKEDIN_PARTNER_ID}&fmt=gif"`);
  expect(noscript).toMatch(/height=1 width=1 style=display:none/);
});

test('the chat widget is queued hidden before it loads', async ({page, blockedRequests}) => {
  await page.goto('/docs/');
  const queue = await page.evaluate(() => (window as unknown as {$crisp: unknown[][]}).$crisp.slice(0, 1));
  expect(queue).toEqual([['do', 'chat:hide']]);
  expect(await page.evaluate(() => (window as unknown as {CRISP_WEBSITE_ID: string}).CRISP_WEBSITE_ID)).toBe(TEST_ENV.CRISP_WEBSITE_ID);
  expect(blockedRequests).toContain('https://client.crisp.chat/l.js');
});

test('the site works with every third party blocked', async ({page, blockedRequests}) => {
  await page.goto('/');
  await page.getByRole('link', {name: 'User panel', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Portico Panel user guide');
  expect(blockedRequests.length).toBeGreaterThan(0);
});
