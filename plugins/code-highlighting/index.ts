import {dirname, join} from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module,
 * and client modules go into the bundle every page loads. This swaps that
 * module for an empty one; `src/theme/CodeBlock/Content` registers the
 * languages instead, in the chunk it loads only for a block the server did not
 * already highlight.
 */
export default function codeHighlightingPlugin(): Plugin {
  const themeClientModule = join(dirname(require.resolve('@docusaurus/theme-classic')), 'prism-include-languages');
  return {
    name: 'portico-code-highlighting',
    configureWebpack() {
      return {resolve: {alias: {[themeClientModule]: false}}};
    },
  };
}
