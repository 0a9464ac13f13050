import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {missingFromCopy} from '../lib/markdown-parity.ts';

/** Every Markdown copy of the build (`docs/x.md`) with its page (`docs/x/index.html`; the home page's copy is `index.md`). */
function copies(): {page: string; markdown: string; html: string}[] {
  return readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.md'))
    .map((markdown) => ({
      markdown,
      page:
        markdown === 'index.md' ? 'index.html' : join(markdown.replace(/\.md$/, ''), 'index.html'),
    }))
    .filter(({page}) => existsSync(join(BUILD_DIR, page)))
    .map(({markdown, page}) => ({
      page,
      markdown: readFileSync(join(BUILD_DIR, markdown), 'utf8'),
      html: readFileSync(join(BUILD_DIR, page), 'utf8'),
    }));
}

test(
  'the Markdown copy of every page carries every block of text its HTML shows',
  {skip: skipWithoutBuild},
  (t) => {
    assertBuilt();
    const pages = copies();
    assert.ok(pages.length > 300, `only ${pages.length} Markdown copies in ${BUILD_DIR}`);
    const differing = pages
      .map(({page, html, markdown}) => ({page, missing: missingFromCopy(html, markdown)}))
      .filter(({missing}) => missing.length > 0);
    t.diagnostic(`${pages.length} pages compared with their Markdown copies`);
    assert.equal(
      differing.length,
      0,
      `${differing.length} of ${pages.length} Markdown copies leave out text their page shows:\n${differing
        .map(
          ({page, missing}) =>
            `${page}:\n${missing.map((block) => `  - ${block.slice(0, 160)}`).join('\n')}`,
        )
        .join('\n')}`,
    );
  },
);
