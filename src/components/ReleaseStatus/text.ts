import {releases, type Release} from '../../data/releases';

/** What a release page says under its title, around the release's day: on the page (the day in a `time`) and in its Markdown copy. */
export interface ReleaseStatusText {
  readonly release: Release;
  readonly before: string;
  readonly after: string;
}

/**
 * The day a release shipped, or that it has not shipped yet, from src/data/release-history.json, for the
 * release page of doc `docId` (`changelog/X.Y.Z`); undefined for any other doc.
 */
export function releaseStatusText(docId: string): ReleaseStatusText | undefined {
  const version = /^changelog\/(\d+\.\d+\.\d+)$/.exec(docId)?.[1];
  const release = version && releases.find((candidate) => candidate.version === version);
  if (!release) return undefined;
  return release.status === 'released'
    ? {release, before: 'Released ', after: '.'}
    : {
        release,
        before: `Portico ${release.version} has not shipped yet. It is planned for `,
        after:
          ', and the list below can still change before then. Servers with the default update setting install it by themselves once it is out.',
      };
}
