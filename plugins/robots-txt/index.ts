import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Writes robots.txt at build time so its sitemap line follows `SITE_URL`. */
export default function robotsTxtPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'portico-robots-txt',
    async postBuild({outDir}) {
      const sitemap = new URL(`${siteConfig.baseUrl}sitemap.xml`, siteConfig.url).href;
      await writeFile(
        join(outDir, 'robots.txt'),
        `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`,
      );
    },
  };
}
