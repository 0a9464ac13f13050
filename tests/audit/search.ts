/**
 * Search as a reader on a phone meets it (the profile of interactive.ts,
 * cold cache): on a page that has hydrated, tap the navbar box, type a query
 * and time from the last keystroke to the first result on screen. Counts the
 * bytes of the search's files that crossed the network from the tap on, then types a second query
 * and checks that it fetches nothing the first one already had.
 */
import type {Browser, BrowserContext, Page, Request} from '@playwright/test';
import {phonePage} from './interactive';

/**
 * Sums the bytes of the search's own files received from `start()` on: the
 * page's requests and its search worker's alike. Bodies as sent (compressed),
 * from Content-Length: over HTTP/2 the headers repeat and are compressed
 * away, and Chromium reports no size for a worker's script.
 */
function countTransfers(context: BrowserContext) {
  let requests: Promise<{url: string; bytes: number}>[] = [];
  // The page goes on prefetching the routes its links lead to meanwhile; those are not the search's.
  const isSearch = (request: Request) => new URL(request.url()).pathname.startsWith('/pagefind/');
  const size = async (request: Request) => {
    const headers = (await (await request.response())?.allHeaders()) ?? {};
    return headers['content-length']
      ? Number(headers['content-length'])
      : (await request.sizes()).responseBodySize;
  };
  context.on('requestfinished', (request) => {
    if (isSearch(request))
      requests.push(size(request).then((bytes) => ({url: request.url(), bytes})));
  });
  context.on('requestfailed', (request) => {
    if (isSearch(request)) requests.push(Promise.resolve({url: request.url(), bytes: 0}));
  });
  return {
    start() {
      requests = [];
    },
    async settled() {
      const done = await Promise.all(requests);
      return {urls: done.map(({url}) => url), bytes: done.reduce((sum, {bytes}) => sum + bytes, 0)};
    },
  };
}

/** A quick thumb on a phone keyboard: the time between two keystrokes. */
const KEYSTROKE_MS = 150;

/**
 * Types `query` into the navbar box at a person's pace and returns ms from
 * the last keystroke until the results of this query are listed.
 */
async function typeAndTime(page: Page, query: string): Promise<number> {
  const box = page.getByRole('combobox', {name: 'Search', exact: true});
  await box.pressSequentially(query, {delay: KEYSTROKE_MS});
  const typedAt = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    (query) => {
      const status = document.querySelector('[role="search"] [role="status"]')?.textContent ?? '';
      const marked = Array.from(document.querySelectorAll('[role="listbox"] mark'), (mark) =>
        (mark.textContent ?? '').toLowerCase(),
      );
      // The list keeps the last query's results until the new ones arrive: wait for a mark of this query's words.
      return (
        /found/.test(status) &&
        marked.some((word) =>
          query
            .toLowerCase()
            .split(/\s+/)
            .some((term) => word.startsWith(term.slice(0, 4))),
        )
      );
    },
    query,
    {timeout: 30_000, polling: 'raf'},
  );
  return (await page.evaluate(() => performance.now())) - typedAt;
}

/** What one visit measures of each query: ms to its results, the bytes of search files it fetched. */
export interface SearchMeasure {
  first: {ms: number; bytes: number; requests: number};
  second: {ms: number; bytes: number; repeated: string[]};
}

/**
 * One cold visit of `url`: {first: {ms, bytes, requests}, second: {ms, bytes, repeated}}.
 * `repeated` lists what the second query fetched again.
 */
export async function measureSearch(
  browser: Browser,
  url: string,
  [firstQuery, secondQuery]: string[],
): Promise<SearchMeasure> {
  const page = await phonePage(browser);
  try {
    const transfers = countTransfers(page.context());
    await page.goto(url, {waitUntil: 'load'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 60_000});
    transfers.start();
    await page.getByRole('combobox', {name: 'Search', exact: true}).tap();
    const firstMs = await typeAndTime(page, firstQuery);
    const first = await transfers.settled();
    transfers.start();
    await page.getByRole('combobox', {name: 'Search', exact: true}).fill('');
    const secondMs = await typeAndTime(page, secondQuery);
    const second = await transfers.settled();
    return {
      first: {ms: firstMs, bytes: first.bytes, requests: first.urls.length},
      second: {
        ms: secondMs,
        bytes: second.bytes,
        repeated: second.urls.filter((requested) => first.urls.includes(requested)),
      },
    };
  } finally {
    await page.context().close();
  }
}
