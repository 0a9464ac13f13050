/**
 * `npm run audit`: the site's quality gates, measured on a production build
 * made without third parties and served through deploy/nginx.conf, as it is
 * deployed, beside a stock Docusaurus site built and served the same way in
 * the same run (stock-site.ts). Gates that depend on this machine's speed are
 * comparisons with that stock site; only byte budgets are absolute.
 *
 * - Interactive: first paint and the moment the page works (hydrated) on a
 *   throttled phone, cold cache, site and stock in turn (interactive.ts); the
 *   ratio of the medians site/stock must stay under `interactive.maxRatio`.
 * - Lighthouse (mobile preset) for each page in budgets.json: performance is
 *   the median of `lighthouse.runs` runs (`referenceRuns` for a stock page) and must beat the median of its stock reference page
 *   by `lighthouse.minMarginOverStock`, the same for every page (a page that misses is measured again in turn with its
 *   reference, `lighthouse.pairedRuns` pairs, and the median of the pairs' differences
 *   decides); accessibility, best practices and SEO
 *   (the first run) must be 100.
 * - Bytes: the gzip bytes of the JavaScript and CSS a first visit loads (the
 *   largest of the runs) against each page's `jsKB` and `cssKB`.
 * - Search (search.ts): on the phone profile, cold cache, the bytes of the
 *   first query (at most `search.maxFirstQueryKB`), the time from the last
 *   keystroke to its results (at most `search.maxMs`: the throttled network
 *   sets most of it), and a second query that fetches nothing twice.
 * - axe (WCAG 2.2 A and AA) in dark and light mode, and every link, image,
 *   feed and asset the built pages reference.
 *
 * It prints the tables, lists the external links it did not fetch, and ends
 * with `N passed, N failed`, one check per gated cell. SKIP_BUILD=1 reuses the
 * last builds.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import {gzipSync} from 'node:zlib';
import type {Result as LighthouseResult} from 'lighthouse';
import {LinkChecker, type LinkResult} from 'linkinator';
import {videoModalKeys} from '../../src/data/video-modal';
import nginxSettings from '../lib/nginx.json';
import {axeOf} from '../lib/axe';
import {chromiumPath, launchOfflineChromium, OFFLINE_CHROMIUM_ARGS} from '../lib/offline-chromium';
import {budgets} from './budget-paths';
import {compareInteractive, median, PHONE} from './interactive';
import {measureSearch, type SearchMeasure} from './search';
import {buildStockSite, installStockSite, STOCK_BUILD, twinPath} from './stock-site';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, '.audit');
const buildDir = join(outDir, 'build');
const PORT = Number(process.env.AUDIT_PORT || 4175);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Clear of the e2e suite's ports (4173 and the spare ports after it).
const STOCK_PORT = PORT + 10;
const STOCK_ORIGIN = `http://127.0.0.1:${STOCK_PORT}`;
/** The build's own absolute URLs (canonical links, feeds) point here; the link check maps them to the server. */
const SITE_URL = 'https://portico.example';
/** How a page asks for the video modal, and the cookie that marks it seen, so axe reads a page under it; the modal has its own row. */
const MODAL_SEEN_COOKIE = videoModalKeys.seenCookie;
const MODAL_PATH = `/?${videoModalKeys.queryKey}`;

/** The stock page each kind of page is measured against, by kind (`home`, `doc`, …). */
const stockReferences: Readonly<Record<string, string>> = budgets.lighthouse.stockReferences;
const startedAt = Date.now();
const log = (message: string) =>
  console.log(`[audit ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${message}`);

const fail = (message: string): never => {
  console.log(`${message}\n0 passed, 1 failed`);
  process.exit(1);
};

function buildSite() {
  // The third parties stay off: the budgets measure the site's own pages.
  const env: NodeJS.ProcessEnv = {...process.env, SITE_URL};
  for (const name of [
    'GA_MEASUREMENT_ID',
    'LINKEDIN_PARTNER_ID',
    'CRISP_WEBSITE_ID',
    'ALGOLIA_APP_ID',
  ])
    delete env[name];
  let output = '';
  const steps: [command: string, args: string[]][] = [
    ['npx', ['docusaurus', 'build', '--out-dir', buildDir]],
    ['node', ['deploy/precompress.mjs', buildDir]],
  ];
  for (const [command, args] of steps) {
    const result = spawnSync(command, args, {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    process.stdout.write(result.stdout ?? '');
    output += result.stdout ?? '';
    if (result.status !== 0) fail('The audit build failed.');
  }
  writeFileSync(join(outDir, 'build.log'), output);
}

/** The search index of the build: how long it took (from the build's log) and what it weighs. */
function searchIndexFacts() {
  const logged = existsSync(join(outDir, 'build.log'))
    ? /\[local-search\] (\d+) pages indexed .* in (\d+) ms/.exec(
        readFileSync(join(outDir, 'build.log'), 'utf8'),
      )
    : null;
  const index = join(buildDir, 'pagefind');
  const files = readdirSync(index, {recursive: true, encoding: 'utf8'})
    .map((name) => join(index, name))
    .filter((path) => statSync(path).isFile() && !/\.(gz|br)$/.test(path));
  const kb = files.reduce((sum, path) => sum + statSync(path).size, 0) / 1024;
  return {
    pages: logged ? Number(logged[1]) : NaN,
    ms: logged ? Number(logged[2]) : NaN,
    files: files.length,
    kb,
  };
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer`);
}

function startNginx(build: string, port: number): ChildProcess {
  if (!existsSync(nginxSettings.binary))
    fail('The audit serves the build through nginx; install it (apt-get install nginx).');
  return spawn('node', ['--import', 'tsx', 'tests/hosting/nginx.ts'], {
    cwd: root,
    env: {...process.env, BUILD_DIR: build, NGINX_PORT: String(port)},
    stdio: 'inherit',
  });
}

/** A Chromium for Lighthouse to drive: its debugging port, and how to stop it. */
interface LighthouseChrome {
  port: number;
  stop: () => Promise<void>;
}

async function startChromeForLighthouse(): Promise<LighthouseChrome> {
  const port = PORT + 1000;
  const profile = mkdtempSync(join(tmpdir(), 'portico-audit-chrome-'));
  // In a process group of its own, so that stopping it stops its helper processes too.
  const chrome = spawn(
    chromiumPath(),
    [
      '--headless=new',
      ...OFFLINE_CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  return {
    port,
    // Chromium still writes to its profile while it shuts down: remove the profile only once it has exited.
    stop: async () => {
      if (chrome.pid !== undefined) process.kill(-chrome.pid, 'SIGTERM');
      await exited;
      rmSync(profile, {recursive: true, force: true, maxRetries: 10, retryDelay: 200});
    },
  };
}

/** Gzip bytes of a built file: its precompressed copy, or compressed here when it has none. */
function gzipBytes(build: string, url: string): number {
  const file = join(build, decodeURIComponent(new URL(url).pathname));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(readFileSync(file), {level: 9}).length;
}

/** A page Lighthouse measures: its key in the results, the origin that serves it, the build it comes from, its path. */
interface Target {
  key: string;
  origin: string;
  build: string;
  path: string;
}

/** One Lighthouse run of a page: its scores (the categories the run measured), script and style bytes, and metrics. */
interface LighthouseSummary {
  performance: number;
  accessibility?: number;
  'best-practices'?: number;
  seo?: number;
  jsKB: number;
  cssKB: number;
  metrics: string;
  failing: string[];
}

/** The runs of a page as one: the median performance and the performance of each run, lowest first. */
type RunsSummary = LighthouseSummary & {spread: string};

function summariseLighthouse(
  lhr: LighthouseResult,
  {origin, build, noindex}: {origin: string; build: string; noindex: boolean},
): LighthouseSummary {
  const score = (id: string) => {
    const category = lhr.categories[id];
    if (!category) return undefined;
    // Pages marked noindex on purpose are exempt from the crawlability audit, and only from it.
    const refs = category.auditRefs.filter(
      (ref) => !(noindex && ref.id === 'is-crawlable') && ref.weight > 0,
    );
    const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    const total = refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id].score ?? 1), 0);
    return Math.round((total / weight) * 100);
  };
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        audit.score !== null &&
        audit.score < 1 &&
        !(noindex && ref.id === 'is-crawlable')
      )
        failing.push(ref.id);
    }
  }
  const networkRequests = lhr.audits['network-requests'].details;
  if (networkRequests?.type !== 'table')
    throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse listed no network requests`);
  const requests = networkRequests.items.filter(
    (item) => typeof item.url === 'string' && item.url.startsWith(origin),
  );
  const bytes = (type: string) =>
    [
      ...new Set(
        requests.filter((item) => item.resourceType === type).map((item) => String(item.url)),
      ),
    ].reduce((sum, url) => sum + gzipBytes(build, url), 0);
  const metric = (id: string) => Math.round(lhr.audits[id].numericValue ?? NaN);
  const performance = score('performance');
  if (performance === undefined)
    throw new Error(`${lhr.finalDisplayedUrl}: Lighthouse measured no performance`);
  return {
    performance,
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    jsKB: bytes('Script') / 1024,
    cssKB: bytes('Stylesheet') / 1024,
    metrics: `FCP ${metric('first-contentful-paint')} LCP ${metric('largest-contentful-paint')} TBT ${metric('total-blocking-time')} CLS ${(lhr.audits['cumulative-layout-shift'].numericValue ?? NaN).toFixed(2)}`,
    failing,
  };
}

/**
 * The performance diagnostics (weight 0) that read the page's images, through a gatherer that runs once the trace
 * the scores come from has ended: the runs after the first skip them, which moves no measurement and saves about
 * 0.15 s a run. The first run keeps them, for the report.
 */
const IMAGE_DIAGNOSTICS = [
  'lcp-lazy-loaded',
  'modern-image-formats',
  'uses-responsive-images',
  'uses-responsive-images-snapshot',
  'offscreen-images',
  'uses-optimized-images',
  'unsized-images',
];

/**
 * Lighthouse, imported as the ES module it is. A static import here would have tsx compile it to CommonJS, which
 * names its functions through a helper (`__name`) that the page does not have when Lighthouse runs them there.
 */
const loadLighthouse = async () => (await import('lighthouse')).default;

/** One Lighthouse run of a target: every category on the first run, performance only after. */
async function lighthouseRun(
  chrome: LighthouseChrome,
  target: Target,
  run: number,
): Promise<LighthouseSummary> {
  const noindex = /<meta[^>]*name="?robots"?[^>]*content="?noindex/.test(
    readFileSync(join(target.build, target.path, 'index.html'), 'utf8'),
  );
  const onlyCategories =
    run === 0 ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'];
  const lighthouse = await loadLighthouse();
  // Lighthouse asks for another run when it could not record the trace of the load (NO_NAVSTART, say): a fault of
  // the recording, not of the page, so the run is made again, twice at most.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      `${target.origin}${target.path}`,
      {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories},
      // No gate reads the screenshots or the back/forward cache diagnostic (weight 0), whose navigation away and
      // back, after the trace the scores come from, took 0.3 s of every run.
      {
        extends: 'lighthouse:default',
        settings: {
          skipAudits: [
            'screenshot-thumbnails',
            'final-screenshot',
            'bf-cache',
            ...(run === 0 ? [] : IMAGE_DIAGNOSTICS),
          ],
          disableFullPageScreenshot: true,
        },
      },
    );
    if (!result) throw new Error(`${target.key}: Lighthouse returned no result`);
    const {runtimeError} = result.lhr;
    if (!runtimeError) return summariseLighthouse(result.lhr, {...target, noindex});
    if (
      attempt === 3 ||
      !/trace|NO_NAVSTART|NO_TRACING_STARTED/i.test(`${runtimeError.code} ${runtimeError.message}`)
    ) {
      throw new Error(`${target.key}: ${runtimeError.message}`);
    }
    log(`Lighthouse ${target.key}: ${runtimeError.code}, run again`);
  }
}

/** The runs of one target as one result: median performance, largest bytes, the first run's other scores. */
function summariseRuns(summaries: LighthouseSummary[]): RunsSummary {
  const sorted = [...summaries].sort((a, b) => a.performance - b.performance);
  const {metrics} = sorted[Math.floor((sorted.length - 1) / 2)];
  const largest = (id: 'jsKB' | 'cssKB') => Math.max(...summaries.map((summary) => summary[id]));
  return {
    ...summaries[0],
    performance: median(sorted.map((summary) => summary.performance)),
    metrics,
    jsKB: largest('jsKB'),
    cssKB: largest('cssKB'),
    spread: sorted.map((summary) => summary.performance).join('/'),
  };
}

/**
 * Lighthouse, `runsOf(target)` times for each target ({key, origin, build, path}), in one browser.
 * The first run measures all four categories, the others performance only.
 * Performance is the median of the runs; bytes are the largest of the runs,
 * so a chunk that arrives after one run stops recording still counts.
 */
async function runLighthouse(
  targets: Target[],
  runsOf: (target: Target) => number,
): Promise<Map<string, RunsSummary>> {
  const chrome = await startChromeForLighthouse();
  const results = new Map<string, RunsSummary>();
  try {
    for (const target of targets) {
      const summaries: LighthouseSummary[] = [];
      for (let run = 0; run < runsOf(target); run += 1)
        summaries.push(await lighthouseRun(chrome, target, run));
      const summary = summariseRuns(summaries);
      results.set(target.key, summary);
      log(`Lighthouse ${target.key}: ${summary.spread} (${summary.metrics})`);
    }
  } finally {
    await chrome.stop();
  }
  return results;
}

/** A page and its reference measured again in turn: each side's runs, the difference of each pair and their median. */
interface PairedResult {
  page: RunsSummary;
  reference: RunsSummary;
  margin: number;
  differences: number[];
}

/**
 * Measures each page and its stock reference again, in turn, run for run, so that a change in the
 * machine's speed falls on both: the check of a margin that missed when the two were measured
 * minutes apart. The margin is the median of the differences of the pairs, each pair measured
 * seconds apart, rather than the difference of two medians, which keeps the drift between runs
 * that the pairing is for. Returns, per page key, the page's and the reference's results and the margin.
 */
async function runLighthousePaired(
  pairs: {page: Target; reference: Target}[],
  runs: number,
): Promise<Map<string, PairedResult>> {
  const results = new Map<string, PairedResult>();
  if (pairs.length === 0) return results;
  const chrome = await startChromeForLighthouse();
  try {
    for (const {page, reference} of pairs) {
      const pageRuns: LighthouseSummary[] = [];
      const referenceRuns: LighthouseSummary[] = [];
      for (let run = 0; run < runs; run += 1) {
        referenceRuns.push(await lighthouseRun(chrome, reference, run + 1));
        pageRuns.push(await lighthouseRun(chrome, page, run + 1));
      }
      const differences = pageRuns.map(
        (pageRun, index) => pageRun.performance - referenceRuns[index].performance,
      );
      const paired: PairedResult = {
        page: summariseRuns(pageRuns),
        reference: summariseRuns(referenceRuns),
        margin: median(differences),
        differences,
      };
      results.set(page.key, paired);
      log(
        `Lighthouse in turn with ${reference.key}, ${page.key}: differences ${differences.join('/')}, median ${paired.margin}`,
      );
    }
  } finally {
    await chrome.stop();
  }
  return results;
}

/** axe on each path in dark and light mode, two pages at a time: it measures no time, so it may share the cores. */
async function runAxe(paths: string[]): Promise<Map<string, string[]>> {
  const browser = await launchOfflineChromium();
  const results = new Map<string, string[]>();
  const visits = paths.flatMap((path) => ['dark', 'light'].map((mode) => ({path, mode})));
  const worker = async () => {
    for (let visit = visits.shift(); visit; visit = visits.shift()) {
      const {path, mode} = visit;
      const modal = path === MODAL_PATH;
      const context = await browser.newContext();
      if (!modal) await context.addCookies([{name: MODAL_SEEN_COOKIE, value: '1', url: ORIGIN}]);
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      await page.goto(`${ORIGIN}${path}`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      if (modal) await page.locator('dialog[open]').waitFor();
      if ((await page.locator('html').getAttribute('data-theme')) !== mode)
        throw new Error(`${path} did not render in ${mode} mode`);
      const {violations} = await axeOf(page).analyze();
      results.set(
        `${path} ${mode}`,
        violations.map((violation) => `${violation.id} (${violation.nodes.length})`),
      );
      await context.close();
    }
  };
  try {
    await Promise.all([worker(), worker()]);
  } finally {
    await browser.close();
  }
  return results;
}

async function checkLinks(): Promise<{checked: number; broken: LinkResult[]; external: string[]}> {
  const checker = new LinkChecker();
  const internal = (url: string) => url.startsWith(ORIGIN);
  const result = await checker.check({
    path: `${ORIGIN}/`,
    recurse: true,
    concurrency: 16,
    checkCss: true,
    timeout: 10_000,
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${SITE_URL.replaceAll('.', '\\.')}`), replacement: ORIGIN},
    ],
    linksToSkip: async (url) => !internal(url),
  });
  const broken = result.links.filter((link) => link.state === 'BROKEN');
  const external = [
    ...new Set(result.links.filter((link) => link.state === 'SKIPPED').map((link) => link.url)),
  ].sort();
  const checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
  return {checked, broken, external};
}

const pad = (value: string | number, width: number) => String(value).padEnd(width);
/** Empty cells of a table row, where a row has nothing to show. */
const blankCells = (count: number): string[] => Array.from({length: count}, () => '');
const mark = (ok: boolean) => (ok ? ' ' : '✗');

/** Interactive on a throttled phone, site against stock, visited in turn. */
async function runInteractive() {
  const browser = await launchOfflineChromium();
  try {
    return await compareInteractive(browser, {
      pages: budgets.interactive.pages.map((page) => ({...page, stockPath: stockPathOf(page)})),
      origin: ORIGIN,
      stockOrigin: STOCK_ORIGIN,
      runs: budgets.interactive.runs,
      onRun: (page, site, stock) =>
        log(
          `interactive ${page.name}: site ${site.fcp.toFixed(0)}/${site.interactive.toFixed(0)} ms, stock ${stock.fcp.toFixed(0)}/${stock.interactive.toFixed(0)} ms (first paint/interactive)`,
        ),
    });
  } finally {
    await browser.close();
  }
}

/** The search measures of each page in budgets.search.visits, `runs` cold visits each: median time, largest transfer. */
async function runSearch() {
  const browser = await launchOfflineChromium();
  try {
    const results = [];
    for (const visit of budgets.search.visits) {
      const runs: SearchMeasure[] = [];
      for (let run = 0; run < budgets.search.runs; run += 1) {
        const measured = await measureSearch(browser, `${ORIGIN}${visit.path}`, visit.queries);
        runs.push(measured);
        const {first, second} = measured;
        log(
          `search ${visit.path} "${visit.queries[0]}": ${first.ms.toFixed(0)} ms, ${first.bytes} B in ${first.requests} requests; then "${visit.queries[1]}": ${second.ms.toFixed(0)} ms, ${second.bytes} B`,
        );
      }
      results.push({
        ...visit,
        ms: median(runs.map((run) => run.first.ms)),
        kb: Math.max(...runs.map((run) => run.first.bytes)) / 1024,
        secondMs: median(runs.map((run) => run.second.ms)),
        secondKb: Math.max(...runs.map((run) => run.second.bytes)) / 1024,
        repeated: [...new Set(runs.flatMap((run) => run.second.repeated))],
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A page of budgets.json, with its address. */
type BudgetPage = (typeof budgets.pages)[number];

/** `value`, which the audit measured before it reads it; a missing one is the audit's own fault, said by `what`. */
function found<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The audit has no result for ${what}`);
  return value;
}

/** The interactive pages whose stock twin carries their own content, and the stock page each is measured against. */
const TWINS = budgets.interactive.pages.filter((page) => page.reference === 'twin');
const stockPathOf = (page: {name: string; reference: string}) =>
  page.reference === 'twin' ? twinPath(page.name) : stockReferences[page.reference];

async function main() {
  const rebuild = !process.env.SKIP_BUILD;
  const buildStock =
    rebuild ||
    [{path: '/'}, ...TWINS.map((page) => ({path: stockPathOf(page)}))].some(
      ({path}) => !existsSync(join(STOCK_BUILD, path, 'index.html')),
    );
  const stockInstalled = buildStock ? installStockSite() : Promise.resolve(true);
  if (rebuild || !existsSync(join(buildDir, 'index.html'))) buildSite();
  if (buildStock && !(await stockInstalled))
    fail('The stock reference site did not install (npm ci in tests/audit/stock-site).');
  if (buildStock && !buildStockSite(buildDir, TWINS))
    fail('The stock reference site did not build.');
  const servers = [startNginx(buildDir, PORT), startNginx(STOCK_BUILD, STOCK_PORT)];
  const counts = {passed: 0, failed: 0};
  const check = (ok: boolean) => {
    counts[ok ? 'passed' : 'failed'] += 1;
    return mark(ok);
  };
  const line = (widths: number[]) => (cells: (string | number)[]) =>
    cells
      .map((value, index) => pad(value, widths[index]))
      .join(' ')
      .trimEnd();
  try {
    await Promise.all([waitFor(`${ORIGIN}/`), waitFor(`${STOCK_ORIGIN}/`)]);
    log(`serving ${buildDir} on ${ORIGIN} and the stock site on ${STOCK_ORIGIN}`);
    const interactive = await runInteractive();
    const search = await runSearch();
    const references = Object.entries(budgets.lighthouse.stockReferences).map(([name, path]) => ({
      key: `stock ${name}`,
      origin: STOCK_ORIGIN,
      build: STOCK_BUILD,
      path,
    }));
    const pages = budgets.pages.map(({path}) => ({
      key: path,
      origin: ORIGIN,
      build: buildDir,
      path,
    }));
    // The stock pages' scores spread wider than the site's (90 to 97 against 99 to 100 on a page): each margin
    // rests on a stock median of more runs, and a page that misses is measured again in pairs.
    const lighthouseResults = await runLighthouse([...references, ...pages], (target) =>
      references.includes(target) ? budgets.lighthouse.referenceRuns : budgets.lighthouse.runs,
    );
    const marginFloor = budgets.lighthouse.minMarginOverStock;
    const lighthouseOf = (key: string) =>
      found(lighthouseResults.get(key), `the Lighthouse runs of ${key}`);
    const referenceOf = (page: BudgetPage) =>
      found(
        references.find(({key}) => key === `stock ${page.reference}`),
        `the stock reference ${page.reference}`,
      );
    const firstMargin = (page: BudgetPage) =>
      lighthouseOf(page.path).performance - lighthouseOf(referenceOf(page).key).performance;
    const missedMargin = budgets.pages.filter((page) => firstMargin(page) < marginFloor);
    const pairedResults = await runLighthousePaired(
      missedMargin.map((page) => ({
        page: found(
          pages.find(({key}) => key === page.path),
          page.path,
        ),
        reference: referenceOf(page),
      })),
      budgets.lighthouse.pairedRuns,
    );
    const axePaths = [...budgets.pages.map((page) => page.path), MODAL_PATH];
    const axeResults = await runAxe(axePaths);
    log('axe done');
    const links = await checkLinks();
    log('links done');
    const problems: string[] = [];

    const seconds = (ms: number) => (ms / 1000).toFixed(2);
    const interactiveLine = line([10, 12, 12, 12, 12, 9, 12]);
    console.log(
      `\nOn a phone (CPU ${PHONE.cpuSlowdown}x, ${PHONE.network.latency} ms, 1.6 Mbps down, 750 Kbps up, cold cache), median of ${budgets.interactive.runs} visits, site and stock in turn:`,
    );
    console.log(
      interactiveLine([
        'page',
        'first paint',
        'stock',
        'interactive',
        'stock',
        'ratio',
        `gate ≤ ${budgets.interactive.maxRatio}`,
      ]),
    );
    for (const result of interactive) {
      const ok = result.interactiveRatio <= budgets.interactive.maxRatio;
      if (!ok)
        problems.push(
          `${result.name}: interactive at ${result.interactiveRatio.toFixed(2)}x stock, over ${budgets.interactive.maxRatio}`,
        );
      console.log(
        interactiveLine([
          result.name,
          `${seconds(result.site.fcp)} s`,
          `${seconds(result.stock.fcp)} s`,
          `${seconds(result.site.interactive)} s`,
          `${seconds(result.stock.interactive)} s`,
          result.interactiveRatio.toFixed(2),
          check(ok),
        ]),
      );
    }

    const searchLine = line([30, 26, 11, 9, 26, 11, 9]);
    console.log(
      `\nSearch on the same phone, cold cache, from a tap on the navbar box (median time of ${budgets.search.runs} visits, largest transfer):`,
    );
    console.log(searchLine(['page', 'first query', 'results', 'KB', 'then', 'results', 'KB']));
    for (const result of search) {
      const fast = result.ms <= budgets.search.maxMs;
      const light = result.kb <= budgets.search.maxFirstQueryKB;
      const fresh = result.repeated.length === 0;
      if (!fast)
        problems.push(
          `search on ${result.path}: results ${seconds(result.ms)} s after the last keystroke, over ${seconds(budgets.search.maxMs)} s`,
        );
      if (!light)
        problems.push(
          `search on ${result.path}: the first query transferred ${result.kb.toFixed(1)} KB, over ${budgets.search.maxFirstQueryKB} KB`,
        );
      if (!fresh)
        problems.push(
          `search on ${result.path}: the second query fetched again ${result.repeated.join(', ')}`,
        );
      console.log(
        searchLine([
          result.path,
          `"${result.queries[0]}"`,
          `${check(fast)}${seconds(result.ms)} s`,
          `${check(light)}${result.kb.toFixed(1)}`,
          `"${result.queries[1]}"`,
          `${seconds(result.secondMs)} s`,
          `${check(fresh)}${result.secondKb.toFixed(1)}`,
        ]),
      );
    }
    const indexFacts = searchIndexFacts();
    console.log(
      `The index: ${indexFacts.pages} pages indexed in ${seconds(indexFacts.ms)} s, ${indexFacts.files} files, ${indexFacts.kb.toFixed(0)} KB as written (its chunks are compressed already).`,
    );
    console.log(
      `Gates: results at most ${seconds(budgets.search.maxMs)} s after the last keystroke, the first query at most ${budgets.search.maxFirstQueryKB} KB, the second fetching nothing twice.`,
    );

    const header = [
      'page',
      'perf',
      'stock',
      'margin',
      'a11y',
      'bp',
      'seo',
      'JS KB gz',
      'CSS KB gz',
      'axe dark',
      'axe light',
      'perf runs',
    ];
    const pageLine = line([40, 5, 6, 7, 5, 5, 5, 14, 11, 9, 9, 10]);
    const rows: (string | number)[][] = [];
    /** The dark and light axe cells of one row; `label` names the row in the list of misses. */
    const axeCells = (path: string, label: string) =>
      ['dark', 'light'].map((mode) => {
        const violations = found(axeResults.get(`${path} ${mode}`), `axe on ${path} (${mode})`);
        if (violations.length) problems.push(`${label} (${mode}): axe ${violations.join(', ')}`);
        return `${check(violations.length === 0)}${violations.length}`;
      });
    for (const page of budgets.pages) {
      const result = lighthouseOf(page.path);
      // A margin that missed counts as measured again in turn with its reference.
      const paired = pairedResults.get(page.path);
      const performance = paired?.page.performance ?? result.performance;
      const stock = paired?.reference ?? lighthouseOf(referenceOf(page).key);
      const margin = paired?.margin ?? firstMargin(page);
      const marginOk = margin >= marginFloor;
      if (!marginOk)
        problems.push(
          `${page.path}: performance ${performance} is ${margin} over stock ${page.reference} (${stock.performance})${paired ? ', measured in turn' : ''}; the gate is ${marginFloor}`,
        );
      const cell = (id: keyof typeof budgets.scores) => {
        const score = result[id];
        return `${check(score !== undefined && score >= budgets.scores[id])}${score}`;
      };
      const bytes = (id: 'jsKB' | 'cssKB') =>
        `${check(result[id] <= page[id])}${result[id].toFixed(1)}/${page[id]}`;
      rows.push([
        page.path,
        performance,
        stock.performance,
        `${check(marginOk)}${margin >= 0 ? '+' : ''}${margin}`,
        cell('accessibility'),
        cell('best-practices'),
        cell('seo'),
        bytes('jsKB'),
        bytes('cssKB'),
        ...axeCells(page.path, page.path),
        paired
          ? `${result.spread}; in turn, page minus stock: ${paired.differences.join('/')}`
          : result.spread,
      ]);
      if (result.failing.length)
        problems.push(`${page.path}: Lighthouse ${result.failing.join(', ')}`);
    }
    rows.push([
      `video modal (${MODAL_PATH})`,
      ...blankCells(8),
      ...axeCells(MODAL_PATH, 'video modal'),
      '',
    ]);
    const linksOk = links.broken.length === 0;
    rows.push([
      `links: ${links.checked} checked, ${links.external.length} external listed`,
      ...blankCells(10),
      `${check(linksOk)}${links.broken.length} broken`,
    ]);
    for (const link of links.broken)
      problems.push(`broken link ${link.url} (${link.status ?? 'no answer'}) on ${link.parent}`);

    console.log(
      `\nLighthouse (mobile), median of ${budgets.lighthouse.runs} runs (of ${budgets.lighthouse.referenceRuns} for a stock page); performance against the stock page of the same kind (${Object.entries(
        budgets.lighthouse.stockReferences,
      )
        .map(([name, path]) => `${name} ${path}: ${lighthouseOf(`stock ${name}`).spread}`)
        .join('; ')}):`,
    );
    console.log(pageLine(header));
    for (const row of rows) console.log(pageLine(row));
    console.log('');
    console.log(
      `Budgets: tests/audit/budgets.json (bytes as measured/budget; margin over stock at least ${marginFloor} on every page, for a page measured again in turn the median of ${budgets.lighthouse.pairedRuns} paired differences; other scores against ${JSON.stringify(budgets.scores)}). ✗ marks a miss.`,
    );
    if (problems.length)
      console.log(`\nMisses:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    writeFileSync(join(outDir, 'external-links.txt'), `${links.external.join('\n')}\n`);
    const hosts = new Map<string, number>();
    for (const url of links.external) {
      const {protocol, host} = new URL(url);
      const group = protocol.startsWith('http') ? host : protocol;
      hosts.set(group, (hosts.get(group) ?? 0) + 1);
    }
    console.log(
      `\nExternal links, listed and not fetched: ${links.external.length} (each in .audit/external-links.txt)`,
    );
    for (const [host, count] of [...hosts].sort((a, b) => b[1] - a[1]))
      console.log(`  ${String(count).padStart(4)}  ${host}`);
  } catch (error) {
    console.error(error);
    counts.failed += 1;
  } finally {
    for (const server of servers) server.kill('SIGTERM');
  }
  console.log(`\nAudit finished in ${((Date.now() - startedAt) / 60000).toFixed(1)} min.`);
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  fail('The audit stopped on an error.');
});
