/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/* The <Highlight> part of @docusaurus/theme-classic@3.10.2's CodeBlock/Content, moved here by ./index.tsx. */
import type {ReactNode} from 'react';
import {Highlight, Prism} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Line from '@theme/CodeBlock/Line';

prismIncludeLanguages(Prism);

/** The block's lines tokenized by Prism; ./index.tsx loads this only when the page's HTML does not already hold them. */
export default function HighlightedLines(): ReactNode {
  const {metadata} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  return (
    <Highlight theme={prismTheme} code={metadata.code} language={metadata.language}>
      {({tokens, getLineProps, getTokenProps}) => (
        <>
          {tokens.map((line, index) => (
            <Line
              key={index}
              line={line}
              getLineProps={getLineProps}
              getTokenProps={getTokenProps}
              classNames={metadata.lineClassNames[index]}
              showLineNumbers={metadata.lineNumbersStart !== undefined}
            />
          ))}
        </>
      )}
    </Highlight>
  );
}
