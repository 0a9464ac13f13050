/**
 * The collations the docs of each version name: each database engine's default, decided in
 * installer.ts, and the few others its pages may name. `tests/unit/collations.test.ts` checks the
 * pages of every docs version against their version's; `npm run docs:cut` freezes the current ones.
 */
import {docsVersionData} from './docs-version-data';
import {databases} from './installer';

export interface Collations {
  readonly engines: ReadonlyArray<{readonly name: string; readonly defaultCollation: string}>;
  /** Collations the pages may name besides the defaults: those the new-database form offers, or that an import step tells to use. */
  readonly others: readonly string[];
}

export const currentCollations: Collations = {
  engines: databases.map(({name, defaultCollation}) => ({name, defaultCollation})),
  others: ['utf8mb4_unicode_ci', 'utf8mb4_bin'],
};

/** The collations of a docs version: the current data, or what was frozen with the version. */
export const collationsOf = (docsVersion: string): Collations =>
  docsVersionData(docsVersion, 'collations', currentCollations);
