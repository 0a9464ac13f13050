/**
 * A visitor on a phone presses what they see as soon as they see it. Each
 * test opens a page with the CPU slowed 4x, holds back the route chunks the
 * app needs to hydrate, acts as soon as the document has loaded (the moment
 * stock Docusaurus's controls are still dead), checks that the page has not
 * hydrated yet, then lets the app start and checks what the person sees.
 * Others stop the app for good, and check that the page then works as plain HTML.
 */
import type {BrowserContext, Page} from '@playwright/test';
import {INSTALL_COMMAND} from '../../src/data/installer';
import {docsVersions} from '../../src/data/releases';
import {milestoneVideo} from '../../src/data/video';
import {TEST_ENV, expect as baseExpect, test} from './fixtures';
import {NONE, storeChoice} from './third-party-hosts';

// The CPU is slowed 4x: what follows a press can take longer than an assertion usually waits.
const expect = baseExpect.configure({timeout: 30_000});

test.use({waitForHydration: false});

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

async function slowCPU(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
}

/**
 * Slows the CPU 4x, opens `path`, and holds every script but the two entry
 * scripts until the function returned is called: the page is painted and its
 * document loaded, but the app cannot hydrate it.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  await slowCPU(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!runtime~main\.|main\.).+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  return async () => {
    // Still not hydrated when the person acted: what follows is the app taking over.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await expect(hydrated(page)).toHaveCount(1);
  };
}

/**
 * Slows the CPU 4x, opens `path` and holds its two entry scripts, then fails
 * them when the function returned is called: the app never starts, as behind
 * a proxy that blocks it. The page is painted, its document not yet loaded.
 * The page's clock stands still unless the test moves it, so what happens
 * comes from the failure, not from the time the early-input script allows.
 */
async function openWithoutApp(page: Page, path: string): Promise<() => void> {
  await slowCPU(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  let fail!: () => void;
  const failed = new Promise<void>((resolve) => (fail = resolve));
  await page.route(/\/assets\/js\/(runtime~main|main)\.[^/]+\.js$/, async (route) => {
    await failed;
    await route.abort('blockedbyclient');
  });
  await page.goto(path, {waitUntil: 'commit'});
  return fail;
}

/** A visitor who has closed the announcement bar and made a privacy choice on an earlier visit. */
async function returnAsVisitor(page: Page, context: BrowserContext): Promise<void> {
  await storeChoice(context, NONE);
  await page.goto('/docs/');
  await expect(hydrated(page)).toHaveCount(1);
  await page
    .getByRole('banner')
    .filter({hasText: 'is out'})
    .getByRole('button', {name: 'Close'})
    .click();
  await expect(page.getByRole('banner').filter({hasText: 'is out'})).toBeHidden();
}

const versionMenu = (page: Page) =>
  page.locator('.navbar__item.dropdown').filter({hasText: docsVersions.current});

/** Picks the previous docs version from the version menu before the app has started: it opens once it has, and is saved. */
async function pickPreviousVersion(page: Page): Promise<void> {
  const [previous] = docsVersions.previous;
  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  await versionMenu(page).hover();
  await page.getByRole('link', {name: previous, exact: true}).click();
  await startApp();
  await expect(page).toHaveURL(new RegExp(`/docs/${previous}/`));
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
    previous,
  );
}

test('the color-mode toggle stores the theme and tells another open tab', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await other.goto('/features/', {waitUntil: 'domcontentloaded'});
  await expect(hydrated(other)).toHaveCount(1);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await startApp();

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a press made at first paint, before the app has even loaded, waits for it', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/blog/', {waitUntil: 'commit'});
  const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the version dropdown saves the preferred version', async ({page}) => {
  await pickPreviousVersion(page);
});

test.describe('on a phone-sized screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('the mobile menu opens', async ({page}) => {
    const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
    await page.getByRole('button', {name: /toggle navigation bar/i}).click();
    await startApp();
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Blog'})).toBeVisible();
  });
});

test('a query typed into the search box is kept and searched', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  const search = page.getByLabel('Search', {exact: true}).first();
  await search.fill('nameservers');
  await startApp();
  await expect(search).toHaveValue('nameservers');
  // The results list opens for the query typed before the app had started.
  await expect(page.getByRole('listbox').locator('mark').first()).toContainText(/nameserver/i);
});

test('a docs tab shows its panel', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/docs/admin/advanced/ssh/');
  const tabs = page.getByRole('tablist').first();
  const last = tabs.getByRole('tab').last();
  const label = await last.textContent();
  await last.click();
  await startApp();
  await expect(tabs.getByRole('tab', {name: label!, exact: true})).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
});

test('a code block has no copy button until it can copy, then copies its code', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  const block = page.locator('.theme-code-block').first();
  // The theme draws the buttons in the browser only: nothing is painted that would not answer.
  await expect(block.getByRole('button')).toHaveCount(0);
  await startApp();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe('dig NS acme.example +short');
});

test('the install builder takes the choices made', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/install/');
  await page.getByLabel('Default web server').selectOption('apache');
  await page.getByLabel('Host name (optional)').fill('server.example.com');
  // A click, not check(): the box changes once the app has it, not at once.
  await page.getByLabel('Unattended (ask no questions)').click();
  await startApp();
  await expect(page.getByTestId('command').nth(1)).toHaveText(
    `${INSTALL_COMMAND} --hostname=server.example.com --webserver=apache --unattended`,
  );
  await expect(page.getByLabel('Unattended (ask no questions)')).toBeChecked();
});

test('the video trigger opens the video without reloading the page', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/');
  // A reload would start a new document, without this mark.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.getByRole('link', {name: /watch the video/i}).click();
  await startApp();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
  ).toBe(true);
});

test('a share link pressed before the app has started opens its network at once, in a new tab', async ({
  page,
  context,
  blockedRequests,
}) => {
  const startApp = await openBeforeHydration(page, '/blog/verify-ssh-host-key-fingerprint/');
  const share = page.getByRole('link', {name: 'Share on Reddit'});
  // Not held for the app: a popup opened later, without the press, would be blocked.
  const [tab] = await Promise.all([context.waitForEvent('page'), share.click()]);
  await expect(share).not.toHaveAttribute('aria-busy');
  await expect
    .poll(() => blockedRequests.find((url) => url.startsWith('https://www.reddit.com/submit')))
    .toBeTruthy();
  const shared = new URL(
    blockedRequests.find((url) => url.startsWith('https://www.reddit.com/submit'))!,
  );
  expect(shared.searchParams.get('url')).toBe(
    `${TEST_ENV.SITE_URL}/blog/verify-ssh-host-key-fingerprint/`,
  );
  await tab.close();
  await startApp();
});

test.describe('a returning visitor, without the announcement bar or the consent notice', () => {
  test('presses the last tab of a group and the color toggle: both are what changes', async ({
    page,
    context,
  }) => {
    await returnAsVisitor(page, context);
    const startApp = await openBeforeHydration(page, '/docs/admin/advanced/ssh/');
    const tabs = page.getByRole('tablist').first();
    const last = tabs.getByRole('tab').last();
    const label = await last.textContent();
    await last.click();
    await expect(last).toHaveAttribute('aria-busy', 'true');
    await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
    await startApp();
    await expect(tabs.getByRole('tab', {name: label!, exact: true})).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('[aria-busy]')).toHaveCount(0);
    // Nothing else was pressed: the announcement bar stays closed, and no notice asks again.
    await expect(page.getByText(/is out/).first()).toBeHidden();
    await expect(page.getByRole('region', {name: 'Privacy choices'})).toHaveCount(0);
  });

  test('picks a version from the version menu: it opens and is saved', async ({page, context}) => {
    await returnAsVisitor(page, context);
    await pickPreviousVersion(page);
  });
});

test('a press whose control the app does not render is not made on the control in its place', async ({
  page,
}) => {
  const startApp = await openBeforeHydration(page, '/docs/admin/advanced/ssh/');
  const tabs = page.getByRole('tablist').first();
  const last = tabs.getByRole('tab').last();
  const label = await last.textContent();
  // The control as painted is another than the one the app will render in its place.
  await last.evaluate((tab) => (tab.textContent = 'A system the app does not know'));
  await last.click();
  await startApp();
  await expect(tabs.getByRole('tab', {name: label!, exact: true})).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('[aria-busy]')).toHaveCount(0);
});

test("a Ctrl-click or ⌘-click on a link is the browser's: it opens a new tab, and nothing is held", async ({
  page,
  context,
}) => {
  const startApp = await openBeforeHydration(page, '/');
  const teaser = page.getByRole('link', {name: /watch the video/i});
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    teaser.click({modifiers: ['ControlOrMeta']}),
  ]);
  await expect(tab).toHaveURL(`/?${milestoneVideo.queryKey}`);
  await expect(teaser).not.toHaveAttribute('aria-busy');
  await startApp();
  // Not pressed again once the app has started: this page shows no video.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('when the app never starts', () => {
  test('a version picked from the version menu opens as a plain link, and is saved', async ({
    page,
  }) => {
    const [previous] = docsVersions.previous;
    const failApp = await openWithoutApp(page, '/docs/panel/domains/dns/');
    await versionMenu(page).hover();
    const version = page.getByRole('link', {name: previous, exact: true});
    await version.click();
    await expect(version).toHaveAttribute('aria-busy', 'true');
    failApp();
    await expect(page).toHaveURL(new RegExp(`/docs/${previous}/`));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe(previous);
  });

  test('a version picked from the version menu opens as a plain link once the app is 5 s late', async ({
    page,
  }) => {
    const [previous] = docsVersions.previous;
    await openWithoutApp(page, '/docs/panel/domains/dns/');
    await versionMenu(page).hover();
    const version = page.getByRole('link', {name: previous, exact: true});
    await version.click();
    await expect(version).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(4_900);
    await expect(version).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL('/docs/panel/domains/dns/');
    await page.clock.runFor(100);
    await expect(page).toHaveURL(new RegExp(`/docs/${previous}/`));
  });

  test('a pressed tab is no longer busy and shows its panel, and the tabs switch as plain HTML', async ({
    page,
  }) => {
    const failApp = await openWithoutApp(page, '/docs/admin/advanced/ssh/');
    const tabs = page.getByRole('tablist').first();
    const first = tabs.getByRole('tab').first();
    const last = tabs.getByRole('tab').last();
    const panels = page
      .locator('.tabs-container')
      .first()
      .getByRole('tabpanel', {includeHidden: true});
    await last.click();
    await expect(last).toHaveAttribute('aria-busy', 'true');
    failApp();
    await expect(last).not.toHaveAttribute('aria-busy');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(panels.last()).toBeVisible();
    await expect(panels.first()).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(panels.first()).toBeVisible();
    await expect(panels.last()).toBeHidden();
    await expect(page.locator('[aria-busy]')).toHaveCount(0);
    // Enabled for the app from the first paint, the color toggle is as the theme renders it without the app.
    await expect(
      page.getByRole('button', {name: /switch between dark and light mode/i}),
    ).toBeDisabled();
  });

  test('the video teaser opens the video page as a plain link', async ({page}) => {
    const failApp = await openWithoutApp(page, '/');
    const teaser = page.getByRole('link', {name: /watch the video/i});
    await teaser.click();
    await expect(teaser).toHaveAttribute('aria-busy', 'true');
    failApp();
    await expect(page).toHaveURL(`/?${milestoneVideo.queryKey}`);
  });

  test('a share link opens its network in a new tab', async ({page, context, blockedRequests}) => {
    const failApp = await openWithoutApp(page, '/blog/verify-ssh-host-key-fingerprint/');
    failApp();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', {name: 'Share on LinkedIn'}).click(),
    ]);
    await expect
      .poll(() =>
        blockedRequests.find((url) => url.startsWith('https://linkedin.com/shareArticle')),
      )
      .toBeTruthy();
    const shared = new URL(
      blockedRequests.find((url) => url.startsWith('https://linkedin.com/shareArticle'))!,
    );
    expect(shared.searchParams.get('url')).toBe(
      `${TEST_ENV.SITE_URL}/blog/verify-ssh-host-key-fingerprint/`,
    );
    await tab.close();
  });
});
