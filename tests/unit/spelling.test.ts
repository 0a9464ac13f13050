import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';

const cspell = join(ROOT, 'node_modules', 'cspell', 'bin.mjs');

/**
 * American English over docs, versioned docs, blog and src/ (the files listed in cspell.json):
 * an unknown word, or a British spelling from its flagWords, fails with its file and line.
 * Real terms go in the word list of cspell.json; typos get fixed.
 */
test('every word of the docs, the blog and src/ is American English or in the project word list', () => {
  const run = spawnSync(
    process.execPath,
    [cspell, 'lint', '--no-progress', '--no-color', '--config', 'cspell.json'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  const summary = /Files checked: (\d+), Issues found: (\d+)/.exec(run.stderr);
  assert.ok(summary, `cspell printed no summary:\n${run.stderr}`);
  assert.ok(Number(summary[1]) > 400, `only ${summary[1]} files checked`);
  assert.deepEqual(run.stdout.split('\n').filter(Boolean), []);
  assert.equal(run.status, 0);
});
