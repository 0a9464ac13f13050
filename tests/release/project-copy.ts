/**
 * What the rehearsals share: a temporary copy of the project, commands run in
 * it, its build measured, the unit tests run and counted as npm test counts
 * them, and checks printed as they pass or fail, ending with `N passed, N failed`.
 */
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {TEST_ENV} from '../e2e/fixtures';
import {unitCounts} from '../lib/summary';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const results: {name: string; ok: boolean; detail: string}[] = [];

export function check(name: string, ok: boolean, detail = ''): void {
  results.push({name, ok, detail});
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
}

/** Runs a rehearsal to its end: a rehearsal that throws fails, and the process exits non-zero when any check failed. */
export function finish(rehearsal: Promise<void>): void {
  rehearsal
    .catch((error: Error) =>
      check('the rehearsal ran to the end', false, error.stack ?? error.message),
    )
    .finally(() => {
      const failed = results.filter((result) => !result.ok).length;
      console.log(`${results.length - failed} passed, ${failed} failed`);
      process.exit(failed === 0 ? 0 : 1);
    });
}

/** Runs a command in `cwd`: its status and output, once it ends. Await it later to let it run beside what comes next. */
export function run(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{status: number; output: string}> {
  const child = spawn(command, args, {
    cwd,
    env: {...process.env, ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let [stdout, stderr] = ['', ''];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) =>
      resolve({status: 1, output: `${stdout}${stderr}${error.message}`}),
    );
    child.on('close', (status) => resolve({status: status ?? 1, output: `${stdout}${stderr}`}));
  });
}

/** Builds `cwd` with the tests' third-party values; its wall time and the peak memory of its largest process. */
export async function build(
  cwd: string,
  env: Record<string, string> = {},
): Promise<{ok: boolean; seconds: number; peakMiB: number; output: string}> {
  // getrusage of the children: the peak resident memory of the largest process the build ran.
  const measure =
    'import resource,subprocess,sys,time\nstart=time.time()\ncode=subprocess.run(["npm","run","build"]).returncode\nprint(f"BUILD {code} {time.time()-start:.1f} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss/1024:.0f}")';
  const {output} = await run(cwd, 'python3', ['-c', measure], {...TEST_ENV, ...env});
  const [, code, seconds, peakMiB] = /BUILD (\d+) ([\d.]+) (\d+)/.exec(output) ?? [
    '',
    '1',
    '0',
    '0',
  ];
  return {ok: code === '0', seconds: Number(seconds), peakMiB: Number(peakMiB), output};
}

/**
 * A copy of the project's files (tracked and new, not ignored), named `prefix…` in the system's
 * temporary folder. With `linkedNodeModules`, the copy's node_modules is a folder of its own whose
 * every file is a hard link to the project's (a copy across filesystems): packages resolve inside the
 * copy, as in a checkout of its own, so a build there names and hashes its chunks as the project's
 * build does, and nothing is installed. Without, the copy installs its own.
 */
export async function copyProject(
  prefix: string,
  {linkedNodeModules}: {linkedNodeModules: boolean},
): Promise<string> {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const files = (
    await run(ROOT, 'git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
  ).output
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), {recursive: true});
    cpSync(join(ROOT, file), join(copy, file));
  }
  if (linkedNodeModules) {
    const [from, to] = [join(ROOT, 'node_modules'), join(copy, 'node_modules')];
    if ((await run(copy, 'cp', ['-al', from, to])).status !== 0) {
      rmSync(to, {recursive: true, force: true});
      const copied = await run(copy, 'cp', ['-a', from, to]);
      if (copied.status !== 0) throw new Error(`node_modules was not copied: ${copied.output}`);
    }
  }
  return copy;
}

/** Starts the unit tests of the copy, `--sources` or `--build`, in one process (TypeScript loads once); await it for its counts. */
export function startUnitTests(
  copy: string,
  which: '--sources' | '--build',
  env: Record<string, string> = {},
  node = process.execPath,
): Promise<{status: number; output: string}> {
  return run(
    copy,
    node,
    ['--import', 'tsx', '--test-reporter=tap', join('tests', 'unit', 'index.ts'), which],
    {CI: process.env.CI ?? '', ...env},
  );
}

/** Checks that the unit tests passed, counted as npm test counts them: a runner that stops early or a cancelled test fails too. */
export function checkUnitTests(name: string, units: {status: number; output: string}[]): void {
  const counts = units.map((unit) => unitCounts(unit.output, unit.status));
  const [passed, failed] = [
    counts.reduce((sum, count) => sum + count.passed, 0),
    counts.reduce((sum, count) => sum + count.failed, 0),
  ];
  const failures = units.flatMap((unit) =>
    [...unit.output.matchAll(/^not ok \d+ - (.+)$/gm)].map((match) => match[1]),
  );
  check(
    name,
    units.every((unit) => unit.status === 0) &&
      failed === 0 &&
      counts.every((count) => count.passed > 0),
    [
      `${passed} passed, ${failed} failed`,
      ...failures,
      ...counts.flatMap((count) => count.problems),
    ].join('; '),
  );
}

/** The doc pages of a built docs version, as paths under its root: `panel/domains/dns/`. */
export function docPages(buildDir: string, root: string, skip: readonly string[]): string[] {
  const dir = join(buildDir, root);
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('index.html'))
    .map((file) => file.slice(0, -'index.html'.length))
    .filter((page) => page !== '' && !skip.some((other) => page.startsWith(`${other}/`)));
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
