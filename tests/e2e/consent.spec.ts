import {gzipSync} from 'node:zlib';
import type {Page, Response} from '@playwright/test';
import {CONSENT_MONTHS, CONSENT_STORAGE_KEY, siteStorage} from '../../src/data/third-parties';
import {axeOf} from '../lib/axe';
import {
  TEST_ENV,
  VIDEO_MODAL_COOKIE,
  expect,
  readDataLayer,
  settle,
  test,
  trackOpenRequests,
} from './fixtures';
import {
  ALL,
  LOADER_URLS,
  NONE,
  answerThirdParties,
  storeChoice,
  storedChoice as choiceAsStored,
  type Choice,
} from './third-party-hosts';
import {consentVersion} from '../../plugins/consent';

const storedChoice = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
/** The choices the page stored, after checking that they carry this registry's version and a date. */
const storedChoices = async (page: Page): Promise<Choice> => {
  const stored = JSON.parse((await storedChoice(page))!) as {
    version: string;
    date: string;
    choices: Choice;
  };
  expect(stored.version).toBe(consentVersion());
  expect(Number.isNaN(Date.parse(stored.date))).toBe(false);
  return stored.choices;
};
const cookieNames = async (page: Page) =>
  (await page.context().cookies()).map((cookie) => cookie.name).sort();
const pageViewPaths = async (page: Page) =>
  (await page.evaluate(readDataLayer))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as {page_path: string}).page_path);
const notice = (page: Page) => page.getByRole('region', {name: 'Privacy choices'});

test.describe('before the visitor has chosen', () => {
  test('the notice asks, and nothing of a third party loads or is stored, on any route', async ({
    page,
    context,
  }) => {
    const answered = await answerThirdParties(context);
    await page.goto('/features/');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('analytics, advertising, support chat');
    await page.getByRole('link', {name: 'Enterprise', exact: true}).first().click();
    await expect(page).toHaveURL(/\/enterprise\/$/);
    await expect(notice(page)).toBeVisible();

    // No page view is recorded before consent, so gtag.js would find none of these pages if it loaded later.
    await settle(page);
    expect(await pageViewPaths(page)).toEqual([]);
    const state = await page.evaluate(() => ({
      crispQueue: (window as unknown as {$crisp: unknown[][]}).$crisp.slice(0, 1),
      partner: (window as unknown as {_linkedin_partner_id: string})._linkedin_partner_id,
      lintrk: typeof (window as unknown as {lintrk?: unknown}).lintrk,
    }));
    expect(state).toEqual({
      crispQueue: [['do', 'chat:hide']],
      partner: TEST_ENV.LINKEDIN_PARTNER_ID,
      lintrk: 'undefined',
    });
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(
      keys.filter(
        (key) =>
          !siteStorage.some((item) =>
            item.nameContinues ? key.startsWith(item.name) : key === item.name,
          ),
      ),
    ).toEqual([]);
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
          shifts.push(
            `${shift.value.toFixed(4)} ${shift.sources.map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80)).join(', ')}`,
          );
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/docs/panel/domains/ssl/');
    const heading = page.getByRole('heading', {level: 1});
    await expect(notice(page)).toBeVisible();
    expect(await notice(page).evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    const viewport = page.viewportSize()!;
    const box = (await notice(page).boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(viewport.height);
    expect((await heading.boundingBox())!.y).toBeLessThan(box.y);
    // A slow machine may paint a page before its text is all parsed, which moves a word or two by a fraction
    // of a pixel (values under 0.0001); the notice itself must move nothing.
    const shifts = await page.evaluate(
      () => (window as unknown as {layoutShifts: string[]}).layoutShifts,
    );
    expect(shifts.filter((shift) => Number.parseFloat(shift) >= 0.0001)).toEqual([]);
  });
});

test('Accept all loads each service once, stores the choice, and the next page does not ask again', async ({
  page,
  context,
}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/docs/');
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect(notice(page)).toBeHidden();
  await expect.poll(() => [...answered].sort()).toEqual(Object.values(LOADER_URLS).sort());
  expect(await storedChoices(page)).toEqual(ALL);
  expect(
    await page.evaluate(() => (window as unknown as {lintrk: {q: unknown[]}}).lintrk.q),
  ).toEqual([]);

  await page.getByRole('link', {name: 'Admin', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/admin\/$/);
  await expect.poll(() => pageViewPaths(page)).toEqual(['/docs/', '/docs/admin/']);
  await page.reload();
  await expect.poll(() => answered.length).toBe(6);
  await expect(notice(page)).toHaveCount(0);
});

test('Reject all loads nothing, now or on later pages, and the site keeps working', async ({
  page,
  context,
}) => {
  const answered = await answerThirdParties(context);
  await page.goto('/');
  await notice(page).getByRole('button', {name: 'Reject all'}).click();
  await expect(notice(page)).toBeHidden();
  expect(await storedChoices(page)).toEqual(NONE);

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
  await notice(page)
    .getByRole('checkbox', {name: /^Analytics\./})
    .check();
  await notice(page).getByRole('button', {name: 'Save choices'}).click();
  await expect(notice(page)).toBeHidden();
  expect(await storedChoices(page)).toEqual({analytics: true, advertising: false, chat: false});
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics]);
  await page.goto('/blog/');
  await expect.poll(() => answered).toEqual([LOADER_URLS.analytics, LOADER_URLS.analytics]);
});

for (const signal of ['Global Privacy Control', 'Do Not Track']) {
  test(`${signal} counts as a refusal: no notice, nothing loaded or stored`, async ({
    page,
    context,
  }) => {
    await page.addInitScript((name) => {
      if (name === 'Global Privacy Control')
        Object.defineProperty(navigator, 'globalPrivacyControl', {value: true});
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
    expect(
      (await page.evaluate(readDataLayer)).filter((args) =>
        String(args[1]).startsWith('doc_feedback'),
      ),
    ).toEqual([]);

    await page.goto('/privacy-policy/#privacy-choices');
    await expect(page.getByTestId('privacy-signal')).toContainText(
      'Global Privacy Control or Do Not Track',
    );
    expect(answered).toEqual([]);
  });
}

/**
 * Stand-ins for the three services' scripts, answered at their real URLs, that write on this site's domain what each
 * service writes there, under the names it uses (from the vendors' cookie lists, written here apart from the registry):
 * gtag.js's `_ga` and `_ga_` with the measurement id without `G-`, and the conversion linker's `_gcl_au` cookie and
 * `_gcl_ls` key; the Insight tag's first-party cookies and its `li_adsId` key; Crisp's session and socket cookies, whose
 * names Crisp URL-encodes, and its keys in local and session storage.
 */
const GA_CONTAINER = TEST_ENV.GA_MEASUREMENT_ID.replace(/^G-/, '');
const CRISP_COOKIE = `crisp-client%2Fsession%2F${TEST_ENV.CRISP_WEBSITE_ID}`;
const CRISP_SOCKET_COOKIE = `crisp-client%2Fsocket%2F${TEST_ENV.CRISP_WEBSITE_ID}`;
const SERVICE_STAND_INS = {
  [LOADER_URLS.analytics]:
    "document.cookie='_ga=GA1.1.1234567890.1764100000;path=/;max-age=63072000';" +
    `document.cookie='_ga_${GA_CONTAINER}=GS2.1.s1764100000$o1$g0$t1764100000$j60$l0$h0;path=/;max-age=63072000';` +
    "document.cookie='_gcl_au=1.1.1234567890.1764100000;path=/;max-age=7776000';" +
    'localStorage.setItem(\'_gcl_ls\',\'{"schema":"gcl","version":1}\');',
  [LOADER_URLS.advertising]:
    "document.cookie='li_fat_id=member%3A1a2b3c;path=/;max-age=2592000';" +
    "document.cookie='ln_or=eyIxIjoiZCJ9;path=/;max-age=86400';" +
    "localStorage.setItem('li_adsId','5f9347e8-307b-4efa-957e-aa6b7f96821e');",
  [LOADER_URLS.chat]:
    `document.cookie='${CRISP_COOKIE}=session_0b5c8e2a-4f7d-4d1e-9a3b-6c2f1e8d7a90;path=/;max-age=15552000;samesite=lax';` +
    `document.cookie='${CRISP_SOCKET_COOKIE}=1;path=/;max-age=15552000;samesite=lax';` +
    `localStorage.setItem('crisp-client/session/${TEST_ENV.CRISP_WEBSITE_ID}','{}');` +
    `sessionStorage.setItem('crisp-client/chatbox/${TEST_ENV.CRISP_WEBSITE_ID}','{}');`,
};
const WRITTEN = {
  analytics: {cookies: ['_ga', `_ga_${GA_CONTAINER}`, '_gcl_au'], local: ['_gcl_ls'], session: []},
  advertising: {cookies: ['li_fat_id', 'ln_or'], local: ['li_adsId'], session: []},
  chat: {
    cookies: [CRISP_COOKIE, CRISP_SOCKET_COOKIE],
    local: [`crisp-client/session/${TEST_ENV.CRISP_WEBSITE_ID}`],
    session: [`crisp-client/chatbox/${TEST_ENV.CRISP_WEBSITE_ID}`],
  },
};

type BrowserStorage = {cookies: string[]; local: string[]; session: string[]};
const browserStorage = (page: Page): Promise<BrowserStorage> =>
  page.evaluate(() => ({
    cookies: document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=')[0])
      .sort(),
    local: Object.keys(localStorage).sort(),
    session: Object.keys(sessionStorage).sort(),
  }));
/** What the page holds now and did not hold before, apart from the stored choice. */
const addedSince = async (page: Page, before: BrowserStorage): Promise<BrowserStorage> => {
  const now = await browserStorage(page);
  const added = (kind: keyof BrowserStorage) =>
    now[kind].filter((name) => !before[kind].includes(name) && name !== CONSENT_STORAGE_KEY);
  return {cookies: added('cookies'), local: added('local'), session: added('session')};
};
const written = (...categories: (keyof typeof WRITTEN)[]): BrowserStorage => ({
  cookies: categories.flatMap((category) => WRITTEN[category].cookies).sort(),
  local: categories.flatMap((category) => WRITTEN[category].local).sort(),
  session: categories.flatMap((category) => WRITTEN[category].session).sort(),
});

test('withdrawing stops the service at once and deletes every cookie and storage entry it wrote here, under the names it uses', async ({
  page,
  context,
}) => {
  const answered = await answerThirdParties(context, SERVICE_STAND_INS);
  await page.goto('/docs/');
  const before = await browserStorage(page);
  await notice(page).getByRole('button', {name: 'Accept all'}).click();
  await expect
    .poll(() => addedSince(page, before))
    .toEqual(written('analytics', 'advertising', 'chat'));

  await page.getByRole('contentinfo').getByRole('link', {name: 'Privacy choices'}).click();
  await expect(page).toHaveURL(/\/privacy-policy\/#privacy-choices$/);
  const choices = page.locator('#privacy-choices');
  await expect(choices.getByTestId('consent-state')).toHaveText(
    ['Analytics: allowed', 'Advertising: allowed', 'Support chat: allowed'].join(''),
  );
  await choices.getByRole('checkbox', {name: /^Analytics\./}).uncheck();
  await choices.getByRole('checkbox', {name: /^Support chat\./}).uncheck();
  let reloaded = page.waitForEvent('load');
  await choices.getByRole('button', {name: 'Save choices'}).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(choices.getByTestId('consent-state')).toHaveText(
    ['Analytics: refused', 'Advertising: allowed', 'Support chat: refused'].join(''),
  );
  // The reloaded page started only the advertising tag, which wrote its own entries again.
  expect(answered.slice(3)).toEqual([LOADER_URLS.advertising]);
  await expect.poll(() => addedSince(page, before)).toEqual(written('advertising'));

  reloaded = page.waitForEvent('load');
  await choices.getByRole('button', {name: 'Reject all'}).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  expect(await addedSince(page, before)).toEqual(written());
  await page.getByRole('link', {name: 'Read the full privacy policy'}).click();
  await expect(page).toHaveURL(/\/privacy-policy\/privacy\/$/);
  expect(answered.slice(3)).toEqual([LOADER_URLS.advertising]);
});

test.describe(`a stored choice counts for ${CONSENT_MONTHS} months and for the list of services it was made for`, () => {
  const CHOSEN = new Date('2026-03-01T10:00:00Z');

  const cases: [string, string][] = [
    ['made before a service was added', choiceAsStored(ALL, CHOSEN, 'an-older-list')],
    ['in the format without a version or date', JSON.stringify(ALL)],
    ['without its date', JSON.stringify({version: consentVersion(), choices: ALL})],
    ['dated in the future', choiceAsStored(ALL, new Date('2099-01-01T00:00:00Z'))],
  ];
  for (const [name, stored] of cases) {
    test(`a choice ${name} is asked again, and until then nothing loads and what the services wrote is deleted`, async ({
      page,
      context,
      baseURL,
    }) => {
      await page.clock.setFixedTime(new Date(CHOSEN.getTime() + 24 * 3600 * 1000));
      const answered = await answerThirdParties(context);
      await storeChoice(context, stored);
      await context.addCookies(
        WRITTEN.analytics.cookies
          .concat(WRITTEN.chat.cookies)
          .map((cookieName) => ({name: cookieName, value: '1', url: baseURL!})),
      );
      await page.goto('/docs/');
      await expect(notice(page)).toBeVisible();
      expect(await cookieNames(page)).toEqual([VIDEO_MODAL_COOKIE]);
      await settle(page);
      expect(answered).toEqual([]);

      await notice(page).getByRole('button', {name: 'Accept all'}).click();
      await expect.poll(() => answered.length).toBe(3);
      expect(await storedChoices(page)).toEqual(ALL);
    });
  }

  test(`the notice asks again ${CONSENT_MONTHS} months after the choice, and not a day before`, async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(CHOSEN);
    const answered = await answerThirdParties(context);
    await page.goto('/docs/');
    await notice(page).getByRole('button', {name: 'Reject all'}).click();
    expect(JSON.parse((await storedChoice(page))!).date).toBe(CHOSEN.toISOString());

    const later = (months: number, days: number) => {
      const date = new Date(CHOSEN);
      date.setUTCMonth(date.getUTCMonth() + months, date.getUTCDate() + days);
      return date;
    };
    await page.clock.setFixedTime(later(CONSENT_MONTHS, -1));
    await page.reload();
    await expect(notice(page)).toHaveCount(0);

    await page.clock.setFixedTime(later(CONSENT_MONTHS, 0));
    await page.reload();
    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('button', {name: 'Accept all'}).click();
    await expect.poll(() => answered.length).toBe(3);
    expect(JSON.parse((await storedChoice(page))!).date).toBe(
      later(CONSENT_MONTHS, 0).toISOString(),
    );
  });
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
  expect(await storedChoices(second)).toEqual(NONE);
  await expect(notice(second)).toHaveCount(0);
});

test('"Chat with us" after Reject all counts as consent to the chat: it loads Crisp and opens it', async ({
  page,
  context,
}) => {
  const answered = await answerThirdParties(context);
  await storeChoice(context, NONE);
  await page.goto('/support/');
  expect(answered).toEqual([]);
  await page.getByTestId('chat-button').click();
  await expect.poll(() => answered).toEqual([LOADER_URLS.chat]);
  expect(
    await page.evaluate(() =>
      (window as unknown as {$crisp: unknown[][]}).$crisp.filter((command) => command[0] === 'do'),
    ),
  ).toEqual([
    ['do', 'chat:hide'],
    ['do', 'chat:show'],
    ['do', 'chat:open'],
  ]);
  expect(await storedChoices(page)).toEqual({...NONE, chat: true});
});

test('"Chat with us" shows the forum and email instead when the chat script cannot load', async ({
  page,
}) => {
  await page.goto('/support/');
  await page.getByTestId('chat-button').click();
  await expect(page.getByTestId('chat-fallback')).toBeVisible();
});

/** The scripts a page runs from now on, by URL: not the prefetches of the links in view, which run nothing. */
const scriptsRun = (page: Page): Map<string, Response> => {
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'script' && !request.headers()['sec-purpose'])
      scripts.set(response.url(), response);
  });
  return scripts;
};

test('the notice loads no script of its own, and the consent state that runs it is at most 3 KB of gzip JavaScript', async ({
  page,
  browser,
}) => {
  // What a visitor who has chosen loads: the same page, without the notice.
  const chosen = await browser.newContext();
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
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await settle(page);

  expect([...withNotice.keys()].filter((url) => !withoutNotice.has(url))).toEqual([]);
  const inline = await page.evaluate(
    (key) =>
      Array.from(
        document.querySelectorAll('script:not([src])'),
        (script) => script.textContent ?? '',
      ).filter((text) => text.includes(key)),
    CONSENT_STORAGE_KEY,
  );
  expect(inline).toHaveLength(1);
  expect(gzipSync(inline[0], {level: 9}).length).toBeLessThanOrEqual(3 * 1024);
});

test.describe('before the app has hydrated, or without it', () => {
  test.use({waitForHydration: false});

  /** Opens `path` with the app's two entry scripts refused, as behind a proxy that blocks them: the page never hydrates. */
  async function openWithoutApp(page: Page, path: string): Promise<void> {
    await page.route(/\/assets\/js\/(runtime~main|main)\.[^/]+\.js$/, (route) =>
      route.abort('blockedbyclient'),
    );
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  }

  test('the notice is part of the page as it first paints, and answers without the app', async ({
    page,
    context,
  }) => {
    const answered = await answerThirdParties(context);
    await openWithoutApp(page, '/install/');
    await expect(notice(page)).toBeVisible();
    expect(
      await page.evaluate(
        () => document.getElementById('__docusaurus')?.previousElementSibling?.id,
      ),
    ).toBe('consent-notice');
    await notice(page).getByRole('button', {name: 'Choose'}).click();
    await expect(notice(page).getByRole('button', {name: 'Choose'})).toHaveCount(0);
    const analytics = notice(page).getByRole('checkbox', {name: /^Analytics\./});
    await expect(analytics).toBeFocused();
    await expect(analytics).not.toBeChecked();
    await analytics.check();
    await notice(page).getByRole('button', {name: 'Save choices'}).click();
    await expect(notice(page)).toBeHidden();
    expect(await storedChoices(page)).toEqual({analytics: true, advertising: false, chat: false});
    await expect.poll(() => answered).toEqual([LOADER_URLS.analytics]);
    expect(page.url()).toMatch(/\/install\/$/);

    await openWithoutApp(page, '/enterprise/');
    await expect(notice(page)).toHaveCount(0);
  });

  test('a visitor who answered part of the notice sees the switches as they left them, before the app', async ({
    page,
  }) => {
    await openWithoutApp(page, '/docs/');
    await page.evaluate(
      ({key, version}) =>
        localStorage.setItem(
          key,
          JSON.stringify({version, date: new Date().toISOString(), choices: {analytics: true}}),
        ),
      {key: CONSENT_STORAGE_KEY, version: consentVersion()},
    );
    await page.reload();

    await expect(notice(page)).toBeVisible();
    await notice(page).getByRole('button', {name: 'Choose'}).click();
    await expect(notice(page).getByRole('checkbox', {name: /^Analytics\./})).toBeChecked();
    await expect(notice(page).getByRole('checkbox', {name: /^Advertising\./})).not.toBeChecked();
    await notice(page).getByRole('button', {name: 'Reject all'}).click();
    await expect(notice(page)).toBeHidden();
    expect(await storedChoices(page)).toEqual(NONE);
  });
});

test.describe('the notice, by keyboard and for assistive technology', () => {
  for (const mode of ['dark', 'light'] as const) {
    test(`passes axe (WCAG 2.2 AA) in ${mode} mode, collapsed and expanded`, async ({page}) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      await page.goto('/docs/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(notice(page)).toBeVisible();
      const axe = () => axeOf(page).include('[data-testid="consent-notice"]').analyze();
      expect((await axe()).violations).toEqual([]);
      // By keyboard: a pointer left where the choices open would catch a button mid-way through its hover colors.
      await notice(page).getByRole('button', {name: 'Choose'}).press('Enter');
      await expect(notice(page).getByRole('button', {name: 'Save choices'})).toBeVisible();
      expect((await axe()).violations).toEqual([]);
    });
  }

  // axe judges the link only where nothing else on the page overlaps the notice: on /docs/ it cannot tell, on
  // /cpanel-alternative/ it failed the link while it was told from the text by its color alone (WCAG 1.4.1).
  test('its link to the privacy policy is underlined on a docs page and a marketing page alike', async ({
    page,
  }) => {
    for (const path of ['/docs/', '/cpanel-alternative/']) {
      await page.goto(path);
      const link = notice(page).getByRole('link', {name: 'What each one does'});
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
      expect(
        (await axeOf(page).include('[data-testid="consent-notice"]').analyze()).violations,
      ).toEqual([]);
    }
  });

  test('comes first in the focus order, Accept all and Reject all look alike, and Choose moves focus to the first switch', async ({
    page,
  }) => {
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
          return {
            background: style.backgroundColor,
            color: style.color,
            fontSize: style.fontSize,
            fontWeight: style.fontWeight,
            height,
            wide: width > 60,
          };
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
    expect(await storedChoices(page)).toEqual({analytics: true, advertising: false, chat: false});
  });
});
