/**
 * The project's test command: builds the site with test values for the
 * third parties (the unit tests that read only the sources run meanwhile),
 * runs the unit tests that read the build and the Playwright suite against
 * the production build, and ends with what was skipped and why, then one
 * summary line, `N passed, N failed`. A runner that fails to start or stops
 * early counts as a failure. With CI set, a missing prerequisite (Chromium,
 * nginx, its brotli module) fails the run up front instead of skipping the
 * tests that need it. Set SKIP_BUILD=1 to reuse an existing build.
 */
import {spawn} from 'node:child_process';
import {existsSync, readFileSync, rmSync} from 'node:fs';
import {join} from 'node:path';
import chromiumSettings from './lib/chromium.json';
import nginxSettings from './lib/nginx.json';
import testEnv from './lib/test-env.json';
import {e2eCounts, summaryLines, unitCounts, type E2eReport} from './lib/summary';

const root = join(import.meta.dirname, '..');
const reportDir = join(root, 'test-results');
const isCI = Boolean(process.env.CI) && process.env.CI !== 'false';

/**
 * Runs a command: {stdout, status} once it ends; await it at once, or later to let it run beside what comes next.
 * With `capture`, its standard output is kept for the caller to print; otherwise it is shown as it comes.
 */
function run(
  command: string,
  args: string[],
  {env = {}, capture = false}: {env?: Record<string, string>; capture?: boolean} = {},
): Promise<{stdout: string; status: number | null}> {
  const child = spawn(command, args, {
    cwd: root,
    env: {...process.env, ...env},
    stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'],
  });
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  return new Promise((resolve) => {
    child.on('error', () => resolve({stdout, status: null}));
    child.on('close', (status) => resolve({stdout, status}));
  });
}

function stop(reason: string): never {
  console.log(reason);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const prerequisites: [name: string, path: string, debianPackage: string][] = [
  ['Chromium', chromiumSettings.systemExecutable, 'chromium'],
  ['nginx', nginxSettings.binary, 'nginx'],
  ["nginx's brotli module", nginxSettings.brotliModule, 'libnginx-mod-http-brotli-static'],
];
const missing = prerequisites.filter(([, path]) => !existsSync(path));
if (isCI && missing.length > 0) {
  stop(
    `CI is set and these are missing, so the tests that need them would only be skipped: ${missing.map(([name, path]) => `${name} (${path})`).join(', ')}. ` +
      `Install them (apt-get install -y ${missing.map(([, , pkg]) => pkg).join(' ')}), as .ci/run does.`,
  );
}

/** Playwright's JSON report of this run, or null when it wrote none. */
function readReport(): E2eReport | null {
  try {
    return JSON.parse(readFileSync(join(reportDir, 'e2e.json'), 'utf8')) as E2eReport;
  } catch {
    return null;
  }
}

const unitTests = (which: '--sources' | '--build') => [
  '--import',
  'tsx',
  '--test-reporter=tap',
  join('tests', 'unit', 'index.ts'),
  which,
];

async function main(): Promise<void> {
  // The unit tests that read only the sources run while the site builds, which leaves part of a core idle; those that
  // read the build, after it. The build does not block this process, which reads the unit tests' output meanwhile.
  const sourceUnit = run('node', unitTests('--sources'), {capture: true});
  if (!process.env.SKIP_BUILD || !existsSync(join(root, 'build', 'index.html'))) {
    if ((await run('npm', ['run', 'build'], {env: testEnv})).status !== 0)
      stop('The site build failed; no tests ran.');
  }

  // A report left from an earlier run must not stand in for this one.
  rmSync(reportDir, {recursive: true, force: true});

  const unit = await sourceUnit;
  process.stdout.write(unit.stdout);
  const buildUnit = await run('node', unitTests('--build'), {capture: true});
  process.stdout.write(buildUnit.stdout);

  if (!existsSync(chromiumSettings.systemExecutable))
    await run('npx', ['playwright', 'install', 'chromium']);
  const e2e = await run('npx', ['playwright', 'test'], {
    env: {...testEnv, CI: process.env.CI ?? ''},
  });
  const report = readReport();

  const parts = [
    unitCounts(unit.stdout, unit.status),
    unitCounts(buildUnit.stdout, buildUnit.status),
    e2eCounts(report, e2e.status),
  ];
  for (const problem of parts.flatMap((part) => part.problems))
    console.log(`Counted as failed: ${problem}.`);
  const lines = summaryLines(parts);
  for (const line of lines) console.log(line);
  process.exit(lines.at(-1)?.endsWith(' 0 failed') ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  stop('The test run stopped on an error.');
});
