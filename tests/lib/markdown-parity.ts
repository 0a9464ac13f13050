/**
 * Compares a built page with its Markdown copy (plugins/llms-txt), the way the Agent-Friendly Documentation
 * Spec's parity check does, but on every page and with a parser that reads HTML as browsers do: the page's
 * text is cut into its blocks (paragraphs, list items, table cells, headings, code lines), and every block of
 * 20 characters or more must be found in the copy's text, after both are normalized the same way.
 */
import {load} from 'cheerio/slim';
import type {AnyNode} from 'domhandler';
import {lineBreaking} from './rendered-text.ts';

/** Blocks shorter than this are labels (a tab's name, "Note"), which the spec's check leaves out too. */
const MIN_BLOCK_LENGTH = 20;

/**
 * What a page shows around its text that is no part of the doc: navigation, the version badge, the
 * mobile table of contents, heading anchors, the controls at its end (copy as Markdown, the feedback
 * question, which the search index leaves out too), icons.
 */
const CHROME = [
  '[data-pagefind-ignore]',
  'nav',
  'button',
  'form',
  'svg',
  'script',
  'style',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.hash-link',
  '.theme-doc-footer',
  '[aria-hidden="true"]',
].join(',');

/** Lower case, one space for any run of white space, typographic quotes and dashes plain, no backticks. */
export const normalize = (text: string): string =>
  text
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The text blocks of the page's article, chrome left out. */
export function htmlBlocks(html: string): string[] {
  const $ = load(html);
  // A doc's text is in its article; a page of the site outside the docs has none.
  const article =
    $('main article').first().length > 0 ? $('main article').first() : $('main').first();
  article.find(CHROME).remove();
  let text = '';
  const walk = (node: AnyNode): void => {
    if (node.type === 'text') text += node.data;
    else if (node.type === 'tag') {
      const block = lineBreaking.has(node.name) || $(node).hasClass('token-line');
      if (block) text += '\n';
      node.children.forEach(walk);
      if (block) text += '\n';
    }
  };
  article.get().forEach(walk);
  return [...new Set(text.split('\n').map(normalize))].filter(
    (block) => block.length >= MIN_BLOCK_LENGTH,
  );
}

/** Alternately the text outside and inside what `pattern` matches, `outside` applied to the first, `inside` to the second. */
const eachPart = (
  text: string,
  pattern: RegExp,
  outside: (part: string) => string,
  inside: (part: string) => string,
): string =>
  text
    .split(pattern)
    .map((part, index) => (index % 2 === 0 ? outside(part) : inside(part)))
    .join('');

/** Markdown marks in running text outside inline code: autolinks' brackets, emphasis, table cell borders, escapes and character references. */
const inlineText = (prose: string): string =>
  prose
    .replace(/<([^>\s]+[:@][^>\s]+)>/g, '$1')
    .replace(/\*\*|(?<!\w)__|__(?!\w)/g, '')
    .replace(/(?<!\\)\|/g, '\n')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)));

/**
 * The text of a Markdown copy, as its reader gets it: code blocks and inline code as they are, with a code
 * block's info string, which carries its title (`title="/etc/portico/portico.conf"`); the marks of running
 * text (list, quote and heading markers, links' targets, emphasis) left out. Read with expressions rather
 * than a Markdown parser, which took a hundred times as long over the whole build.
 */
export function markdownText(markdown: string): string {
  const prose = (text: string) =>
    eachPart(
      text
        .replace(/^[ \t]*(?:>[ \t]?)*(?:[-*+]|\d+\.|#+)?[ \t]+/gm, '')
        .replace(/!?\[([^\]]*)\]\([^)\s]*\)/g, '$1')
        .replace(/`` ?(.+?) ?``/g, '$1'),
      /(`[^`\n]+`)/,
      inlineText,
      // One space inside each end of a code span is padding: `` ` 500 ` `` shows "500".
      (code) => code.replace(/^` (.*) `$/, '`$1`'),
    );
  return normalize(
    eachPart(
      markdown,
      /(^[ \t]*(?:```|~~~)[^\n]*\n[\s\S]*?^[ \t]*(?:```|~~~)[ \t]*$)/m,
      prose,
      (block) => block.replace(/^[ \t]*(?:```|~~~)/gm, ''),
    ),
  );
}

/** The page's blocks that its Markdown copy does not carry. */
export function missingFromCopy(html: string, markdown: string): string[] {
  const copy = markdownText(markdown);
  return htmlBlocks(html).filter((block) => !copy.includes(block));
}
