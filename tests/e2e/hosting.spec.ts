import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {HAS_BROTLI, HAS_NGINX, NGINX_PORT} from '../../playwright.config';
import nginxSettings from '../lib/nginx.json';
import {SUBRESOURCE_HEADERS} from '../../plugins/security-headers';
import {rawRequest, staysOnSite, type RawResponse} from '../hosting/raw-request';
import {docsPathOf, docsVersions} from '../../src/data/releases';
import {expect, test} from './fixtures';

const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;
const repo = join(__dirname, '..', '..');
const build = join(repo, 'build');
const NOT_FOUND = 'This page is not here';

/** The headers the build wrote for nginx, by lower-case name. */
function buildSecurityHeaders(): Record<string, string> {
  const file = readFileSync(join(build, '_nginx', 'security-headers.conf'), 'utf8');
  return Object.fromEntries(
    [...file.matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

/** The header names an answer varies by. */
const variesBy = (response: RawResponse) => (response.headers.vary ?? '').split(', ');

function folders(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name), ...folders(join(dir, entry.name))]);
}

function mainScript(): string {
  return /(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(
    readFileSync(join(build, 'index.html'), 'utf8'),
  )![1];
}

test.skip(!HAS_NGINX, 'nginx is not installed');

test.describe('deploy/ over the build, through nginx', () => {
  const noRedirect = {maxRedirects: 0};

  test('machinery: the server runs the shipped files, with only their paths, addresses and names replaced', () => {
    const served = `/tmp/portico-nginx-${NGINX_PORT}`;
    const site = readFileSync(join(served, 'site.conf'), 'utf8');
    expect(
      site
        .replaceAll(build, '/var/www/portico/current')
        .replaceAll(`${served}/`, '/etc/nginx/portico/'),
    ).toBe(readFileSync(join(repo, 'deploy', 'site.conf'), 'utf8'));
    const server = readFileSync(join(served, 'portico.conf'), 'utf8');
    expect(
      server
        .replaceAll(`${served}/`, '/etc/nginx/portico/')
        .replace(
          `server_name ${nginxSettings.serverNames.join(' ')};`,
          'server_name portico.example;',
        )
        .replaceAll(`listen 127.0.0.1:${NGINX_PORT}`, 'listen 80')
        .replaceAll(`listen [::1]:${NGINX_PORT}`, 'listen [::]:80'),
    ).toBe(readFileSync(join(repo, 'deploy', 'behind-proxy.conf'), 'utf8'));
    expect(readFileSync(join(served, 'markdown-accept.conf'), 'utf8')).toBe(
      readFileSync(join(repo, 'deploy', 'markdown-accept.conf'), 'utf8'),
    );
    expect(readFileSync(join(served, 'nginx.conf'), 'utf8')).not.toMatch(/\btypes\s*\{/);
  });

  test('nginx reads no file of the web root: the security headers are a copy outside it', () => {
    const served = `/tmp/portico-nginx-${NGINX_PORT}`;
    for (const file of ['site.conf', 'portico.conf']) {
      const includes = [
        ...readFileSync(join(served, file), 'utf8').matchAll(/^\s*include\s+(\S+);/gm),
      ].map(([, path]) => path);
      for (const path of includes)
        expect(path.startsWith(build), `${file} includes ${path}`).toBe(false);
    }
    expect(readFileSync(join(served, 'security-headers.conf'), 'utf8')).toBe(
      readFileSync(join(build, '_nginx', 'security-headers.conf'), 'utf8'),
    );
  });

  test("a host name that is not the site's is refused: the connection closes without an answer", async () => {
    for (const host of [
      'evil.example',
      'portico.example',
      'localhost@evil.example',
      `evil.example:${NGINX_PORT}`,
    ]) {
      const response = await rawRequest(NGINX_PORT, '/docs/', {Host: host});
      expect(response.status, host).toBe(0);
    }
    for (const host of nginxSettings.serverNames)
      expect((await rawRequest(NGINX_PORT, '/docs/', {Host: host})).status, host).toBe(200);
  });

  test("a malformed request to another host name gets nginx's 400 without its version, with the site's headers", async () => {
    const expected = buildSecurityHeaders();
    for (const [target, host] of [
      ['/%', 'evil.example'],
      ['/%', nginxSettings.serverNames[0]],
    ]) {
      const response = await rawRequest(NGINX_PORT, target, {Host: host});
      expect(response.status, host).toBe(400);
      expect(response.headers.server, host).toBe('nginx');
      expect(response.body, host).not.toMatch(/nginx\/\d/);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers[name], `${name} for ${host}`).toBe(value);
    }
  });

  test('a path without its slash redirects 301 to the slash', async ({request}) => {
    const response = await request.get(`${ORIGIN}/features`, noRedirect);
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/features/');
  });

  test('/index.html redirects 301 to /, keeping the query', async () => {
    for (const [target, location] of [
      ['/index.html', '/'],
      ['/index.html?from=old', '/?from=old'],
    ]) {
      const response = await rawRequest(NGINX_PORT, target);
      expect(response.status, target).toBe(301);
      expect(response.headers.location, target).toBe(location);
    }
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
    expect(await response.text()).toContain(NOT_FOUND);
  });

  test('every folder of the build without an index.html answers 404 with the not-found page', async () => {
    const withoutIndex = folders(build)
      .filter((folder) => !statSync(join(folder, 'index.html'), {throwIfNoEntry: false}))
      .map((folder) => `/${relative(build, folder)}/`);
    // The hashed assets' folders are among them: the chunks sit in assets/js/ itself (plugins/chunk-ids).
    expect(withoutIndex).toEqual(
      expect.arrayContaining([
        '/blog/page/',
        '/docs/category/',
        '/go/',
        '/assets/js/',
        '/assets/css/',
      ]),
    );
    for (const path of withoutIndex) {
      const response = await rawRequest(NGINX_PORT, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(NOT_FOUND);
    }
  });

  test('hostile paths never redirect off the site', async () => {
    const issueUrls = [
      '//evil.com.html',
      '//evil.com/index.html',
      '/\\evil.com.html',
      '/%5Cevil.com/index.html',
      '/%2F%2Fevil.com.html',
      '///evil.com/x.html?a=b',
    ];
    for (const path of issueUrls) {
      const response = await rawRequest(NGINX_PORT, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
      expect(response.body, path).toContain(NOT_FOUND);
    }
    // Variants that end in a redirect: each one stays on the site.
    const variants = [
      '/\\evil.com/index.html',
      '/%5cevil.com.html',
      '/%2f%2fevil.com/',
      '/%2F/evil.com/index.html',
      '/\\/evil.com/',
      '//evil.com',
      '/./\\evil.com/index.html',
      '/.//evil.com.html',
      '/docs/..//evil.com.html',
      '/docs/%2F%2Fevil.com/index.html',
      '/features?//evil.com',
      '/docs/admin/index.html?next=//evil.com',
      '/enterprise.html?//evil.com',
      '/%09/evil.com.html',
      '/docs\\..\\..\\evil.com.html',
    ];
    const redirects: string[] = [];
    for (const path of variants) {
      const response = await rawRequest(NGINX_PORT, path);
      expect([301, 400, 404], path).toContain(response.status);
      if (response.status === 301) {
        redirects.push(path);
        expect(
          staysOnSite(response.headers.location),
          `${path} -> ${response.headers.location}`,
        ).toBe(true);
      }
    }
    expect(redirects.length).toBeGreaterThan(3);
  });

  test('traversal answers 400 or 404 and never serves a file outside the build, nor /_nginx/', async () => {
    const attempts = [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/docs/../../../etc/passwd',
      '/..%5c..%5c..%5cetc%5cpasswd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/_nginx/security-headers.conf',
      '/_nginx/',
      '/_nginx',
      '/%5Fnginx/security-headers.conf',
      '/_nginx%2Fsecurity-headers.conf',
      '/docs/..%2F_nginx/security-headers.conf',
      '/./_nginx/security-headers.conf',
      '//_nginx/security-headers.conf',
      '/docs/../_nginx/security-headers.conf',
      '/_headers',
    ];
    for (const path of attempts) {
      const response = await rawRequest(NGINX_PORT, path);
      expect([400, 404], path).toContain(response.status);
      expect(response.body, path).not.toContain('root:x:0:0');
      expect(response.body, path).not.toContain('add_header');
      expect(response.body, path).not.toContain('Content-Security-Policy:');
    }
  });

  test('every answer but a script or style carries the security headers: pages, images, Markdown, redirects and errors', async () => {
    const expected = buildSecurityHeaders();
    expect(Object.keys(expected)).toEqual(
      expect.arrayContaining([
        'content-security-policy',
        'strict-transport-security',
        'x-content-type-options',
      ]),
    );
    const answers: [path: string, status: number][] = [
      ['/', 200],
      ['/docs/panel/domains/ssl/', 200],
      ['/img/favicon.svg', 200],
      ['/llms.txt', 200],
      ['/docs/panel/domains/ssl.md', 200],
      ['/blog/rss.xml', 200],
      ['/features', 301],
      ['/enterprise.html', 301],
      ['/docs/admin/index.html', 301],
      ['/index.html', 301],
      ['/no/such/page/', 404],
      ['/blog/page/', 404],
      ['/assets/js/missing.0000.js', 404],
      ['/assets/js/missing.txt', 404],
      ['//evil.com.html', 404],
      ['/_nginx/security-headers.conf', 404],
    ];
    for (const [path, status] of answers) {
      const response = await rawRequest(NGINX_PORT, path, {'Accept-Encoding': 'gzip'});
      expect(response.status, path).toBe(status);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers[name], `${name} on ${path}`).toBe(value);
      expect(response.headers['cache-control'], path).toBeDefined();
    }
  });

  test("the build's scripts and styles carry the subresource headers, and none of a document's", async () => {
    const expected = buildSecurityHeaders();
    const subresource = SUBRESOURCE_HEADERS.map((name) => name.toLowerCase());
    const stylesheet = /(\/assets\/css\/styles\.[0-9a-f]+\.css)/.exec(
      readFileSync(join(build, 'index.html'), 'utf8'),
    )![1];
    for (const path of [mainScript(), stylesheet]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await rawRequest(NGINX_PORT, path, {'Accept-Encoding': encoding});
        expect(response.status, path).toBe(200);
        expect(response.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
        for (const [name, value] of Object.entries(expected))
          expect(response.headers[name], `${name} on ${path} (${encoding})`).toBe(
            subresource.includes(name) ? value : undefined,
          );
      }
    }
  });

  test('a missing script, style or asset is a plain 404 that nothing stores, not the not-found page', async () => {
    for (const path of [
      '/assets/js/missing.0000.js',
      '/assets/css/styles.0000.css',
      '/assets/images/missing-0000.png',
      '/pagefind/missing.js',
      '/missing.css',
    ]) {
      const response = await rawRequest(NGINX_PORT, path);
      expect(response.status, path).toBe(404);
      expect(response.headers['cache-control'], path).toBe('no-store');
      expect(response.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(response.body, path).not.toContain(NOT_FOUND);
    }
  });

  test("a page's address answers its Markdown copy to Accept: text/markdown, HTML otherwise, with Vary: Accept", async () => {
    const security = buildSecurityHeaders();
    const chromeAccept =
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    for (const [page, copy] of [
      ['/docs/panel/domains/ssl/', 'docs/panel/domains/ssl.md'],
      ['/docs/', 'docs.md'],
      ['/features/', 'features.md'],
      ['/', 'index.md'],
    ]) {
      const markdown = await rawRequest(NGINX_PORT, page, {Accept: 'text/markdown'});
      expect(markdown.status, page).toBe(200);
      expect(markdown.headers['content-type'], page).toBe('text/markdown; charset=utf-8');
      expect(variesBy(markdown), page).toContain('Accept');
      // rawRequest reads the body byte for byte (latin1).
      expect(markdown.body, page).toBe(readFileSync(join(build, copy), 'latin1'));
      const html = await rawRequest(NGINX_PORT, page, {Accept: chromeAccept});
      expect(html.status, page).toBe(200);
      expect(html.headers['content-type'], page).toBe('text/html; charset=utf-8');
      expect(variesBy(html), page).toContain('Accept');
      expect(html.body, page).toBe(readFileSync(join(build, page, 'index.html'), 'latin1'));
      for (const [name, value] of Object.entries(security)) {
        expect(markdown.headers[name], `${name} on ${page} as Markdown`).toBe(value);
        expect(html.headers[name], `${name} on ${page}`).toBe(value);
      }
      expect(markdown.headers['cache-control'], page).toBe(html.headers['cache-control']);
    }
    // The Accept header read as RFC 9110 reads it: the range named exactly, a weight of 0 refusing it, the heavier
    // of Markdown and HTML (text/html, else text/*, else */*) winning, a tie going to Markdown, wildcards choosing HTML.
    const negotiated: [accept: string, type: 'markdown' | 'html'][] = [
      ['text/markdown;q=0', 'html'],
      ['text/markdown; q=0.000', 'html'],
      ['text/markdownfoo', 'html'],
      ['text/x-markdown', 'html'],
      ['*/*', 'html'],
      ['text/*', 'html'],
      ['text/html, text/markdown;q=0.9', 'html'],
      ['text/markdown;q=0.9, text/html;q=0.8', 'markdown'],
      ['text/markdown;q=0.85, text/html;q=0.851', 'html'],
      ['text/markdown;q=0.851, text/html;q=0.85', 'markdown'],
      ['text/markdown;q=0.5, */*', 'html'],
      ['text/markdown, */*;q=0.8', 'markdown'],
      ['text/html;q=0, text/markdown;q=0.1, */*', 'markdown'],
      ['TEXT/Markdown; charset=utf-8', 'markdown'],
      ['text/html, text/markdown', 'markdown'],
      [chromeAccept, 'html'],
    ];
    for (const [accept, type] of negotiated) {
      const response = await rawRequest(NGINX_PORT, '/docs/', {Accept: accept});
      expect(response.headers['content-type'], accept).toBe(
        type === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
      );
    }
    // A page without a Markdown copy is the same to every client, and says nothing about Accept.
    const blog = await rawRequest(NGINX_PORT, '/blog/', {Accept: 'text/markdown'});
    expect(blog.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(variesBy(blog)).not.toContain('Accept');
    const copy = await rawRequest(NGINX_PORT, '/docs/panel/domains/ssl.md');
    expect(variesBy(copy)).not.toContain('Accept');
  });

  test('hashed assets are cached for a year; pages, /assets/ included, revalidate', async ({
    request,
  }) => {
    const asset = await request.get(`${ORIGIN}${mainScript()}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const page of ['/', '/assets/', '/docs/']) {
      const response = await request.get(`${ORIGIN}${page}`);
      expect(response.status(), page).toBe(200);
      expect(response.headers()['cache-control'], page).toBe('no-cache');
    }
  });

  test('the API catalog (RFC 9727) is a linkset that lists the OpenAPI description of every docs version, each with its reference page', async ({
    request,
  }) => {
    const response = await request.get(`${ORIGIN}/.well-known/api-catalog`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/linkset+json');
    const {linkset} = (await response.json()) as {
      linkset: {
        anchor: string;
        item?: {href: string}[];
        'service-desc'?: {href: string}[];
        'service-doc'?: {href: string}[];
      }[];
    };
    const local = (href: string) => `${ORIGIN}${new URL(href).pathname}`;
    const items = linkset
      .find((entry) => entry.anchor.endsWith('/.well-known/api-catalog'))!
      .item!.map((item) => new URL(item.href).pathname);
    expect(items).toEqual(
      [docsVersions.current, ...docsVersions.previous].map((version) => `/openapi/${version}.yaml`),
    );
    const apis = linkset.filter((entry) => entry['service-desc']);
    expect(apis.map((entry) => new URL(entry['service-desc']![0].href).pathname)).toEqual(items);
    for (const entry of apis) {
      const description = await request.get(local(entry['service-desc']![0].href));
      expect(description.status(), entry.anchor).toBe(200);
      expect(await description.text(), entry.anchor).toMatch(/^openapi: 3\./m);
      expect((await request.get(local(entry['service-doc']![0].href))).status(), entry.anchor).toBe(
        200,
      );
    }
  });

  test('Markdown is shown as UTF-8 text, and plain text and feeds name their charset', async ({
    request,
  }) => {
    const markdown = await request.get(`${ORIGIN}/docs/panel/domains/ssl.md`);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers()['content-disposition']).toBeUndefined();
    expect(await markdown.text()).toBe(
      readFileSync(join(build, 'docs', 'panel', 'domains', 'ssl.md'), 'utf8'),
    );
    const types: [string, string][] = [
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/blog/rss.xml', 'text/xml; charset=utf-8'],
      ['/blog/atom.xml', 'text/xml; charset=utf-8'],
      ['/docs/changelog/rss.xml', 'text/xml; charset=utf-8'],
      ['/docs/changelog/atom.xml', 'text/xml; charset=utf-8'],
      ['/pagefind/pagefind-entry.json', 'application/json; charset=utf-8'],
    ];
    for (const [path, type] of types)
      expect((await request.get(`${ORIGIN}${path}`)).headers()['content-type'], path).toBe(type);
  });

  test('text is sent gzip-compressed from the copy the build wrote, with Vary, also through a proxy', async () => {
    for (const via of [{}, {Via: '1.1 proxy.example'}] as Record<string, string>[]) {
      for (const [path, file] of [
        ['/docs/', 'docs/index.html.gz'],
        [mainScript(), `${mainScript().slice(1)}.gz`],
        ['/docs/panel/domains/ssl.md', 'docs/panel/domains/ssl.md.gz'],
      ]) {
        const response = await rawRequest(NGINX_PORT, path, {'Accept-Encoding': 'gzip', ...via});
        expect(response.headers['content-encoding'], `${path} ${JSON.stringify(via)}`).toBe('gzip');
        // A doc page varies by Accept as well (its Markdown copy).
        expect(variesBy(response), path).toContain('Accept-Encoding');
        expect(Number(response.headers['content-length']), path).toBe(
          statSync(join(build, file)).size,
        );
      }
    }
  });

  test('browsers that accept brotli get the brotli copy, with Vary', async () => {
    test.skip(!HAS_BROTLI, 'the nginx brotli module is not installed');
    const script = mainScript();
    const response = await rawRequest(NGINX_PORT, script, {
      'Accept-Encoding': 'gzip, deflate, br',
      Via: '1.1 proxy.example',
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(
      statSync(join(build, `${script}.br`)).size,
    );
  });

  test('the policy is strict on scripts', async ({request}) => {
    const csp = (await request.get(`${ORIGIN}/`)).headers()['content-security-policy'];
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).toContain('https://*.googletagmanager.com');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  });

  for (const path of [
    '/',
    '/features/',
    '/install/',
    '/docs/',
    '/docs/admin/settings/api/',
    '/blog/',
    '/search/?q=backup',
    docsPathOf(docsVersions.previous.at(-1)!),
  ]) {
    test(`${path} loads through nginx with every third party configured and answering, and no CSP violation`, async ({
      page,
    }) => {
      // Third-party hosts answer with an empty 200, so a host the policy forgot shows up as a violation.
      await page.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
        (route) =>
          route.fulfill({
            status: 200,
            body: '',
            contentType:
              route.request().resourceType() === 'script' ? 'text/javascript' : 'text/plain',
          }),
      );
      await page.addInitScript(() => {
        (window as unknown as {violations: string[]}).violations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {violations: string[]}).violations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      const response = await page.goto(`${ORIGIN}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('load');
      // The search page runs a query: Pagefind compiles its WebAssembly engine under the policy ('wasm-unsafe-eval').
      if (path.startsWith('/search/'))
        await expect(page.getByRole('main').getByRole('status')).toContainText(
          /\d+ pages? for "backup"/,
        );
      expect(
        await page.evaluate(() => (window as unknown as {violations: string[]}).violations),
      ).toEqual([]);
      // React's inline script moved every streamed block (code blocks) into place: none is left waiting.
      await expect(page.locator('template[id^="B:"], div[hidden][id^="S:"]')).toHaveCount(0);
    });
  }
});

test.describe('without JavaScript, through nginx and its policy', () => {
  test.use({javaScriptEnabled: false, waitForHydration: false});

  test("the ticket form hands the email to the mail program: the policy's form-action allows mailto:", async ({
    page,
  }) => {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refusals.push(message.text());
    });
    await page.goto(`${ORIGIN}/support/`, {waitUntil: 'load'});
    const form = page.locator('form').filter({has: page.getByLabel('License key')});
    await form.getByLabel('License key').fill('PTC-7F3K-29QX-M4LD');
    await form.getByLabel('Server host name').fill('server.example.com');
    await form.getByLabel('Subject').fill('All sites return 502');
    await form.getByLabel('What happened').fill('Since the 04:00 update.');
    const email = page.waitForRequest((request) => request.url().startsWith('mailto:'), {
      timeout: 10_000,
    });
    await form.getByRole('button', {name: 'Write the email'}).click();
    expect(new URL((await email).url()).searchParams.get('body')).toContain(
      'key=PTC-7F3K-29QX-M4LD',
    );
    expect(refusals).toEqual([]);
  });
});
