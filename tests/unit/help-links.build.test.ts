import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';
import {helpLinks} from '../../src/data/help-links.ts';

const buildDir = join(ROOT, 'build');
const built = existsSync(join(buildDir, 'index.html'));
// In CI the build comes first (tests/run.mjs), so a missing build is a failure there, not a skip.
const skip = !built && !process.env.CI ? 'no build/ to read: run `npm run build` first' : false;

test('every help-link key has its redirect page in the build', {skip}, () => {
  assert.ok(built, `${buildDir} has no index.html: the site must be built before this test reads it`);
  const missing = Object.keys(helpLinks).filter((key) => !existsSync(join(buildDir, 'go', key, 'index.html')));
  assert.deepEqual(missing, []);
});
