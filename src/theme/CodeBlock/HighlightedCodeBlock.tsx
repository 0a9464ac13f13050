import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

/** The theme's code block with Prism's extra languages registered; ./index.tsx loads it on demand. */
export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
