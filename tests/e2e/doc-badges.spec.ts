import {axeOf} from '../lib/axe';
import type {Page} from '@playwright/test';
import {changelogPathOf, docsPathOf, docsVersions} from '../../src/data/releases';
import {expect, test} from './fixtures';

/** The oldest frozen docs version, whose pages carry the 0.x releases. */
const oldestDocsVersion = docsVersions.previous.at(-1)!;

const badgesOf = (page: Page) => page.locator('article [data-doc-badges]');

/** The badges sit between the title and the first paragraph of the page. */
async function expectUnderTitle(page: Page): Promise<void> {
  const title = await page.getByRole('heading', {level: 1}).boundingBox();
  const badges = await badgesOf(page).boundingBox();
  const firstParagraph = await page.locator('article .markdown > p').first().boundingBox();
  expect(badges!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
  expect(badges!.y + badges!.height).toBeLessThanOrEqual(firstParagraph!.y);
}

test('an Enterprise page of the current docs shows both badges and links the one explanation of Community servers', async ({
  page,
}) => {
  await page.goto('/docs/admin/domains/dns-cluster/');
  const badges = badgesOf(page);
  await expect(badges.getByRole('link', {name: 'Enterprise', exact: true})).toHaveAttribute(
    'href',
    '/enterprise/',
  );
  await expect(badges.getByRole('link', {name: 'Since 1.0.0'})).toHaveAttribute(
    'href',
    '/docs/changelog/1.0.0/',
  );
  const explanation = badges.getByRole('link', {name: 'What Community servers show'});
  await expect(explanation).toHaveAttribute(
    'href',
    '/docs/admin/license/#enterprise-screens-on-a-community-server',
  );
  await expectUnderTitle(page);

  await explanation.click();
  await expect(page).toHaveURL(
    /\/docs\/admin\/license\/#enterprise-screens-on-a-community-server$/,
  );
  await expect(
    page.getByRole('heading', {name: 'Enterprise screens on a Community server'}),
  ).toBeInViewport();
});

test('a Community page of the current docs shows only its release, linked to the changelog of the docs that hold it', async ({
  page,
}) => {
  await page.goto('/docs/panel/domains/ssl/');
  const badges = badgesOf(page);
  await expect(badges.getByRole('link')).toHaveCount(1);
  const since = badges.getByRole('link', {name: 'Since 0.1.0'});
  await expect(since).toHaveAttribute('href', changelogPathOf('0.1.0'));
  await since.click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}${url.hash}` === changelogPathOf('0.1.0'),
  );
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Portico 0.1.0');
});

test(`a ${oldestDocsVersion} page shows its release, linked to the ${oldestDocsVersion} changelog`, async ({
  page,
}) => {
  await page.goto(`${docsPathOf(oldestDocsVersion)}panel/domains/redirects/`);
  const badges = badgesOf(page);
  await expect(badges.getByRole('link')).toHaveCount(1);
  await expect(badges.getByRole('link', {name: 'Since 0.3.2'})).toHaveAttribute(
    'href',
    changelogPathOf('0.3.2'),
  );
  await expectUnderTitle(page);
});

test('the badges pass axe in dark and light mode', async ({page}) => {
  for (const theme of ['dark', 'light']) {
    await page.goto('/docs/panel/emails/filters/');
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const results = await axeOf(page, {allRules: true})
      .include('article [data-doc-badges]')
      .analyze();
    expect(
      results.violations.map((violation) => violation.id),
      theme,
    ).toEqual([]);
  }
});
