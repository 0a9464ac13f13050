import {useEffect, type ReactNode} from 'react';
import {useDocsPreferredVersion, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof DocVersionBannerType>;

/**
 * Reading a page of a docs version makes it the preferred version, so the
 * navbar's docs links keep the reader in the version they chose to read.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const version = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(version.pluginId);
  useEffect(() => {
    savePreferredVersionName(version.version);
  }, [savePreferredVersionName, version.version]);
  return <DocVersionBanner {...props} />;
}
