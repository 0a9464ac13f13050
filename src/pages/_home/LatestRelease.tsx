import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {changelogFeeds, changelogPathOf, latestRelease} from '@site/src/data/releases';
import styles from './styles.module.css';
import {formatDate} from '@site/src/data/dates';

const releaseDay = formatDate(latestRelease.date);

/** The "latest release" line under the hero, read from the release data. */
export default function LatestRelease(): ReactNode {
  return (
    <p className={styles.release}>
      <span className={styles.releaseBadge}>Latest release</span> Portico {latestRelease.version},
      released {releaseDay}. <Link to={changelogPathOf(latestRelease.version)}>What changed</Link> ·{' '}
      <a href={changelogFeeds.rss} type="application/rss+xml">
        Release feed
      </a>
    </p>
  );
}
