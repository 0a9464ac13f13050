import {posix} from 'node:path';
import type {SourceCategory, SourceDoc} from '../docs-source';
import {withDocsVersion} from '../docs-version-text';
import {markdownPath} from './markdown-path';
import {renderReferenceDirectives} from './render-directives';

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
    .replace(/^(\[[^\]]+\]:[ \t]+)(?:pathname:\/\/)?(\/\S*)/gm, (_, label: string, path: string) => `${label}${absolute(path)}`);

/** Each `<TabItem>` as a bold label over its content: every tab's content is in the copy, one after another. */
const tabsAsSections = (markdown: string): string =>
  markdown
    .replace(/^[ \t]*<\/?Tabs\b[^>]*>[ \t]*$/gm, '')
    .replace(/^[ \t]*<TabItem\b[^>]*label="([^"]+)"[^>]*>[ \t]*$/gm, '**$1**')
    .replace(/^[ \t]*<\/TabItem>[ \t]*$/gm, '')
    .replace(/\n{3,}/g, '\n\n');

/** A page's title, summary and agent directive, then its body. */
const page = (title: string, summary: string, body: string, absolute: Absolute): string =>
  `# ${title}\n\n${summary ? `> ${summary}\n\n` : ''}> ${agentDirective(absolute)}\n\n${body.trim()}\n`;

/**
 * Turns a doc's MDX source into plain Markdown a reader or a language model
 * can use as it is; relative file links become the linked pages' Markdown URLs,
 * and every link is absolute.
 */
export async function toPlainMarkdown(doc: SourceDoc, source: string, permalinkOfSource: Map<string, string>, path: string, absolute: Absolute): Promise<string> {
  const body = outsideCodeBlocks((await renderReferenceDirectives(source, path)).replace(/^---\n[\s\S]*?\n---\n/, ''), (markdown) =>
    absoluteLinks(
      tabsAsSections(withDocsVersion(markdown, path).replace(/^import .*$\n?/gm, '')).replace(/\]\(([^)#:]+?\.mdx?)(#[^)]*)?\)/g, (match, file: string, hash = '') => {
        const target = permalinkOfSource.get(posix.join(posix.dirname(doc.source), file));
        return target ? `](${markdownPath(target)}${hash})` : match;
      }),
      absolute,
    ),
  );
  return page(doc.title, doc.description, body, absolute);
}

/** A category's generated index page as Markdown: its cards as a list, each linking its page's Markdown copy. */
export function categoryMarkdown(category: SourceCategory, absolute: Absolute): string {
  const cards = category.cards.map((card) => `- [${card.title}](${absolute(markdownPath(card.permalink))})${card.description ? `: ${card.description}` : ''}`);
  return page(category.title, category.description, cards.join('\n'), absolute);
}
