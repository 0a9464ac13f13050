import {docsVersions} from '../../src/data/releases';
import {expect, recordScriptTexts, settle, test} from './fixtures';

test('the mobile navbar sidebar opens and closes when the window returns to desktop width', async ({
  page,
}) => {
  await page.setViewportSize({width: 800, height: 900});
  await page.goto('/docs/');
  const toggle = page.getByRole('button', {name: /toggle navigation bar/i});
  await expect(toggle).toBeVisible();
  await toggle.click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(1);
  await expect(sidebar).toBeVisible();
  await page.setViewportSize({width: 1280, height: 900});
  await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
});

/** The oldest frozen docs version, the one whose start page is written as its own user guide. */
const OLDEST = docsVersions.previous.at(-1)!;

test('reading a page of an older docs version stores it as the preferred docs version', async ({
  page,
}) => {
  await page.goto(`/docs/${OLDEST}/`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    `Portico Panel ${OLDEST} user guide`,
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
    .toBe(OLDEST);
});

test('the banner of an older docs version points to the same page in the current docs', async ({
  page,
}) => {
  await page.goto(`/docs/${OLDEST}/panel/domains/ssl/`);
  const banner = page.locator('.theme-doc-version-banner');
  await expect(banner).toContainText(OLDEST);
  await expect(banner.getByRole('link')).toHaveAttribute('href', '/docs/panel/domains/ssl/');
});

test('a client-side navigation with a hash scrolls to the heading', async ({page}) => {
  await page.goto('/features/');
  await page.getByRole('link', {name: 'Security', exact: true}).first().click();
  await expect(page).toHaveURL(/#security$/);
  await expect(page.locator('#security')).toBeInViewport();
});

test('older docs versions are noindex and left out of the sitemap, so they do not compete with the current docs', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://portico.example/docs/panel/domains/ssl/</loc>');
  for (const version of docsVersions.previous) {
    await page.goto(`/docs/${version}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(sitemap).not.toContain(`/docs/${version}/`);
  }
});

/** The description of a doc, which its category's page shows on the doc's card. */
const ADMINISTRATORS = 'Add, disable and remove Portico Admin logins for your team';

test("machinery: a doc page does not load the descriptions its category's cards show", async ({
  page,
}) => {
  const scriptTexts = recordScriptTexts(page);
  await page.goto('/docs/admin/accounts/users/');
  await settle(page);
  const bodies = await scriptTexts();
  expect(bodies.length).toBeGreaterThan(2);
  expect(bodies.filter((text) => text.includes(ADMINISTRATORS))).toEqual([]);
});

test("machinery: a doc page loads its own section's routes and sidebar, not the other sections'", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const scriptTexts = recordScriptTexts(page);
  await page.goto('/docs/panel/domains/dns/');
  await settle(page);
  const bodies = await scriptTexts();
  const groups = scripts.flatMap(
    (path) => /\/route-group-([\w.-]+?)\.[\da-f]{8}\.js$/.exec(path)?.[1] ?? [],
  );
  expect(groups).toEqual(['docs-current-panel']);
  // Sidebar items name their doc as `"docId":"<section>/…"`; the version's doc list, which every section loads, as `"id"`.
  expect(bodies.filter((text) => text.includes('"docId":"panel/')).length).toBeGreaterThan(0);
  expect(bodies.filter((text) => /"docId":"(admin|articles|changelog)\//.test(text))).toEqual([]);
});

test('the navbar leads from a panel page to the admin pages and their sidebar, and Back returns to the panel sidebar', async ({
  page,
}) => {
  await page.goto('/docs/panel/domains/dns/');
  const sidebar = page.locator('.theme-doc-sidebar-menu');
  await expect(sidebar.getByRole('link', {name: 'Edit DNS records'})).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('navigation', {name: 'Main'})
    .getByRole('link', {name: 'Admin', exact: true})
    .click();
  await expect(page).toHaveURL(/\/docs\/admin\//);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    new URL(page.url()).pathname,
  );
  await expect(sidebar.getByRole('link', {name: 'Edit DNS records'})).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/panel\/domains\/dns\/$/);
  await expect(sidebar.getByRole('link', {name: 'Edit DNS records'})).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test("a category page reached from a doc's breadcrumbs shows each doc's description on its card, and again after a reload", async ({
  page,
}) => {
  await page.goto('/docs/admin/accounts/users/');
  await settle(page);
  await page
    .getByRole('navigation', {name: 'Breadcrumbs'})
    .getByRole('link', {name: 'Accounts'})
    .click();
  await expect(page).toHaveURL(/\/docs\/category\/admin-accounts\/$/);
  const card = page.locator('article a.card', {hasText: 'Administrators'});
  await expect(card).toContainText(ADMINISTRATORS);
  await page.reload();
  await expect(card).toContainText(ADMINISTRATORS);
});

test("machinery: a page's HTML preloads the chunks its app starts with, and the app fetches none of them again", async ({
  page,
  request,
}) => {
  const path = '/docs/panel/domains/dns/';
  const html = await (await request.get(path)).text();
  // Quoted or not: Docusaurus 4's HTML minifier keeps attribute quotes.
  const preloads = [
    ...html.matchAll(/<link rel="?preload"? as="?script"? fetchpriority="?low"? href="?([^" >]+)/g),
  ].map((match) => match[1]);
  expect(preloads.length).toBeGreaterThan(3);
  // What the page fetched up to the moment it hydrated; prefetching for the links in view starts later.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
      observer.disconnect();
      (window as unknown as {scriptsAtHydration: unknown}).scriptsAtHydration = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/js/'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          initiator: (entry as PerformanceResourceTiming).initiatorType,
        }));
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
  });
  await page.goto(path);
  const fetched = await page.evaluate(
    () =>
      (window as unknown as {scriptsAtHydration: {path: string; initiator: string}[]})
        .scriptsAtHydration,
  );
  expect(
    fetched.filter((entry) => entry.initiator === 'script').map((entry) => entry.path),
  ).toEqual(
    expect.arrayContaining(
      [...html.matchAll(/<script src=(\/assets\/js\/[^ >]+) defer>/g)].map((match) => match[1]),
    ),
  );
  // A chunk the app asked for again would show a second entry, started by a script.
  for (const preload of preloads)
    expect(
      fetched.filter((entry) => entry.path === preload),
      preload,
    ).toEqual([{path: preload, initiator: 'link'}]);
});
