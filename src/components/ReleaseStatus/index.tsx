import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {formatDate} from '@site/src/data/dates';
import {releaseStatusText} from './text';

/**
 * Under a release page's title (`changelog/X.Y.Z`): the day it shipped, or that
 * it has not shipped yet (`releaseStatusText`). Release pages never type either,
 * so `npm run release` changes what every page says at once.
 */
export default function ReleaseStatus(): ReactNode {
  const status = releaseStatusText(useDoc().metadata.id);
  if (!status) return null;
  const {release, before, after} = status;
  const text = (
    <>
      {before}
      <time dateTime={release.date}>{formatDate(release.date)}</time>
      {after}
    </>
  );
  if (release.status === 'released') return <p data-release-status="released">{text}</p>;
  return (
    <div data-release-status="upcoming">
      <Admonition type="note" title="Upcoming">
        {text}
      </Admonition>
    </div>
  );
}
