import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {TEST_ENV, expect, recordScriptTexts, settle, test} from './fixtures';

const blogDir = join(__dirname, '..', '..', 'blog');
const posts = readdirSync(blogDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const source = readFileSync(join(blogDir, entry.name, 'index.md'), 'utf8');
    return {
      slug: /^slug:\s*(.+)$/m.exec(source)![1].trim(),
      title: /^title:\s*(.+)$/m
        .exec(source)![1]
        .trim()
        .replace(/^['"]|['"]$/g, ''),
    };
  });
const tagKeys = [...readFileSync(join(blogDir, 'tags.yml'), 'utf8').matchAll(/^([a-z-]+):$/gm)].map(
  (match) => match[1],
);

test('the blog shows 12 posts on its first page and the rest on page 2', async ({page}) => {
  expect(posts.length).toBeGreaterThanOrEqual(16);
  expect(posts.length).toBeLessThanOrEqual(20);
  await page.goto('/blog/');
  await expect(page.locator('article')).toHaveCount(12);
  await page.goto('/blog/page/2/');
  await expect(page.locator('article')).toHaveCount(posts.length - 12);
});

test('each "Read more" link names its post in its own text and leads to it', async ({page}) => {
  await page.goto('/blog/');
  const post = posts.find((candidate) => candidate.slug === 'verify-ssh-host-key-fingerprint')!;
  const link = page.getByRole('link', {name: `Read more about ${post.title}`, exact: true});
  await expect(link).toHaveAttribute('href', `/blog/${post.slug}/`);
  await expect(link).not.toHaveAttribute('aria-label');
  await expect(link).toHaveText(`Read more about ${post.title}`);
});

test('there is no third page of posts', async ({page}) => {
  const response = await page.goto('/blog/page/3/');
  expect(response?.status()).toBe(404);
});

// One tab visits them all, each a step of its own: a fresh browser context for each cost more than the page.
test('every tag page answers 200 and lists posts', async ({page}) => {
  test.setTimeout(30_000 + tagKeys.length * 3_000);
  for (const tag of tagKeys) {
    await test.step(tag, async () => {
      const response = await page.goto(`/blog/tags/${tag}/`);
      expect.soft(response?.status(), tag).toBe(200);
      expect.soft(await page.locator('article').count(), tag).toBeGreaterThan(0);
    });
  }
});

test('the portico tag has a second page', async ({page}) => {
  const response = await page.goto('/blog/tags/portico/page/2/');
  expect(response?.status()).toBe(200);
});

test('the tags page lists every tag with its count', async ({page}) => {
  await page.goto('/blog/tags/');
  for (const tag of tagKeys) {
    await expect(page.locator(`a[href="/blog/tags/${tag}/"]`)).toHaveCount(1);
  }
});

test('the team author page describes the team and lists its posts', async ({page}) => {
  const response = await page.goto('/blog/author/team/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', {level: 1})).toContainText('The Portico Team');
  await expect(page.locator('article')).toHaveCount(12);
});

test("machinery: the blog list loads neither the share buttons' code nor the authors' social icons", async ({
  page,
}) => {
  const scriptTexts = recordScriptTexts(page);
  await page.goto('/blog/');
  await settle(page);
  const bodies = await scriptTexts();
  expect(bodies.length).toBeGreaterThan(2);
  // The Reddit share URL is react-share's; "Stack Overflow" labels one of the theme's author social icons.
  expect(
    bodies.filter(
      (text) => text.includes('reddit.com/submit') || text.includes('"Stack Overflow"'),
    ),
  ).toEqual([]);
});

test('a post has its share buttons in its static HTML', async ({request}) => {
  const html = await (await request.get(`/blog/${posts[0].slug}/`)).text();
  expect(html).toContain('aria-label="Share on Reddit"');
});

test('each share link opens its network with the post URL in a popup of the right size, not in a tab', async ({
  page,
  context,
}) => {
  const post = posts[0];
  await page.goto(`/blog/${post.slug}/`);
  await page.evaluate(() => {
    const opened: {url: string; features: string}[] = [];
    (window as unknown as {opened: typeof opened}).opened = opened;
    window.open = ((url: string, _name: string, features: string) => {
      opened.push({url, features});
      // A popup the browser allowed: the link then opens no tab of its own.
      return {} as Window;
    }) as typeof window.open;
  });
  const share = page.getByRole('complementary', {name: 'Share this post'});
  await share.getByRole('link', {name: 'Share on X'}).click();
  await share.getByRole('link', {name: 'Share on Reddit'}).click();
  await share.getByRole('link', {name: 'Share on LinkedIn'}).click();
  const opened = await page.evaluate(
    () => (window as unknown as {opened: {url: string; features: string}[]}).opened,
  );
  expect(context.pages()).toHaveLength(1);
  const canonical = encodeURIComponent(`${TEST_ENV.SITE_URL}/blog/${post.slug}/`);

  const x = new URL(opened[0].url);
  expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet');
  expect(opened[0].url).toContain(`url=${canonical}`);
  expect(x.searchParams.get('text')).toBe(post.title);
  expect(x.searchParams.get('via')).toBe('porticopanel');
  expect(x.searchParams.get('hashtags')).toBeTruthy();
  expect(x.searchParams.get('related')).toBe('porticopanel');
  expect(opened[0].features).toMatch(/height=400, width=550/);

  const reddit = new URL(opened[1].url);
  expect(reddit.origin + reddit.pathname).toBe('https://www.reddit.com/submit');
  expect(reddit.searchParams.get('url')).toBe(`${TEST_ENV.SITE_URL}/blog/${post.slug}/`);
  expect(reddit.searchParams.get('title')).toBe(post.title);
  expect(opened[1].features).toMatch(/height=460, width=660/);

  const linkedin = new URL(opened[2].url);
  expect(linkedin.origin + linkedin.pathname).toBe('https://linkedin.com/shareArticle');
  expect(linkedin.searchParams.get('mini')).toBe('true');
  expect(linkedin.searchParams.get('url')).toBe(`${TEST_ENV.SITE_URL}/blog/${post.slug}/`);
  expect(linkedin.searchParams.get('title')).toBe(post.title);
  expect(linkedin.searchParams.get('summary')).toBeTruthy();
  expect(linkedin.searchParams.get('source')).toBe('Portico');
  expect(opened[2].features).toMatch(/height=600, width=750/);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is XML that lists every post`, async ({request, page}) => {
    const response = await request.get(`/blog/${feed}`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    await page.goto('/');
    const parseError = await page.evaluate(
      (source) =>
        new DOMParser().parseFromString(source, 'application/xml').querySelector('parsererror')
          ?.textContent ?? null,
      xml,
    );
    expect(parseError).toBeNull();
    const entries = xml.match(feed === 'rss.xml' ? /<item>/g : /<entry>/g) ?? [];
    expect(entries).toHaveLength(posts.length);
    for (const post of posts) expect(xml).toContain(`${TEST_ENV.SITE_URL}/blog/${post.slug}/`);
  });
}
