/**
 * Every Portico release, newest first. The changelog pages, the home page's
 * "latest release" line and the docs version labels all read from here.
 */
export type ReleaseStatus = 'released' | 'upcoming';

export interface Release {
  /** Semantic version, `MAJOR.MINOR.PATCH`. */
  readonly version: string;
  /** Release day (ISO date); for an upcoming release, the planned month's first day. */
  readonly date: string;
  readonly status: ReleaseStatus;
  /** The docs version that documents this release, where one was cut. */
  readonly docsVersion?: string;
}

const released = (version: string, date: string, docsVersion?: string): Release => ({
  version,
  date,
  status: 'released',
  ...(docsVersion ? {docsVersion} : {}),
});

export const releases: readonly Release[] = [
  {version: '1.6.8', date: '2026-12-01', status: 'upcoming'},
  released('1.6.7', '2026-10-27', '1.6.7'),
  released('1.6.6', '2026-09-28'),
  released('1.6.5', '2026-08-31'),
  released('1.6.4', '2026-08-10'),
  released('1.6.3', '2026-07-20'),
  released('1.6.2', '2026-06-29'),
  released('1.6.1', '2026-06-08'),
  released('1.6.0', '2026-05-18'),
  released('1.5.4', '2026-04-13'),
  released('1.5.3', '2026-03-23'),
  released('1.5.2', '2026-03-02'),
  released('1.5.1', '2026-02-09'),
  released('1.5.0', '2026-01-19'),
  released('1.4.2', '2025-12-15'),
  released('1.4.1', '2025-11-24'),
  released('1.4.0', '2025-11-10'),
  released('1.3.5', '2025-10-20'),
  released('1.3.4', '2025-10-06'),
  released('1.3.3', '2025-09-22'),
  released('1.3.2', '2025-09-08'),
  released('1.3.1', '2025-08-25'),
  released('1.3.0', '2025-08-11'),
  released('1.2.3', '2025-07-28'),
  released('1.2.2', '2025-07-14'),
  released('1.2.1', '2025-06-30'),
  released('1.2.0', '2025-06-16'),
  released('1.1.4', '2025-05-29'),
  released('1.1.3', '2025-05-19'),
  released('1.1.2', '2025-05-05'),
  released('1.1.1', '2025-04-28'),
  released('1.1.0', '2025-04-14'),
  released('1.0.3', '2025-03-31'),
  released('1.0.2', '2025-03-17'),
  released('1.0.1', '2025-03-03'),
  released('1.0.0', '2025-02-17'),
  released('0.3.8', '2025-01-27'),
  released('0.3.7', '2025-01-13', '0.3.7'),
  released('0.3.6', '2025-01-06'),
  released('0.3.5', '2024-12-23'),
  released('0.3.4', '2024-12-16'),
  released('0.3.3', '2024-12-09'),
  released('0.3.2', '2024-12-02'),
  released('0.3.1', '2024-11-25'),
  released('0.3.0', '2024-11-18'),
  released('0.2.9', '2024-11-04'),
  released('0.2.8', '2024-10-21'),
  released('0.2.7', '2024-10-14'),
  released('0.2.6', '2024-10-07'),
  released('0.2.5', '2024-09-23'),
  released('0.2.4', '2024-09-09'),
  released('0.2.3', '2024-08-26'),
  released('0.2.2', '2024-08-12'),
  released('0.2.1', '2024-07-29'),
  released('0.2.0', '2024-07-15'),
  released('0.1.9', '2024-06-28'),
  released('0.1.8', '2024-06-14'),
  released('0.1.7', '2024-05-31'),
  released('0.1.6', '2024-05-17'),
  released('0.1.5', '2024-05-03'),
  released('0.1.4', '2024-04-19'),
  released('0.1.3', '2024-04-05'),
  released('0.1.2', '2024-03-22'),
  released('0.1.1', '2024-03-08'),
  released('0.1.0', '2024-02-26'),
];

/** The newest release that has shipped. */
export const latestRelease: Release = releases.find((release) => release.status === 'released')!;

/** The docs versions, current first, as `versions.json` and the navbar dropdown know them. */
export const docsVersions = {current: '1.6.7', previous: ['0.3.7']} as const;

/** Where the changelog feeds are published; written by the changelog-feed plugin. */
export const changelogFeeds = {rss: '/docs/changelog/rss.xml', atom: '/docs/changelog/atom.xml'} as const;
