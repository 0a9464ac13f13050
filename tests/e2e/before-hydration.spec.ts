/**
 * A visitor on a phone presses what they see as soon as they see it. Each
 * test opens a page with the CPU slowed 4x, holds back the route chunks the
 * app needs to hydrate, acts as soon as the document has loaded (the moment
 * stock Docusaurus's controls are still dead), checks that the page has not
 * hydrated yet, then lets the app start and checks what the person sees.
 */
import type {Page} from '@playwright/test';
import {INSTALL_COMMAND} from '../../src/data/installer';
import {TEST_ENV, expect as baseExpect, test} from './fixtures';

// The CPU is slowed 4x: what follows a press can take longer than an assertion usually waits.
const expect = baseExpect.configure({timeout: 30_000});

test.use({waitForHydration: false});

const hydrated = (page: Page) => page.locator('html[data-has-hydrated="true"]');

/**
 * Slows the CPU 4x, opens `path`, and holds every script but the two entry
 * scripts until the function returned is called: the page is painted and its
 * document loaded, but the app cannot hydrate it.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/(?!runtime~main\.|main\.)[^/]+\.js$/, async (route) => {
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

test('the color-mode toggle stores the theme and tells another open tab', async ({page, context}) => {
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

test('a press made at first paint, before the app has even loaded, waits for it', async ({page}) => {
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
  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  await page.locator('.navbar__item.dropdown').filter({hasText: '1.6.7'}).hover();
  await page.getByRole('link', {name: '0.3.7', exact: true}).click();
  await startApp();
  await expect(page).toHaveURL(/\/docs\/0\.3\.7\//);
  expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('0.3.7');
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
  const search = page.getByRole('searchbox').or(page.getByRole('combobox')).first();
  await search.fill('nameservers');
  await startApp();
  await expect(search).toHaveValue('nameservers');
  await expect(page.getByRole('link', {name: /DNS/}).filter({visible: true}).first()).toBeVisible();
});

test('a docs tab shows its panel', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/docs/admin/advanced/ssh/');
  const tabs = page.getByRole('tablist').first();
  const last = tabs.getByRole('tab').last();
  const label = await last.textContent();
  await last.click();
  await startApp();
  await expect(tabs.getByRole('tab', {name: label!, exact: true})).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
});

test('a code block has no copy button until it can copy, then copies its code', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  const startApp = await openBeforeHydration(page, '/docs/panel/domains/dns/');
  const block = page.locator('.theme-code-block').first();
  // The theme draws the buttons in the browser only: nothing is painted that would not answer.
  await expect(block.getByRole('button')).toHaveCount(0);
  await startApp();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('dig NS acme.example +short');
});

test('the install builder takes the choices made', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/install/');
  await page.getByLabel('Default web server').selectOption('apache');
  await page.getByLabel('Host name (optional)').fill('server.example.com');
  // A click, not check(): the box changes once the app has it, not at once.
  await page.getByLabel('Unattended (ask no questions)').click();
  await startApp();
  await expect(page.getByTestId('command').nth(1)).toHaveText(`${INSTALL_COMMAND} --hostname=server.example.com --webserver=apache --unattended`);
  await expect(page.getByLabel('Unattended (ask no questions)')).toBeChecked();
});

test('the video trigger opens the video without reloading the page', async ({page}) => {
  const startApp = await openBeforeHydration(page, '/');
  // A reload would start a new document, without this mark.
  await page.evaluate(() => Object.assign(window, {sameDocument: true}));
  await page.getByRole('link', {name: /watch the video/i}).click();
  await startApp();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});

test('a share button opens its network in a popup of its size', async ({page}) => {
  await page.addInitScript(() => {
    const opened: string[][] = [];
    (window as unknown as {opened: string[][]}).opened = opened;
    window.open = ((url: string, _name: string, features: string) => {
      opened.push([url, features]);
      return null;
    }) as typeof window.open;
  });
  const startApp = await openBeforeHydration(page, '/blog/verify-ssh-host-key-fingerprint/');
  await page.getByRole('button', {name: 'Share on Reddit'}).click();
  await startApp();
  await expect.poll(() => page.evaluate(() => (window as unknown as {opened: string[][]}).opened.length)).toBe(1);
  const [[url, features]] = await page.evaluate(() => (window as unknown as {opened: string[][]}).opened);
  expect(new URL(url).searchParams.get('url')).toBe(`${TEST_ENV.SITE_URL}/blog/verify-ssh-host-key-fingerprint/`);
  expect(features).toMatch(/height=460, width=660/);
});
