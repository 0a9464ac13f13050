import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/** The search page of the search plugin, given the site's title format and a description. */
export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title="Search"
        description="Search the Portico documentation of every version, the blog and the site, with results that load from this site alone."
      />
      <SearchPage {...props} />
    </>
  );
}
