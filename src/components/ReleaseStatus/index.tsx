import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {formatDate} from '@site/src/data/dates';
import {releases} from '@site/src/data/releases';

/**
 * Under a release page's title (`changelog/X.Y.Z`): the day it shipped, or that
 * it has not shipped yet, from src/data/release-history.json. Release pages never
 * type either, so `npm run release` changes what every page says at once.
 */
export default function ReleaseStatus(): ReactNode {
  const id = useDoc().metadata.id;
  const version = /^changelog\/(\d+\.\d+\.\d+)$/.exec(id)?.[1];
  const release = version && releases.find((candidate) => candidate.version === version);
  if (!release) return null;
  if (release.status === 'released') {
    return (
      <p data-release-status="released">
        Released <time dateTime={release.date}>{formatDate(release.date)}</time>.
      </p>
    );
  }
  return (
    <div data-release-status="upcoming">
      <Admonition type="note" title="Upcoming">
        Portico {release.version} has not shipped yet. It is planned for <time dateTime={release.date}>{formatDate(release.date)}</time>, and the list below can still change before
        then. Servers with the default update setting install it by themselves once it is out.
      </Admonition>
    </div>
  );
}
