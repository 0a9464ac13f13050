/**
 * deploy/nginx.conf as shipped: HTTPS with a certificate (self-signed, made
 * here with openssl) and plain HTTP that only redirects to HTTPS, for the
 * site's names; any other name is refused. tests/hosting/nginx.ts names the
 * site `localhost` (its configured host), then 127.0.0.1. The tests connect
 * to HTTPS as `localhost`: a browser sends no name (SNI) in the TLS
 * handshake to an IP address.
 */
import {join} from 'node:path';
import {connect} from 'node:tls';
import {HAS_NGINX, SPARE_PORTS} from '../../playwright.config';
import {rawRequest} from '../hosting/raw-request';
import {startNginx, type NginxServer} from '../hosting/serve';
import {expect, test} from './fixtures';

const [HTTP_PORT, HTTPS_PORT] = SPARE_PORTS;
const ORIGIN = `https://localhost:${HTTPS_PORT}`;
const build = join(__dirname, '..', '..', 'build');

test.skip(!HAS_NGINX, 'nginx is not installed');
test.describe.configure({mode: 'serial'});
test.use({ignoreHTTPSErrors: true});

let server: NginxServer | undefined;
test.beforeAll(async () => {
  server = await startNginx({siteRoot: build, http: HTTP_PORT, https: HTTPS_PORT});
});
test.afterAll(async () => server?.stop());

test('plain HTTP redirects every path to the same path over HTTPS, on the configured host whatever name was asked for', async () => {
  const cases: [target: string, host: string, location: string][] = [
    ['/', '127.0.0.1', 'https://localhost/'],
    ['/docs/admin/?from=mail', 'localhost', 'https://localhost/docs/admin/?from=mail'],
    ['/docs/', `127.0.0.1:${HTTP_PORT}`, 'https://localhost/docs/'],
    ['//evil.com/', 'localhost', 'https://localhost//evil.com/'],
    ['/\\evil.com/', 'localhost', 'https://localhost/\\evil.com/'],
  ];
  for (const [target, host, location] of cases) {
    const response = await rawRequest(HTTP_PORT, target, {Host: host});
    expect(response.status, target).toBe(301);
    expect(response.headers.location, target).toBe(location);
    expect(new URL(response.headers.location).host, target).toBe('localhost');
    expect(response.headers['strict-transport-security'], target).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(response.headers['x-content-type-options'], target).toBe('nosniff');
  }
});

test('another host name is refused: no redirect over HTTP, no TLS handshake', async () => {
  for (const host of [
    'localhost@evil.example',
    'portico.example@evil.com',
    'evil.example',
    'localhost.evil.example',
    'portico.example',
  ]) {
    const response = await rawRequest(HTTP_PORT, '/docs/', {Host: host});
    expect(response.status, host).toBe(0);
    expect(response.headers.location, host).toBeUndefined();
  }
  for (const servername of ['evil.example', undefined]) {
    const handshake = await new Promise<string>((resolve) => {
      const socket = connect(
        {host: '127.0.0.1', port: HTTPS_PORT, servername, rejectUnauthorized: false},
        () => {
          resolve('accepted');
          socket.end();
        },
      );
      socket.on('error', (error) => resolve(error.message));
    });
    expect(handshake, `TLS with the name ${servername}`).toMatch(/alert/);
  }
});

test('HTTPS negotiates HTTP/2 and TLS 1.2 or newer, and serves the site with its headers', async ({
  request,
}) => {
  const negotiated = await new Promise<{alpn: string | false | null; protocol: string | null}>(
    (resolve, reject) => {
      const socket = connect(
        {
          host: '127.0.0.1',
          port: HTTPS_PORT,
          servername: 'localhost',
          ALPNProtocols: ['h2', 'http/1.1'],
          rejectUnauthorized: false,
        },
        () => {
          resolve({alpn: socket.alpnProtocol, protocol: socket.getProtocol()});
          socket.end();
        },
      );
      socket.on('error', reject);
    },
  );
  expect(negotiated.alpn).toBe('h2');
  expect(['TLSv1.2', 'TLSv1.3']).toContain(negotiated.protocol);

  const page = await request.get(`${ORIGIN}/docs/`);
  expect(page.status()).toBe(200);
  expect(page.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const redirect = await request.get(`${ORIGIN}/enterprise.html`, {maxRedirects: 0});
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/enterprise/');
  const missing = await request.get(`${ORIGIN}/blog/page/`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('This page is not here');
});

test('a doc hydrates over HTTPS with no CSP violation', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {violations: string[]}).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {violations: string[]}).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const response = await page.goto(`${ORIGIN}/docs/panel/domains/ssl/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('load');
  expect(
    await page.evaluate(() => (window as unknown as {violations: string[]}).violations),
  ).toEqual([]);
});
