import {readFile} from 'node:fs/promises';
import {join} from 'node:path';
import {load} from 'cheerio';
import {fromHtml} from 'hast-util-from-html';
import {toMdast} from 'hast-util-to-mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {page, type Absolute} from './markdown';

/**
 * What a site page has that is no text to read: scripts, icons, the controls themselves (a form's labels and
 * help stay), a heading's link to itself, and what it hides. Text hidden from screen readers only (a color
 * swatch's "Aa") stays, as the page shows it.
 */
const CONTROLS = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  '[hidden]',
  'a.hash-link',
].join(',');

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-'});

type MdastNode = ReturnType<typeof toMdast>;

/** Every link and image of `tree` made absolute. */
function absoluteUrls(node: MdastNode, absolute: Absolute): void {
  if ((node.type === 'link' || node.type === 'image') && node.url.startsWith('/'))
    node.url = absolute(node.url);
  if ('children' in node)
    for (const child of node.children) absoluteUrls(child as MdastNode, absolute);
}

export interface SitePage {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly markdown: string;
}

/**
 * A page of the site outside the docs (the marketing pages, written in React, and the blog's posts) as Markdown, from its built
 * HTML: the text of its `main`, its tables and links, without its controls. Undefined for a page that
 * search engines are told to leave out (`/search/`).
 */
export async function sitePageMarkdown(
  outDir: string,
  permalink: string,
  absolute: Absolute,
): Promise<SitePage | undefined> {
  const $ = load(await readFile(join(outDir, permalink, 'index.html'), 'utf8'));
  if (/noindex/.test($('meta[name="robots"]').attr('content') ?? '')) return undefined;
  const main = $('main').first();
  const title = main.find('h1').first().text().trim();
  main.find(CONTROLS).remove();
  // A link drawn as an icon alone (a post's share links) reads as the name it gives assistive technology.
  main.find('a[aria-label]').each((_, anchor) => {
    if (!$(anchor).text().trim()) $(anchor).text($(anchor).attr('aria-label')!);
  });
  main.find('h1').first().remove();
  // A Markdown table has no caption: it goes above the table, as a paragraph.
  main.find('table > caption').each((_, caption) => {
    $(caption)
      .parent()
      .before($('<p>').text($(caption).text()));
    $(caption).remove();
  });
  // React's `<!-- -->` between two pieces of text would split them in the copy.
  const tree = toMdast(
    fromHtml((main.html() ?? '').replace(/<!--[\s\S]*?-->/g, ''), {fragment: true}),
  );
  absoluteUrls(tree, absolute);
  const description = $('meta[name="description"]').attr('content') ?? '';
  return {
    title,
    description,
    permalink,
    markdown: page(
      title,
      description,
      stringifier.stringify(tree as Parameters<typeof stringifier.stringify>[0]),
      absolute,
    ),
  };
}
