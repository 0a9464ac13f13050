/**
 * The test fixture every e2e spec uses: all requests that leave localhost are
 * recorded (the browser refuses them), any uncaught page error fails the test, and a page
 * opened with `goto` or `reload` is ready when the app has hydrated it.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import {videoModalKeys} from '../../src/data/video-modal';
import testEnv from '../lib/test-env.json';

/** The third-party values the test build is made with (tests/run.ts builds with the same file). */
export const TEST_ENV = testEnv;

const isLocal = (url: string) => {
  const {protocol, hostname} = new URL(url);
  return (
    protocol === 'data:' ||
    protocol === 'blob:' ||
    hostname === '127.0.0.1' ||
    hostname === 'localhost'
  );
};

/**
 * The gtag calls pushed to `dataLayer`, as arrays. gtag pushes `arguments`
 * objects, which do not cross into the test as arrays; pass this to `page.evaluate`.
 */
export const readDataLayer = (): unknown[][] =>
  ((window as unknown as {dataLayer?: ArrayLike<unknown>[]}).dataLayer ?? []).map((entry) =>
    Array.from(entry),
  );

export const VIDEO_MODAL_COOKIE = videoModalKeys.seenCookie;

/** The requests each page has started and not yet finished, tracked from its creation. */
const openRequests = new WeakMap<Page, Set<unknown>>();

/** Tracks the page's open requests for `settle`: the fixture's page from its creation, another page from this call. */
export function trackOpenRequests(page: Page): void {
  const open = new Set<unknown>();
  openRequests.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until the page has loaded, its main thread has gone idle, and no
 * request it started is still open: for tests that check what a page did not
 * load.
 */
export async function settle(page: Page): Promise<void> {
  const open = openRequests.get(page)!;
  await page.waitForLoadState('load');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), {timeout: 5000})),
  );
  await expect.poll(() => open.size).toBe(0);
}

/**
 * Records the text of every script the page loads from now on; the function returned stops the
 * recording and reads them. A body still unread when the test ends would fail it, so nothing is
 * read after that.
 */
export function recordScriptTexts(page: Page): () => Promise<string[]> {
  const texts: Promise<string>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text());
  };
  page.on('response', record);
  return () => {
    page.off('response', record);
    return Promise.all(texts);
  };
}

/**
 * Records every request of the context that leaves localhost, WebSockets included. The browser
 * refuses them all itself (playwright.config.ts gives it tests/lib/chromium.json's `offlineArgs`),
 * so every context, whoever opens it, is cut off, and the site's own requests are not intercepted.
 */
function recordNonLocalRequests(context: BrowserContext): string[] {
  const recorded: string[] = [];
  context.on('request', (request) => {
    if (!isLocal(request.url())) recorded.push(request.url());
  });
  const recordSockets = (page: Page) =>
    page.on('websocket', (socket) => {
      if (!isLocal(socket.url())) recorded.push(socket.url());
    });
  context.pages().forEach(recordSockets);
  context.on('page', recordSockets);
  return recorded;
}

export const test = base.extend<{
  modalSeen: boolean;
  allowPageErrors: boolean;
  waitForHydration: boolean;
  blockedRequests: string[];
  pageErrors: Error[];
}>({
  /** Whether the visitor has already seen the video modal; most tests do not want it opening on `/`. */
  modalSeen: [true, {option: true}],
  /** For the few tests that break the page on purpose. */
  allowPageErrors: [false, {option: true}],
  /** Off for the tests that stop the app's scripts on purpose. */
  waitForHydration: [true, {option: true}],
  page: async ({page, waitForHydration}, use) => {
    trackOpenRequests(page);
    if (waitForHydration) {
      // Most tests act on the hydrated page; tests/e2e/before-hydration.spec.ts acts before.
      const ready = async (response: Response | null) => {
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        }
        return response;
      };
      const {goto, reload} = page;
      page.goto = async (url, options) => ready(await goto.call(page, url, options));
      page.reload = async (options) => ready(await reload.call(page, options));
    }
    await use(page);
  },
  blockedRequests: [
    async ({context, modalSeen, baseURL}, use) => {
      if (modalSeen)
        await context.addCookies([{name: VIDEO_MODAL_COOKIE, value: '1', url: baseURL!}]);
      await use(recordNonLocalRequests(context));
    },
    {auto: true},
  ],
  pageErrors: [
    async ({page, allowPageErrors}, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      if (!allowPageErrors)
        expect(
          errors.map((error) => error.message),
          'uncaught page errors',
        ).toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};
