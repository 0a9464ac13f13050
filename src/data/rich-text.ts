/**
 * The marks a sentence of the data may carry: `inline code`, **a screen or button name** and
 * [a link](/docs/page/) (or, in the docs' data, `[a link](page.md)`). The site's components and
 * the plugins that render pages from data read a sentence through this one parser.
 */
export type RichTextPart =
  {kind: 'text' | 'code' | 'strong'; text: string} | {kind: 'link'; text: string; url: string};

const MARKS = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

export function richTextParts(sentence: string): RichTextPart[] {
  // Split on a capturing pattern: the odd parts are the marks, the even ones the text between them.
  return sentence
    .split(MARKS)
    .map((part, index): RichTextPart => {
      if (index % 2 === 0) return {kind: 'text', text: part};
      if (part.startsWith('`')) return {kind: 'code', text: part.slice(1, -1)};
      if (part.startsWith('**')) return {kind: 'strong', text: part.slice(2, -2)};
      const [, text, url] = LINK.exec(part)!;
      return {kind: 'link', text, url};
    })
    .filter((part) => part.text !== '');
}

/** The words of a sentence without its marks: a link reads as its text. */
export const plainText = (sentence: string): string =>
  richTextParts(sentence)
    .map((part) => part.text)
    .join('');
