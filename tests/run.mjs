/**
 * The project's test command: builds the site with test values for the
 * third parties, runs the Node unit tests and the Playwright suite against
 * the production build, and prints one summary line, `N passed, N failed`.
 * Set SKIP_BUILD=1 to reuse an existing build.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..');
const testEnv = {
  SITE_URL: 'https://portico.example',
  GA_MEASUREMENT_ID: 'G-TEST12345',
  LINKEDIN_PARTNER_ID: '424242',
  CRISP_WEBSITE_ID: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
};

function run(command, args, {env = {}, capture = false} = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env: {...process.env, ...env},
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (capture) process.stdout.write(result.stdout ?? '');
  return result;
}

const counts = {passed: 0, failed: 0};

if (!process.env.SKIP_BUILD || !existsSync(join(root, 'build', 'index.html'))) {
  const build = run('npm', ['run', 'build'], {env: testEnv});
  if (build.status !== 0) {
    console.log('The site build failed; no tests ran.');
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

const unitFiles = readdirSync(join(root, 'tests', 'unit'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => join('tests', 'unit', name));
const unit = run('node', ['--import', 'tsx', '--test', '--test-reporter=tap', ...unitFiles], {capture: true});
const unitPass = Number(/^# pass (\d+)/m.exec(unit.stdout ?? '')?.[1] ?? 0);
const unitFail = Number(/^# fail (\d+)/m.exec(unit.stdout ?? '')?.[1] ?? (unit.status === 0 ? 0 : 1));
counts.passed += unitPass;
counts.failed += unitFail;

if (!existsSync('/usr/bin/chromium')) {
  run('npx', ['playwright', 'install', 'chromium']);
}
const e2e = run('npx', ['playwright', 'test'], {env: {...testEnv, CI: process.env.CI ?? ''}});
const reportPath = join(root, 'test-results', 'e2e.json');
if (existsSync(reportPath)) {
  const {stats} = JSON.parse(readFileSync(reportPath, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
} else if (e2e.status !== 0) {
  counts.failed += 1;
}

console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(counts.failed === 0 && e2e.status === 0 && unit.status === 0 ? 0 : 1);
