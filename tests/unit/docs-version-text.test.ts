import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import docsVersionTextPlugin, {withDocsVersion} from '../../plugins/markdown/docs-version-text';
import {docsDirOf, docsVersions} from '../../src/data/releases';

const ROOT = join(__dirname, '..', '..');
const render = (markdown: string, docsVersion: string) =>
  String(
    unified()
      .use(remarkParse)
      .use(remarkDirective)
      .use(docsVersionTextPlugin)
      .use(remarkStringify)
      .processSync({
        value: markdown,
        path: join(ROOT, docsDirOf(docsVersion), 'panel', 'intro.md'),
      }),
  ).trim();

test('`:docs-version` is the label of the docs version a page belongs to, on the page and in its Markdown copy', () => {
  for (const docsVersion of [docsVersions.current, ...docsVersions.previous]) {
    const file = join(ROOT, docsDirOf(docsVersion), 'panel', 'intro.md');
    assert.equal(
      render('This guide covers version :docs-version and walks through each screen.', docsVersion),
      `This guide covers version ${docsVersion} and walks through each screen.`,
    );
    assert.equal(
      render('## Languages in :docs-version', docsVersion),
      `## Languages in ${docsVersion}`,
    );
    assert.equal(
      withDocsVersion('Portico :docs-version ships ten languages; a:docs-version stays.', file),
      `Portico ${docsVersion} ships ten languages; a:docs-version stays.`,
    );
  }
});

test('`:docs-version` with a label or attributes fails the build, naming the file', () => {
  assert.throws(
    () => render('Portico :docs-version[1.0.0] ships.', docsVersions.current),
    /intro\.md: :docs-version takes no label and no attributes/,
  );
  assert.throws(
    () => render('Portico :docs-version{of="panel"} ships.', docsVersions.current),
    /takes no label and no attributes/,
  );
});
