/**
 * Builders of Markdown tree nodes for the plugins that render pages from data: the CLI and API
 * reference plugins write their headings, tables and code blocks with these.
 */
import type {Code, Heading, Link, List, Paragraph, PhrasingContent, Table, TableCell} from 'mdast';

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
 * A sentence of the data, where `code` becomes inline code, `**words**` strong text and `[words](page.md)` a link,
 * relative to the doc that renders it, which Docusaurus resolves to that doc's version as it does a link typed there.
 */
export function rich(sentence: string): PhrasingContent[] {
  return sentence
    .split(/(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/)
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith('`')) return code(part.slice(1, -1));
      if (part.startsWith('**')) return strong(part.slice(2, -2));
      const linked = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (linked) return link(linked[2], [text(linked[1])]);
      return text(part);
    });
}

/** The words of a data sentence as `rich` renders them, without their marks: a link reads as its text. */
export function plainText(sentence: string): string {
  const words = (node: PhrasingContent): string =>
    'children' in node ? node.children.map(words).join('') : 'value' in node ? node.value : '';
  return rich(sentence).map(words).join('');
}

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
