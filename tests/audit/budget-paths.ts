import {changelogPathOf, docsPathOf, docsVersions, latestRelease} from '../../src/data/releases';
import written from './budgets.json';

/**
 * A page of budgets.json that moves with the product is written as what it
 * stands for, and the release data decides its address, so that a release
 * or a version cut never leaves the audit measuring a page that is no longer
 * the one meant.
 */
const PLACEHOLDERS: Readonly<Record<string, string>> = {
  '{latest release changelog}': changelogPathOf(latestRelease.version),
  '{oldest docs version}': docsPathOf(docsVersions.previous.at(-1) ?? docsVersions.current),
};

/** The address of a budgets.json path: the path itself, or what its placeholder stands for. */
export function budgetPath(path: string): string {
  if (path.startsWith('/')) return path;
  const address = PLACEHOLDERS[path];
  if (!address)
    throw new Error(
      `budgets.json: "${path}" is neither a path nor one of ${Object.keys(PLACEHOLDERS).join(', ')}.`,
    );
  return address;
}

const located = <Entry extends {path: string}>(entry: Entry): Entry => ({
  ...entry,
  path: budgetPath(entry.path),
});

/** budgets.json with every page's address: what the audit measures and the rehearsal compares against. */
export const budgets = {
  ...written,
  pages: written.pages.map(located),
  interactive: {...written.interactive, pages: written.interactive.pages.map(located)},
  search: {...written.search, visits: written.search.visits.map(located)},
};
