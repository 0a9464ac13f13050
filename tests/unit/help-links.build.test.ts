import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {helpLinks} from '../../src/data/help-links.ts';

test('every help-link key has its redirect page in the build', {skip: skipWithoutBuild}, () => {
  assertBuilt();
  const missing = Object.keys(helpLinks).filter(
    (key) => !existsSync(join(BUILD_DIR, 'go', key, 'index.html')),
  );
  assert.deepEqual(missing, []);
});
