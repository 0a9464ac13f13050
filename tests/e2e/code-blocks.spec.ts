import {expect, test} from './fixtures';

const SSH_DOC = '/docs/admin/advanced/ssh/';

test('a code block is highlighted in the static HTML and its button copies the code', async ({page, request}) => {
  const html = await (await request.get('/docs/panel/domains/dns/')).text();
  // React may move a finished block into place with its inline script, so the markup can sit later in the file.
  expect(html).toMatch(/class="prism-code language-bash[^"]*"[^>]*><code[^>]*><div class=token-line[^>]*><span class="token function"[^>]*>dig</);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(SSH_DOC);
  const block = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block').first();
  await expect(block.locator('.token').first()).toBeVisible();
  await block.hover();
  await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('journalctl -u ssh --since "15 min ago"');
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
    expect(await visible.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);

    await page.getByRole('tab', {name: 'AlmaLinux'}).first().click();
    const shown = page.locator('[role=tabpanel]:not([hidden])').first();
    await expect(shown.locator('pre code')).toContainText('journalctl -u sshd');
    await expect(shown.getByRole('button', {name: 'Toggle word wrap'})).toBeAttached();
  });
});

test('docs and blog pages render dates and code without building an Intl collator or date formatter', async ({page}) => {
  // The first localeCompare or Intl.DateTimeFormat on a page costs about 100 ms of main thread on a phone.
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {intlCalls: string[]}).intlCalls = calls;
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
      calls.push('localeCompare');
      return localeCompare.apply(this, args);
    };
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args) => (calls.push('DateTimeFormat'), new target(...args)),
      apply: (target, _this, args) => (calls.push('DateTimeFormat'), target(...args)),
    });
  });
  for (const path of ['/docs/panel/domains/dns/', SSH_DOC, '/blog/', '/blog/verify-ssh-host-key-fingerprint/']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('pre.prism-code, article time').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as {intlCalls: string[]}).intlCalls), path).toEqual([]);
  }
});
