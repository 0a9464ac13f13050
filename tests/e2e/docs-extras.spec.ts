import {helpLinks} from '../../src/data/help-links';
import {changelogPathOf, docsVersions, latestRelease, releases} from '../../src/data/releases';
import {TEST_ENV, expect, readDataLayer, test} from './fixtures';
import {NONE, storeChoice} from './third-party-hosts';

const keys = Object.keys(helpLinks) as (keyof typeof helpLinks)[];
/** The frozen docs versions (versions.json, as the docs plugin reads them). */
const olderDocsVersions = docsVersions.previous;

test('a help link forwards the browser to its doc', async ({page}) => {
  await page.goto('/go/panel.domains.ssl/');
  await expect(page).toHaveURL(/\/docs\/panel\/domains\/ssl\/$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('every help-link page redirects to the route in the map', async ({request}) => {
  for (const key of keys) {
    const response = await request.get(`/go/${key}/`);
    expect(response.status(), key).toBe(200);
    expect(await response.text(), key).toContain(`url=${helpLinks[key]}`);
  }
});

test('the changelog feeds list every shipped 1.x release, newest first, with full notes', async ({
  request,
}) => {
  const shipped = releases.filter(
    (release) => release.status === 'released' && release.version.startsWith('1.'),
  );
  const rss = await (await request.get('/docs/changelog/rss.xml')).text();
  const titles = [...rss.matchAll(/<item>\s*<title><!\[CDATA\[(.+?)\]\]><\/title>/g)].map(
    (match) => match[1],
  );
  expect(titles).toEqual(shipped.map((release) => `Portico ${release.version}`));
  expect(rss).toContain(`${TEST_ENV.SITE_URL}${changelogPathOf(latestRelease.version)}`);
  expect(rss).toMatch(/<content:encoded><!\[CDATA\[[\s\S]*Security[\s\S]*\]\]><\/content:encoded>/);
  const atom = await (await request.get('/docs/changelog/atom.xml')).text();
  expect(atom.match(/<entry>/g)).toHaveLength(shipped.length);
});

test('the changelog sidebar and the home page link the feed', async ({page}) => {
  await page.goto('/docs/changelog/');
  await expect(
    page.locator('.theme-doc-sidebar-menu a[href="/docs/changelog/rss.xml"]'),
  ).toHaveCount(1);
  await page.goto('/');
  await expect(page.getByText('Latest release').locator('..')).toContainText(
    `Portico ${latestRelease.version}`,
  );
  await expect(page.getByRole('link', {name: 'Release feed'})).toHaveAttribute(
    'href',
    '/docs/changelog/rss.xml',
  );
});

/** The page links (`- [title](url): ...`) of an llms.txt file. */
const listedLinks = (index: string) =>
  [...index.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((match) => match[1]);

test('llms.txt links one index per section of the current docs, which together list every current doc once as a Markdown copy', async ({
  request,
}) => {
  const sections = listedLinks(await (await request.get('/llms.txt')).text()).filter((link) =>
    /^.+\/docs\/[a-z]+\/llms\.txt$/.test(link),
  );
  expect(sections.length).toBeGreaterThanOrEqual(4);
  const links: string[] = [];
  for (const section of sections) {
    const listing = await request.get(new URL(section).pathname);
    expect(listing.status(), section).toBe(200);
    links.push(...listedLinks(await listing.text()).filter((link) => link.endsWith('.md')));
  }
  expect(new Set(links).size).toBe(links.length);
  for (const route of Object.values(helpLinks)) {
    expect(links).toContain(`${TEST_ENV.SITE_URL}${route.replace(/\/$/, '')}.md`);
  }
  const copy = await request.get('/docs/panel/domains/ssl.md');
  expect(copy.status()).toBe(200);
  const markdown = await copy.text();
  expect(markdown.startsWith('# ')).toBe(true);
  expect(markdown).toContain(
    `> For AI agents: the documentation index is at ${TEST_ENV.SITE_URL}/llms.txt`,
  );
  expect(markdown).not.toContain('import Tabs');
  expect(markdown).not.toMatch(/\]\(\//);
  const full = await (await request.get('/llms-full.txt')).text();
  expect(full.split('\n---\n').length).toBe(links.length);
});

test("the root llms.txt links an index for every other docs version, whose sections list that version's pages as Markdown copies", async ({
  request,
}) => {
  const root = await (await request.get('/llms.txt')).text();
  expect(olderDocsVersions.length).toBeGreaterThan(0);
  for (const version of olderDocsVersions) {
    expect(root).toContain(`](${TEST_ENV.SITE_URL}/docs/${version}/llms.txt)`);
    const versionIndex = await (await request.get(`/docs/${version}/llms.txt`)).text();
    const full = `${TEST_ENV.SITE_URL}/docs/${version}/llms-full.txt`;
    expect(versionIndex).toContain(`](${full})`);
    const links: string[] = [];
    for (const section of listedLinks(versionIndex).filter((link) => link !== full)) {
      expect(section.startsWith(`${TEST_ENV.SITE_URL}/docs/${version}/`), section).toBe(true);
      const listing = await request.get(new URL(section).pathname);
      expect(listing.status(), section).toBe(200);
      links.push(...listedLinks(await listing.text()).filter((link) => link.endsWith('.md')));
    }
    expect(links.length, version).toBeGreaterThan(20);
    expect(
      links.every((link) => link.startsWith(`${TEST_ENV.SITE_URL}/docs/${version}`)),
      version,
    ).toBe(true);
    const copy = await request.get(new URL(links[0]).pathname);
    expect(copy.status(), links[0]).toBe(200);
    expect((await copy.text()).startsWith('# ')).toBe(true);
    const everything = await (await request.get(`/docs/${version}/llms-full.txt`)).text();
    expect(everything.split('\n---\n').length, version).toBe(links.length);
  }
});

test.describe('copy as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test('the button on a doc copies the page as Markdown', async ({page, request}) => {
    await page.goto('/docs/panel/domains/ssl/');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('button', {name: 'Copied as Markdown'})).toBeVisible();
    const expected = await (await request.get('/docs/panel/domains/ssl.md')).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });
});

const feedbackEvents = (dataLayer: unknown[][]) =>
  dataLayer.filter((args) => args[0] === 'event' && String(args[1]).startsWith('doc_feedback'));

test('"Was this page helpful?" sends the answer and the comment as analytics events, by keyboard, with analytics allowed', async ({
  page,
  context,
}) => {
  await storeChoice(context, {analytics: true, advertising: false, chat: false});
  await page.goto('/docs/panel/files/trash/');
  const yes = page.getByRole('button', {name: 'Yes'});
  await yes.focus();
  await page.keyboard.press('Enter');
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('What helped? (optional)').fill('The retention period was what I needed.');
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toBeVisible();
  expect(feedbackEvents(await page.evaluate(readDataLayer))).toEqual([
    ['event', 'doc_feedback', {helpful: 'yes', page_path: '/docs/panel/files/trash/'}],
    [
      'event',
      'doc_feedback_comment',
      {
        helpful: 'yes',
        comment: 'The retention period was what I needed.',
        page_path: '/docs/panel/files/trash/',
      },
    ],
  ]);
});

test('the comment field says what a comment is used for, and a long comment is cut to the 100 characters GA keeps', async ({
  page,
  context,
}) => {
  await storeChoice(context, {analytics: true, advertising: false, chat: false});
  await page.goto('/docs/panel/files/trash/');
  await page.getByRole('button', {name: 'No', exact: true}).click();
  const field = page.getByLabel('What was missing or wrong? (optional)');
  await expect(field).toHaveAccessibleDescription(
    /goes to our analytics with this page's address, and we read it to decide what to fix here/,
  );
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toHaveCount(0);
  const typed = `${'a'.repeat(90)}${'b'.repeat(60)}`;
  await field.fill(typed);
  await page.getByRole('button', {name: 'Send'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toBeVisible();
  expect(feedbackEvents(await page.evaluate(readDataLayer))).toEqual([
    ['event', 'doc_feedback', {helpful: 'no', page_path: '/docs/panel/files/trash/'}],
    [
      'event',
      'doc_feedback_comment',
      {helpful: 'no', comment: typed.slice(0, 100), page_path: '/docs/panel/files/trash/'},
    ],
  ]);
});

test('with analytics refused, an answer sends nothing, offers no comment field and thanks for nothing', async ({
  page,
  context,
}) => {
  await storeChoice(context, NONE);
  await page.goto('/docs/panel/files/trash/');
  await page.getByRole('button', {name: 'Yes', exact: true}).click();
  await expect(page.getByRole('status').filter({hasText: 'Nothing was sent'})).toBeVisible();
  await expect(page.getByLabel('What helped? (optional)')).toHaveCount(0);
  await expect(page.getByRole('status').filter({hasText: 'Thank you'})).toHaveCount(0);
  expect(feedbackEvents(await page.evaluate(readDataLayer))).toEqual([]);
});

test('the install page offers the verified form of the command', async ({page}) => {
  await page.goto('/install/');
  const verified = page.getByTestId('command').nth(2);
  await expect(verified).toHaveText(
    /^curl -fsSLo portico-install\.sh https:\/\/get\.portico\.example && echo "[0-9a-f]{64} {2}portico-install\.sh" \| sha256sum -c - && bash portico-install\.sh$/,
  );
});
