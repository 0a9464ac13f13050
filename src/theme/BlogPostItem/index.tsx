import {useContext, type ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import BlogPostItem from '@theme-original/BlogPostItem';
import type BlogPostItemType from '@theme/BlogPostItem';
import type {WrapperProps} from '@docusaurus/types';
import {ShareLinksSlot} from '@site/src/components/ShareLinks/slot';

type Props = WrapperProps<typeof BlogPostItemType>;

/**
 * A blog post, followed on its own page by share links for its canonical URL
 * (routes end in a slash). Only a post's own page provides them (src/theme/BlogPostPage).
 */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  const ShareLinks = useContext(ShareLinksSlot);
  return (
    <>
      <BlogPostItem {...props} />
      {ShareLinks && (
        <aside className="margin-vert--lg" aria-label="Share this post">
          {/* eslint-disable-next-line react-hooks/static-components -- the slot holds the ShareLinks component, imported at module scope by src/theme/BlogPostPage. */}
          <ShareLinks
            url={new URL(metadata.permalink.replace(/\/?$/, '/'), siteConfig.url).href}
            title={metadata.title}
            summary={metadata.description}
            hashtags={metadata.tags.map((tag) => tag.label.replace(/[^A-Za-z0-9]/g, ''))}
          />
        </aside>
      )}
    </>
  );
}
