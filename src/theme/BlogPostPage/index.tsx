import type {ReactNode} from 'react';
import BlogPostPage from '@theme-original/BlogPostPage';
import type BlogPostPageType from '@theme/BlogPostPage';
import type {WrapperProps} from '@docusaurus/types';
import ShareLinks from '@site/src/components/ShareLinks';
import {ShareLinksSlot} from '@site/src/components/ShareLinks/slot';

type Props = WrapperProps<typeof BlogPostPageType>;

/** A post's own page: its post item shows the share links given here (see src/theme/BlogPostItem). */
export default function BlogPostPageWrapper(props: Props): ReactNode {
  return (
    <ShareLinksSlot.Provider value={ShareLinks}>
      <BlogPostPage {...props} />
    </ShareLinksSlot.Provider>
  );
}
