/**
 * The collations the docs name: each engine's default is decided in src/data/installer.ts, a sentence
 * that gives an engine's default names that one, and no page names a collation beyond the defaults and
 * the two that the new-database page offers besides (`utf8mb4_unicode_ci`, `utf8mb4_bin`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {databases} from '../../src/data/installer.ts';
import {linkedSentences, loadDocs} from '../lib/docs-content.ts';

const OFFERED = new Set<string>([
  ...databases.map((engine) => engine.defaultCollation),
  'utf8mb4_unicode_ci',
  'utf8mb4_bin',
]);
const COLLATION = /\butf8mb4_\w+/g;
const docs = loadDocs().filter((doc) => doc.version === 'current');

/** Each sentence of `body` that gives one engine's default collation as another. */
export function wrongDefaults(body: string): string[] {
  return linkedSentences(body).flatMap((sentence) => {
    const engines = databases.filter((engine) =>
      new RegExp(`\\b${engine.name.split(' ')[0]}\\b`).test(sentence),
    );
    if (engines.length !== 1 || !/\bdefault\b/i.test(sentence)) return [];
    return [...sentence.matchAll(COLLATION)]
      .filter(([name]) => name !== engines[0].defaultCollation)
      .map(([name]) => `${name} in "${sentence.trim()}"`);
  });
}

test("a sentence that gives an engine's default collation gives the one of src/data/installer.ts", () => {
  assert.deepEqual(
    docs.flatMap((doc) => wrongDefaults(doc.body).map((problem) => `${doc.path}: ${problem}`)),
    [],
  );
});

test('the docs name no collation but the defaults and the two the new-database form offers besides', () => {
  const named = docs.flatMap((doc) =>
    [...doc.body.matchAll(COLLATION)]
      .filter(([name]) => !OFFERED.has(name))
      .map(([name]) => `${doc.path}: ${name}`),
  );
  assert.deepEqual(named, []);
});

test('a wrong default collation is found, and the right one or a collation named otherwise is not', () => {
  assert.equal(wrongDefaults('On MariaDB 11.4 the default is `utf8mb4_general_ci`.').length, 1);
  assert.deepEqual(wrongDefaults('On MySQL 8.4 the default is `utf8mb4_0900_ai_ci`.'), []);
  assert.deepEqual(
    wrongDefaults('Dumps from MySQL 8 name `utf8mb4_0900_ai_ci`, which MariaDB does not know.'),
    [],
  );
});
