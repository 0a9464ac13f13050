import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDoc, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import {enterpriseOnCommunityDoc} from '@site/src/data/editions';
import {changelogPathOf} from '@site/src/data/releases';
import styles from './styles.module.css';

/** The two keys panel and admin docs add to their front matter (checked by tests/unit/doc-editions.test.ts). */
interface EditionFrontMatter {
  readonly edition?: unknown;
  readonly since?: unknown;
}

/**
 * The changelog page of a release: in the docs version being read when it has one,
 * otherwise where src/data/releases.ts puts it (releases before 1.0.0 live in the 0.x docs).
 */
function useChangelogPath(release: string): string {
  const activeVersion = useDocsVersion().version;
  const version = useVersions(undefined).find((candidate) => candidate.name === activeVersion);
  return version?.docs.find((doc) => doc.id === `changelog/${release}`)?.path ?? changelogPathOf(release);
}

function SinceBadge({release}: {release: string}): ReactNode {
  return (
    <Link className={styles.badge} to={useChangelogPath(release)}>
      Since {release}
    </Link>
  );
}

/**
 * Under a doc's title: "Enterprise" for a screen that needs that edition, with where the docs
 * say what it shows on Community, and "Since X.Y.Z", the release the screen arrived in.
 * Both come from the front matter keys `edition` and `since`.
 */
export default function DocEditionBadges(): ReactNode {
  const frontMatter = useDoc().frontMatter as EditionFrontMatter;
  const enterprise = frontMatter.edition === 'enterprise';
  const since = typeof frontMatter.since === 'string' ? frontMatter.since : undefined;
  if (!enterprise && !since) return null;
  return (
    <div className={styles.badges} data-doc-badges="">
      {enterprise && (
        <Link className={`${styles.badge} ${styles.enterprise}`} to="/enterprise/">
          Enterprise
        </Link>
      )}
      {since && <SinceBadge release={since} />}
      {enterprise && (
        <Link className={styles.note} to={enterpriseOnCommunityDoc}>
          What Community servers show
        </Link>
      )}
    </div>
  );
}
