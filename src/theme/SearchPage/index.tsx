import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/**
 * The search page of the search plugin, with the site's title format and a
 * description. The metadata comes after the page so that it wins over the
 * plugin's own bare title. The plugin writes its noindex as
 * `<meta property="robots">`, which crawlers ignore; this adds the `name` form.
 */
export default function SearchPageWrapper(props: Props): ReactNode {
  const query = new URLSearchParams(useLocation().search).get('q');
  return (
    <>
      <SearchPage {...props} />
      <PageMetadata
        title={query ? `Search results for "${query}"` : 'Search'}
        description="Search the Portico documentation of every version, the blog and the site, with results that load from this site alone."
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
    </>
  );
}
