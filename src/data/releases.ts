/**
 * Every Portico release and the docs versions that describe them. Pages,
 * plugins and tests read versions, dates and counts from here, never as
 * literals. The data itself is JSON because `npm run release` and
 * `npm run docs:cut` (scripts/) write it.
 */
import releaseList from './release-history.json';
import currentDocs from './current-docs-version.json';
import frozenDocsVersions from '../../versions.json';

export type ReleaseStatus = 'released' | 'upcoming';

export interface Release {
  /** Semantic version, `MAJOR.MINOR.PATCH`. */
  readonly version: string;
  /** Release day (ISO date); for an upcoming release, the planned day. */
  readonly date: string;
  readonly status: ReleaseStatus;
  /** What the release brings, as a phrase that follows "Portico X is out:" in the announcement bar. */
  readonly highlights?: string;
}

/** Every release, newest first, as `release-history.json` keeps them (the data tests check the order). */
export const releases: readonly Release[] = releaseList as Release[];

/** The newest release that has shipped. */
export const latestRelease: Release = releases.find((release) => release.status === 'released')!;

/** The release of a version; throws for a version the data does not have. */
export function releaseOf(version: string): Release {
  const release = releases.find((candidate) => candidate.version === version);
  if (!release) throw new Error(`No release ${version} in src/data/release-history.json.`);
  return release;
}

/**
 * The docs versions: `current` labels the docs in `docs/` (served at `/docs/`),
 * `previous` are the frozen ones in `versioned_docs/`, newest first, as
 * `versions.json` lists them.
 */
export const docsVersions: {readonly current: string; readonly previous: readonly string[]} = {
  current: currentDocs.current,
  previous: frozenDocsVersions,
};

/** Every docs version, current first, then the frozen ones newest first. */
export const everyDocsVersion: readonly string[] = [docsVersions.current, ...docsVersions.previous];

/** Where the docs of a version live: `/docs/` for the current one, `/docs/<label>/` for a frozen one. */
export function docsPathOf(docsVersion: string): string {
  if (docsVersion === docsVersions.current) return '/docs/';
  if (!docsVersions.previous.includes(docsVersion))
    throw new Error(`No docs version ${docsVersion}.`);
  return `/docs/${docsVersion}/`;
}

/** The folder of a docs version's pages, relative to the project: `docs` or `versioned_docs/version-<label>`. */
export function docsDirOf(docsVersion: string): string {
  docsPathOf(docsVersion);
  return docsVersion === docsVersions.current ? 'docs' : `versioned_docs/version-${docsVersion}`;
}

/**
 * The docs version that holds a release's changelog page: the newest docs
 * version of the release's major line (the 0.x pages live in the last 0.x
 * docs; every docs version of a line keeps its line's pages).
 * tests/unit/releases.test.ts checks that the page is there for every release.
 */
export function changelogDocsVersionOf(version: string): string {
  const major = version.split('.')[0];
  const holder = [docsVersions.current, ...docsVersions.previous].find(
    (docsVersion) => docsVersion.split('.')[0] === major,
  );
  if (!holder) throw new Error(`No docs version holds the changelog of ${version}.`);
  return holder;
}

/** The address of a release's changelog page. */
export function changelogPathOf(version: string): string {
  return `${docsPathOf(changelogDocsVersionOf(version))}changelog/${version}/`;
}

/** Where the changelog feeds are published; written by the changelog-feed plugin. */
export const changelogFeeds = {
  rss: '/docs/changelog/rss.xml',
  atom: '/docs/changelog/atom.xml',
} as const;
