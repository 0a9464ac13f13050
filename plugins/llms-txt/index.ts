import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join, posix} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {currentDocs, type CurrentDoc} from '../docs-source';
import {docsVersions} from '../../src/data/releases';
import {markdownPath} from './markdown-path';
import {renderReferenceDirectives} from './render-directives';

const SIDEBAR_TITLES: Record<string, string> = {
  panel: 'User panel (Portico Panel, port 2083)',
  admin: 'Administration (Portico Admin, port 2087)',
  articles: 'Articles and guides',
  changelog: 'Changelog',
};

/**
 * Turns a doc's MDX source into plain Markdown a reader or a language model
 * can use as it is; relative file links become the linked pages' Markdown URLs.
 */
export async function toPlainMarkdown(doc: CurrentDoc, source: string, permalinkOfSource: Map<string, string>, path: string): Promise<string> {
  const body = (await renderReferenceDirectives(source, path))
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^import .*$\n?/gm, '')
    .replace(/^\s*<Tabs[^>]*>\s*$\n?/gm, '')
    .replace(/^\s*<\/Tabs>\s*$\n?/gm, '')
    .replace(/^\s*<TabItem[^>]*label="([^"]+)"[^>]*>\s*$/gm, '**$1**')
    .replace(/^\s*<\/TabItem>\s*$\n?/gm, '')
    .replace(/\]\(([^)#:]+?\.mdx?)(#[^)]*)?\)/g, (match, path: string, hash = '') => {
      const target = permalinkOfSource.get(posix.join(posix.dirname(doc.source), path));
      return target ? `](${markdownPath(target)}${hash})` : match;
    })
    .trim();
  return `# ${doc.title}\n\n> ${doc.description}\n\n${body}\n`;
}

/**
 * Publishes the current docs for machines: `llms.txt` (one line per doc),
 * `llms-full.txt` (every doc as Markdown) and a Markdown copy beside each page.
 */
export default function llmsTxtPlugin({siteConfig}: LoadContext): Plugin {
  let docs: CurrentDoc[] = [];
  return {
    name: 'portico-llms-txt',
    allContentLoaded({allContent}) {
      docs = currentDocs(allContent);
    },
    async postBuild({outDir, siteDir}) {
      const absolute = (path: string) => new URL(path, siteConfig.url).href;
      const permalinkOfSource = new Map(docs.map((doc) => [doc.source, doc.permalink]));
      const pages = await Promise.all(
        docs.map(async (doc) => ({
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
        const lines = docs
          .filter((doc) => doc.sidebar === sidebar)
          .map((doc) => `- [${doc.title}](${absolute(markdownPath(doc.permalink))}): ${doc.description}`);
        return `## ${heading}\n\n${lines.join('\n')}`;
      });
      const index = `# ${siteConfig.title}\n\n> ${siteConfig.tagline}. The documentation of Portico ${docsVersions.current}, one line per page; each link is the page as Markdown.\n\n${sections.join('\n\n')}\n`;
      await writeFile(join(outDir, 'llms.txt'), index);
      await writeFile(join(outDir, 'llms-full.txt'), pages.map(({markdown}) => markdown).join('\n---\n\n'));
    },
  };
}
