/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/*
 * Ejected from @docusaurus/theme-classic@3.10.2, src/theme/BlogListPage/index.tsx.
 * Changed (lines marked `Changed:`): the list pages get an H1 with the blog's
 * title and description (the original has none), and page 2 onwards a title
 * of its own.
 */

import React, {type ReactNode} from 'react';
import clsx from 'clsx';

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
// Changed: the page heading and its styles.
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';

function BlogListPageMetadata(props: Props): ReactNode {
  const {metadata} = props;
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  // Changed: `page`, for the title of page 2 onwards.
  const {blogDescription, blogTitle, permalink, page} = metadata;
  const isBlogOnlyMode = permalink === '/';
  // Changed: page 2 onwards says which page it is.
  const listTitle = isBlogOnlyMode ? siteTitle : blogTitle;
  const title = page > 1 ? `${listTitle}, page ${page}` : listTitle;
  return (
    <>
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

function BlogListPageContent(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  return (
    <BlogLayout sidebar={sidebar}>
      {/* Changed: the page heading. */}
      <header className={styles.header}>
        <Heading as="h1">{metadata.blogTitle}</Heading>
        <p className={styles.description}>{metadata.blogDescription}</p>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={metadata} />
    </BlogLayout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
