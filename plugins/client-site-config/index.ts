import type {Plugin} from '@docusaurus/types';

/**
 * Every page's `main.js` holds the site config (`.docusaurus/docusaurus.config.mjs`), options that only the build reads
 * included. In the browser's build the loader leaves those out (`BUILD_ONLY_KEYS` in `loader.cjs`), about 1 KB gzip on
 * every page, and fails the build with a message if the file's format changes.
 */
export default function clientSiteConfigPlugin(): Plugin {
  return {
    name: 'portico-client-site-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              loader: require.resolve('./loader.cjs'),
            },
          ],
        },
      };
    },
  };
}
