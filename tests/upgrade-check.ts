/**
 * `npm run upgrade-check`: after a Docusaurus upgrade, says by name every
 * place where the site leans on something of Docusaurus's that is not a
 * public API, so that an upgrade fails here with a message rather than with a
 * blank site. It checks that:
 * - every patch in patches/ is for the installed version and is applied, and
 *   still has its effect: in node_modules (no localeCompare, no tslib
 *   require, Lighthouse's short
 *   benchmark) and on the build `npm test` made (a page's chunks preloaded
 *   after the entry scripts, no tslib or Prism in main.js, the theme's author
 *   socials in a chunk no blog page names, a route group for each docs version
 *   that only its pages load, and, in a browser, a frozen version's page given
 *   the same global data on the server and in the browser, the links in
 *   view prefetched from idle callbacks, and a doc page running only the
 *   route patterns its pathname can match), so run it after a build;
 * - every copied file (ejected theme components, config/page-template.ts)
 *   names its upstream file and version, that version is the installed one,
 *   and it keeps the upstream licence header;
 * - every wrapped theme component (`@theme-original/X`) still exists upstream;
 * - every name imported from `@docusaurus/theme-common/internal` is still exported;
 * - what plugins/early-input and plugins/registry-without-paths read is still there.
 * Prints one line per check and `N passed, N failed`.
 */
import {createHash} from 'node:crypto';
import {spawnSync} from 'node:child_process';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {pathToFileURL} from 'node:url';
import {launchOfflineChromium} from './lib/offline-chromium';

const root = join(import.meta.dirname, '..');
const counts = {passed: 0, failed: 0};
const check = (ok: boolean, what: string, why = '') => {
  counts[ok ? 'passed' : 'failed'] += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || !why ? '' : `: ${why}`}`);
};
const read = (path: string) => readFileSync(path, 'utf8');
const modulePath = (...path: string[]) => join(root, 'node_modules', ...path);
/** The built source of a theme-classic component. */
const themeComponent = (...path: string[]) =>
  read(modulePath('@docusaurus', 'theme-classic', 'lib', 'theme', ...path, 'index.js'));
const installedVersion = (name: string): string =>
  (JSON.parse(read(modulePath(name, 'package.json'))) as {version: string}).version;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Whether `patches` revert one after the other from node_modules as it is (tried on a copy of the files they touch). */
function revertsInTurn(patches: string[]): boolean {
  const scratch = mkdtempSync(join(tmpdir(), 'portico-upgrade-check-'));
  try {
    for (const patch of patches) {
      for (const [, path] of read(join(root, 'patches', patch)).matchAll(/^\+\+\+ b\/(.+)$/gm)) {
        if (existsSync(join(scratch, path)) || !existsSync(join(root, path))) continue;
        mkdirSync(dirname(join(scratch, path)), {recursive: true});
        cpSync(join(root, path), join(scratch, path));
      }
    }
    return patches.every(
      (patch) =>
        spawnSync('git', ['apply', '--reverse', join(root, 'patches', patch)], {cwd: scratch})
          .status === 0,
    );
  } finally {
    rmSync(scratch, {recursive: true, force: true});
  }
}

// Patches: named `<scope>+<name>+<version>[+<sequence>+<title>].patch` by patch-package; applied means the reverse applies
// cleanly after the reverse of the package's later patches, which may change the same lines.
const patchNames = readdirSync(join(root, 'patches'))
  .filter((file) => file.endsWith('.patch'))
  .sort();
for (const name of patchNames) {
  const named = /^(.+?)\+(\d+\.\d+\.\d+[^+]*)(?:\+\d+\+[\w-]+)?\.patch$/.exec(name);
  if (!named) {
    check(false, `patch ${name}`, 'not named <package>+<version>[+<sequence>+<title>].patch');
    continue;
  }
  const [, pkg, version] = named;
  const packageName = pkg.replace('+', '/');
  const installed = installedVersion(packageName);
  if (installed !== version) {
    check(
      false,
      `patch ${name}`,
      `made for ${packageName} ${version}, ${installed} is installed; re-make it against ${installed} or drop it`,
    );
    continue;
  }
  const packagePrefix = name.replace(/(\+\d+\.\d+\.\d+[^+]*).*$/, '$1');
  const laterFirst = patchNames
    .filter((other) => other.startsWith(packagePrefix) && other >= name)
    .reverse();
  const applied = revertsInTurn(laterFirst);
  check(
    applied,
    `patch ${name}`,
    'not applied to node_modules; run npm ci and read what patch-package says',
  );
}

/**
 * Whether a copy says it was read against the installed upstream file: a `Reviewed against <package>@<version>
 * (upstream sha256 <first 16 digits>)` line whose digest is that file's. A copy whose upstream changed only in
 * lines the copy does not carry names the new version there, with what changed, instead of being ejected again.
 */
function reviewedUpstream(source: string, packageName: string, upstreamPath: string): boolean {
  const digest = createHash('sha256').update(readFileSync(upstreamPath)).digest('hex').slice(0, 16);
  return [
    ...source.matchAll(/Reviewed against (@?[\w/-]+)@[\w.-]+ \(upstream sha256 ([0-9a-f]{16})\)/g),
  ].some(([, name, reviewed]) => name === packageName && reviewed === digest);
}

const themeDir = join(root, 'src', 'theme');
const themeSources = [...files(themeDir)].filter((path) => /\.tsx?$/.test(path));
const LICENCE = 'This source code is licensed under the MIT license found in the';

// Copies of upstream files: ejected components and the page template, `Ejected from` or `Copied from <package>@<version>, <upstream path>.`
const copiedSources = [...themeSources, join(root, 'config', 'page-template.ts')];
for (const path of copiedSources) {
  const source = read(path);
  const ejected = /(?:Ejected|Copied) from (@?[\w/-]+)@([\d.]+), ([\w/.-]+)[.,]/.exec(source);
  if (!ejected) continue;
  const [, packageName, version, upstream] = ejected;
  const what = `eject ${relative(root, path)}`;
  const installed = installedVersion(packageName);
  const upstreamPath = join(root, 'node_modules', packageName, upstream);
  if (!existsSync(upstreamPath)) check(false, what, `${packageName} no longer has ${upstream}`);
  else if (installed !== version && !reviewedUpstream(source, packageName, upstreamPath))
    check(
      false,
      what,
      `ejected from ${packageName} ${version}, ${installed} is installed; eject again and carry over the lines marked Changed`,
    );
  else check(source.includes(LICENCE), what, 'the upstream licence header is missing');
}

// Wrapped components: `@theme-original/X` must still be a component of an installed theme.
const themePackages = ['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia']
  .filter((name) => existsSync(join(root, 'node_modules', name)))
  .map((name) => ({name, dir: join(root, 'node_modules', name, 'lib/theme')}));
const wrapped = new Set(
  themeSources.flatMap((path) =>
    [...read(path).matchAll(/from '@theme-original\/([\w/]+)'/g)].map((match) => match[1]),
  ),
);
for (const component of wrapped) {
  const owner = themePackages.find(
    ({dir}) => existsSync(join(dir, component)) || existsSync(join(dir, `${component}.js`)),
  );
  check(
    Boolean(owner),
    `wrapped @theme-original/${component}`,
    `no installed theme has ${component} any more`,
  );
}

// Names imported from theme-common's internal entry, which may change in any release.
const internal = read(
  join(root, 'node_modules', '@docusaurus', 'theme-common', 'lib', 'internal.d.ts'),
);
const internalNames = new Set<string>();
for (const path of themeSources) {
  for (const match of read(path).matchAll(
    /import\s*(?:type\s*)?\{([^}]+)\}\s*from '@docusaurus\/theme-common\/internal'/g,
  )) {
    for (const name of match[1]
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter(Boolean))
      internalNames.add(name);
  }
}
for (const name of internalNames)
  check(
    new RegExp(`\\b${name}\\b`).test(internal),
    `@docusaurus/theme-common/internal exports ${name}`,
    'no longer exported',
  );

// What the site's own plugins read from Docusaurus's output.
const coreClient = [
  ...files(join(root, 'node_modules', '@docusaurus', 'core', 'lib', 'client')),
].filter((path) => path.endsWith('.js'));
check(
  coreClient.some((path) => read(path).includes('data-has-hydrated')),
  'Docusaurus marks a hydrated page with data-has-hydrated (plugins/early-input waits for it)',
  'the attribute is gone; plugins/early-input would hold every press for ever',
);
const dropdown = themeComponent('NavbarItem', 'DropdownNavbarItem', 'Desktop');
check(
  dropdown.includes('dropdown__menu'),
  'the version dropdown lists its items in .dropdown__menu (plugins/early-input holds presses there)',
  'class renamed',
);
const docsPackage = join(root, 'node_modules', '@docusaurus', 'plugin-content-docs', 'lib');
check(
  read(join(docsPackage, 'client', 'docsPreferredVersion.js')).includes(
    '`docs-preferred-version-${pluginId}`',
  ) &&
    read(join(docsPackage, 'versions', 'version.js')).includes('`docs-version-${versionName}`') &&
    read(
      join(root, 'node_modules', '@docusaurus', 'theme-common', 'lib', 'utils', 'metadataUtils.js'),
    ).includes('`plugin-id-${'),
  'a doc page names its docs plugin and version in classes of <html>, and the preferred version is stored under docs-preferred-version-<plugin> (plugins/early-input saves it without the app)',
  'changed',
);
const tabs = themeComponent('Tabs');
const tabItem = themeComponent('TabItem');
check(
  /<TabList[\s\S]*<TabContent>/.test(tabs) &&
    tabs.includes("'tabs__item--active'") &&
    tabItem.includes('hidden={!isSelected}'),
  'a tab list is followed by its panels, hidden but the selected one (plugins/early-input switches them without the app)',
  'changed',
);
const colorToggle = themeComponent('ColorModeToggle');
check(
  /disabled: !isBrowser|disabled=\{!isBrowser\}/.test(colorToggle) &&
    colorToggle.includes('className'),
  'the color-mode toggle takes a className and is disabled until the app runs (src/theme/ColorModeToggle)',
  'changed',
);
const registryTemplate = [
  ...files(join(root, 'node_modules', '@docusaurus', 'core', 'lib', 'server')),
].find((path) => read(path).includes('registry.js'));
check(
  registryTemplate !== undefined && /require\.resolveWeak/.test(read(registryTemplate)),
  'the route registry is written with require.resolveWeak entries (plugins/registry-without-paths)',
  'format changed; the build also fails in plugins/registry-without-paths/loader.cjs',
);

async function main(): Promise<void> {
  // What each patch is for, checked on its effect: in node_modules, and on the build `npm test` made.

  // shallow memo: the hook every docs page calls on hydration sorts without building a collator.
  {
    const source = read(modulePath('@docusaurus', 'theme-common', 'lib', 'utils', 'reactUtils.js'));
    const body = /export function useShallowMemoObject\([^)]*\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
    check(
      body !== undefined && body.includes('sort(') && !body.includes('localeCompare'),
      'useShallowMemoObject sorts keys without localeCompare (theme-common patch)',
      body ? 'it calls localeCompare again' : 'useShallowMemoObject is gone or moved',
    );
  }

  // utils-common: no CommonJS require of tslib left for the bundler to take whole.
  {
    const sources = [...files(modulePath('@docusaurus', 'utils-common', 'lib'))].filter((path) =>
      path.endsWith('.js'),
    );
    const requiring = sources
      .filter((path) => /require\(["']tslib["']\)/.test(read(path)))
      .map((path) => relative(root, path));
    check(
      requiring.length === 0,
      '@docusaurus/utils-common requires no tslib (utils-common patch)',
      requiring.join(', '),
    );
  }

  // The Observatory's HSTS preload list, which its install script would download.
  {
    const list = modulePath('@mdn', 'mdn-http-observatory', 'conf', 'hsts-preload.json');
    check(
      existsSync(list) && read(list).trim() === '{}',
      'the HTTP Observatory has its empty HSTS preload list (mdn patch)',
      'missing: run npm ci',
    );
  }

  // lighthouse: the machine benchmark each audit run starts with lasts about 0.05 s rather than 1 s.
  {
    const {pageFunctions} = (await import(
      pathToFileURL(modulePath('lighthouse', 'core', 'lib', 'page-functions.js')).href
    )) as {pageFunctions: {computeBenchmarkIndex: () => number}};
    const started = performance.now();
    const index = pageFunctions.computeBenchmarkIndex();
    const ms = performance.now() - started;
    check(
      index > 0 && ms < 500,
      "Lighthouse's benchmark index takes under 500 ms (lighthouse patch)",
      index > 0 ? `${ms.toFixed(0)} ms: it runs its full second again` : `it returned ${index}`,
    );
  }

  // On the build: the effects a visitor gets.
  const buildDir = join(root, 'build');
  const html = (route: string) => read(join(buildDir, route, 'index.html'));
  const assetsNamed = (page: string) =>
    [...page.matchAll(/(?:src|href)=["']?\/(assets\/js\/[^"' >]+\.js)/g)].map((match) => match[1]);
  if (!existsSync(join(buildDir, 'index.html'))) {
    check(
      false,
      'the patches checked on a build',
      'no build/: run npm run build (or npm test) first',
    );
  } else {
    const jsDir = join(buildDir, 'assets', 'js');
    // Every script, entry or chunk, sits in assets/js/ named for its content hash (plugins/chunk-ids).
    const scripts = readdirSync(jsDir, {recursive: true, encoding: 'utf8'}).filter((name) =>
      name.endsWith('.js'),
    );
    const mainFile = scripts.find((name) => /^main\.[\da-f]+\.js$/.test(name));
    if (!mainFile) throw new Error('build/assets/js has no main.<hash>.js');
    const mainJs = read(join(jsDir, mainFile));
    const chunksWith = (marker: string) =>
      scripts.filter((name) => read(join(jsDir, name)).includes(marker));

    const doc = html('docs');
    const deferred = [...doc.matchAll(/<script src=["']?\/(assets\/js\/[^"' >]+)["']? defer/g)].map(
      (match) => match[1],
    );
    const preloads = [
      ...doc.matchAll(
        /<link rel=["']?preload["']? as=["']?script["']? fetchpriority=["']?low["']? href=["']?\/(assets\/js\/[^"' >]+)/g,
      ),
    ].map((match) => match[1]);
    const firstPreload = doc.search(/<link rel=["']?preload/);
    check(
      deferred.length === 2 &&
        deferred.every((file) => /\/(runtime~main|main)\./.test(file)) &&
        preloads.length > 0 &&
        preloads.every((file) => existsSync(join(buildDir, file))) &&
        doc.lastIndexOf(' defer', firstPreload) > 0,
      "a doc's HTML runs the entry scripts and preloads its own chunks after them (core 001, 002 and config/page-template.ts)",
      `entry scripts ${deferred.join(', ') || 'none'}; ${preloads.length} preloads`,
    );

    // bundler: SWC's HTML minifier keeps the optional end tags and the attributes' quotes.
    const reference = html('docs/admin/cli-reference/user');
    const cells = (tag: string) => reference.match(new RegExp(tag, 'g'))?.length ?? 0;
    check(
      cells('<td[\\s>]') > 0 &&
        cells('<td[\\s>]') === cells('</td>') &&
        cells('<tr[\\s>]') === cells('</tr>') &&
        reference.includes('</body></html>') &&
        reference.includes('property="og:image"'),
      "a reference page's HTML keeps its optional end tags and its attributes' quotes (bundler patch)",
      `${cells('<td[\\s>]')} <td>, ${cells('</td>')} </td>; og:image ${reference.includes('property="og:image"') ? '' : 'un'}quoted`,
    );

    // Names only tslib's CommonJS file defines; Prism's grammars are the only code with lookbehind rules.
    const tslibMarker = '__addDisposableResource';
    const prismMarker = 'lookbehind';
    check(
      read(modulePath('tslib', 'tslib.js')).includes(tslibMarker) && !mainJs.includes(tslibMarker),
      'main.js holds no tslib (utils-common patch)',
      'tslib is back in main.js',
    );
    check(
      !mainJs.includes(prismMarker) && chunksWith(prismMarker).length > 0,
      'Prism is in a chunk of its own, not in main.js (theme-classic patch)',
      mainJs.includes(prismMarker)
        ? 'Prism is in main.js'
        : 'no chunk holds Prism: the marker needs updating',
    );

    // Route groups (core 010): each docs version's routes, chunk names and registry entries in a module of its own, which
    // only that version's pages load; the rest of the site carries none of them.
    const docsVersionNames = [
      'current',
      ...(JSON.parse(read(join(root, 'versions.json'))) as string[]),
    ];
    const groupModules = new Map(
      scripts.flatMap((name): [group: string, file: string][] => {
        const group = /^route-group-([\w.-]+)\.[\da-f]{8}\.js$/.exec(name)?.[1];
        return group ? [[group, name]] : [];
      }),
    );
    // plugins/docs makes each section of a version (`/docs/panel/`) a group, and the version's other pages one more.
    const versionOfGroup = (group: string) =>
      docsVersionNames.find(
        (version) => group === `docs-${version}` || group.startsWith(`docs-${version}-`),
      );
    check(
      docsVersionNames.every(
        (version) =>
          groupModules.has(`docs-${version}`) && groupModules.has(`docs-${version}-panel`),
      ) && [...groupModules.keys()].every((group) => versionOfGroup(group)),
      "each docs version's sections are route groups with a module each (core 010+route-groups, plugins/docs)",
      `route group modules: ${[...groupModules.keys()].join(', ') || 'none'}`,
    );
    const registryNamesIn = (source: string) =>
      [...source.matchAll(/"([\w-]+)":\[\(\)=>/g)].map((match) => match[1]);
    const inMain = [...groupModules.values()]
      .flatMap((file) => registryNamesIn(read(join(jsDir, file))))
      .filter((chunkName) => mainJs.includes(`"${chunkName}"`));
    check(
      groupModules.size > 0 && inMain.length === 0,
      "a version's registry entries and chunk names are in its group's module, none in main.js (core 010+route-groups)",
      `main.js names ${inMain.slice(0, 3).join(', ')}${inMain.length > 3 ? ` and ${inMain.length - 3} more` : ''}`,
    );
    const versionPage = (version: string) =>
      version === 'current' ? 'docs/panel/domains/dns' : `docs/${version}/panel/domains/dns`;
    const groupsNamed = (route: string) =>
      [...groupModules]
        .filter(([, file]) => html(route).includes(`/assets/js/${file}`))
        .map(([name]) => name);
    const expectedGroups: [route: string, groups: string[]][] = [
      ...docsVersionNames.map((version): [string, string[]] => [
        versionPage(version),
        [`docs-${version}-panel`],
      ]),
      ['', []],
      ['blog', []],
    ];
    const misnamed = expectedGroups.filter(
      ([route, expected]) => groupsNamed(route).join() !== expected.join(),
    );
    check(
      misnamed.length === 0,
      "a docs page's HTML names its section's group module and no other; the home page and the blog name none (core 010+route-groups)",
      misnamed
        .map(([route]) => `/${route} names ${groupsNamed(route).join(', ') || 'none'}`)
        .join('; '),
    );

    // The global data a frozen version's page renders with, on the server and in the browser: its banner leads to the same
    // doc in the current docs, which only its group's data knows (the data every page loads has each version's start only).
    {
      const frozen = docsVersionNames[docsVersionNames.length - 1];
      const route = `/${versionPage(frozen)}/`;
      const bannerLink = (source: string) =>
        /theme-doc-version-banner[\s\S]*?<a href="?([^" >]+)/.exec(source)?.[1];
      const server = createServer((request, response) => {
        const path = join(
          buildDir,
          decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname),
        );
        const file = existsSync(join(path, 'index.html')) ? join(path, 'index.html') : path;
        if (!existsSync(file) || !file.startsWith(buildDir)) return response.writeHead(404).end();
        response
          .writeHead(200, {
            'content-type': file.endsWith('.js')
              ? 'text/javascript'
              : file.endsWith('.css')
                ? 'text/css'
                : 'text/html',
          })
          .end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const browser = await launchOfflineChromium();
      try {
        const page = await browser.newPage();
        const errors: string[] = [];
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        page.on('pageerror', (error) => errors.push(error.message));
        // Listening on a TCP port, the server's address is an AddressInfo, never a pipe's name.
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        await page.goto(`${origin}${route}`);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        // Hydration keeps the server's attributes; the page rendered again in the browser, after a visit to another page and
        // back, shows what the browser's data gives.
        await page
          .locator(`.theme-doc-sidebar-menu a[href^="/docs/${frozen}/"]:not([aria-current])`)
          .first()
          .click();
        await page.waitForURL((url) => url.pathname !== route);
        await page.goBack();
        await page.waitForURL((url) => url.pathname === route);
        const [rendered, inBrowser] = [
          bannerLink(html(route)),
          await page.locator('.theme-doc-version-banner a').getAttribute('href'),
        ];
        check(
          rendered === '/docs/panel/domains/dns/' && inBrowser === rendered && errors.length === 0,
          `a ${frozen} page renders with its route group's global data on the server and in the browser alike (core 011+route-group-global-data)`,
          `banner link ${rendered} in the HTML, ${inBrowser} rendered in the browser; ${errors.join('; ') || 'no error'}`,
        );

        // The links in view are prefetched from idle callbacks: with the page's idle callbacks held back, a doc page
        // has matched no link's route and added no prefetch link once it has hydrated; released, the links come.
        const held = await browser.newPage();
        await held.addInitScript(() => {
          const heldBack: IdleRequestCallback[] = [];
          Object.assign(window, {heldIdleCallbacks: heldBack});
          window.requestIdleCallback = (callback) => heldBack.push(callback);
        });
        await held.goto(`${origin}/docs/panel/domains/dns/`);
        await held.waitForSelector('html[data-has-hydrated="true"]');
        await held.waitForFunction(
          () => (Reflect.get(window, 'heldIdleCallbacks') as IdleRequestCallback[]).length > 0,
        );
        const {callbacks, links} = await held.evaluate(() => ({
          callbacks: (Reflect.get(window, 'heldIdleCallbacks') as IdleRequestCallback[]).length,
          links: document.querySelectorAll('link[rel="prefetch"]').length,
        }));
        // Released as they come, until a prefetch link is there: the runtime fetches a version's hash table before it
        // prefetches its chunks, and asks for more idle callbacks once the table has come.
        await held
          .waitForFunction(
            () => {
              const heldBack = Reflect.get(window, 'heldIdleCallbacks') as IdleRequestCallback[];
              // A bound method, not an arrow: tsx would name an arrow in an object through a helper the page lacks.
              const timeRemaining = Number.prototype.valueOf.bind(50);
              for (const callback of heldBack.splice(0))
                callback({didTimeout: false, timeRemaining});
              return document.querySelector('link[rel="prefetch"]') !== null;
            },
            undefined,
            {polling: 20, timeout: 20_000},
          )
          .catch(() => undefined);
        const released = await held.locator('link[rel="prefetch"]').count();
        check(
          callbacks >= 10 && links === 0 && released > 0,
          'the links in view are matched to their routes and prefetched while the page is idle (core 012+prefetch-when-idle)',
          `${callbacks} idle callbacks and ${links} prefetch links before they ran, ${released} after`,
        );

        // A route's pattern runs only for a pathname that begins with its path: a doc page hydrates running a few
        // hundred route patterns (which start `^\/` and ignore case), against about 18,000 with the patch reverted.
        const counted = await browser.newPage();
        // A string, not a function: tsx would name a function in an object through a helper the page lacks.
        await counted.addInitScript(`{
          const exec = RegExp.prototype.exec;
          let runs = 0;
          window.routePatternRuns = function () { return runs; };
          RegExp.prototype.exec = function (input) {
            if (this.ignoreCase && this.source.startsWith('^\\\\/')) runs++;
            return exec.call(this, input);
          };
        }`);
        await counted.goto(`${origin}/docs/panel/domains/dns/`);
        await counted.waitForSelector('html[data-has-hydrated="true"]');
        const patternRuns = await counted.evaluate<number>('window.routePatternRuns()');
        check(
          patternRuns > 0 && patternRuns < 1000,
          'a doc page runs the pattern only of the routes whose path its pathname begins with (react-router patch)',
          `${patternRuns} route patterns ran as the page hydrated`,
        );
      } finally {
        await browser.close();
        server.close();
      }
    }

    // The lazy author socials: the theme's component, with its icons, is a chunk no blog page names up front.
    const socialsChunks = chunksWith('authorSocialLink');
    const blogAssets = [
      'blog',
      ...readdirSync(join(buildDir, 'blog'))
        .filter((name) => existsSync(join(buildDir, 'blog', name, 'index.html')))
        .map((name) => `blog/${name}`),
    ]
      .flatMap((route) => assetsNamed(html(route)))
      .map((file) => file.replace('assets/js/', ''));
    check(
      socialsChunks.length > 0 && socialsChunks.every((name) => !blogAssets.includes(name)),
      "the theme's author socials load only for an author with links (src/theme/Blog/Components/Author/Socials)",
      socialsChunks.length === 0
        ? 'no chunk holds the theme socials'
        : `a blog page names ${socialsChunks.join(', ')}`,
    );
  }

  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(counts.failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  check(false, 'the upgrade check ran to the end', String(error));
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  process.exit(1);
});
