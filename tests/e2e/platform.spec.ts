/**
 * Behaviour the SPEC asks for that Docusaurus itself provides: these tests
 * keep it working as the site's configuration and swizzles change.
 */
import {expect, test} from './fixtures';

const slowConnection = () =>
  Object.defineProperty(navigator, 'connection', {
    value: {effectiveType: '2g', saveData: false},
    configurable: true,
  });

test.describe('a build served from the wrong base URL', () => {
  test.use({waitForHydration: false});

  test('shows the red banner with a suggested base URL', async ({page}) => {
    // With a wrong base URL the home page loads but its scripts and styles do not; Docusaurus's own check notices.
    await page.route(/\/assets\/(js|css)\//, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Your Docusaurus site did not load properly.')).toBeVisible();
    await expect(
      page.locator('#__docusaurus-base-url-issue-banner-suggestion-container'),
    ).toHaveText('/');
  });
});

test.describe('a route chunk that fails while the app starts', () => {
  test.use({waitForHydration: false, allowPageErrors: true});

  test('does not bring up the wrong-base-URL banner', async ({page}) => {
    await page.route(/\/assets\/js\/(?!runtime~main\.|main\.).+\.js$/, (route) => route.abort());
    await page.goto('/', {waitUntil: 'load'});
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
  });
});

test('printing does not change the colour mode', async ({page}) => {
  await page.goto('/docs/');
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('machinery: route assets are prefetched, except on a 2g connection', async ({browser}) => {
  const prefetchLinks = async (slow: boolean) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    if (slow) await page.addInitScript(slowConnection);
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('link', {name: 'Admin', exact: true}).first().hover();
    // The links in view are prefetched while the page is idle, once their hash tables have loaded: on a fast
    // connection they appear; on 2g, with the network quiet and the page idle twice over, there are still none.
    if (slow) {
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () =>
          new Promise((done) => requestIdleCallback(() => requestIdleCallback(() => done(null)))),
      );
    } else {
      await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    }
    const count = await page.locator('link[rel="prefetch"]').count();
    await context.close();
    return count;
  };
  expect(await prefetchLinks(false)).toBeGreaterThan(0);
  expect(await prefetchLinks(true)).toBe(0);
});

test('machinery: each prefetched script is requested once, and a doc opened from the sidebar uses its prefetched chunk', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await page.goto('/docs/panel/domains/dns/');
  const prefetchedScripts = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'),
        (link) => link.href,
      ),
    );
  // The links in view are prefetched while the browser is idle; wait until the list stops growing.
  let prefetched: string[] = [];
  await expect
    .poll(
      async () => {
        const previous = prefetched.length;
        prefetched = await prefetchedScripts();
        return prefetched.length > 0 && prefetched.length === previous;
      },
      {intervals: [300]},
    )
    .toBe(true);
  expect(new Set(prefetched).size).toBe(prefetched.length);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.headers()['sec-purpose'])
      requested.push(request.url());
  });
  await page.getByRole('link', {name: 'SSL certificates', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/panel\/domains\/ssl\/$/);
  expect(requested.filter((script) => prefetched.includes(script)).length).toBeGreaterThan(0);
});

test('a slow route change shows the progress bar after 200 ms, and it ends when the route updated', async ({
  page,
}) => {
  await page.addInitScript(slowConnection);
  await page.goto('/docs/');
  await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  const clickedAt = Date.now();
  await page.getByRole('link', {name: 'Admin', exact: true}).first().click();
  await page.locator('#nprogress').waitFor({state: 'attached'});
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(190);
  await expect(page).toHaveURL(/\/docs\/admin\/$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(/Portico Admin/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test.describe('a missing route chunk', () => {
  test.use({allowPageErrors: true});

  test('logs a warning and reloads the page', async ({page}) => {
    await page.addInitScript(slowConnection);
    await page.goto('/docs/');
    await page.route(/\/assets\/js\/(?!main\.|runtime).+\.js$/, (route) => route.abort());
    const warning = page.waitForEvent('console', (message) => message.type() === 'warning');
    const reload = page.waitForEvent('load');
    await page.getByRole('link', {name: 'Admin', exact: true}).first().click();
    await warning;
    await reload;
    expect(new URL(page.url()).pathname).toBe('/docs/admin/');
  });
});

test("machinery: the entry scripts start with Chrome's compile hint, and a route chunk does not", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/docs/panel/domains/dns/')).text();
  const entryScripts = html.match(/\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js/g)!;
  expect(new Set(entryScripts).size).toBe(2);
  for (const script of entryScripts) {
    expect(
      (await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
    ).toBe(true);
  }
  const routeChunks: string[] = [];
  page.on('response', (response) => {
    if (
      response.request().resourceType() === 'script' &&
      !/\/(runtime~main|main)\./.test(response.url())
    )
      routeChunks.push(response.url());
  });
  await page.goto('/docs/panel/domains/dns/');
  expect(routeChunks.length).toBeGreaterThan(0);
  expect(await (await request.get(routeChunks[0])).text()).not.toContain(
    'allFunctionsCalledOnLoad',
  );
  // The entry's stylesheet is left alone: a line starting with // would void its first rule, Infima's.
  const stylesheet = /\/assets\/css\/styles\.[0-9a-f]+\.css/.exec(html)![0];
  expect(
    (await (await request.get(stylesheet)).text()).startsWith('@layer docusaurus.infima{'),
  ).toBe(true);
  await expect(page.locator('nav.navbar')).toHaveCSS('position', 'sticky');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
    'system-ui',
  );
});

test('machinery: the scripts that hold the routes carry no source file paths, which only the server reads', async ({
  request,
}) => {
  const html = await (await request.get('/docs/panel/domains/dns/')).text();
  const scripts = await Promise.all(
    [...new Set(html.match(/\/assets\/js\/[^"' >]+\.js/g))].map(async (path) =>
      (await request.get(path)).text(),
    ),
  );
  // The entry's route table, and that of the page's docs version, its route group (patches/README.md):
  // each maps a route to its chunks, `"/path/-hash":{"__comp":…`.
  const withRoutes = scripts.filter((script) => /\/-[0-9a-f]{3,4}":\{"?__comp"?:/.test(script));
  expect(withRoutes.length).toBeGreaterThan(1);
  expect(withRoutes.some((script) => script.includes('"/docs/panel/domains/dns/-'))).toBe(true);
  for (const script of withRoutes) expect(script).not.toMatch(/"@site\/|\.mdx?"/);
});

test("machinery: the site config the browser loads leaves out the page template and the plugins' options, which only the build reads", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const entry = /\/assets\/js\/main\.[0-9a-f]{8}\.js/.exec(html)?.[0];
  expect(entry).toBeDefined();
  const main = await (await request.get(entry!)).text();
  // What the browser reads of the config stays: the navbar's docs links and the site's title.
  expect(main).toContain('"User panel docs"');
  expect(main).toContain('title:"Portico"');
  // The page template (config/page-template.ts) and the blog's options (config/blog.ts) are not there.
  expect(main).not.toContain('it.appHtml');
  expect(main).not.toContain('blogSidebarTitle');
});
