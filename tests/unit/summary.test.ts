import {test} from 'node:test';
import assert from 'node:assert/strict';
import {e2eCounts, summaryLines, unitCounts} from '../lib/summary.ts';

const TAP = `TAP version 13
ok 1 - reads the config
ok 2 - needs a build # SKIP no build
ok 3 - later # TODO write it
not ok 4 - checks the dates
1..4
# tests 4
# pass 1
# fail 1
# cancelled 0
# skipped 1
# todo 1
`;

/** A Playwright JSON report: one file with a passed, a skipped and a failed test, as the runner nests them. */
const report = (overrides: Record<string, unknown> = {}) => ({
  suites: [
    {
      title: 'hosting.spec.ts',
      file: 'hosting.spec.ts',
      specs: [
        {
          title: 'serves brotli',
          file: 'hosting.spec.ts',
          tests: [
            {
              status: 'skipped',
              annotations: [{type: 'skip', description: 'nginx is not installed'}],
              results: [],
            },
          ],
        },
        {
          title: 'serves the home page',
          file: 'hosting.spec.ts',
          tests: [{status: 'expected', annotations: [], results: []}],
        },
      ],
      suites: [
        {
          title: 'redirects',
          file: 'hosting.spec.ts',
          specs: [
            {
              title: 'keeps the query',
              file: 'hosting.spec.ts',
              tests: [
                {
                  status: 'skipped',
                  annotations: [],
                  results: [{annotations: [{type: 'skip', description: 'nginx is not installed'}]}],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
  stats: {expected: 1, skipped: 2, unexpected: 1, flaky: 1},
  ...overrides,
});

test('unit TAP: passes, failures, and each skipped or to-do test with its reason', () => {
  assert.deepEqual(unitCounts(TAP, 1), {
    passed: 1,
    failed: 1,
    skipped: [
      {what: 'unit: needs a build', why: 'no build'},
      {what: 'unit: later', why: 'to do: write it'},
    ],
    problems: [],
  });
});

test('unit TAP: a runner that stops before its summary, or fails with no failed test, counts as a failure', () => {
  const crashed = unitCounts('TAP version 13\nok 1 - reads the config\n', 1);
  assert.equal(crashed.failed, 1);
  assert.match(crashed.problems[0], /stopped before its summary/);
  const exited = unitCounts(TAP.replace('# fail 1', '# fail 0'), 1);
  assert.equal(exited.failed, 1);
  assert.match(exited.problems[0], /exited with status 1/);
  assert.equal(
    unitCounts(TAP.replace('# fail 1', '# fail 0').replace('# cancelled 0', '# cancelled 2'), 1)
      .failed,
    2,
  );
});

test('Playwright report: flaky tests pass, skipped tests are listed with the reason from either place Playwright puts it', () => {
  const counts = e2eCounts(report(), 1);
  assert.equal(counts.passed, 2);
  assert.equal(counts.failed, 1);
  assert.deepEqual(counts.skipped, [
    {what: 'hosting.spec.ts › serves brotli', why: 'nginx is not installed'},
    {what: 'hosting.spec.ts › keeps the query', why: 'nginx is not installed'},
  ]);
});

test('Playwright: no report, a top-level error or no test at all is a failure', () => {
  assert.deepEqual(e2eCounts(null, 1), {
    passed: 0,
    failed: 1,
    skipped: [],
    problems: ['Playwright wrote no report (exit status 1)'],
  });
  const broken = e2eCounts(
    report({
      errors: [{message: 'Error: Timed out waiting 60000ms from config.webServer.\n    at stack'}],
    }),
    1,
  );
  assert.equal(broken.failed, 2);
  assert.deepEqual(broken.problems, [
    'Playwright: Error: Timed out waiting 60000ms from config.webServer.',
  ]);
  const empty = e2eCounts(
    {suites: [], errors: [], stats: {expected: 0, skipped: 0, unexpected: 0, flaky: 0}},
    0,
  );
  assert.equal(empty.failed, 1);
});

test('summary: skipped tests grouped by reason on the line before `N passed, N failed`', () => {
  const lines = summaryLines([unitCounts(TAP, 1), e2eCounts(report(), 1)]);
  assert.deepEqual(lines, [
    'Skipped 4: 1 because no build (unit: needs a build). 1 because to do: write it (unit: later). ' +
      '2 because nginx is not installed (hosting.spec.ts › serves brotli; hosting.spec.ts › keeps the query).',
    '3 passed, 2 failed',
  ]);
  assert.deepEqual(summaryLines([{passed: 5, failed: 0, skipped: [], problems: []}]), [
    'Skipped: none.',
    '5 passed, 0 failed',
  ]);
});
