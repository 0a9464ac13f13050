/**
 * `:fact[key]` in a doc's prose is the text of a fact decided once in src/data/facts.ts: the current
 * docs read it from there, a frozen docs version from what `npm run docs:cut` froze with it
 * (src/data/frozen-docs-data.json). An unknown key fails the build, naming the file.
 */
import type {Root} from 'mdast';
import frozenDocsData from '../../src/data/frozen-docs-data.json';
import {factValues, type FactValues} from '../../src/data/facts';
import {docsVersions} from '../../src/data/releases';
import {docsVersionOf} from './doc-version';

const NAME = 'fact';
/** The directive as it is written in a doc's source. */
export const WRITTEN_FACT = /(?<![\w:]):fact\[([a-z0-9-]+)\](?![{(])/g;

type Node = {type: string; name?: string; value?: string; children?: Node[]};

/** The facts of a docs version: the current data, or those frozen with the version (0.3.7's: the ones its pages state, which held then). */
export function factsOf(docsVersion: string): Readonly<Record<string, FactValues>> {
  if (docsVersion === docsVersions.current) return factValues;
  return (
    (frozenDocsData as Record<string, {facts?: Record<string, FactValues>}>)[docsVersion]?.facts ??
    {}
  );
}

/** The text of fact `key` for the doc at `path`; throws for a key its version does not have. */
export function factText(key: string, path: string): string {
  const {docsVersion} = docsVersionOf(path);
  const text = factsOf(docsVersion)[key]?.text;
  if (text === undefined)
    throw new Error(
      `${path}: :${NAME}[${key}] is no fact of the ${docsVersion} docs (src/data/facts.ts).`,
    );
  return text;
}

/** The source of a doc with each `:fact[key]` replaced by the fact's text. */
export function withFacts(markdown: string, path: string): string {
  return markdown.replace(WRITTEN_FACT, (_, key: string) => factText(key, path));
}

/** The remark plugin: each `:fact[key]` of a doc becomes the fact's text. */
export default function factTextPlugin() {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const path = file.path;
    const replace = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== 'textDirective' || child.name !== NAME) {
          replace(child);
          return child;
        }
        const key =
          child.children?.length === 1 && child.children[0].type === 'text'
            ? child.children[0].value!
            : '';
        return {type: 'text', value: factText(key, path)};
      });
    };
    replace(tree as unknown as Node);
  };
}
