/**
 * `:fact[key]` in a doc's prose is the text of a fact decided once in src/data/facts.ts: the current
 * docs read it from there, a frozen docs version from what `npm run docs:cut` froze with it
 * (src/data/frozen-docs-data.json). In inline code and code blocks it is the fact's value as a
 * configuration file, a command or an address writes it (`check_time = 04:00`, `server:2087`), not the
 * words a sentence uses. An unknown key fails the build, naming the file.
 */
import type {Root} from 'mdast';
import frozenDocsData from '../../src/data/frozen-docs-data.json';
import {factValues, type FactValues} from '../../src/data/facts';
import {docsVersions} from '../../src/data/releases';
import {docsVersionOf} from './doc-version';

const NAME = 'fact';
/** The directive as it is written in a doc's source. */
export const WRITTEN_FACT = /(?<![\w:]):fact\[([a-z0-9-]+)\](?![{(])/g;
/** The directive in code, where it may follow a colon, as a port follows a host name (`server::fact[admin-port]`). */
export const WRITTEN_FACT_IN_CODE = /(?<!\w):fact\[([a-z0-9-]+)\](?![{(])/g;

type Node = {type: string; name?: string; value?: string; children?: Node[]};

/** Inline code and code blocks, in which the directive is plain text until this plugin replaces it. */
const CODE_NODES = new Set(['inlineCode', 'code']);
/** A fenced code block (indented in a list item too) or an inline code span of a doc's source. */
export const MARKDOWN_CODE =
  /^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$|(`+)[^`][\s\S]*?\2(?!`)/gm;
/** In a doc's source: code, or a directive in prose. */
const CODE_OR_FACT = new RegExp(`${MARKDOWN_CODE.source}|${WRITTEN_FACT.source}`, 'gm');

/** The facts of a docs version: the current data, or those frozen with the version (0.3.7's: the ones its pages state, which held then). */
export function factsOf(docsVersion: string): Readonly<Record<string, FactValues>> {
  if (docsVersion === docsVersions.current) return factValues;
  return (
    (frozenDocsData as Record<string, {facts?: Record<string, FactValues>}>)[docsVersion]?.facts ??
    {}
  );
}

function factOf(key: string, path: string): FactValues {
  const {docsVersion} = docsVersionOf(path);
  const fact = factsOf(docsVersion)[key];
  if (fact === undefined)
    throw new Error(
      `${path}: :${NAME}[${key}] is no fact of the ${docsVersion} docs (src/data/facts.ts).`,
    );
  return fact;
}

/** The text of fact `key` for the doc at `path`; throws for a key its version does not have. */
export function factText(key: string, path: string): string {
  return factOf(key, path).text;
}

/** Fact `key` as code writes it: its first value, or its text when pages may only render it. */
export function factCode(key: string, path: string): string {
  const fact = factOf(key, path);
  return fact.values[0] ?? fact.text;
}

/** `code` (an inline span or a block) with each `:fact[key]` replaced by the fact as code writes it. */
function codeWithFacts(code: string, path: string): string {
  return code.replace(WRITTEN_FACT_IN_CODE, (_, key: string) => factCode(key, path));
}

/** The source of a doc with each `:fact[key]` replaced by the fact's text, in code by its value. */
export function withFacts(markdown: string, path: string): string {
  return markdown.replace(
    CODE_OR_FACT,
    (match: string, fence?: string, ticks?: string, key?: string) =>
      fence !== undefined || ticks !== undefined
        ? codeWithFacts(match, path)
        : factText(key!, path),
  );
}

/** The remark plugin: each `:fact[key]` of a doc becomes the fact's text, in code its value. */
export default function factTextPlugin() {
  return (tree: Root, file: {path?: string}) => {
    if (!file.path) return;
    const path = file.path;
    const replace = (node: Node): void => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (CODE_NODES.has(child.type))
          return {...child, value: codeWithFacts(child.value ?? '', path)};
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
