/**
 * Redeploys as an operator makes them. nginx serves build A; then build B
 * replaces it:
 * - through deploy/publish.sh (release folder, `current` symlink, headers, nginx -t, reload), then back with --rollback;
 * - by copying B's files over A's with no reload, so nginx keeps A's security headers.
 * In each state every main page must hydrate in Chromium with no CSP violation, and a
 * tab opened before the publish keeps working in place.
 *
 * Build B is made from build A, not by a second `docusaurus build` (a minute
 * of both cores): it is A as a rebuild after an edit to one doc leaves it.
 * Scripts are named by their content hash (plugins/chunk-ids), so the doc's
 * text changes in its page and in its content chunk, which gets a new name;
 * the hash table that named it (its route group's hash chunk) changes and is
 * renamed, and so is the runtime, which names that table; every page names
 * the new runtime, the doc's page its new chunk. Every other script keeps its
 * name. That is what a tab opened on A
 * meets after a publish: its runtime asks for the doc's chunk under A's name.
 */
import {spawn, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {join} from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {HAS_NGINX, SPARE_PORTS} from '../../playwright.config';
import {inlineScriptHashes} from '../../plugins/security-headers';
import {docsPathOf, docsVersions} from '../../src/data/releases';
import {startNginx, type NginxServer} from '../hosting/serve';
import {expect, test} from './fixtures';

const [, , PUBLISH_PORT, COPY_PORT] = SPARE_PORTS;
const repo = join(__dirname, '..', '..');
const buildA = join(repo, 'build');
const buildB = `/tmp/portico-build-b-${PUBLISH_PORT}`;
/** Build A where publish.sh can read it as nobody, wherever the repository is. */
const publishableA = `/tmp/portico-build-a-${PUBLISH_PORT}`;
const publishRoot = `/tmp/portico-releases-${PUBLISH_PORT}`;
const copyRoot = `/tmp/portico-copied-${COPY_PORT}`;
const PAGES = [
  '/',
  '/features/',
  '/install/',
  '/docs/',
  '/docs/panel/domains/ssl/',
  '/docs/changelog/',
  '/blog/',
  '/blog/verify-ssh-host-key-fingerprint/',
  docsPathOf(docsVersions.previous.at(-1)!),
  '/search/',
];
/** The doc B edits, a page that links to it, and the edit. */
const EDITED_DOC = '/docs/panel/domains/ssl/';
const LINKING_PAGE = '/docs/';
const [TEXT_A, TEXT_B] = ['status comes with the reason', 'status carries the reason'];

const pageFile = (build: string, path: string) => join(build, path, 'index.html');
const runtimeScript = (build: string) =>
  /\/assets\/js\/runtime~main\.[0-9a-f]+\.js/.exec(readFileSync(pageFile(build, '/'), 'utf8'))![0];
/** A file name's content hash, eight hex digits as the bundler writes them. */
const contentHash = (content: string) =>
  createHash('md5').update(content).digest('hex').slice(0, 8);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Copies a build as hard links: thousands of files in a tenth of a second, where copying
 * their bytes took seconds. The copy shares its files with the original, so a file of it
 * is replaced (`replaceFile`), never written in place, or the original would change too.
 */
function linkCopy(from: string, to: string) {
  rmSync(to, {recursive: true, force: true});
  const copied = spawnSync('cp', ['-R', '-l', from, to], {encoding: 'utf8'});
  expect(copied.status, copied.stderr).toBe(0);
}

/** Writes `path` as a new file, leaving alone any other name of the file it replaces (see `linkCopy`). */
function replaceFile(path: string, content: string | Buffer) {
  rmSync(path, {force: true});
  writeFileSync(path, content);
}

/**
 * Writes a file of build B, with the compressed copies nginx sends where A had
 * them (brotli at quality 5 rather than deploy/precompress.mjs's 9 to 11:
 * their size changes, not what they hold; 5 s for every page instead of
 * 90 s on a busy machine), and removes the name it replaces with its copies.
 */
function writeBuildFile(path: string, content: string, replaces = path) {
  const hadCopies = existsSync(`${replaces}.gz`);
  for (const file of [replaces, `${replaces}.gz`, `${replaces}.br`]) rmSync(file, {force: true});
  replaceFile(path, content);
  if (!hadCopies) return;
  replaceFile(`${path}.gz`, gzipSync(content));
  replaceFile(
    `${path}.br`,
    brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 5}}),
  );
}

/** The scripts of a build, as paths from its root: `/assets/js/main.0a1b2c3d.js`. */
const scriptPaths = (build: string) =>
  readdirSync(join(build, 'assets', 'js'), {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/js/${name}`);

/**
 * Rewrites a script of B with `edit` and names it by its new content hash, as the
 * build would; then the same for each script whose hash table holds its hash, and
 * every page that names it takes the new name.
 */
function rehash(path: string, edit: (source: string) => string) {
  const [, name, oldHash] = /^\/assets\/js\/(.+)\.([0-9a-f]{8})\.js$/.exec(path)!;
  const source = edit(readFileSync(join(buildB, path), 'utf8'));
  const newHash = contentHash(source);
  const newPath = `/assets/js/${name}.${newHash}.js`;
  writeBuildFile(join(buildB, newPath), source, join(buildB, path));
  const [oldEntry, newEntry] = [oldHash, newHash].map(
    (hash) => `${JSON.stringify(name)}:"${hash}"`,
  );
  for (const file of htmlFiles(buildB)) {
    const html = readFileSync(file, 'utf8');
    if (html.includes(path)) writeBuildFile(file, html.replaceAll(path, newPath));
  }
  const tables = scriptPaths(buildB).filter((script) =>
    readFileSync(join(buildB, script), 'utf8').includes(oldEntry),
  );
  for (const table of tables) rehash(table, (source) => source.replace(oldEntry, newEntry));
}

/** Build B from build A: see the top of this file. */
function makeBuildB() {
  linkCopy(buildA, buildB);
  const pagePath = pageFile(buildB, EDITED_DOC);
  const page = readFileSync(pagePath, 'utf8');
  const edited = [...page.matchAll(/\/assets\/js\/[^"' >]+\.js/g)]
    .map(([path]) => path)
    .find((path) => readFileSync(join(buildB, path), 'utf8').includes(TEXT_A))!;
  writeBuildFile(pagePath, page.replace(TEXT_A, TEXT_B));
  rehash(edited, (source) => source.replace(TEXT_A, TEXT_B));
}

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
    .poll(() => nginxWorkers(server).some((pid) => !workersBefore.includes(pid)), {
      message: 'nginx started new workers (a reload)',
    })
    .toBe(true);

test.skip(!HAS_NGINX, 'nginx is not installed');
test.describe.configure({mode: 'serial'});
test.use({waitForHydration: false});

test.beforeAll(() => {
  makeBuildB();
  linkCopy(buildA, publishableA);
});

/** Opens each main page at `origin` and checks it is build `build`'s, hydrated, with no CSP violation. */
async function expectEveryPageWorks(page: Page, origin: string, build: string) {
  await page.addInitScript(() => {
    (window as unknown as {violations: string[]}).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as {violations: string[]}).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of PAGES) {
    const response = await page.goto(`${origin}${path}`, {waitUntil: 'load'});
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain(runtimeScript(build));
    await expect(page.locator('html'), path).toHaveAttribute('data-has-hydrated', 'true', {
      timeout: 15_000,
    });
    // After hydration, so that a script blocked on the way there counts too.
    expect(
      await page.evaluate(() => (window as unknown as {violations: string[]}).violations),
      path,
    ).toEqual([]);
  }
}

/** Every failed request to the site, answer of 400 or more, and console error of the tab from now on. */
function recordFailures(page: Page, origin: string): string[] {
  const failures: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin))
      failures.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.url()}: ${response.status()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  return failures;
}

/** Opens `path` and marks the document, so that a reload, which would drop the mark, shows. */
async function openMarkedTab(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.evaluate(
    () => ((window as unknown as {openedBeforePublish: boolean}).openedBeforePublish = true),
  );
}
const isSameDocument = (page: Page) =>
  page.evaluate(
    () => (window as unknown as {openedBeforePublish?: boolean}).openedBeforePublish === true,
  );

test.describe('through deploy/publish.sh', () => {
  let server: NginxServer | undefined;
  const origin = `http://127.0.0.1:${PUBLISH_PORT}`;
  /** publish.sh runs the nginx it finds first on PATH: this server's, or the one in `nginxBin`. */
  const publishEnv = (nginxBin = server!.bin) => ({
    ...process.env,
    PATH: `${nginxBin}:${process.env.PATH}`,
    PORTICO_ROOT: publishRoot,
    PORTICO_NGINX_DIR: server?.prefix ?? `${publishRoot}-nginx-before-start`,
  });
  const publish = (args: string[], nginxBin?: string) =>
    spawnSync(join(repo, 'deploy', 'publish.sh'), args, {
      encoding: 'utf8',
      env: publishEnv(nginxBin),
    });
  const live = () => readlinkSync(join(publishRoot, 'current'));
  const releaseNames = () => readdirSync(join(publishRoot, 'releases')).sort();
  const liveHeaders = () => readFileSync(join(server!.prefix, 'security-headers.conf'), 'utf8');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(publishRoot, {recursive: true, force: true});
    // A's release, published before nginx runs, as on a new server: nginx's check and reload wait for it.
    const noNginxYet = `${publishRoot}-no-nginx-yet`;
    mkdirSync(noNginxYet, {recursive: true});
    writeFileSync(join(noNginxYet, 'nginx'), '#!/bin/sh\n', {mode: 0o755});
    const first = publish([publishableA], noNginxYet);
    expect(first.status, first.stderr).toBe(0);
    server = await startNginx({siteRoot: join(publishRoot, 'current'), http: PUBLISH_PORT});
  });
  test.afterAll(async () => server?.stop());

  test('a tab open on A keeps working in place after B is published: no failed request, no console error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const failures = recordFailures(page, origin);
    await openMarkedTab(page, `${origin}${LINKING_PAGE}`);

    const workers = nginxWorkers(server!);
    const result = publish([buildB]);
    expect(result.status, result.stderr).toBe(0);
    await expectReloaded(server!, workers);
    expect(readlinkSync(join(publishRoot, 'previous'))).toBe(
      join(publishRoot, 'releases', releaseNames()[0]),
    );
    expect(readFileSync(join(live(), 'index.html'), 'utf8')).toBe(
      readFileSync(pageFile(buildB, '/'), 'utf8'),
    );

    // A client-side navigation to the edited doc: A's runtime asks for the doc's chunk under A's name.
    await page.locator(`main a[href="${EDITED_DOC}"]`).first().click();
    await expect(page).toHaveURL(`${origin}${EDITED_DOC}`);
    await expect(page.getByRole('main')).toContainText(TEXT_A);
    // Its code blocks are drawn here for the first time, by the highlighting chunk.
    await expect(page.locator('main pre code .token').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${origin}${LINKING_PAGE}`);
    await expect(page.locator(`main a[href="${EDITED_DOC}"]`).first()).toBeVisible();

    await page.keyboard.press('/');
    await page.keyboard.type('backup');
    await expect(
      page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first(),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.locator('.navbar__brand').click();
    await expect(page).toHaveURL(`${origin}/`);
    await page.getByRole('link', {name: /watch the video/i}).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    expect(await isSameDocument(page), 'the tab was never reloaded').toBe(true);
    expect(failures).toEqual([]);

    // A page opened now is B's.
    await page.goto(`${origin}${EDITED_DOC}`);
    await expect(page.getByRole('main')).toContainText(TEXT_B);
  });

  test('every page of B hydrates with no CSP violation', async ({page}) => {
    test.setTimeout(120_000);
    await expectEveryPageWorks(page, origin, buildB);
  });

  test('a missing highlighting chunk reloads the page once, and the page shows its code, not an error', async ({
    page,
  }) => {
    // As for a tab opened on a release older than those publish.sh keeps.
    const assets = join(live(), 'assets', 'js');
    const highlighting = readdirSync(assets, {recursive: true, encoding: 'utf8'}).filter(
      (name) =>
        name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('getTokenProps'),
    );
    expect(highlighting.length).toBeGreaterThan(0);
    const kept = `${publishRoot}-highlighting`;
    rmSync(kept, {recursive: true, force: true});
    mkdirSync(kept);
    for (const name of highlighting) cpSync(join(assets, name), join(kept, name));
    try {
      await openMarkedTab(page, `${origin}${LINKING_PAGE}`);
      for (const name of highlighting) rmSync(join(assets, name));
      await page.locator(`main a[href="${EDITED_DOC}"]`).first().click();
      await expect(page).toHaveURL(`${origin}${EDITED_DOC}`);
      await expect
        .poll(() => isSameDocument(page).catch(() => true), {message: 'the page reloaded'})
        .toBe(false);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('main pre code .token').first()).toBeVisible();
      await expect(page.getByText('This page crashed')).toHaveCount(0);
    } finally {
      for (const name of highlighting) cpSync(join(kept, name), join(assets, name));
      rmSync(kept, {recursive: true, force: true});
    }
  });

  test('a header file with a directive smuggled in is refused; the live release and headers stay', async ({
    request,
  }) => {
    // The two; tests/unit/publish.test.ts holds the line check to more forms.
    const smuggled = [
      'error_log /tmp/portico-smuggled.log;\n',
      'location /etc-listing/ {\n    alias /etc/;\n    autoindex on;\n}\n',
    ];
    test.setTimeout(120_000);
    const [liveBefore, releasesBefore, headersBefore] = [live(), releaseNames(), liveHeaders()];
    const hostile = `${buildB}-hostile`;
    linkCopy(buildB, hostile);
    for (const addition of smuggled) {
      replaceFile(
        join(hostile, '_nginx', 'security-headers.conf'),
        readFileSync(join(buildB, '_nginx', 'security-headers.conf'), 'utf8') + addition,
      );
      const result = publish([hostile]);
      expect(result.status, addition).not.toBe(0);
      expect(result.stderr, addition).toContain("which are not the site's security headers");
      expect([live(), releaseNames(), liveHeaders()], addition).toEqual([
        liveBefore,
        releasesBefore,
        headersBefore,
      ]);
    }
    rmSync(hostile, {recursive: true, force: true});
    expect((await request.get(`${origin}/etc-listing/`)).status()).toBe(404);
  });

  test('a build holding a symlink is refused', () => {
    test.setTimeout(60_000);
    const linked = `${buildB}-linked`;
    linkCopy(buildB, linked);
    rmSync(join(linked, 'robots.txt'));
    spawnSync('ln', ['-s', '/etc/passwd', join(linked, 'robots.txt')]);
    const [liveBefore, releasesBefore] = [live(), releaseNames()];
    const result = publish([linked]);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('holds symlinks');
    expect(result.stderr).toContain('./robots.txt');
    expect([live(), releaseNames()]).toEqual([liveBefore, releasesBefore]);
    rmSync(linked, {recursive: true, force: true});
  });

  test('a release that fails nginx -t is not left live, nor kept', async ({request}) => {
    test.setTimeout(60_000);
    // A server whose nginx configuration is broken: nginx -t fails whatever the release.
    const siteConf = join(server!.prefix, 'site.conf');
    const working = readFileSync(siteConf, 'utf8');
    const [liveBefore, releasesBefore, headersBefore] = [live(), releaseNames(), liveHeaders()];
    writeFileSync(siteConf, `${working}no_such_directive on;\n`);
    try {
      const result = publish([publishableA]);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('nginx -t failed');
    } finally {
      writeFileSync(siteConf, working);
    }
    expect([live(), releaseNames(), liveHeaders()]).toEqual([
      liveBefore,
      releasesBefore,
      headersBefore,
    ]);
    expect(await (await request.get(`${origin}/`)).text()).toContain(runtimeScript(buildB));
  });

  test('two publishes at once: the second is refused with a message, and the first goes live whole; leftovers go', async () => {
    test.setTimeout(120_000);
    // The first one's nginx check waits for the test, so both surely run at the same time.
    const gate = `${publishRoot}-gate`;
    rmSync(gate, {recursive: true, force: true});
    mkdirSync(gate);
    writeFileSync(
      join(gate, 'nginx'),
      `#!/bin/sh\ntouch ${gate}/checking\nwhile [ ! -e ${gate}/go ]; do sleep 0.1; done\nexec ${server!.command} "$@"\n`,
      {mode: 0o755},
    );
    // What a publish stopped half-way leaves: the next one removes it.
    mkdirSync(join(publishRoot, 'releases', '20000101T000000Z.partial', 'assets'), {
      recursive: true,
    });
    const workers = nginxWorkers(server!);
    const first = spawn(join(repo, 'deploy', 'publish.sh'), [publishableA], {
      env: publishEnv(gate),
    });
    const firstExit = new Promise<number | null>((resolve) => first.on('exit', resolve));
    try {
      await expect
        .poll(() => existsSync(join(gate, 'checking')), {
          message: 'the first publish reached nginx -t',
          timeout: 45_000,
        })
        .toBe(true);
      const second = publish([buildB]);
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain('another publish, rollback or purge is running');
    } finally {
      writeFileSync(join(gate, 'go'), '');
    }
    expect(await firstExit).toBe(0);
    await expectReloaded(server!, workers);
    expect(readFileSync(join(live(), 'index.html'), 'utf8')).toBe(
      readFileSync(pageFile(buildA, '/'), 'utf8'),
    );
    expect(releaseNames().filter((name) => name.endsWith('.partial'))).toEqual([]);
    rmSync(gate, {recursive: true, force: true});
  });

  test('--rollback brings B back; a tab open on the release it replaced keeps working in place', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const failures = recordFailures(page, origin);
    await openMarkedTab(page, `${origin}${LINKING_PAGE}`);
    const workers = nginxWorkers(server!);
    const result = publish(['--rollback']);
    expect(result.status, result.stderr).toBe(0);
    await expectReloaded(server!, workers);
    expect(readFileSync(join(live(), 'index.html'), 'utf8')).toBe(
      readFileSync(pageFile(buildB, '/'), 'utf8'),
    );

    await page.locator(`main a[href="${EDITED_DOC}"]`).first().click();
    await expect(page.getByRole('main')).toContainText(TEXT_A);
    await expect(page.locator('main pre code .token').first()).toBeVisible();
    expect(await isSameDocument(page), 'the tab was never reloaded').toBe(true);
    expect(failures).toEqual([]);
    await expectEveryPageWorks(page, origin, buildB);
  });

  test('a page that a new build no longer has answers 404 once it is published; its hashed files stay', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const withoutPage = `${buildB}-without-assets-page`;
    linkCopy(buildB, withoutPage);
    for (const file of ['index.html', 'index.html.gz', 'index.html.br'])
      rmSync(join(withoutPage, 'assets', file), {force: true});
    expect((await request.get(`${origin}/assets/`)).status()).toBe(200);
    const result = publish([withoutPage]);
    expect(result.status, result.stderr).toBe(0);
    expect((await request.get(`${origin}/assets/`)).status()).toBe(404);
    expect(
      (await request.get(`${origin}${runtimeScript(buildA)}`)).status(),
      "A's runtime, carried",
    ).toBe(200);
    rmSync(withoutPage, {recursive: true, force: true});
    const back = publish(['--rollback']);
    expect(back.status, back.stderr).toBe(0);
    expect((await request.get(`${origin}/assets/`)).status()).toBe(200);
  });

  test('the live release holds the hashed files and search index of every release kept, and no other page', () => {
    expect(releaseNames().length).toBeGreaterThan(2);
    const carried = (release: string) =>
      ['assets/js', 'assets/css', 'assets/images', 'assets/files', 'pagefind'].flatMap((folder) =>
        existsSync(join(release, folder))
          ? readdirSync(join(release, folder), {recursive: true, encoding: 'utf8'}).map((name) =>
              join(folder, name),
            )
          : [],
      );
    for (const name of releaseNames()) {
      for (const file of carried(join(publishRoot, 'releases', name)))
        expect(existsSync(join(live(), file)), `${file} of ${name}`).toBe(true);
    }
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
test('machinery: builds A and B differ in bundle hashes and one doc, not in inline scripts or security headers', () => {
  expect(runtimeScript(buildB)).not.toBe(runtimeScript(buildA));
  // Only the edited doc's chunk, its section's hash table and the runtime have new names (plugins/chunk-ids).
  const scriptsOfA = new Set(scriptPaths(buildA));
  const renamed = scriptPaths(buildB).filter((script) => !scriptsOfA.has(script));
  expect(
    renamed
      .map((script) =>
        script
          .replace(/\.[0-9a-f]{8}\.js$/, '')
          .replace(/^\/assets\/js\/[0-9a-f]{8}$/, 'content chunk'),
      )
      .sort(),
  ).toEqual([
    '/assets/js/route-group-docs-current-panel~hashes',
    '/assets/js/runtime~main',
    'content chunk',
  ]);
  // B shares A's other files as hard links: A's own names and text are still there.
  expect(existsSync(join(buildA, runtimeScript(buildA)))).toBe(true);
  expect(readFileSync(pageFile(buildA, EDITED_DOC), 'utf8')).toContain(TEXT_A);
  expect(readFileSync(pageFile(buildB, EDITED_DOC), 'utf8')).toContain(TEXT_B);
  for (const path of PAGES) {
    const a = readFileSync(pageFile(buildA, path), 'utf8');
    const b = readFileSync(pageFile(buildB, path), 'utf8');
    expect(inlineScriptHashes(b), `inline scripts of ${path}`).toEqual(inlineScriptHashes(a));
  }
  expect(readFileSync(join(buildB, '_nginx', 'security-headers.conf'), 'utf8')).toBe(
    readFileSync(join(buildA, '_nginx', 'security-headers.conf'), 'utf8'),
  );
});
