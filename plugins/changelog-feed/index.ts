import {readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {load} from 'cheerio';
import {Feed} from 'feed';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  changelogFeeds as CHANGELOG_FEEDS,
  changelogPathOf,
  releases,
} from '../../src/data/releases';

/**
 * RSS and Atom feeds of the changelog: one item per shipped release, newest
 * first, carrying the release notes as the built page renders them.
 */
export default function changelogFeedPlugin({siteConfig}: LoadContext): Plugin {
  const absolute = (path: string) => new URL(path, siteConfig.url).href;
  return {
    name: 'portico-changelog-feed',
    injectHtmlTags: () => ({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/rss+xml',
            title: 'Portico changelog (RSS)',
            href: CHANGELOG_FEEDS.rss,
          },
        },
        {
          tagName: 'link',
          attributes: {
            rel: 'alternate',
            type: 'application/atom+xml',
            title: 'Portico changelog (Atom)',
            href: CHANGELOG_FEEDS.atom,
          },
        },
      ],
    }),
    async postBuild({outDir}) {
      const shipped = releases.filter(
        (release) => release.status === 'released' && !release.version.startsWith('0.'),
      );
      const feed = new Feed({
        title: 'Portico changelog',
        description:
          'Release notes of every Portico release: what was added, changed, fixed and secured.',
        id: absolute('/docs/changelog/'),
        link: absolute('/docs/changelog/'),
        language: 'en',
        favicon: absolute('/img/favicon.svg'),
        copyright: `Copyright © ${new Date().getFullYear()} Portico Labs`,
        updated: new Date(`${shipped[0].date}T00:00:00Z`),
        feedLinks: {rss: absolute(CHANGELOG_FEEDS.rss), atom: absolute(CHANGELOG_FEEDS.atom)},
      });
      for (const release of shipped) {
        const route = changelogPathOf(release.version);
        const $ = load(await readFile(join(outDir, route, 'index.html'), 'utf8'));
        const article = $('.theme-doc-markdown');
        article.find('header').remove();
        article.find('a[href^="/"]').each((_index, link) => {
          $(link).attr('href', absolute($(link).attr('href')!));
        });
        feed.addItem({
          title: `Portico ${release.version}`,
          id: absolute(route),
          link: absolute(route),
          date: new Date(`${release.date}T00:00:00Z`),
          description: $('meta[name="description"]').attr('content') ?? '',
          content: article.html() ?? '',
        });
      }
      await writeFile(join(outDir, CHANGELOG_FEEDS.rss), feed.rss2());
      await writeFile(join(outDir, CHANGELOG_FEEDS.atom), feed.atom1());
    },
  };
}
