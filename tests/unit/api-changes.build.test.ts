import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, assertBuilt, skipWithoutBuild} from '../lib/built-site.ts';
import {docsDirOf, docsPathOf} from '../../src/data/releases.ts';
import {describedDocsVersions} from '../../plugins/api-reference/description.ts';
import {changesOf} from '../../plugins/api-reference/changes.ts';
import {operationPageOf} from '../../plugins/api-reference/pages.ts';

const pageText = (route: string) =>
  load(readFileSync(join(BUILD_DIR, route, 'index.html'), 'utf8'))(
    'article .theme-doc-markdown',
  ).text();

test(
  'each docs version with an older API to compare has its changes page, with every change and each breaking one marked',
  {skip: skipWithoutBuild},
  async () => {
    assertBuilt();
    const compared = (await Promise.all(describedDocsVersions().map(changesOf))).filter(
      (changes) => changes !== undefined,
    );
    assert.ok(compared.length > 0, 'no docs version is compared with an older API');
    for (const {from, to, operations} of compared) {
      const route = `${docsPathOf(to)}admin/api-reference/changes/`;
      assert.ok(existsSync(join(BUILD_DIR, route, 'index.html')), `${route} was not built`);
      const text = pageText(route);
      assert.match(
        text,
        new RegExp(
          `Compared with the ${from.replaceAll('.', '\\.')} API, the ${to.replaceAll('.', '\\.')} API adds`,
        ),
      );
      const missing = operations
        .filter(({resolved}) => !text.includes(`${resolved.method} /api${resolved.path}`))
        .map(({resolved}) => resolved.operation.operationId);
      assert.deepEqual(missing, [], `${route} leaves out operations that changed`);
      const breaking = operations
        .flatMap((change) => change.changes)
        .filter((change) => change.breaking).length;
      const removedNote = operations.some((change) => change.status === 'removed') ? 1 : 0;
      assert.equal(
        text.match(/Breaking:/g)?.length ?? 0,
        breaking + removedNote,
        `${route} marks a different number of changes as breaking`,
      );
      assert.ok(
        existsSync(join(BUILD_DIR, `${route.slice(0, -1)}.md`)),
        `${route} has no Markdown copy`,
      );
    }
  },
);

test(
  'each operation page says what changed in it since the docs version before',
  {skip: skipWithoutBuild},
  async () => {
    assertBuilt();
    for (const version of describedDocsVersions()) {
      const changes = await changesOf(version);
      for (const change of changes?.operations.filter((one) => one.status !== 'removed') ?? []) {
        const page = operationPageOf(docsDirOf(version), change.resolved);
        assert.ok(page, `${version} has no page of ${change.resolved.operation.operationId}`);
        const route = `${docsPathOf(version)}${page.file.split(`${docsDirOf(version)}/`)[1].replace(/\.md$/, '/')}`;
        const note =
          change.status === 'added'
            ? `New since ${changes!.from}:`
            : `Changed since ${changes!.from}:`;
        assert.ok(pageText(route).includes(note), `${route} does not say "${note}"`);
      }
    }
  },
);
