/**
 * What tests/run.ts prints at the end: counts from the unit runner's TAP
 * output and Playwright's JSON report, what was skipped and why, and the
 * closing `N passed, N failed`. A runner that did not finish counts as a
 * failure, never as nothing to report.
 */
import type {JSONReport, TestError} from '@playwright/test/reporter';

export interface Skip {
  what: string;
  why: string;
}

export interface Counts {
  passed: number;
  failed: number;
  skipped: Skip[];
  problems: string[];
}

interface Annotation {
  type: string;
  description?: string;
}

/** The parts of Playwright's JSON report (`JSONReport` in `@playwright/test/reporter`) read here. */
interface ReportSpec {
  title: string;
  file?: string;
  tests?: {status: string; annotations?: Annotation[]; results?: {annotations?: Annotation[]}[]}[];
}
interface ReportSuite {
  file?: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
export interface E2eReport {
  suites?: ReportSuite[];
  errors?: Pick<TestError, 'message'>[];
  stats?: Partial<JSONReport['stats']>;
}

/** Counts from `node --test-reporter=tap` output and the runner's exit status. */
export function unitCounts(tap: string, status: number | null): Counts {
  const total = (name: string) => {
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap);
    return match ? Number(match[1]) : undefined;
  };
  const passed = total('pass');
  const failed = total('fail');
  if (passed === undefined || failed === undefined) {
    return {
      passed: passed ?? 0,
      failed: (failed ?? 0) + 1,
      skipped: [],
      problems: [`the unit runner stopped before its summary (exit status ${status})`],
    };
  }
  const skipped = [...tap.matchAll(/^\s*ok \d+ - (.*?) # (SKIP|TODO)\b ?(.*)$/gm)].map(
    ([, what, kind, why]) => ({
      what: `unit: ${what}`,
      why: kind === 'TODO' ? `to do${why ? `: ${why}` : ''}` : why || 'skipped',
    }),
  );
  // A test can only be skipped or to do in TAP's directive; the totals say how many there are, found or not.
  const announced = (total('skipped') ?? 0) + (total('todo') ?? 0);
  for (let index = skipped.length; index < announced; index += 1)
    skipped.push({what: 'unit: a test', why: 'skipped without a name in the output'});
  const cancelled = total('cancelled') ?? 0;
  const problems = [
    ...(cancelled > 0
      ? [`${cancelled} unit test${cancelled === 1 ? ' was' : 's were'} cancelled`]
      : []),
    ...(status !== 0 && failed + cancelled === 0
      ? [`the unit runner exited with status ${status} and no failed test`]
      : []),
  ];
  return {
    passed,
    failed: failed + cancelled + (status !== 0 && failed + cancelled === 0 ? 1 : 0),
    skipped,
    problems,
  };
}

/** Counts from Playwright's JSON report, or from its absence (`null`: the runner wrote none). */
export function e2eCounts(report: E2eReport | null, status: number | null): Counts {
  if (!report)
    return {
      passed: 0,
      failed: 1,
      skipped: [],
      problems: [`Playwright wrote no report (exit status ${status})`],
    };
  const problems = (report.errors ?? []).map(
    (error) => `Playwright: ${firstLine(error.message ?? String(error))}`,
  );
  const skipped: Skip[] = [];
  const walk = (suite: ReportSuite, file: string | undefined) => {
    for (const spec of suite.specs ?? []) {
      for (const run of spec.tests ?? []) {
        if (run.status !== 'skipped') continue;
        const annotation = [
          ...(run.annotations ?? []),
          ...(run.results ?? []).flatMap((result) => result.annotations ?? []),
        ].find((entry) => entry.type === 'skip' || entry.type === 'fixme');
        skipped.push({
          what: `${spec.file ?? file} › ${spec.title}`,
          why: annotation?.description || 'skipped, with no reason given',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  const {expected = 0, flaky = 0, unexpected = 0} = report.stats ?? {};
  const noTests =
    expected + flaky + unexpected + skipped.length + problems.length === 0
      ? ['Playwright ran no test']
      : [];
  const exited =
    status !== 0 && unexpected + problems.length === 0
      ? [`Playwright exited with status ${status} and no failed test`]
      : [];
  return {
    passed: expected + flaky,
    failed: unexpected + problems.length + noTests.length + exited.length,
    skipped,
    problems: [...problems, ...noTests, ...exited],
  };
}

/** The last two lines: what was skipped, grouped by reason, then the counts. */
export function summaryLines(parts: Counts[]): string[] {
  const passed = parts.reduce((sum, part) => sum + part.passed, 0);
  const failed = parts.reduce((sum, part) => sum + part.failed, 0);
  const byReason = new Map<string, string[]>();
  for (const {what, why} of parts.flatMap((part) => part.skipped))
    byReason.set(why, [...(byReason.get(why) ?? []), what]);
  const skipped = [...byReason].map(
    ([why, what]) => `${what.length} because ${why} (${what.join('; ')})`,
  );
  const total = [...byReason.values()].reduce((sum, what) => sum + what.length, 0);
  return [
    total === 0 ? 'Skipped: none.' : `Skipped ${total}: ${skipped.join('. ')}.`,
    `${passed} passed, ${failed} failed`,
  ];
}

const firstLine = (text: string) =>
  text
    .split('\n')
    .find((line) => line.trim())
    ?.trim() ?? text;
