/**
 * The collations the docs name, in every docs version against that version's data
 * (src/data/collations.ts, or what `npm run docs:cut` froze with it): a sentence that gives an
 * engine's default names that one, and no page names a collation beyond the defaults and the few
 * others of its version (for the current docs, the two that the new-database page offers besides).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {collationsOf, type Collations} from '../../src/data/collations.ts';
import {everyDocsVersion} from '../../src/data/releases.ts';
import {docsVersionOfDoc, linkedSentences, loadDocs} from '../lib/docs-content.ts';

const COLLATION = /\butf8mb4_\w+/g;
const docs = loadDocs().map((doc) => ({...doc, collations: collationsOf(docsVersionOfDoc(doc))}));

/** Each sentence of `body` that gives one engine's default collation as another. */
export function wrongDefaults(body: string, {engines}: Collations): string[] {
  return linkedSentences(body).flatMap((sentence) => {
    const named = engines.filter((engine) =>
      new RegExp(`\\b${engine.name.split(' ')[0]}\\b`).test(sentence),
    );
    if (named.length !== 1 || !/\bdefault\b/i.test(sentence)) return [];
    return [...sentence.matchAll(COLLATION)]
      .filter(([name]) => name !== named[0].defaultCollation)
      .map(([name]) => `${name} in "${sentence.trim()}"`);
  });
}

/** The collations a page of a version with `collations` may name. */
const namable = ({engines, others}: Collations): Set<string> =>
  new Set([...engines.map((engine) => engine.defaultCollation), ...others]);

test('every docs version has its collations, and its pages were read', () => {
  for (const docsVersion of everyDocsVersion) {
    assert.ok(collationsOf(docsVersion).engines.length > 0, docsVersion);
    assert.ok(
      docs.some((doc) => docsVersionOfDoc(doc) === docsVersion),
      `no page of ${docsVersion} read`,
    );
  }
});

test("a sentence that gives an engine's default collation gives the one of its docs version's data", () => {
  assert.deepEqual(
    docs.flatMap((doc) =>
      wrongDefaults(doc.body, doc.collations).map((problem) => `${doc.path}: ${problem}`),
    ),
    [],
  );
});

test('the docs of each version name no collation but its defaults and its others', () => {
  const named = docs.flatMap((doc) => {
    const allowed = namable(doc.collations);
    return [...doc.body.matchAll(COLLATION)]
      .filter(([name]) => !allowed.has(name))
      .map(([name]) => `${doc.path}: ${name}`);
  });
  assert.deepEqual(named, []);
});

test('a wrong default collation is found, and the right one or a collation named otherwise is not', () => {
  const collations: Collations = {
    engines: [
      {name: 'MySQL 8.4', defaultCollation: 'utf8mb4_0900_ai_ci'},
      {name: 'MariaDB 11', defaultCollation: 'utf8mb4_uca1400_ai_ci'},
    ],
    others: [],
  };
  assert.equal(
    wrongDefaults('On MariaDB 11.4 the default is `utf8mb4_general_ci`.', collations).length,
    1,
  );
  assert.deepEqual(
    wrongDefaults('On MySQL 8.4 the default is `utf8mb4_0900_ai_ci`.', collations),
    [],
  );
  assert.deepEqual(
    wrongDefaults(
      'Dumps from MySQL 8 name `utf8mb4_0900_ai_ci`, which MariaDB does not know.',
      collations,
    ),
    [],
  );
});
