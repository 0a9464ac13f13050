/**
 * The panel's languages are decided in src/data/languages.ts; the community page renders them and the
 * admin doc on locales, which cannot import data, tables them: the table must be the list.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {panelLanguages} from '../../src/data/languages.ts';
import {loadDocs} from '../lib/docs-content.ts';

/** The `| \`code\` | Name |` rows of a doc's table of languages, in order. */
export function tabledLanguages(body: string): {code: string; name: string}[] {
  return [...body.matchAll(/^\| `([a-z]{2}(?:-[A-Z]{2})?)` \| ([^|]+?) \|$/gm)].map((row) => ({
    code: row[1],
    name: row[2],
  }));
}

test('the locales doc tables exactly the languages the panel ships in', () => {
  const doc = loadDocs().find((page) => page.path === 'docs/admin/settings/locales.md');
  assert.ok(doc, 'docs/admin/settings/locales.md is missing');
  assert.deepEqual(tabledLanguages(doc.body), [...panelLanguages]);
});

test('a table row of a language is read with its code and name', () => {
  assert.deepEqual(
    tabledLanguages('| Code | Language |\n|---|---|\n| `pt-BR` | Portuguese (Brazil) |'),
    [{code: 'pt-BR', name: 'Portuguese (Brazil)'}],
  );
});
