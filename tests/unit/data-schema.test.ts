import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {dataProblems} from '../../config/validate-data.ts';
import {ROOT} from '../lib/docs-content.ts';

const real = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, file), 'utf8'));

test('the data files hold what their schemas say', () => {
  assert.deepEqual(dataProblems(), []);
});

test('a broken data file is named with the path in it and what was expected', () => {
  const history = real('src/data/release-history.json') as Record<string, unknown>[];
  const broken = (file: string) => {
    if (file === 'src/data/release-history.json')
      return [
        {...history[0], date: '2026-02-30'},
        {...history[1], status: 'shipped', version: '1.6'},
        history[1],
        ...history.slice(2),
      ];
    if (file === 'versions.json') return ['0.3.7', '0.3.7'];
    return real(file);
  };
  assert.deepEqual(dataProblems(broken), [
    'src/data/release-history.json: [0].date is not a day of the calendar: "2026-02-30"',
    'src/data/release-history.json: [1].version must be a version as MAJOR.MINOR.PATCH, such as 10.4.2, not "1.6"',
    'src/data/release-history.json: [1].status must be one of [released, upcoming]',
    'versions.json: [1] contains a duplicate value',
  ]);
});
