/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/*
 * Ejected from @docusaurus/theme-classic@3.10.2, src/theme/CodeBlock/Content/index.tsx.
 * Changed: the upstream `Pre` and `Code` are inlined in CodeBlockContent, and
 * Prism's <Highlight> moved to ./HighlightedLines, loaded only when needed
 * (below). The lines marked `Changed:` are the new ones; the `<pre>` and
 * `<code>` attributes are upstream's.
 * Reviewed against @docusaurus/theme-classic@4.0.0-canary-6808 (upstream sha256 e1b4611f986d5dbb): its
 * one change, `Pre` taking its `ref` as a prop instead of through `forwardRef`, is in the `Pre` that this copy
 * writes out in place; under React 19's types the cast of `codeBlockRef` below can go.
 */
import {
  Suspense,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from './styles.module.css';
// Changed: the chunk's loader.
import {lazyWithReload} from '@site/src/components/lazyWithReload';

/*
 * Prism and its languages (about 40 KB gzip, and a few hundred milliseconds
 * on a phone to tokenize a page's blocks) load only for a block whose lines
 * the page does not already hold: one first drawn after a client-side
 * navigation. The server renders every block highlighted; while the page
 * hydrates, each block keeps that markup as it is and remembers it, so a
 * block that mounts again (tabs remount once hydrated; a visitor comes back
 * to the page) reuses it. The colors are CSS (src/css/code.css), so the
 * markup is right in either mode.
 */
// Changed: Prism's highlighting is a chunk of its own; when a new release has removed it, the page reloads once.
const loadHighlightedLines = () => import('./HighlightedLines');
const HighlightedLines = lazyWithReload(loadHighlightedLines);

/*
 * On the server the module is loaded as this one loads, and rendered as it is: a lazy component suspends
 * on its first render, and React 19 writes a boundary that suspended after the rest of the page, with an
 * inline script that moves it into place (one per block, each hashed into the Content-Security-Policy).
 */
// Changed: the server's copy of the highlighting, never suspending.
let ServerHighlightedLines: ComponentType | undefined;
if (typeof document === 'undefined')
  void loadHighlightedLines().then((module) => {
    ServerHighlightedLines = module.default;
  });

/** Docusaurus marks <html> once the page the server rendered has hydrated. */
const isHydrating = () =>
  typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';

/** Highlighted lines as the server rendered them, by block. */
const serverLines = new Map<string, string>();

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const key = JSON.stringify([language, lineNumbersStart, lineClassNames, code]);
  // Markup to keep ('' while hydrating: React leaves the server's in place), or null to highlight here.
  // Changed: the server's lines, kept.
  const [lines, setLines] = useState<string | null>(
    () => serverLines.get(key) ?? (isHydrating() ? '' : null),
  );
  const codeRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // Only a block that hydrates reads the server's markup; one only the browser renders has none, and highlights itself.
    if (lines !== '') return;
    const html = codeRef.current!.innerHTML;
    if (html) serverLines.set(key, html);
    else setLines(null);
  }, [key, lines]);
  const codeProps = {
    ref: codeRef,
    className: clsx(
      styles.codeBlockLines,
      lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
    ),
    style:
      lineNumbersStart === undefined
        ? undefined
        : {counterReset: `line-count ${lineNumbersStart - 1}`},
  };
  return (
    <pre
      // theme-common declares the ref in React 19's types, where a ref to an element may hold null; React 18's do not.
      ref={codeBlockRef as RefObject<HTMLPreElement>}
      // A block that scrolls sideways must be reachable from the keyboard.
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      {/* Changed: Prism only for a block without the server's lines. */}
      {lines === null ? (
        <code {...codeProps}>
          {ServerHighlightedLines ? (
            <ServerHighlightedLines />
          ) : (
            <Suspense fallback={code}>
              <HighlightedLines />
            </Suspense>
          )}
        </code>
      ) : (
        <code {...codeProps} dangerouslySetInnerHTML={{__html: lines}} suppressHydrationWarning />
      )}
    </pre>
  );
}
