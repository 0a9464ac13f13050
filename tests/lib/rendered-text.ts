/**
 * Reads a built page as a reader sees it and reports what a reader should never see there:
 * values that failed to render (`NaN`, `undefined`), Markdown that was not turned into HTML,
 * a page without its one heading or title, and dates that are not on the calendar.
 * Code blocks and inline code are left out of the text: commands and samples may hold any of it.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load, type CheerioAPI} from 'cheerio/slim';
import type {ChildNode} from 'domhandler';
import {months} from '../../src/data/dates.ts';

export interface Hit {
  /** What the page shows that it should not, in a few words. */
  readonly rule: string;
  /** About 60 characters of the text around it. */
  readonly excerpt: string;
}

export interface PageHit extends Hit {
  /** The page's path in the build, for example `docs/admin/accounts/users/index.html`. */
  readonly page: string;
}

/** Not shown to a reader: code, scripts, icons, and what the page hides (`hidden`, `aria-hidden`, `display: none`). */
const notVisible = [
  'pre',
  'code',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  '[hidden]',
  '[aria-hidden="true"]',
  '[style*="display:none"]',
  '[style*="display: none"]',
].join(',');

/** Elements that start a new line of text, so that "a line starting with :::" means what it says. */
export const lineBreaking = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Words that mean a value failed to render. */
const failedValue =
  /(?<![\p{L}\p{N}_])(?:NaN|undefined|Invalid Date)(?![\p{L}\p{N}_])|\[object Object\]/gu;

const unrenderedMarkdown: ReadonlyArray<{rule: string; pattern: RegExp}> = [
  {rule: 'a line starts with :::', pattern: /^[ \t]*:::/gm},
  {rule: 'a Markdown link', pattern: /\]\(/g},
  {rule: 'Markdown bold', pattern: /\*\*(?=[\p{L}\p{N}])/gu},
  {rule: 'template braces', pattern: /\{\{|\}\}|\$\{/g},
];

/** "November 31, 2026" and "Nov 31, 2026", as src/data/dates.ts writes them. */
const writtenDate = new RegExp(
  `\\b(${months.join('|')}|${months.map((name) => name.slice(0, 3)).join('|')}) (\\d+), (\\d{4})\\b`,
  'g',
);

const isCalendarDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

/**
 * A `datetime` value a browser can read and whose day exists: Date.parse alone
 * reads "2026-11-31" as December 1.
 */
const isMachineDate = (value: string) => {
  if (Number.isNaN(Date.parse(value))) return false;
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return !day || isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
};

const excerptAround = (text: string, start: number, end: number) => {
  const before = text.slice(Math.max(0, start - 30), start);
  const after = text.slice(end, end + 30);
  return `${before}${text.slice(start, end)}${after}`.replace(/\s+/g, ' ').trim();
};

function matchesIn(text: string, pattern: RegExp, rule: string): Hit[] {
  return [...text.matchAll(pattern)].map((match) => ({
    rule,
    excerpt: excerptAround(text, match.index, match.index + match[0].length),
  }));
}

/** The text of `<body>` a reader sees, one block element to a line. */
function visibleText($: CheerioAPI): string {
  $(notVisible).remove();
  const parts: string[] = [];
  const read = (node: ChildNode): void => {
    if (node.nodeType === 3) parts.push(node.data);
    // Elements only: comments and the doctype hold no text a reader sees.
    if (node.nodeType !== 1 || !('children' in node)) return;
    const ownLine = lineBreaking.has(node.name);
    if (ownLine) parts.push('\n');
    node.children.forEach(read);
    if (ownLine) parts.push('\n');
  };
  $('body')
    .contents()
    .each((_, node) => read(node));
  return parts.join('').replace(/[ \t\u00a0]+/g, ' ');
}

/** A redirect page is never read: the browser leaves it at once. */
const isRedirect = ($: CheerioAPI) =>
  /^\s*0\s*[;,]/.test($('meta[http-equiv="refresh" i]').attr('content') ?? '');

export function checkPage(html: string): Hit[] {
  const $ = load(html);
  const hits: Hit[] = [];

  const title = $('title').first().text().trim();
  if (!title)
    hits.push({rule: 'empty title', excerpt: $('title').length ? '<title></title>' : 'no <title>'});
  const description = $('meta[name="description"]').attr('content') ?? '';
  for (const [where, text] of [
    ['title', title],
    ['meta description', description],
  ]) {
    hits.push(...matchesIn(text, failedValue, `a value that failed to render, in the ${where}`));
  }

  $('time').each((_, element) => {
    const datetime = $(element).attr('datetime');
    if (datetime === undefined) return;
    const excerpt = `<time datetime="${datetime}">${$(element).text().trim()}`.slice(0, 60);
    if (!isMachineDate(datetime) || datetime.search(failedValue) !== -1)
      hits.push({rule: 'a datetime that is not a date', excerpt});
  });

  const text = visibleText($);
  hits.push(...matchesIn(text, failedValue, 'a value that failed to render'));
  for (const {rule, pattern} of unrenderedMarkdown)
    hits.push(...matchesIn(text, pattern, `unrendered Markdown: ${rule}`));
  for (const match of text.matchAll(writtenDate)) {
    const month = months.findIndex((name) => name.startsWith(match[1])) + 1;
    if (!isCalendarDay(Number(match[3]), month, Number(match[2]))) {
      hits.push({
        rule: 'a date not on the calendar',
        excerpt: excerptAround(text, match.index, match.index + match[0].length),
      });
    }
  }

  const headings = $('h1');
  if (headings.length !== 1 && !isRedirect($)) {
    const names = headings
      .map((_, heading) => `"${$(heading).text().trim()}"`)
      .get()
      .join(', ');
    hits.push({rule: `${headings.length} h1 headings instead of one`, excerpt: names.slice(0, 60)});
  }
  return hits;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Every page of a build, checked; `pages` is how many were read. */
export function checkBuild(buildDir: string): {pages: number; hits: PageHit[]} {
  const files = htmlFiles(buildDir);
  const hits = files.flatMap((file) => {
    const page = relative(buildDir, file).split(sep).join('/');
    return checkPage(readFileSync(file, 'utf8')).map((hit) => ({page, ...hit}));
  });
  return {pages: files.length, hits};
}

/** The hits as a list a reader of the test output can act on, grouped by page. */
export function describeHits(hits: readonly PageHit[], perPage = 5): string {
  const byPage = new Map<string, PageHit[]>();
  for (const hit of hits) byPage.set(hit.page, [...(byPage.get(hit.page) ?? []), hit]);
  return [...byPage]
    .map(([page, pageHits]) => {
      const lines = pageHits.slice(0, perPage).map((hit) => `  ${hit.rule}: "${hit.excerpt}"`);
      if (pageHits.length > perPage)
        lines.push(`  and ${pageHits.length - perPage} more on this page`);
      return `${page}\n${lines.join('\n')}`;
    })
    .join('\n');
}
