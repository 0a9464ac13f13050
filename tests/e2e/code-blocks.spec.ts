import {expect, settle, test} from './fixtures';

const SSH_DOC = '/docs/admin/advanced/ssh/';
const DNS_DOC = '/docs/panel/domains/dns/';
/** Text only the chunk that loads Prism's languages (src/theme/CodeBlock/Content/HighlightedLines) carries. */
const PRISM_LANGUAGES = '"./prism-bash"';

test('a code block is highlighted in the static HTML, with classes only, and its button copies the code', async ({
  page,
  request,
}) => {
  const html = await (await request.get(DNS_DOC)).text();
  expect(html).toMatch(
    /class="prism-code language-bash[^"]*"><code[^>]*>(<!--\$-->)?<div class="?token-line"?><span class="token function">dig<\/span>/,
  );
  // Colours come from CSS, so the markup is the same in dark and light mode.
  expect(html).not.toMatch(/class="token[^"]*" style=/);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SSH_DOC);
  const block = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'journalctl -u ssh --since "15 min ago"',
  );
});

test("machinery: a first visit keeps the server's highlighting and never loads Prism; a client-side visit loads it once", async ({
  page,
}) => {
  // The scripts' bodies are fetched again when the test reads them: a body is gone once its page is left.
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const prismChunks = async () => {
    const bodies = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).text()),
    );
    return scripts.filter((_url, index) => bodies[index]!.includes(PRISM_LANGUAGES));
  };
  // The SSH page's blocks sit in tabs, which mount again once the page has hydrated.
  for (const path of [SSH_DOC, DNS_DOC]) {
    await page.goto(path);
    await settle(page);
    await expect(page.locator('article pre.prism-code .token-line .token').first()).toBeVisible();
  }
  const dig = page.locator('article pre.prism-code .token.function', {hasText: 'dig'}).first();
  await expect(dig).toBeVisible();
  expect(await prismChunks()).toEqual([]);

  await page.goto('/docs/panel/domains/add-domain/');
  await page.locator('article').getByRole('link', {name: 'DNS records'}).click();
  await expect(page).toHaveURL(new RegExp(`${DNS_DOC}$`));
  await expect(dig).toBeVisible();
  await expect.poll(async () => (await prismChunks()).length).toBe(1);
});

test('a code block drawn after a client-side navigation is highlighted', async ({page}) => {
  await page.goto('/docs/panel/domains/add-domain/');
  await settle(page);
  await page.locator('article').getByRole('link', {name: 'DNS records'}).click();
  await expect(page).toHaveURL(new RegExp(`${DNS_DOC}$`));
  await expect(
    page.locator('article pre.prism-code .token.function', {hasText: 'dig'}).first(),
  ).toBeVisible();
});

test('code colours follow the colour mode as soon as it switches', async ({page}) => {
  await page.goto(DNS_DOC);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dig = page.locator('article pre.prism-code .token.function', {hasText: 'dig'}).first();
  const block = page.locator('article .theme-code-block').first();
  await expect(dig).toHaveCSS('color', 'rgb(80, 250, 123)');
  await expect(block).toHaveCSS('background-color', 'rgb(40, 42, 54)');

  await page.getByRole('button', {name: /switch between dark and light mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(dig).toHaveCSS('color', 'rgb(184, 48, 62)');
  await expect(block).toHaveCSS('background-color', 'rgb(246, 248, 250)');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 320, height: 640}});

  test('a long line offers word wrap, also in a tab shown later', async ({page}) => {
    await page.goto(SSH_DOC);
    const visible = page.locator('[role=tabpanel]:not([hidden])').first();
    const wrap = visible.getByRole('button', {name: 'Toggle word wrap'});
    await expect(wrap).toBeAttached();
    const code = visible.locator('pre code');
    await wrap.click({force: true});
    await expect(code).toHaveCSS('white-space', 'pre-wrap');
    expect(await visible.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(
      true,
    );

    await page.getByRole('tab', {name: 'AlmaLinux'}).first().click();
    const shown = page.locator('[role=tabpanel]:not([hidden])').first();
    await expect(shown.locator('pre code')).toContainText('journalctl -u sshd');
    await expect(shown.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
  });
});

test('machinery: docs and blog pages render dates and code without building an Intl collator or date formatter', async ({
  page,
}) => {
  // The first localeCompare or Intl.DateTimeFormat on a page costs about 100 ms of main thread on a phone.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {intlCalls: string[]}).intlCalls = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (
      this: string,
      ...args: Parameters<typeof localeCompare>
    ) {
      calls.push('localeCompare');
      return localeCompare.apply(this, args);
    };
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args) => (calls.push('DateTimeFormat'), new target(...args)),
      apply: (target, _this, args) => (calls.push('DateTimeFormat'), target(...args)),
    });
  });
  for (const path of [DNS_DOC, SSH_DOC, '/blog/', '/blog/verify-ssh-host-key-fingerprint/']) {
    await page.goto(path);
    await expect(page.locator('pre.prism-code, article time').first()).toBeVisible();
    await settle(page);
    expect(
      await page.evaluate(() => (window as unknown as {intlCalls: string[]}).intlCalls),
      path,
    ).toEqual([]);
  }
});
