import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';
import {checkBuild, describeHits} from '../lib/rendered-text.ts';

const buildDir = join(ROOT, 'build');
const built = existsSync(join(buildDir, 'index.html'));
// In CI the build comes first (tests/run.mjs), so a missing build is a failure there, not a skip.
const skip = !built && !process.env.CI ? 'no build/ to read: run `npm run build` first' : false;

test('every built page shows its reader rendered text: no NaN, no raw Markdown, one h1, a title, real dates', {skip}, (t) => {
  assert.ok(built, `${buildDir} has no index.html: the site must be built before this test reads it`);
  const started = performance.now();
  const {pages, hits} = checkBuild(buildDir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  assert.ok(pages > 1, `only ${pages} page in ${buildDir}`);
  t.diagnostic(`${pages} pages read in ${seconds} s`);
  const flagged = new Set(hits.map((hit) => hit.page)).size;
  assert.equal(hits.length, 0, `${flagged} of ${pages} pages show what a reader should not see (read in ${seconds} s):\n${describeHits(hits)}`);
});
