import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {docsVersionsOf, type SourceVersion} from '../docs/source';
import {markdownPath} from './markdown-path';
import {agentDirective, categoryMarkdown, toPlainMarkdown, type Absolute} from './markdown';
import {sitePageMarkdown} from './site-pages';

/** Each sidebar of a docs version, as its section of the index. */
const SECTIONS: Record<string, {title: string; summary: string}> = {
  panel: {
    title: 'User panel',
    summary:
      'How-to and reference pages for Portico Panel, the screen each hosting account uses (port 2083)',
  },
  admin: {
    title: 'Administration',
    summary:
      'How-to and reference pages for Portico Admin, where the server is run (port 2087), with the CLI and REST API references',
  },
  articles: {
    title: 'Articles and guides',
    summary:
      'Problems from real servers worked through end to end: installs, transfers, mail, security, backups',
  },
  changelog: {
    title: 'Changelog',
    summary: 'One page per release: what was added, changed, fixed and secured',
  },
};

/** Where a version's files for agents are: the site's root for the current version, the version's folder for another. */
export const llmsFolder = (version: SourceVersion): string =>
  version.isCurrent ? '/' : version.path;
/** A version's section index: `/docs/admin/llms.txt`, `/docs/0.3.7/admin/llms.txt`. */
export const sectionIndexPath = (version: SourceVersion, sidebar: string): string =>
  `${version.path}${sidebar}/llms.txt`;

interface Page {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly sidebar: string;
  readonly markdown: string;
}

const line = (title: string, url: string, description: string) =>
  `- [${title}](${url})${description ? `: ${description}` : ''}`;

/** Every page of a version as Markdown: its docs and its category pages, each in one sidebar. */
async function pagesOf(
  version: SourceVersion,
  siteDir: string,
  absolute: Absolute,
): Promise<Page[]> {
  const permalinks = {
    ofSource: new Map(version.docs.map((doc) => [doc.source, doc.permalink])),
    ofId: new Map(version.docs.map((doc) => [doc.id, doc.permalink])),
  };
  const sidebarOf = (sidebar: string | undefined, permalink: string): string => {
    if (!sidebar || !(sidebar in SECTIONS))
      throw new Error(
        `${permalink} is in no sidebar of ${Object.keys(SECTIONS).join(', ')}, so no llms.txt would list it.`,
      );
    return sidebar;
  };
  const docs = await Promise.all(
    version.docs.map(async (doc) => {
      const file = join(siteDir, doc.source);
      return {
        ...doc,
        sidebar: sidebarOf(doc.sidebar, doc.permalink),
        markdown: await toPlainMarkdown(
          doc,
          await readFile(file, 'utf8'),
          permalinks,
          file,
          absolute,
        ),
      };
    }),
  );
  const categories = version.categories.map((category) => ({
    ...category,
    sidebar: sidebarOf(category.sidebar, category.permalink),
    markdown: categoryMarkdown(category, absolute),
  }));
  return [...docs, ...categories].sort((a, b) => a.permalink.localeCompare(b.permalink));
}

/**
 * Publishes every docs version for agents: a Markdown copy beside each page (docs and category pages), and
 * `llms.txt` files nested by version and section, so that no file is long and each page is listed once:
 * - `/llms.txt`, the site's index: the sections of the current version, the site's other pages (each with a
 *   Markdown copy made from its HTML, `site-pages.ts`), the blog's posts (copies made the same way) and the index
 *   of each other version;
 * - `/docs/<section>/llms.txt` and `/docs/<version>/<section>/llms.txt`: one line per page of that section;
 * - `/docs/<version>/llms.txt`: the sections of an older version;
 * - `llms-full.txt` of each version (at the root for the current one): every page in one file.
 * Every page's HTML and Markdown carry a line that points agents to `/llms.txt`.
 */
export default function llmsTxtPlugin({siteConfig}: LoadContext): Plugin {
  let versions: SourceVersion[] = [];
  let sitePermalinks: string[] = [];
  let postPermalinks: string[] = [];
  const absolute: Absolute = (path) => new URL(path, siteConfig.url).href;
  return {
    name: 'portico-llms-txt',
    allContentLoaded({allContent}) {
      versions = docsVersionsOf(allContent);
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
      // The home page has no address for a copy (`/.md`); llms.txt is what it is to an agent.
      sitePermalinks = pages.map((sitePage) => sitePage.permalink);
      // The blog's posts, newest first; its list, tag and author pages only repeat their summaries.
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      postPermalinks = blog?.blogPosts.map((post) => post.metadata.permalink) ?? [];
    },
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'p',
            attributes: {class: 'visually-hidden', 'aria-hidden': 'true'},
            innerHTML: agentDirective(absolute),
          },
        ],
      };
    },
    async postBuild({outDir, siteDir}) {
      const write = async (path: string, text: string) => {
        const file = join(outDir, path);
        await mkdir(dirname(file), {recursive: true});
        await writeFile(file, text);
      };
      const sectionLinks = (version: SourceVersion, describe: (title: string) => string) =>
        Object.entries(SECTIONS).map(([sidebar, {title, summary}]) =>
          line(describe(title), absolute(sectionIndexPath(version, sidebar)), summary),
        );
      const current = versions.find((version) => version.isCurrent)!;
      const others = versions.filter((version) => !version.isCurrent);
      for (const version of versions) {
        const pages = await pagesOf(version, siteDir, absolute);
        await Promise.all(pages.map((page) => write(markdownPath(page.permalink), page.markdown)));
        const full = absolute(`${llmsFolder(version)}llms-full.txt`);
        for (const [sidebar, {title, summary}] of Object.entries(SECTIONS)) {
          const lines = pages
            .filter((page) => page.sidebar === sidebar)
            .map((page) =>
              line(page.title, absolute(markdownPath(page.permalink)), page.description),
            );
          await write(
            sectionIndexPath(version, sidebar),
            `# ${siteConfig.title} ${version.label}: ${title}\n\n> ${summary}. One line per page; each link is the page as Markdown.\n\n## Pages\n\n${lines.join('\n')}\n\n## Optional\n\n- [Every page of Portico ${version.label} in one file](${full})\n`,
          );
        }
        await write(
          `${llmsFolder(version)}llms-full.txt`,
          pages.map((page) => page.markdown).join('\n---\n\n'),
        );
        if (!version.isCurrent) {
          await write(
            `${version.path}llms.txt`,
            `# ${siteConfig.title} ${version.label}\n\n> The documentation of Portico ${version.label}, an older release that is no longer maintained. The documentation of the current release: ${absolute('/llms.txt')}\n\n## Sections\n\n${sectionLinks(version, (title) => title).join('\n')}\n\n## Optional\n\n- [Every page of Portico ${version.label} in one file](${full})\n`,
          );
        }
      }
      const sitePages = (
        await Promise.all(
          sitePermalinks.map((permalink) => sitePageMarkdown(outDir, permalink, absolute)),
        )
      ).filter((sitePage) => sitePage !== undefined);
      await Promise.all(
        sitePages.map((sitePage) => write(markdownPath(sitePage.permalink), sitePage.markdown)),
      );
      const siteLines = sitePages
        .sort((a, b) => a.permalink.localeCompare(b.permalink))
        .map((sitePage) =>
          line(sitePage.title, absolute(markdownPath(sitePage.permalink)), sitePage.description),
        );
      const posts = (
        await Promise.all(
          postPermalinks.map((permalink) => sitePageMarkdown(outDir, permalink, absolute)),
        )
      ).filter((post) => post !== undefined);
      await Promise.all(posts.map((post) => write(markdownPath(post.permalink), post.markdown)));
      const postLines = posts.map((post) =>
        line(post.title, absolute(markdownPath(post.permalink)), post.description),
      );
      const otherVersions = others.map((other) =>
        line(
          `Portico ${other.label}`,
          absolute(`${other.path}llms.txt`),
          'an older release, no longer maintained',
        ),
      );
      await write(
        'llms.txt',
        `# ${siteConfig.title}\n\n> ${siteConfig.tagline}. The documentation of Portico ${current.label}, by section; each section's llms.txt lists its pages, each linking the page as Markdown.\n\n## Documentation\n\n${sectionLinks(current, (title) => title).join('\n')}\n\n## The site\n\n${siteLines.join('\n')}\n${postLines.length > 0 ? `\n## Blog\n\n${postLines.join('\n')}\n` : ''}${otherVersions.length > 0 ? `\n## Other versions\n\n${otherVersions.join('\n')}\n` : ''}`,
      );
    },
  };
}
