/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */
/*
 * Ejected from @docusaurus/theme-classic@3.10.2, src/theme/CodeBlock/index.tsx.
 * Changed: no `key={String(isBrowser)}`, which mounted every block again after hydration (see below).
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Joins string children so the block can be highlighted and copied; JSX children stay as they are. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/*
 * The theme's code block mounts every block a second time once the page has
 * hydrated, to swap the server's light-mode token colors for the visitor's
 * mode. Here the colors come from CSS (src/css/code.css), so the server's
 * markup is right in both modes and each block mounts once.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const content = stringifyChildren(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}
