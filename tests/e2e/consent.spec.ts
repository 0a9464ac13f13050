import {gzipSync} from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type {Page, Response} from '@playwright/test';
import {CONSENT_STORAGE_KEY, siteStorage} from '../../src/data/third-parties';
import {AXE_TAGS, TEST_ENV, VIDEO_MODAL_COOKIE, blockNonLocalRequests, expect, readDataLayer, settle, test, trackOpenRequests} from './fixtures';
import {ALL, LOADER_URLS, NONE, answerThirdParties, storeChoice} from './third-party-hosts';

const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();
const pageViewPaths = async (page: Page) =>
  (await page.evaluate(readDataLayer)).filter((args) => args[0] === 'event' && args[1] === 'page_view').map((args) => (args[2] as {page_path: string}).page_path);
const notice = (page: Page) => page.getByRole('region', {name: 'Privacy choices'});

test.describe('before the visitor has chosen', () => {
  test('the notice asks, and nothing of a third party loads or is stored, on any route', async ({page, context}) => {
    const answered = await answerThirdParties(context);
    await page.goto('/features/');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('analytics, advertising, support chat');
    await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
    await expect(page).toHaveURL(/\/enterprise\/$/);
    await expect(notice(page)).toBeVisible();

    // The spec's page views are recorded in the page from the first one on; gtag.js, which would send them, is not there.
    await expect.poll(() => pageViewPaths(page)).toEqual(['/features/', '/enterprise/']);
    const state = await page.evaluate(() => ({
      crispQueue: (window as unknown as {$crisp: unknown[][]}).$crisp.slice(0, 1),
      partner: (window as unknown as {_linkedin_partner_id: string})._linkedin_partner_id,
      lintrk: typeof (window as unknown as {lintrk?: unknown}).lintrk,
    }));
    expect(state).toEqual({crispQueue: [['do', 'chat:hide']], partner: TEST_ENV.LINKEDIN_PARTNER_ID, lintrk: 'undefined'});
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((key) => !siteStorage.some((item) => (item.nameContinues ? key.startsWith(item.name) : key === item.name)))).toEqual([]);
    expect(await storedChoice(page)).toBeNull();
    expect(await cookieNames(page)).toEqual([VIDEO_MODAL_COOKIE]);
    expect(answered).toEqual([]);
  });

  test('the notice is fixed to the bottom and shifts no layout as it appears', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & {value: number; sources: {node?: Node}[]};
          shifts.push(`${shift.value.toFixed(4)} ${shift.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(', ')}`);
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/docs/panel/domains/ssl/');
    const heading = page.getByRole('heading', {level: 1});
    await expect(notice(page)).toBeVisible();
    expect(await notice(page).evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const viewport = page.viewportSize()!;
    const box = (await notice(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect((await heading.boundingBox())!.y).toBeLessThan(box.y);
    // A slow machine may paint a page before its text is all parsed, which moves a word or two by a fraction
    // of a pixel (values under 0.0001); the notice itself must move nothing.
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
    expect(shifts.filter((shift) => Number.parseFloat(shift) >= 0.0001)).toEqual([]);
  });
});

test('Accept all loads each service once, stores the choice, and the next page does not ask again', async ({page, context}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/docs/');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect(notice(page)).toBeHidden();
  await expect.poll(() => [...answered].sort()).toEqual(Object.values(LOADER_URLS).sort());
  expect(JSON.parse((await storedChoice(page))!)).toEqual(ALL);
  expect(await page.evaluate(() => (window as unknown as {lintrk: {q: unknown[]}}).lintrk.q)).toEqual([]);

  await page.getByRole('link', {name: 'Admin', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/admin\/$/);
  await expect.poll(() => pageViewPaths(page)).toEqual(['/docs/', '/docs/admin/']);
  await page.reload();
  await expect.poll(() => answered.length).toBe(6);
  await expect(notice(page)).toHaveCount(0);
});

test('Reject all loads nothing, now or on later pages, and the site keeps working', async ({page, context}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/');
  await notice(page).getByRole('button', {name: 'Reject all'}).click();
  await expect(notice(page)).toBeHidden();
  expect(JSON.parse((await storedChoice(page))!)).toEqual(NONE);

  await page.getByRole('link', {name: 'User panel', exact: true}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Portico Panel user guide');
  await page.goto('/support/');
  await expect(page.getByTestId('chat-button')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(answered).toEqual([]);
  expect(await cookieNames(page)).toEqual([VIDEO_MODAL_COOKIE]);
});

test('choosing per category loads only what was allowed', async ({page, context}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/docs/');
  await notice(page).getByRole('button', {name: 'Choose'}).click();
  await notice(page).getByRole('checkbox', {name: /^Analytics\./}).check();
  await notice(page).getByRole('button', {name: 'Save choices'}).click();
  await expect(notice(page)).toBeHidden();
  expect(JSON.parse((await storedChoice(page))!)).toEqual({analytics: true, advertising: false, chat: false});
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics]);
  await page.goto('/blog/');
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics, LOADER_URLS.analytics]);
});

for (const signal of ['Global Privacy Control', 'Do Not Track']) {
  test(`${signal} counts as a refusal: no notice, nothing loaded or stored`, async ({page, context}) => {
    await page.addInitScript((name) => {
      if (name === 'Global Privacy Control') Object.defineProperty(navigator, 'globalPrivacyControl', {value: true});
      else Object.defineProperty(navigator, 'doNotTrack', {value: '1'});
    }, signal);
    const answered = await answerThirdParties(context);
    await page.goto('/docs/panel/files/trash/');
    await page.getByRole('link', {name: 'Admin', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/admin\/$/);
    await page.goBack();
    await page.getByRole('button', {name: 'No', exact: true}).click();
    await expect(page.getByRole('status').filter({hasText: 'Nothing was sent'})).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    expect(await storedChoice(page)).toBeNull();
    expect(answered).toEqual([]);
    expect((await page.evaluate(readDataLayer)).filter((args) => String(args[1]).startsWith('doc_feedback'))).toEqual([]);

    await page.goto('/privacy-policy/#privacy-choices');
    await expect(page.getByTestId('privacy-signal')).toContainText('Global Privacy Control or Do Not Track');
    expect(answered).toEqual([]);
  });
}

test('withdrawing from the footer link stops the service at once and deletes its cookies', async ({page, context, baseURL}) => {
  const answered = await answerThirdParties(context);
  await storeChoice(context, ALL);
  await page.goto('/docs/');
  await expect.poll(() => answered.length).toBe(3);
  // As gtag.js and Crisp would have set them on this site's domain.
  await context.addCookies([
    {name: '_ga', value: 'GA1.1.1.1', url: baseURL!},
    {name: '_ga_TEST12345', value: 'GS1.1.1', url: baseURL!},
    {name: `crisp-client/session/${TEST_ENV.CRISP_WEBSITE_ID}`, value: 'session', url: baseURL!},
  ]);

  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy choices'}).click();
  await expect(page).toHaveURL(/\/privacy-policy\/#privacy-choices$/);
  const choices = page.locator('#privacy-choices');
  await expect(choices.getByTestId('consent-state')).toHaveText(['Analytics: allowed', 'Advertising: allowed', 'Support chat: allowed'].join(''));
  await choices.getByRole('checkbox', {name: /^Analytics\./}).uncheck();
  await choices.getByRole('checkbox', {name: /^Support chat\./}).uncheck();
  const reloaded = page.waitForEvent('load');
  await choices.getByRole('button', {name: 'Save choices'}).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(choices.getByTestId('consent-state')).toHaveText(['Analytics: refused', 'Advertising: allowed', 'Support chat: refused'].join(''));
  expect(await cookieNames(page)).toEqual([VIDEO_MODAL_COOKIE]);
  // The reloaded page started only the advertising tag.
  expect(answered.slice(3)).toEqual([LOADER_URLS.advertising]);
  await page.getByRole('link', {name: 'Read the full privacy policy'}).click();
  await expect(page).toHaveURL(/\/privacy-policy\/privacy\/$/);
  expect(answered.slice(3)).toEqual([LOADER_URLS.advertising]);
});

test('a choice made in one tab applies in the others at once', async ({context}) => {
  const answered = await answerThirdParties(context);
  const first = await context.newPage();
  const second = await context.newPage();
  // Pages opened here are not the fixture's: wait for their hydration as it would.
  const open = async (tab: Page, path: string) => {
    await tab.goto(path);
    await expect(tab.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  };
  await open(first, '/');
  await open(second, '/docs/');
  await expect(notice(second)).toBeVisible();

  await notice(first).getByRole('button', {name: 'Accept all'}).click();
  await expect(notice(second)).toBeHidden();
  // Each tab starts the three services.
  await expect.poll(() => answered.length).toBe(6);

  const secondReloads = second.waitForEvent('load');
  await open(first, '/privacy-policy/#privacy-choices');
  await first.locator('#privacy-choices').getByRole('button', {name: 'Reject all'}).click();
  await secondReloads;
  expect(await storedChoice(second)).toBe(JSON.stringify(NONE));
  await expect(notice(second)).toHaveCount(0);
});

test('"Chat with us" after Reject all counts as consent to the chat: it loads Crisp and opens it', async ({page, context}) => {
  const answered = await answerThirdParties(context);
  await storeChoice(context, NONE);
  await page.goto('/support/');
  expect(answered).toEqual([]);
  await page.getByTestId('chat-button').click();
  await expect.poll(() => answered).toEqual([LOADER_URLS.chat]);
  expect(await page.evaluate(() => (window as unknown as {$crisp: unknown[][]}).$crisp.filter((command) => command[0] === 'do'))).toEqual([
    ['do', 'chat:hide'],
    ['do', 'chat:show'],
    ['do', 'chat:open'],
  ]);
  expect(JSON.parse((await storedChoice(page))!)).toEqual({...NONE, chat: true});
});

test('"Chat with us" shows the forum and email instead when the chat script cannot load', async ({page}) => {
  await page.goto('/support/');
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-fallback')).toBeVisible();
});

/** The scripts a page runs from now on, by URL: not the prefetches of the links in view, which run nothing. */
const scriptsRun = (page: Page): Map<string, Response> => {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && !request.headers()['sec-purpose']) scripts.set(response.url(), response);
  });
  return scripts;
};

test('the notice adds at most 3 KB of gzip JavaScript to a first visit', async ({page, browser}) => {
  // What a visitor who has chosen loads: the same page, without the notice.
  const chosen = await browser.newContext();
  await blockNonLocalRequests(chosen);
  await storeChoice(chosen, NONE);
  const without = await chosen.newPage();
  const withoutNotice = scriptsRun(without);
  trackOpenRequests(without);
  await without.goto('/docs/');
  await expect(without.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await settle(without);
  await expect(notice(without)).toHaveCount(0);
  await chosen.close();

  const withNotice = scriptsRun(page);
  await page.goto('/docs/');
  await expect(notice(page)).toBeVisible();
  await settle(page);

  // The notice's own code, which loads only while it shows, and the consent state inlined in the head of every page.
  const added = [...withNotice.keys()].filter((url) => !withoutNotice.has(url));
  expect(added.length, 'the notice loads its code only when it shows').toBeGreaterThan(0);
  const inline = await page.evaluate(
    (key) => Array.from(document.querySelectorAll('script:not([src])'), (script) => script.textContent ?? '').filter((text) => text.includes(key)),
    CONSENT_STORAGE_KEY,
  );
  expect(inline).toHaveLength(1);
  const bodies = [...(await Promise.all(added.map((url) => withNotice.get(url)!.body()))), Buffer.from(inline[0])];
  const sizes = bodies.map((body) => gzipSync(body, {level: 9}).length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  expect(total, `${[...added, 'inline consent state'].map((name, index) => `${name}: ${sizes[index]} B`).join(', ')}`).toBeLessThanOrEqual(3 * 1024);
});

test.describe('the notice, by keyboard and for assistive technology', () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`passes axe (WCAG 2.2 AA) in ${mode} mode, collapsed and expanded`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('/docs/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(notice(page)).toBeVisible();
      const axe = () =>
        new AxeBuilder({page}).include('[data-testid="consent-notice"]').withTags(AXE_TAGS).analyze();
      expect((await axe()).violations).toEqual([]);
      // By keyboard: a pointer left where the choices open would catch a button mid-way through its hover colors.
      await notice(page).getByRole('button', {name: 'Choose'}).press('Enter');
      await expect(notice(page).getByRole('button', {name: 'Save choices'})).toBeVisible();
      expect((await axe()).violations).toEqual([]);
    });
  }

  test('comes first in the focus order, Accept all and Reject all look alike, and Choose moves focus to the first switch', async ({page}) => {
    await page.goto('/docs/');
    await expect(notice(page)).toBeVisible();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('What each one does');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Accept all');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Reject all');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Choose');

    const look = (name: string) =>
      notice(page)
        .getByRole('button', {name})
        .evaluate((button) => {
          const style = getComputedStyle(button);
          const {width, height} = button.getBoundingClientRect();
          return {background: style.backgroundColor, color: style.color, fontSize: style.fontSize, fontWeight: style.fontWeight, height, wide: width > 60};
        });
    expect(await look('Accept all')).toEqual(await look('Reject all'));

    await page.keyboard.press('Enter');
    await expect(notice(page).getByRole('checkbox', {name: /^Analytics\./})).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(notice(page).getByRole('button', {name: 'Save choices'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveCount(0);
    expect(JSON.parse((await storedChoice(page))!)).toEqual({analytics: true, advertising: false, chat: false});
  });
});
