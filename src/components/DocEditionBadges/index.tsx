import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {docBadges, type EditionFrontMatter} from './badges';
import {changelogPathOf} from '@site/src/data/releases';
import styles from './styles.module.css';

/**
 * The changelog page of a release: in the docs version being read when it has one,
 * otherwise where src/data/releases.ts puts it (releases before 1.0.0 live in the 0.x docs).
 */
function useChangelogPath(): (release: string) => string {
  const activeVersion = useDocsVersion().version;
  const version = useVersions(undefined).find((candidate) => candidate.name === activeVersion);
  return (release) =>
    version?.docs.find((doc) => doc.id === `changelog/${release}`)?.path ??
    changelogPathOf(release);
}

/** Under a doc's title: the badges of `docBadges`, from the front matter keys `edition` and `since`. */
export default function DocEditionBadges(): ReactNode {
  const changelogPath = useChangelogPath();
  const badges = docBadges(useDoc().frontMatter as EditionFrontMatter, changelogPath);
  if (badges.length === 0) return null;
  const className = {
    enterprise: `${styles.badge} ${styles.enterprise}`,
    since: styles.badge,
    note: styles.note,
  };
  return (
    <div className={styles.badges} data-doc-badges="">
      {/* Spaces between the links (the flex layout ignores them) keep their words apart for a reader of the text alone. */}
      {badges.map((badge, index) => (
        <Fragment key={badge.kind}>
          {index > 0 && ' '}
          <Link className={className[badge.kind]} to={badge.to}>
            {badge.label}
          </Link>
        </Fragment>
      ))}
    </div>
  );
}
