/**
 * Redeploys as an operator makes them. nginx serves build A; then build B,
 * the same site built for another address so that its bundles get other
 * hashes, replaces it:
 * - through deploy/publish.sh (release folder, `current` symlink, nginx -t, reload), then back with --rollback;
 * - by copying B's files over A's with no reload, so nginx keeps A's security headers.
 * In each state every main page must hydrate in Chromium with no CSP violation.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {HAS_NGINX, SPARE_PORTS} from '../../playwright.config';
import {inlineScriptHashes} from '../../plugins/security-headers';
import {startNginx, type NginxServer} from '../hosting/serve';
import {TEST_ENV, expect, test} from './fixtures';

const [, , PUBLISH_PORT, COPY_PORT] = SPARE_PORTS;
const repo = join(__dirname, '..', '..');
const buildA = join(repo, 'build');
const buildB = `/tmp/portico-build-b-${PUBLISH_PORT}`;
const publishRoot = `/tmp/portico-releases-${PUBLISH_PORT}`;
const copyRoot = `/tmp/portico-copied-${COPY_PORT}`;
const PAGES = [
  '/', '/features/', '/install/', '/docs/', '/docs/panel/domains/ssl/', '/docs/changelog/', '/blog/',
  '/blog/verify-ssh-host-key-fingerprint/', '/docs/0.3.7/', '/search/',
];

const pageFile = (build: string, path: string) => join(build, path, 'index.html');

/**
 * The worker processes of an nginx server. A reload starts new workers under
 * the same master, so a worker not running before shows that nginx reloaded:
 * builds A and B have the same security headers, so the pages alone cannot.
 */
function nginxWorkers(server: NginxServer): number[] {
  const master = Number(readFileSync(join(server.prefix, 'nginx.pid'), 'utf8').trim());
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const expectReloaded = async (server: NginxServer, workersBefore: number[]) =>
  expect
    .poll(() => nginxWorkers(server).some((pid) => !workersBefore.includes(pid)), {message: 'nginx started new workers (a reload)'})
    .toBe(true);

const mainScript = (build: string) => /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(readFileSync(pageFile(build, '/'), 'utf8'))![0];

test.skip(!HAS_NGINX, 'nginx is not installed');
test.describe.configure({mode: 'serial'});
test.use({waitForHydration: false});

test.beforeAll(async () => {
  test.setTimeout(600_000);
  rmSync(buildB, {recursive: true, force: true});
  const env = {...process.env, ...TEST_ENV, SITE_URL: 'https://www.portico.example'};
  execFileSync('nice', ['-n', '10', 'npx', 'docusaurus', 'build', '--out-dir', buildB], {cwd: repo, env, stdio: 'ignore'});
  execFileSync('node', ['deploy/precompress.mjs', buildB], {cwd: repo, stdio: 'ignore'});
});

/** Opens each main page at `origin` and checks it is build `build`'s, hydrated, with no CSP violation. */
async function expectEveryPageWorks(page: Page, origin: string, build: string) {
  await page.addInitScript(() => {
    (window as unknown as {violations: string[]}).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {violations: string[]}).violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  for (const path of PAGES) {
    const response = await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain(mainScript(build));
    await expect(page.locator('html'), path).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
    // After hydration, so that a script blocked on the way there counts too.
    expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations), path).toEqual([]);
  }
}

test.describe('through deploy/publish.sh', () => {
  let server: NginxServer | undefined;
  const origin = `http://127.0.0.1:${PUBLISH_PORT}`;
  const publish = (...args: string[]) =>
    spawnSync(join(repo, 'deploy', 'publish.sh'), args, {
      encoding: 'utf8',
      env: {...process.env, PORTICO_ROOT: publishRoot, PORTICO_NGINX: server!.command},
    });

  test.beforeAll(async () => {
    rmSync(publishRoot, {recursive: true, force: true});
    // A release that was live before: A, copied in as publish.sh would have.
    mkdirSync(join(publishRoot, 'releases'), {recursive: true});
    cpSync(buildA, join(publishRoot, 'releases', 'a'), {recursive: true});
    symlinkSync(join(publishRoot, 'releases', 'a'), join(publishRoot, 'current'));
    server = await startNginx({siteRoot: join(publishRoot, 'current'), http: PUBLISH_PORT});
  });
  test.afterAll(async () => server?.stop());

  test('publishing B switches every page to B; each hydrates with no CSP violation', async ({page}) => {
    test.setTimeout(120_000);
    const workers = nginxWorkers(server!);
    expect(workers.length).toBeGreaterThan(0);
    const result = publish(buildB);
    expect(result.status, result.stderr).toBe(0);
    await expectReloaded(server!, workers);
    expect(readlinkSync(join(publishRoot, 'previous'))).toBe(join(publishRoot, 'releases', 'a'));
    expect(readFileSync(join(publishRoot, 'current', 'index.html'), 'utf8')).toBe(readFileSync(pageFile(buildB, '/'), 'utf8'));
    await expectEveryPageWorks(page, origin, buildB);
  });

  test('a release that fails nginx -t is not left live', async ({request}) => {
    const broken = `${buildB}-broken`;
    rmSync(broken, {recursive: true, force: true});
    cpSync(buildB, broken, {recursive: true});
    writeFileSync(join(broken, '_nginx', 'security-headers.conf'), 'add_header Broken;\n');
    const live = readlinkSync(join(publishRoot, 'current'));
    const result = publish(broken);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('nginx -t failed');
    expect(readlinkSync(join(publishRoot, 'current'))).toBe(live);
    expect(await (await request.get(`${origin}/`)).text()).toContain(mainScript(buildB));
    rmSync(broken, {recursive: true, force: true});
  });

  test('--rollback brings A back; every page hydrates with no CSP violation', async ({page}) => {
    test.setTimeout(120_000);
    const workers = nginxWorkers(server!);
    const result = publish('--rollback');
    expect(result.status, result.stderr).toBe(0);
    await expectReloaded(server!, workers);
    expect(readlinkSync(join(publishRoot, 'current'))).toBe(join(publishRoot, 'releases', 'a'));
    await expectEveryPageWorks(page, origin, buildA);
  });
});

test.describe('by copying files over, without a reload', () => {
  let server: NginxServer | undefined;

  test.beforeAll(async () => {
    rmSync(copyRoot, {recursive: true, force: true});
    cpSync(buildA, copyRoot, {recursive: true});
    server = await startNginx({siteRoot: copyRoot, http: COPY_PORT});
  });
  test.afterAll(async () => server?.stop());

  test('B copied over A: every page hydrates with no CSP violation', async ({page}) => {
    test.setTimeout(120_000);
    cpSync(buildB, copyRoot, {recursive: true, force: true});
    await expectEveryPageWorks(page, `http://127.0.0.1:${COPY_PORT}`, buildB);
  });
});

// Why a copy without a reload works: nginx's policy lists the hashes of A's inline scripts, and B's are the same.
test('builds A and B differ in bundle hashes only, not in inline scripts or security headers', () => {
  expect(mainScript(buildB)).not.toBe(mainScript(buildA));
  for (const path of PAGES) {
    const a = readFileSync(pageFile(buildA, path), 'utf8');
    const b = readFileSync(pageFile(buildB, path), 'utf8');
    expect(inlineScriptHashes(b), `inline scripts of ${path}`).toEqual(inlineScriptHashes(a));
  }
  expect(readFileSync(join(buildB, '_nginx', 'security-headers.conf'), 'utf8')).toBe(
    readFileSync(join(buildA, '_nginx', 'security-headers.conf'), 'utf8'),
  );
});
