/**
 * Options of the local search index, built with the site so the search box
 * and /search/ work with no third party at all. Both docs versions, the blog
 * and the marketing pages are indexed.
 */
export const localSearchOptions = {
  hashed: true,
  language: ['en'],
  indexDocs: true,
  indexBlog: true,
  indexPages: true,
  docsRouteBasePath: '/docs',
  blogRouteBasePath: '/blog',
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: false,
  searchResultLimits: 8,
  searchBarShortcutHint: true,
  // The 0.3.7 docs are noindex for search engines, yet readers of that version still search them.
  forceIgnoreNoIndex: true,
};
