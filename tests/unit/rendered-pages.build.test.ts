import {test} from 'node:test';
import assert from 'node:assert/strict';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {checkBuild, describeHits} from '../lib/rendered-text.ts';

test(
  'every built page shows its reader rendered text: no NaN, no raw Markdown, one h1, a title, real dates',
  {skip: skipWithoutBuild},
  (t) => {
    assertBuilt();
    const started = performance.now();
    const {pages, hits} = checkBuild(BUILD_DIR);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    assert.ok(pages > 1, `only ${pages} page in ${BUILD_DIR}`);
    t.diagnostic(`${pages} pages read in ${seconds} s`);
    const flagged = new Set(hits.map((hit) => hit.page)).size;
    assert.equal(
      hits.length,
      0,
      `${flagged} of ${pages} pages show what a reader should not see (read in ${seconds} s):\n${describeHits(hits)}`,
    );
  },
);
