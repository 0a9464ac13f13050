import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {formatDate} from '@site/src/data/dates';
import styles from './styles.module.css';

function ReadingTime({readingTime}: {readingTime: number}): ReactNode {
  const {selectMessage} = usePluralForm();
  const minutes = Math.ceil(readingTime);
  return selectMessage(
    minutes,
    translate(
      {
        id: 'theme.blog.post.readingTime.plurals',
        description: 'Pluralized label for "{readingTime} min read"',
        message: 'One min read|{readingTime} min read',
      },
      {readingTime: minutes},
    ),
  );
}

/*
 * Changed from the theme: the date is written by the site's own formatter
 * (src/data/dates.ts) instead of Intl.DateTimeFormat, whose first use on a page
 * costs about 80 ms of main thread on a mid-range phone; a blog list page
 * built one per post. Blog dates are UTC calendar days, so the ISO day is the date.
 */
export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;
  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <time dateTime={date}>{formatDate(date.slice(0, 10))}</time>
      {readingTime !== undefined && (
        <>
          {' · '}
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
