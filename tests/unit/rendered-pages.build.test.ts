import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {BUILD_DIR, assertBuilt, builtMarketingPages, skipWithoutBuild} from '../lib/built-site.ts';
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

/**
 * Each ISO day (2026-11-01) in the words of a page's main content, outside code and `time` elements: a
 * date of the data that reached the page without src/data/dates.ts, so the home page and the statistics
 * page write one day two ways.
 */
export function isoDaysInProse(html: string): string[] {
  const $ = load(html);
  $('code, pre, script, style, time').remove();
  return [
    ...$('main')
      .text()
      .matchAll(/.{0,30}\b\d{4}-\d{2}-\d{2}\b/g),
  ].map((match) => match[0].replace(/\s+/g, ' ').trim());
}

test(
  'every marketing page writes the days of its data as src/data/dates.ts does, never as an ISO day',
  {skip: skipWithoutBuild},
  () => {
    assertBuilt();
    assert.deepEqual(
      builtMarketingPages().flatMap(({route, html}) =>
        isoDaysInProse(html).map((excerpt) => `${route}: "${excerpt}"`),
      ),
      [],
    );
  },
);

test('an ISO day in the words of a page is found; one in code or in a time element is not', () => {
  assert.equal(isoDaysInProse('<main><p>As of 2026-11-01, from servers.</p></main>').length, 1);
  assert.deepEqual(
    isoDaysInProse(
      '<main><p>As of November 1, 2026, in <code>2026-11-01.tar.gz</code>, <time datetime="2026-11-01">2026-11-01</time>.</p></main>',
    ),
    [],
  );
});
