import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, posix} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsVersionsOf, type SourceDoc, type SourceVersion} from '../docs-source';
import {markdownPath} from './markdown-path';
import {renderReferenceDirectives} from './render-directives';
import {withDocsVersion} from '../docs-version-text';

const SIDEBAR_TITLES: Record<string, string> = {
  panel: 'User panel (Portico Panel, port 2083)',
  admin: 'Administration (Portico Admin, port 2087)',
  articles: 'Articles and guides',
  changelog: 'Changelog',
};

/** `markdown` with `edit` applied to everything but its fenced code blocks, whose `import` lines are code. */
function outsideCodeBlocks(markdown: string, edit: (prose: string) => string): string {
  return markdown
    .split(/(^(?:```|~~~)[^\n]*\n[\s\S]*?^(?:```|~~~)[ \t]*$)/gm)
    .map((part, index) => (index % 2 === 0 ? edit(part) : part))
    .join('');
}

/**
 * Turns a doc's MDX source into plain Markdown a reader or a language model
 * can use as it is; relative file links become the linked pages' Markdown URLs.
 */
export async function toPlainMarkdown(doc: SourceDoc, source: string, permalinkOfSource: Map<string, string>, path: string): Promise<string> {
  const body = outsideCodeBlocks((await renderReferenceDirectives(source, path)).replace(/^---\n[\s\S]*?\n---\n/, ''), (markdown) =>
    withDocsVersion(markdown, path)
      .replace(/^import .*$\n?/gm, '')
      .replace(/^\s*<Tabs[^>]*>\s*$\n?/gm, '')
      .replace(/^\s*<\/Tabs>\s*$\n?/gm, '')
      .replace(/^\s*<TabItem[^>]*label="([^"]+)"[^>]*>\s*$/gm, '**$1**')
      .replace(/^\s*<\/TabItem>\s*$\n?/gm, ''),
  )
    .replace(/\]\(([^)#:]+?\.mdx?)(#[^)]*)?\)/g, (match, path: string, hash = '') => {
      const target = permalinkOfSource.get(posix.join(posix.dirname(doc.source), path));
      return target ? `](${markdownPath(target)}${hash})` : match;
    })
    .trim();
  return `# ${doc.title}\n\n> ${doc.description}\n\n${body}\n`;
}

/** Where a version's `llms.txt` and `llms-full.txt` are: the site's root for the current version, the version's folder for another. */
export const llmsFolder = (version: SourceVersion): string => (version.isCurrent ? '/' : version.path);

/**
 * Publishes every docs version for machines: a Markdown copy beside each page, and per version an
 * `llms.txt` (one line per doc) and an `llms-full.txt` (every doc as Markdown). The current version's
 * are at the site's root, whose `llms.txt` also links those of the other versions.
 */
export default function llmsTxtPlugin({siteConfig}: LoadContext): Plugin {
  let versions: SourceVersion[] = [];
  return {
    name: 'portico-llms-txt',
    allContentLoaded({allContent}) {
      versions = docsVersionsOf(allContent);
    },
    async postBuild({outDir, siteDir}) {
      const absolute = (path: string) => new URL(path, siteConfig.url).href;
      const others = versions.filter((version) => !version.isCurrent);
      for (const version of versions) {
        const permalinkOfSource = new Map(version.docs.map((doc) => [doc.source, doc.permalink]));
        const pages = await Promise.all(
          version.docs.map(async (doc) => ({
            doc,
            markdown: await toPlainMarkdown(doc, await readFile(join(siteDir, doc.source), 'utf8'), permalinkOfSource, join(siteDir, doc.source)),
          })),
        );
        await Promise.all(
          pages.map(async ({doc, markdown}) => {
            const file = join(outDir, markdownPath(doc.permalink));
            await mkdir(dirname(file), {recursive: true});
            await writeFile(file, markdown);
          }),
        );
        const sections = Object.entries(SIDEBAR_TITLES).map(([sidebar, heading]) => {
          const lines = version.docs.filter((doc) => doc.sidebar === sidebar).map((doc) => `- [${doc.title}](${absolute(markdownPath(doc.permalink))}): ${doc.description}`);
          return `## ${heading}\n\n${lines.join('\n')}`;
        });
        const folder = llmsFolder(version);
        const otherVersions =
          version.isCurrent && others.length > 0
            ? [
                `## Other versions\n\n${others
                  .map(
                    (other) =>
                      `- Portico ${other.label}: [llms.txt](${absolute(`${llmsFolder(other)}llms.txt`)}), every page in one file: [llms-full.txt](${absolute(`${llmsFolder(other)}llms-full.txt`)})`,
                  )
                  .join('\n')}`,
              ]
            : [];
        const summary = version.isCurrent
          ? `${siteConfig.tagline}. The documentation of Portico ${version.label}, one line per page; each link is the page as Markdown.`
          : `The documentation of Portico ${version.label}, an older release that is no longer maintained, one line per page; each link is the page as Markdown.`;
        const title = version.isCurrent ? siteConfig.title : `${siteConfig.title} ${version.label}`;
        const index = `# ${title}\n\n> ${summary}\n\n${[...sections, ...otherVersions].join('\n\n')}\n`;
        await mkdir(join(outDir, folder), {recursive: true});
        await writeFile(join(outDir, folder, 'llms.txt'), index);
        await writeFile(join(outDir, folder, 'llms-full.txt'), pages.map(({markdown}) => markdown).join('\n---\n\n'));
      }
    },
  };
}
