/**
 * Builders of Markdown tree nodes for the plugins that render pages from data: the CLI and API
 * reference plugins write their headings, tables and code blocks with these.
 */
import type {Code, Heading, Link, List, Paragraph, PhrasingContent, Table, TableCell} from 'mdast';
import {richTextParts} from '../../src/data/rich-text';

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
export const strong = (value: string): PhrasingContent => ({
  type: 'strong',
  children: [text(value)],
});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});
export const heading = (depth: 2 | 3, ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
export const block = (lang: string, value: string): Code => ({
  type: 'code',
  lang,
  value,
  meta: null,
});
export const link = (url: string, children: PhrasingContent[]): Link => ({
  type: 'link',
  url,
  children,
});
/** A bulleted list, one paragraph per item. */
export const list = (items: PhrasingContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((item) => ({
    type: 'listItem',
    spread: false,
    children: [paragraph(...item)],
  })),
});

/**
 * A sentence of the data with its marks (src/data/rich-text.ts) as Markdown nodes. A link is relative to the doc that
 * renders it, which Docusaurus resolves to that doc's version as it does a link typed there.
 */
export const rich = (sentence: string): PhrasingContent[] =>
  richTextParts(sentence).map((part) => {
    if (part.kind === 'code') return code(part.text);
    if (part.kind === 'strong') return strong(part.text);
    if (part.kind === 'link') return link(part.url, [text(part.text)]);
    return text(part.text);
  });

/** A table with a header row of plain titles and rows of cells. */
export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map((title) => [text(title)]), ...rows].map((cells) => ({
      type: 'tableRow',
      children: cells.map(cell),
    })),
  };
}
