import {readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {HAS_BROTLI, HAS_NGINX, NGINX_PORT} from '../../playwright.config';
import {expect, test} from './fixtures';

const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
const build = join(__dirname, '..', '..', 'build');

test.skip(!HAS_NGINX, 'nginx is not installed');

test.describe('deploy/nginx.conf over the build', () => {
  const noRedirect = {maxRedirects: 0};

  test('a path without its slash redirects 301 to the slash', async ({request}) => {
    const response = await request.get(`${ORIGIN}/features`, noRedirect);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/features/');
  });

  test('/x/index.html and /x.html redirect 301 to /x/, keeping the query', async ({request}) => {
    const index = await request.get(`${ORIGIN}/docs/admin/index.html?from=old`, noRedirect);
    expect(index.status()).toBe(301);
    expect(index.headers().location).toBe('/docs/admin/?from=old');
    const html = await request.get(`${ORIGIN}/enterprise.html`, noRedirect);
    expect(html.status()).toBe(301);
    expect(html.headers().location).toBe('/enterprise/');
  });

  test('an unknown path answers 404 with the not-found page', async ({request}) => {
    const response = await request.get(`${ORIGIN}/no/such/page/`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('This page is not here');
  });

  test('hashed assets are cached for a year; pages, /assets/ included, revalidate', async ({request}) => {
    const home = await (await request.get(`${ORIGIN}/`)).text();
    const script = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)![1];
    const asset = await request.get(`${ORIGIN}${script}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/assets/', '/docs/']) {
      const response = await request.get(`${ORIGIN}${page}`);
      expect(response.status(), page).toBe(200);
      expect(response.headers()['cache-control'], page).toBe('no-cache');
    }
  });

  test('text is sent gzip-compressed, from the copy the build wrote', async ({request}) => {
    const response = await request.get(`${ORIGIN}/docs/`, {headers: {'Accept-Encoding': 'gzip'}});
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers().vary).toBe('Accept-Encoding');
    expect(Number(response.headers()['content-length'])).toBe(statSync(join(build, 'docs', 'index.html.gz')).size);
  });

  test('browsers that accept brotli get the brotli copy', async ({request}) => {
    test.skip(!HAS_BROTLI, 'the nginx brotli module is not installed');
    const home = await (await request.get(`${ORIGIN}/`)).text();
    const script = /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(home)![1];
    const response = await request.get(`${ORIGIN}${script}`, {headers: {'Accept-Encoding': 'gzip, deflate, br'}});
    expect(response.headers()['content-encoding']).toBe('br');
    expect(Number(response.headers()['content-length'])).toBe(statSync(join(build, `${script}.br`)).size);
  });

  test('every response carries the security headers, with a strict script policy', async ({request}) => {
    for (const path of ['/', '/docs/panel/domains/ssl/', '/no/such/page/']) {
      const headers = (await request.get(`${ORIGIN}${path}`)).headers();
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      const csp = headers['content-security-policy'];
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(scriptSrc).toContain('https://*.googletagmanager.com');
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
    }
  });

  test('the CDN _headers file carries the same policy, and neither file is served', async ({request}) => {
    const nginxHeaders = readFileSync(join(build, '_nginx', 'security-headers.conf'), 'utf8');
    const cdnHeaders = readFileSync(join(build, '_headers'), 'utf8');
    const policy = /Content-Security-Policy "([^"]+)"/.exec(nginxHeaders)![1];
    expect(cdnHeaders).toContain(`Content-Security-Policy: ${policy}`);
    expect((await request.get(`${ORIGIN}/_headers`)).status()).toBe(404);
    expect((await request.get(`${ORIGIN}/_nginx/security-headers.conf`)).status()).toBe(404);
  });

  for (const path of ['/', '/features/', '/install/', '/docs/', '/docs/admin/settings/api/', '/blog/', '/search/?q=backup', '/docs/0.3.7/']) {
    test(`${path} loads through nginx with every third party configured and no CSP violation`, async ({page}) => {
      await page.addInitScript(() => {
        (window as unknown as {violations: string[]}).violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {violations: string[]}).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(`${ORIGIN}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
      // React's inline script moved every streamed block (code blocks) into place: none is left waiting.
      await expect(page.locator('template[id^="B:"], div[hidden][id^="S:"]')).toHaveCount(0);
    });
  }
});
