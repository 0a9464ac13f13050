import {posix} from 'node:path';
import type {SourceCategory, SourceDoc} from '../docs/source';
import {withDocsVersion} from '../markdown/docs-version-text';
import {withFacts} from '../markdown/fact-text';
import {markdownPath} from './markdown-path';
import {renderReferenceDirectives} from './render-directives';
import {docBadges} from '../../src/components/DocEditionBadges/badges';
import {releaseStatusText} from '../../src/components/ReleaseStatus/text';
import {formatDate} from '../../src/data/dates';
import {changelogPathOf} from '../../src/data/releases';

/** The site's address for a path of the site: Markdown copies link absolutely, so a copy read away from its URL still leads somewhere. */
export type Absolute = (path: string) => string;

/** The line near the top of every page, in its HTML and in its Markdown copy, that tells an agent where the index is. */
export const agentDirective = (absolute: Absolute): string =>
  `For AI agents: the documentation index is at ${absolute('/llms.txt')}, and every docs page has a Markdown copy at its address with .md in place of the last slash.`;

/** `markdown` with `edit` applied to everything but its fenced code blocks, whose `import` lines are code. */
function outsideCodeBlocks(markdown: string, edit: (prose: string) => string): string {
  return markdown
    .split(/(^[ \t]*(?:```|~~~)[^\n]*\n[\s\S]*?^[ \t]*(?:```|~~~)[ \t]*$)/gm)
    .map((part, index) => (index % 2 === 0 ? edit(part) : part))
    .join('');
}

/** Root-relative links and `pathname://` links (files outside the router) made absolute. */
const absoluteLinks = (markdown: string, absolute: Absolute): string =>
  markdown
    .replace(/\]\((?:pathname:\/\/)?(\/[^)\s]*)/g, (_, path: string) => `](${absolute(path)}`)
    .replace(
      /^(\[[^\]]+\]:[ \t]+)(?:pathname:\/\/)?(\/\S*)/gm,
      (_, label: string, path: string) => `${label}${absolute(path)}`,
    );

/** Each `<TabItem>` as a bold label over its content: every tab's content is in the copy, one after another. */
const tabsAsSections = (markdown: string): string =>
  markdown
    .replace(/^[ \t]*<\/?Tabs\b[^>]*>[ \t]*$/gm, '')
    .replace(/^[ \t]*<TabItem\b[^>]*label="([^"]+)"[^>]*>[ \t]*$/gm, '**$1**')
    .replace(/^[ \t]*<\/TabItem>[ \t]*$/gm, '')
    .replace(/\n{3,}/g, '\n\n');

/** A page's title, summary and agent directive, then what the page shows under its title, then its body. */
export const page = (
  title: string,
  summary: string,
  body: string,
  absolute: Absolute,
  header: readonly string[] = [],
): string =>
  `# ${title}\n\n${summary ? `> ${summary}\n\n` : ''}> ${agentDirective(absolute)}\n\n${[...header, body.trim()].join('\n\n')}\n`;

/** A site path as the link of a Markdown copy: a page's own copy where it has one, with its hash. */
const markdownLink = (path: string, absolute: Absolute): string => {
  const [pathname, hash = ''] = path.split('#');
  return absolute(
    pathname.startsWith('/docs/') ? `${markdownPath(pathname)}${hash && `#${hash}`}` : path,
  );
};

/** What the page shows between its title and its text: the edition badges, or a release page's status. */
function headerOf(
  doc: SourceDoc,
  permalinkOfId: Map<string, string>,
  absolute: Absolute,
): string[] {
  const badges = docBadges(
    doc.frontMatter,
    (release) => permalinkOfId.get(`changelog/${release}`) ?? changelogPathOf(release),
  );
  const status = releaseStatusText(doc.id);
  const statusLine = status && `${status.before}${formatDate(status.release.date)}${status.after}`;
  return [
    ...(badges.length > 0
      ? [badges.map((badge) => `[${badge.label}](${markdownLink(badge.to, absolute)})`).join(' ')]
      : []),
    ...(status?.release.status === 'released'
      ? [statusLine!]
      : status
        ? [`> **Upcoming**\n>\n> ${statusLine}`]
        : []),
  ];
}

/**
 * Turns a doc's MDX source into plain Markdown a reader or a language model
 * can use as it is; relative file links become the linked pages' Markdown URLs,
 * and every link is absolute.
 */
export async function toPlainMarkdown(
  doc: SourceDoc,
  source: string,
  permalinks: {readonly ofSource: Map<string, string>; readonly ofId: Map<string, string>},
  path: string,
  absolute: Absolute,
): Promise<string> {
  // Facts first, in code blocks too, as the page shows them; the rest of the editing leaves code alone.
  const body = outsideCodeBlocks(
    withFacts(
      (await renderReferenceDirectives(source, path)).replace(/^---\n[\s\S]*?\n---\n/, ''),
      path,
    ),
    (markdown) =>
      absoluteLinks(
        tabsAsSections(withDocsVersion(markdown, path).replace(/^import .*$\n?/gm, '')).replace(
          /\]\(([^)#:]+?\.mdx?)(#[^)]*)?\)/g,
          (match, file: string, hash = '') => {
            const target = permalinks.ofSource.get(posix.join(posix.dirname(doc.source), file));
            return target ? `](${markdownPath(target)}${hash})` : match;
          },
        ),
        absolute,
      ),
  );
  return page(doc.title, doc.description, body, absolute, headerOf(doc, permalinks.ofId, absolute));
}

/** The icon each card shows before its title, as Docusaurus's DocCard draws it: a doc, or a category. */
const CARD_ICONS = {doc: '📄️', category: '🗃️'} as const;

/** A category's generated index page as Markdown: its cards as a list, each linking its page's Markdown copy. */
export function categoryMarkdown(category: SourceCategory, absolute: Absolute): string {
  const cards = category.cards.map(
    (card) =>
      `- ${CARD_ICONS[card.kind]}[${card.title}](${absolute(markdownPath(card.permalink))})${card.description ? `: ${card.description}` : ''}`,
  );
  return page(category.title, category.description, cards.join('\n'), absolute);
}
