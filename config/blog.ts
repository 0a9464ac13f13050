import type * as Preset from '@docusaurus/preset-classic';

type BlogOptions = Exclude<Preset.Options['blog'], false | undefined>;

export const BLOG_POSTS_PER_PAGE = 12;

export const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'Portico blog',
  blogDescription:
    'Releases, comparisons, install guides and security news from the team that builds Portico.',
  postsPerPage: BLOG_POSTS_PER_PAGE,
  blogSidebarTitle: 'Recent posts',
  blogSidebarCount: 10,
  authorsBasePath: 'author',
  authorsMapPath: 'authors.yml',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  showReadingTime: true,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'Portico blog',
    description: 'Releases, comparisons, install guides and security news from the Portico team.',
    copyright: `Copyright © ${new Date().getFullYear()} Portico Labs`,
    language: 'en',
    limit: false,
  },
} satisfies BlogOptions;
