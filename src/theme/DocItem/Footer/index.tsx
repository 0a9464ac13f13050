import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import CopyMarkdownButton from '@site/src/components/CopyMarkdownButton';
import DocFeedback from '@site/src/components/DocFeedback';
import {markdownPath} from '@site/plugins/llms-txt/markdown-path';

type Props = WrapperProps<typeof FooterType>;

/** The end of every doc: the Markdown copy and the helpfulness question. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const {pathname} = useLocation();
  return (
    <>
      <Footer {...props} />
      <CopyMarkdownButton markdownUrl={markdownPath(metadata.permalink)} />
      <DocFeedback pagePath={pathname} />
    </>
  );
}
