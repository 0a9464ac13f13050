/**
 * When a page is painted and when it works, as a visitor on a phone feels it:
 * Chromium with a cold cache, its CPU slowed 4x and a slow mobile connection
 * (150 ms latency, 1.6 Mbps down, 750 Kbps up), both through the DevTools
 * protocol. First contentful paint is the browser's own entry; interactive is
 * the moment Docusaurus marks the page hydrated (`html[data-has-hydrated="true"]`),
 * from which every control answers without waiting.
 *
 * A visitor arrives from another site (a search result, a link in a chat), so
 * each visit starts on a page of another origin. From the blank page of a new
 * tab, the browser would reuse that tab's renderer for a page that does not
 * isolate itself, and start a new one, 50 to 150 ms later, for a page that does
 * (the site sends Cross-Origin-Opener-Policy, the stock site does not); coming
 * from another site, it starts a new renderer for both.
 */
import type {Browser, BrowserContext, Page} from '@playwright/test';

declare global {
  interface Window {
    /** When the page was marked hydrated, in ms from navigation start: set by recordHydration. */
    __hydratedAt?: number;
  }
}

/** First contentful paint and interactive, in ms from navigation start. */
export interface Visit {
  fcp: number;
  interactive: number;
}

/** A page the audit measures, and where the stock site serves its reference. */
export interface InteractivePage {
  name: string;
  path: string;
  stockPath: string;
}

/** The phone: how much slower its CPU is, and its network, as the DevTools protocol takes them. */
export const PHONE = {
  cpuSlowdown: 4,
  network: {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6e6 / 8) | 0,
    uploadThroughput: (750e3 / 8) | 0,
  },
};

/** The page of another site each visit starts from. */
export const ARRIVED_FROM = 'data:text/html,<title>Search results</title>';

/** Records, in the page, when Docusaurus sets the hydrated mark; runs before any of the page's scripts. */
function recordHydration() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
    window.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * A page in a new context, cold, on the phone: its screen, and its CPU and network slowed through the
 * DevTools protocol. `prepare` sets the context up before the page opens. Closing the context is the caller's.
 */
export async function phonePage(
  browser: Browser,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: {width: 412, height: 823},
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await prepare(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE.cpuSlowdown});
    return page;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** One cold visit of `url` in a new context: {fcp, interactive} in milliseconds from navigation start. */
export async function measureVisit(browser: Browser, url: string): Promise<Visit> {
  const page = await phonePage(browser, (context) => context.addInitScript(recordHydration));
  try {
    await page.goto(ARRIVED_FROM);
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForFunction(() => window.__hydratedAt !== undefined, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      interactive: window.__hydratedAt ?? NaN,
    }));
  } finally {
    await page.context().close();
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Visits each page of the site and its stock twin in turn, `runs` times each,
 * so that a change in the machine's speed falls on both sides alike. Returns,
 * per page, the medians on both sides and the ratios site/stock.
 */
export async function compareInteractive<Measured extends InteractivePage>(
  browser: Browser,
  {
    pages,
    origin,
    stockOrigin,
    runs,
    onRun = () => {},
  }: {
    pages: Measured[];
    origin: string;
    stockOrigin: string;
    runs: number;
    onRun?: (page: Measured, site: Visit, stock: Visit) => void;
  },
): Promise<(Measured & {site: Visit; stock: Visit; fcpRatio: number; interactiveRatio: number})[]> {
  const results = [];
  for (const page of pages) {
    const site: Visit[] = [];
    const stock: Visit[] = [];
    for (let run = 0; run < runs; run += 1) {
      const siteVisit = await measureVisit(browser, `${origin}${page.path}`);
      const stockVisit = await measureVisit(browser, `${stockOrigin}${page.stockPath}`);
      site.push(siteVisit);
      stock.push(stockVisit);
      onRun(page, siteVisit, stockVisit);
    }
    const summary = (visits: Visit[]): Visit => ({
      fcp: median(visits.map((visit) => visit.fcp)),
      interactive: median(visits.map((visit) => visit.interactive)),
    });
    const siteMedians = summary(site);
    const stockMedians = summary(stock);
    results.push({
      ...page,
      site: siteMedians,
      stock: stockMedians,
      fcpRatio: siteMedians.fcp / stockMedians.fcp,
      interactiveRatio: siteMedians.interactive / stockMedians.interactive,
    });
  }
  return results;
}
