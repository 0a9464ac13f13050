import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';

/*
 * Prism and its languages (about 40 KB gzip) load only with a page that shows
 * code. The server renders the highlighted block into the HTML (React's
 * streaming renderer may place it with a small inline script, which the CSP
 * hashes cover); the browser keeps that HTML and hydrates the block once the
 * chunk arrives, replaying a click on its copy button. Without this, the classic theme would put Prism
 * in main.js (see plugins/code-highlighting) or in every docs and blog page.
 */
const HighlightedCodeBlock = lazy(() => import('./HighlightedCodeBlock'));

export default function CodeBlock(props: Props): ReactNode {
  return (
    <Suspense
      fallback={
        <pre>
          <code>{props.children}</code>
        </pre>
      }>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
