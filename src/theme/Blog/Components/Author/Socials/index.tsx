import {Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';
import {lazyWithReload} from '@site/src/components/lazyWithReload';

// The theme's component imports the icons of all twelve networks it knows, on every blog page.
const BlogAuthorSocials = lazyWithReload(() => import('@theme-original/Blog/Components/Author/Socials'));

/**
 * An author with no social links gets an empty row of the theme's height, which
 * keeps the names of several authors aligned; the icons load only for an author with links.
 */
export default function BlogAuthorSocialsWrapper(props: Props): ReactNode {
  const emptyRow = <div className={styles.emptyRow} />;
  if (Object.keys(props.author.socials ?? {}).length === 0) return emptyRow;
  return (
    <Suspense fallback={emptyRow}>
      <BlogAuthorSocials {...props} />
    </Suspense>
  );
}
