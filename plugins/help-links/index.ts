import {mkdir, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {helpLinks} from '../../src/data/help-links';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Writes `/go/<key>/index.html` for every help-link key: a static page that
 * forwards to the doc with a meta refresh, so it needs no script at all.
 */
export default function helpLinksPlugin({siteConfig}: LoadContext): Plugin {
  return {
    name: 'portico-help-links',
    async postBuild({outDir}) {
      await Promise.all(
        Object.entries(helpLinks).map(async ([key, route]) => {
          const target = escapeHtml(route);
          const canonical = escapeHtml(new URL(route, siteConfig.url).href);
          const dir = join(outDir, 'go', key);
          await mkdir(dir, {recursive: true});
          await writeFile(
            join(dir, 'index.html'),
            `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico help: ${escapeHtml(key)}</title>` +
              `<meta http-equiv="refresh" content="0; url=${target}"><link rel="canonical" href="${canonical}">` +
              `<meta name="robots" content="noindex"></head><body><p>This help page is at <a href="${target}">${canonical}</a>.</p></body></html>`,
          );
        }),
      );
    },
  };
}
