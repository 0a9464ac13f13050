import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

/**
 * "Read more" under each excerpt, with the post's title in the link text
 * itself (hidden from sight) rather than only in an aria-label, so the link
 * makes sense out of context and its accessible name contains what it shows.
 */
export default function ReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className="visually-hidden"> about {blogPostTitle}</span>
    </Link>
  );
}
