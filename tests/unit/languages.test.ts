/**
 * The panel's languages are decided in src/data/languages.ts; the community page renders them and the
 * admin doc on locales, which cannot import data, tables them: the table must be the list.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {panelLanguagesOf} from '../../src/data/docs-version-data.ts';
import {docsDirOf, docsVersions, everyDocsVersion} from '../../src/data/releases.ts';
import {ROOT, parseFrontMatter} from '../lib/docs-content.ts';

/** The admin doc on locales, relative to the folder of a docs version. */
const LOCALES_DOC = 'admin/settings/locales.md';

/** The `| \`code\` | Name |` rows of a doc's table of languages, in order. */
export function tabledLanguages(body: string): {code: string; name: string}[] {
  return [...body.matchAll(/^\| `([a-z]{2}(?:-[A-Z]{2})?)` \| ([^|]+?) \|$/gm)].map((row) => ({
    code: row[1],
    name: row[2],
  }));
}

test("in every docs version with a locales doc, it tables exactly the languages of that version's data", (t) => {
  for (const docsVersion of everyDocsVersion) {
    const file = join(ROOT, docsDirOf(docsVersion), LOCALES_DOC);
    if (!existsSync(file) && docsVersion !== docsVersions.current) {
      t.diagnostic(`${docsVersion} is skipped: it has no ${LOCALES_DOC}`);
      continue;
    }
    assert.deepEqual(
      tabledLanguages(parseFrontMatter(readFileSync(file, 'utf8')).body),
      [...panelLanguagesOf(docsVersion)],
      docsVersion,
    );
  }
});

test('a table row of a language is read with its code and name', () => {
  assert.deepEqual(
    tabledLanguages('| Code | Language |\n|---|---|\n| `pt-BR` | Portuguese (Brazil) |'),
    [{code: 'pt-BR', name: 'Portuguese (Brazil)'}],
  );
});
