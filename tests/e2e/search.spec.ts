import type {Page} from '@playwright/test';
import {docsVersions} from '../../src/data/releases';
import queries from '../lib/search-queries.json';
import {axeOf} from '../lib/axe';
import {expect, test} from './fixtures';

const OLDER = docsVersions.previous[0];
const box = (page: Page) => page.getByRole('combobox', {name: 'Search', exact: true});
const options = (page: Page) =>
  page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
/** The result links of the search page, without the section anchor. */
const resultPages = async (page: Page) =>
  (
    await page
      .locator('ol li h2 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  ).map((href) => href.replace(/#.*$/, ''));

test('the search page lists the doc that holds the searched word under its section, marks the word, and loads nothing from a third party', async ({
  page,
  blockedRequests,
}) => {
  await page.goto('/search/?q=GoAccess');
  await expect(page).toHaveTitle('Search results for "GoAccess" | Portico');
  await expect(page.getByRole('status')).toContainText(/\d+ pages? for "GoAccess"/);
  expect(await resultPages(page)).toContain('/docs/panel/domains/goaccess/');
  await expect(page.locator('ol li mark').first()).toHaveText(/goaccess/i);
  // Under each title: the part of the site, then the heading of the section hit when the result leads to one.
  const results = page.getByRole('main').locator('ol > li');
  const goaccess = results.filter({
    has: page.locator('h2 a[href^="/docs/panel/domains/goaccess/"]'),
  });
  await expect(goaccess.locator('p').first()).toHaveText(/^User panel docs( › .+)?$/);
  for (const result of await results.all()) {
    const href = (await result.locator('h2 a').getAttribute('href'))!;
    await expect(result.locator('p').first()).toHaveText(href.includes('#') ? / › .+/ : /^[^›]+$/);
  }
  expect(blockedRequests).toEqual([]);
});

test('a search is a link: the address follows the query and the version, and a reload shows the same results', async ({
  page,
}) => {
  await page.goto('/search/');
  await page.getByLabel('Words to search for').fill('certbot');
  await page.getByRole('radio', {name: OLDER}).check();
  await expect(page).toHaveURL(`/search/?q=certbot&version=${OLDER}`);
  await expect(page.getByRole('status')).toContainText(`for "certbot" in ${OLDER}`);
  const older = await resultPages(page);
  expect(older.length).toBeGreaterThan(0);
  expect(
    older.every((path) => path.startsWith(`/docs/${OLDER}/`)),
    older.join(' '),
  ).toBe(true);
  await page.reload();
  await expect(page.getByLabel('Words to search for')).toHaveValue('certbot');
  await expect(page.getByRole('radio', {name: OLDER})).toBeChecked();
  await expect.poll(() => resultPages(page)).toEqual(older);

  await page
    .getByRole('radio', {name: new RegExp(`^${docsVersions.current} \\(current\\)`)})
    .check();
  await expect(page).toHaveURL('/search/?q=certbot');
  await expect(page.getByRole('status')).toContainText(`in ${docsVersions.current} (current)`);
  expect((await resultPages(page)).some((path) => path.startsWith(`/docs/${OLDER}/`))).toBe(false);
});

test('a query nothing matches says what to try', async ({page}) => {
  await page.goto('/search/?q=kangaroo');
  await expect(
    page.getByText(
      `No page of ${docsVersions.current} (current), with the blog and site matches "kangaroo". Try:`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', {name: 'admin docs'})).toHaveAttribute(
    'href',
    '/docs/admin/',
  );
});

test('the navbar box opens with /, ⌘+K and Ctrl+K, and arrows and Enter open a result', async ({
  page,
}) => {
  await page.goto('/docs/');
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await box(page).blur();
  await page.keyboard.press('Meta+k');
  await expect(box(page)).toBeFocused();
  await box(page).blur();
  await page.keyboard.press('Control+k');
  await expect(box(page)).toBeFocused();
  await page.keyboard.type('phpMyAdmin');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(options(page).first()).toContainText('phpMyAdmin');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = options(page).nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/docs\/panel\/mysql\/phpmyadmin\//);
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
});

test('Enter with no result chosen, or "All results", opens the search page for the query', async ({
  page,
}) => {
  await page.goto('/docs/panel/domains/dns/');
  await box(page).fill('backup');
  await expect(options(page).first()).toBeVisible();
  await page.getByRole('link', {name: 'All results for "backup"'}).click();
  await expect(page).toHaveURL(`/search/?q=backup`);
  await expect(page.getByLabel('Words to search for')).toHaveValue('backup');
  await page.goBack();
  await box(page).fill('nameservers');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Enter');
  await expect(page).toHaveURL('/search/?q=nameservers');
});

test('the box searches the docs version being read', async ({page}) => {
  await page.goto(`/docs/${OLDER}/`);
  await box(page).fill('certbot');
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'All results for "certbot"'})).toHaveAttribute(
    'href',
    `/search/?q=certbot&version=${OLDER}`,
  );
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/docs/${OLDER}/`));

  await page.goto('/docs/');
  await box(page).fill('certbot');
  await expect(options(page).first()).toBeVisible();
  await expect(page.getByRole('link', {name: 'All results for "certbot"'})).toHaveAttribute(
    'href',
    `/search/?q=certbot&version=${docsVersions.current}`,
  );
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`/docs/${OLDER}/|/search/`));
});

test('Escape closes the results, and a second Escape leaves the box', async ({page}) => {
  await page.goto('/docs/');
  await box(page).fill('redis');
  await expect(options(page).first()).toBeVisible();
  await box(page).press('Escape');
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(options(page).first()).toBeHidden();
  await box(page).press('Escape');
  await expect(box(page)).not.toBeFocused();
});

for (const mode of ['dark', 'light'] as const) {
  test(`the box with its results open passes axe (WCAG 2.2 AA) in ${mode} mode`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await page.goto('/docs/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await box(page).fill('ssl');
    await expect(options(page).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    const results = await axeOf(page).include('.navbar').analyze();
    expect(results.violations).toEqual([]);
  });
}

test(`the page a reader looks for is in the first three results, for each of the ${queries.length} queries`, async ({
  page,
}) => {
  await page.goto('/search/');
  const field = page.getByLabel('Words to search for');
  const misses: string[] = [];
  for (const {query, page: wanted, version = docsVersions.current} of queries as {
    query: string;
    page: string;
    version?: string;
  }[]) {
    await page.getByRole('radio', {name: new RegExp(`^${version.replace(/\./g, '\\.')}`)}).check();
    await field.fill(query);
    // Its results, or the empty state: a query that finds nothing is a miss like any other, not a timeout.
    await expect(
      page
        .getByText(`for "${query}" in ${version}`)
        .or(page.getByText(`matches "${query}". Try:`))
        .first(),
    ).toBeVisible();
    const top =
      (await page.getByText(`matches "${query}". Try:`).count()) > 0
        ? []
        : (await resultPages(page)).slice(0, 3);
    if (!top.includes(wanted))
      misses.push(`"${query}" (${version}): wanted ${wanted}, got ${top.join(', ')}`);
  }
  const rate = `${queries.length - misses.length}/${queries.length} queries with the wanted page in the top 3`;
  console.log(`Search relevance: ${rate}`);
  test.info().annotations.push({type: 'relevance', description: rate});
  expect(misses).toEqual([]);
});

test('the search page tells crawlers not to index it, in the static HTML', async ({request}) => {
  const html = await (await request.get('/search/')).text();
  expect(html).toMatch(/<meta[^>]*name="?robots"?[^>]*content="noindex, follow"/);
});
