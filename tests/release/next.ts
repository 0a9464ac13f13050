/**
 * The next major Docusaurus, rehearsed in a temporary copy of the project: it
 * installs the newest canary that every `@docusaurus/*` package of the site has,
 * with the React, TypeScript and Node.js it requires (Rspack comes with
 * `@docusaurus/faster`), ports each Docusaurus patch, then type-checks, builds,
 * runs the unit tests and checks the page budgets. It prints what happened to
 * each patch and ends with `N passed, N failed`.
 *
 * A patch `patches/<package>+<version>[+<nn>+<name>].patch` is keyed by its name
 * without the version; its port, when the patch itself no longer applies, is
 * `patches/next/<package>[+<nn>+<name>].diff`, whose first line names the patch
 * and the SHA-256 it was ported from. patch-package reads only `.patch` files,
 * so `npm ci` never applies a port.
 *
 * `npm run rehearse:next`; it compares page weights with `build/` when there is one.
 */
import {createHash} from 'node:crypto';
import {cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {compare, major, maxSatisfying, minVersion, prerelease} from 'semver';
import {docsVersions} from '../../src/data/releases';
import {budgets} from '../audit/budget-paths';
import {pageScripts} from './page-weight';
import {
  ROOT,
  build,
  check,
  checkUnitTests,
  copyProject,
  docPages,
  finish,
  kb,
  run,
  startUnitTests,
} from './project-copy';

const PATCHES = join(ROOT, 'patches');
const PORTS = join(PATCHES, 'next');

interface PatchFile {
  file: string;
  /** The package, `@docusaurus/core`. */
  name: string;
  /** The name without the version, which its port carries: `@docusaurus+core+010+route-groups`. */
  key: string;
  /** Its file name for another version of its package. */
  fileFor: (version: string) => string;
}

function patchFile(file: string): PatchFile | undefined {
  const parts = /^(.+?)\+(\d+\.\d+\.\d+(?:-[\w.-]+?)?)(?:\+(.+))?\.patch$/.exec(file);
  if (!parts) return undefined;
  const [, packagePart, , rest] = parts;
  const withVersion = (version: string) =>
    [packagePart, version, ...(rest ? [rest] : [])].join('+');
  return {
    file,
    name: packagePart.replace('+', '/'),
    key: rest ? `${packagePart}+${rest}` : packagePart,
    fileFor: (version) => `${withVersion(version)}.patch`,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function npmView(spec: string, field: string): Promise<unknown> {
  const {status, output} = await run(ROOT, 'npm', ['view', spec, field, '--json']);
  if (status !== 0) throw new Error(`npm view ${spec} ${field}: ${output.trim().split('\n')[0]}`);
  return JSON.parse(output);
}

/** The newest version of `name` in `range` within the range's lowest major: `>=6.0` means TypeScript 6, not 7. */
async function newestIn(name: string, range: string): Promise<string> {
  const lowest = major(minVersion(range)!);
  const versions = ((await npmView(name, 'versions')) as string[]).filter(
    (version) => major(version) === lowest && !prerelease(version),
  );
  const newest = maxSatisfying(versions, range);
  if (!newest) throw new Error(`no ${name} release in ${range}`);
  return newest;
}

/** The newest canary of the next major that every given package has. */
async function newestCanary(names: string[], current: string): Promise<string> {
  const lists = await Promise.all(
    names.map(async (name) => new Set((await npmView(name, 'versions')) as string[])),
  );
  const canaries = [...lists[0]].filter(
    (version) => major(version) === major(current) + 1 && lists.every((list) => list.has(version)),
  );
  if (canaries.length === 0)
    throw new Error(`no ${major(current) + 1}.x version published for all of ${names.join(', ')}`);
  const newest = canaries.sort(compare).at(-1)!;
  // A canary published for some packages only cannot be installed: its packages require each other's.
  names.forEach((name, index) => {
    const ahead = [...lists[index]]
      .filter((version) => major(version) === major(current) + 1 && compare(version, newest) > 0)
      .sort(compare);
    if (ahead.length > 0)
      console.log(`${name} has ${ahead.join(', ')}, which not every package of the site has`);
  });
  return newest;
}

const installedVersion = (dir: string, name: string) =>
  (
    JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * What each Docusaurus patch became, in the order patch-package applies them. Each patch that applies
 * goes into the copy's patches/ under the installed version, as on the day of the upgrade, for
 * `npm run upgrade-check` to find it applied and check its effect.
 */
async function portPatches(copy: string): Promise<void> {
  const patches = readdirSync(PATCHES)
    .map(patchFile)
    .filter((patch): patch is PatchFile => patch?.name.startsWith('@docusaurus/') === true)
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  const apply = (file: string, ...flags: string[]) =>
    run(copy, 'git', ['apply', '-p1', ...flags, file]);
  const keep = (patch: PatchFile, file: string) =>
    cpSync(file, join(copy, 'patches', patch.fileFor(installedVersion(copy, patch.name))));
  for (const patch of patches) {
    const original = join(PATCHES, patch.file);
    const port = join(PORTS, `${patch.key}.diff`);
    if (existsSync(port)) {
      const from = /sha256 ([0-9a-f]{64})/.exec(readFileSync(port, 'utf8').split('\n')[0])?.[1];
      if (from !== sha256(readFileSync(original, 'utf8'))) {
        check(
          `${patch.file}: ported`,
          false,
          `the patch changed after patches/next/${patch.key}.diff was made from it; port it again`,
        );
        continue;
      }
      const applied = await apply(port);
      if (applied.status === 0) keep(patch, port);
      check(
        `${patch.file}: ported`,
        applied.status === 0,
        applied.status === 0 ? `patches/next/${patch.key}.diff` : applied.output.trim(),
      );
    } else if ((await apply(original, '--check')).status === 0) {
      await apply(original);
      keep(patch, original);
      // Every patch that still applies has its port, so that the upgrade is a rename of patches/next/.
      check(
        `${patch.file}: ported`,
        false,
        `applies unchanged, but has no port: save the change as made against this version to patches/next/${patch.key}.diff`,
      );
    } else if ((await apply(original, '--reverse', '--check')).status === 0) {
      check(`${patch.file}: no longer needed`, true, 'the new version already has the change');
    } else {
      const why = (await apply(original, '--check')).output
        .trim()
        .split('\n')
        .slice(0, 2)
        .join(' ');
      check(
        `${patch.file}: ported`,
        false,
        `does not apply (${why}); port it to patches/next/${patch.key}.diff`,
      );
    }
  }
  for (const orphan of readdirSync(PORTS).filter(
    (file) => file.endsWith('.diff') && !patches.some((patch) => `${patch.key}.diff` === file),
  )) {
    check(
      `patches/next/${orphan}`,
      false,
      'no patch in patches/ has this name any more: port the patches that replaced it, and remove it',
    );
  }
}

/**
 * Changes the upgrade needs in the project's own files that are mechanical, made in the copy once it
 * has installed: Docusaurus 4's base tsconfig maps `@site/*` from the site's folder (`${configDir}`),
 * and TypeScript 6 refuses `baseUrl`, which 3.10's needed for that mapping; a file copied from
 * Docusaurus (`Ejected from` or `Copied from <package>@<version>, <path>`) whose upstream file did
 * not change names the new version. One whose upstream changed is left for upgrade-check to name.
 */
function fixMechanically(copy: string): void {
  const file = join(copy, 'tsconfig.json');
  const tsconfig = JSON.parse(readFileSync(file, 'utf8')) as {
    compilerOptions: Record<string, unknown>;
  };
  delete tsconfig.compilerOptions.baseUrl;
  writeFileSync(file, `${JSON.stringify(tsconfig, null, 2)}\n`);
  const sources = [
    ...readdirSync(join(copy, 'src', 'theme'), {recursive: true, encoding: 'utf8'}).map((path) =>
      join('src', 'theme', path),
    ),
    join('config', 'page-template.ts'),
  ];
  for (const source of sources.filter((path) => /\.tsx?$/.test(path))) {
    const text = readFileSync(join(copy, source), 'utf8');
    const [stamp, name, version, upstream] =
      /(?:Ejected|Copied) from (@?[\w/-]+)@([\d.]+), ([\w/.-]+)[.,]/.exec(text) ?? [];
    if (!stamp) continue;
    const [before, after] = [ROOT, copy].map((dir) => join(dir, 'node_modules', name, upstream));
    if (!existsSync(after) || readFileSync(before, 'utf8') !== readFileSync(after, 'utf8'))
      continue;
    writeFileSync(
      join(copy, source),
      text.replace(`${name}@${version}`, `${name}@${installedVersion(copy, name)}`),
    );
    console.log(
      `${source} now names ${name} ${installedVersion(copy, name)}: its upstream file is unchanged`,
    );
  }
}

/** The page budgets: each page of budgets.json within its JavaScript budget, and a docs version that costs only its own pages. */
function checkBudgets(buildDir: string): void {
  for (const {path, jsKB} of budgets.pages) {
    const now = existsSync(join(ROOT, 'build', path, 'index.html'))
      ? kb(pageScripts(join(ROOT, 'build'), path).gzipBytes)
      : '—';
    const next = pageScripts(buildDir, path).gzipBytes;
    check(
      `${path} within its budget`,
      next <= jsKB * 1024,
      `${now} now, ${kb(next)} next, budget ${jsKB} KB`,
    );
  }
  const main = pageScripts(buildDir, '/').scripts.find((script) =>
    /\/main\.[^/]+\.js$/.test(script.source),
  )!;
  // A route group's placeholder (`{path, routeGroup}`) names its section's path, which is also a page's: not a route.
  const mainText = readFileSync(join(buildDir, main.source), 'utf8').replace(
    /\{path:"[^"]+",routeGroup:"[^"]+"\}/g,
    '',
  );
  for (const version of docsVersions.previous) {
    const pages = docPages(buildDir, `/docs/${version}/`, []);
    const inMain = pages.filter((page) => mainText.includes(`/docs/${version}/${page}`));
    check(
      `main.js holds none of the ${pages.length} routes of ${version}`,
      pages.length > 0 && inMain.length === 0,
      inMain.slice(0, 3).join(', '),
    );
  }
  const groupsOf = (path: string) =>
    pageScripts(buildDir, path).scripts.flatMap(
      (script) => /route-group-(.+?)(?:\.[0-9a-f]{8})?\.js$/.exec(script.source)?.[1] ?? [],
    );
  const expected: [string, string[]][] = [
    ['/', []],
    ['/docs/panel/domains/dns/', ['docs-current-panel']],
    ...docsVersions.previous.map((version): [string, string[]] => [
      `/docs/${version}/panel/domains/dns/`,
      [`docs-${version}-panel`],
    ]),
  ];
  for (const [path, groups] of expected) {
    const loaded = groupsOf(path);
    check(
      `${path} loads only its own version's and section's routes`,
      loaded.join() === groups.join(),
      `route groups: ${loaded.join(', ') || 'none'}`,
    );
  }
}

async function rehearseNext(): Promise<void> {
  const project = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const docusaurus = [
    ...Object.keys(project.dependencies),
    ...Object.keys(project.devDependencies),
  ].filter((name) => name.startsWith('@docusaurus/'));
  const version = await newestCanary(docusaurus, project.dependencies['@docusaurus/core']);
  const [corePeers, coreEngines, typesDependencies, tsconfigPeers] = (await Promise.all([
    npmView(`@docusaurus/core@${version}`, 'peerDependencies'),
    npmView(`@docusaurus/core@${version}`, 'engines'),
    npmView(`@docusaurus/types@${version}`, 'dependencies'),
    npmView(`@docusaurus/tsconfig@${version}`, 'peerDependencies'),
  ])) as Record<string, string>[];
  const required = {
    react: await newestIn('react', corePeers.react),
    'react-dom': await newestIn('react-dom', corePeers['react-dom']),
    '@types/react': typesDependencies['@types/react'],
    typescript: await newestIn('typescript', tsconfigPeers.typescript),
  };
  console.log(
    `Docusaurus ${version}, React ${required.react}, TypeScript ${required.typescript}, Node.js ${coreEngines.node}`,
  );

  const copy = await copyProject('portico-next-', {linkedNodeModules: false});
  const started = Date.now();
  try {
    const manifest = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as typeof project;
    for (const dependencies of [manifest.dependencies, manifest.devDependencies]) {
      for (const name of Object.keys(dependencies)) {
        if (name.startsWith('@docusaurus/')) dependencies[name] = version;
        else if (name in required) dependencies[name] = required[name as keyof typeof required];
      }
    }
    writeFileSync(join(copy, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // The lock file holds the 3.x tree, which npm cannot move to 4.x in place; the copy resolves afresh.
    rmSync(join(copy, 'package-lock.json'));
    // The Docusaurus patches are applied below, one at a time; npm's postinstall applies the others.
    for (const file of readdirSync(join(copy, 'patches')).filter((file) =>
      patchFile(file)?.name.startsWith('@docusaurus/'),
    ))
      rmSync(join(copy, 'patches', file));

    // Docusaurus refuses to start on a Node.js older than its `engines` name: the copy gets its own.
    const nodeBuild = `node-${process.platform}-${process.arch}`;
    const nodeVersion = await newestIn(nodeBuild, coreEngines.node);
    const nodePackage = `${nodeBuild}@${nodeVersion}`;
    const nodeInstall = await run(copy, 'npm', [
      'install',
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--prefix',
      join(copy, '.node'),
      nodePackage,
    ]);
    check(
      `Node.js ${nodeVersion} for the copy (${nodePackage})`,
      nodeInstall.status === 0,
      nodeInstall.status === 0 ? '' : nodeInstall.output.trim(),
    );
    if (nodeInstall.status !== 0) return;
    const nodeBin = join(copy, '.node', 'node_modules', nodeBuild, 'bin');
    const env = {PATH: `${nodeBin}:${process.env.PATH}`};

    const install = await run(copy, 'npm', ['install', '--no-audit', '--no-fund'], env);
    check(
      `npm install with Docusaurus ${version}`,
      install.status === 0,
      install.status === 0 ? '' : install.output.trim().split('\n').slice(-15).join('\n'),
    );
    if (install.status !== 0) return;
    await portPatches(copy);
    fixMechanically(copy);

    const typecheck = await run(copy, 'npm', ['run', '--silent', 'typecheck'], env);
    check(
      'the copy type-checks',
      typecheck.status === 0,
      typecheck.output.trim().split('\n').slice(0, 20).join('\n'),
    );
    // As npm test runs them: those that read only the sources beside the build, those that read the build after it.
    const sourceUnitRun = startUnitTests(copy, '--sources', env, join(nodeBin, 'node'));
    const built = await build(copy, env);
    check(
      'the copy builds',
      built.ok,
      built.ok ? `${built.seconds} s, ${built.peakMiB} MiB peak` : built.output.slice(-3000),
    );
    if (!built.ok) {
      // Not left running in a copy about to be removed.
      await sourceUnitRun;
      return;
    }
    const buildUnitRun = startUnitTests(copy, '--build', env, join(nodeBin, 'node'));
    checkBudgets(join(copy, 'build'));
    const upgradeCheck = await run(copy, 'npm', ['run', '--silent', 'upgrade-check'], env);
    check(
      'npm run upgrade-check',
      upgradeCheck.status === 0,
      upgradeCheck.output
        .split('\n')
        .filter((line) => line.startsWith('FAIL'))
        .join('\n'),
    );
    checkUnitTests('the unit tests pass', await Promise.all([sourceUnitRun, buildUnitRun]));
  } finally {
    rmSync(copy, {recursive: true, force: true});
    console.log(
      `Rehearsal of Docusaurus ${version}: ${Math.round((Date.now() - started) / 1000)} s`,
    );
  }
}

finish(rehearseNext());
