/**
 * Back and forward are instant when the browser keeps the page in its back/forward cache. Playwright turns that
 * cache off in the browsers it starts, so this file starts Chromium without that switch (the worker's other launch
 * options are the project's). Pages are served by nginx with the shipped configuration, because a response
 * header (`Cache-Control: no-store`) or a script (an `unload` listener, an open connection) is what keeps a page out.
 */
import {existsSync} from 'node:fs';
import type {CDPSession} from '@playwright/test';
import chromium from '../lib/chromium.json';
import {HAS_NGINX, NGINX_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';

const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

test.skip(!HAS_NGINX, 'nginx is not installed');
test.use({
  launchOptions: {
    executablePath: existsSync(chromium.systemExecutable) ? chromium.systemExecutable : undefined,
    args: [...chromium.args, ...chromium.offlineArgs],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** One page of each kind a reader lands on. */
const PAGES = [
  '/',
  '/features/',
  '/docs/panel/domains/dns/',
  '/docs/changelog/',
  '/docs/admin/cli-reference/user/',
  '/docs/admin/api-reference/users/create-user/',
  '/docs/0.3.7/',
  '/blog/',
  '/blog/verify-ssh-host-key-fingerprint/',
  '/search/',
];

/** The reasons Chromium gives for not restoring a page from the cache, as they arrive. */
async function recordNotRestored(cdp: CDPSession): Promise<string[]> {
  const reasons: string[] = [];
  await cdp.send('Page.enable');
  cdp.on('Page.backForwardCacheNotUsed', (event) =>
    reasons.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  );
  return reasons;
}

for (const path of PAGES) {
  test(`back to ${path} restores the page from the back/forward cache`, async ({page, context}) => {
    const reasons = await recordNotRestored(await context.newCDPSession(page));
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => {
        (window as unknown as {restoredFromCache?: boolean}).restoredFromCache = event.persisted;
      });
    });
    await page.goto(`${ORIGIN}${path}`);
    await page.evaluate(() => {
      (window as unknown as {marker?: string}).marker = 'still here';
    });
    // A full page load elsewhere, as a link to another site or a typed address makes.
    await page.goto(`${ORIGIN}/about/`);
    await page.goBack({waitUntil: 'commit'});
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as {restoredFromCache?: boolean}).restoredFromCache),
      )
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBe(
      'still here',
    );
    expect(page.url()).toBe(`${ORIGIN}${path}`);
    expect(reasons).toEqual([]);
  });
}
