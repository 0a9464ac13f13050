/**
 * `:docs-version` in a doc's prose is the label of the docs version the page
 * belongs to: `docs/` says the current label until the next cut, and each
 * frozen copy says its own, so "this guide covers version …" stays true on
 * both sides of `npm run docs:cut` without an edit. It runs before
 * Docusaurus's own remark plugins, so heading ids and the table of contents
 * see the label (and the text that follows a fact, merged into one node); the Markdown copies (llms-txt)
 * put it in with `withDocsVersion`.
 */
import type {Root} from 'mdast';
import {docsVersionOf} from './doc-version';
import {withFacts} from './fact-text';

const NAME = 'docs-version';
/** The directive as it is written in a doc's source. */
const WRITTEN = /(?<![\w:]):docs-version(?![\w[{-])/g;

interface TextDirective {
  type: 'textDirective';
  name: string;
  attributes?: Record<string, unknown> | null;
  children?: unknown[];
}

type Node = {type: string; children?: Node[]};

/**
 * The source of a doc with each `:docs-version` replaced by the doc's docs version, and each `:fact[key]`
 * by its fact (fact-text.ts), as the page shows them: the Markdown copies take both from here.
 */
export function withDocsVersion(markdown: string, path: string): string {
  return withFacts(markdown.replace(WRITTEN, docsVersionOf(path).docsVersion), path);
}

/** The remark plugin: each `:docs-version` of a doc becomes the text of its docs version; with a label or attributes, the build fails. */
export default function docsVersionTextPlugin() {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const {docsVersion} = docsVersionOf(file.path);
    const replace = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        const directive = child as unknown as TextDirective;
        if (directive.type !== 'textDirective' || directive.name !== NAME) {
          replace(child);
          return child;
        }
        if (directive.children?.length || Object.keys(directive.attributes ?? {}).length) {
          throw new Error(`${file.path}: :${NAME} takes no label and no attributes.`);
        }
        return {type: 'text', value: docsVersion} as Node;
      });
      // One text node where the label meets the words around it, as if it had been typed.
      node.children = node.children.reduce<Node[]>((merged, child) => {
        const previous = merged.at(-1) as (Node & {value?: string}) | undefined;
        if (previous?.type === 'text' && child.type === 'text')
          previous.value = `${previous.value}${(child as Node & {value: string}).value}`;
        else merged.push(child);
        return merged;
      }, []);
    };
    replace(tree as unknown as Node);
  };
}
