import type {Plugin} from '@docusaurus/types';

/**
 * Cuts to the code every page loads before it can hydrate, and to the work it
 * does as it starts, in the browser's build only. The first three grow with
 * the number of routes (about 440 here):
 *
 * - Each route's loadable component is built when the route is first needed
 *   (`ComponentCreator.tsx`), not all of them as the app starts, and its
 *   chunks start loading in a task of their own.
 * - The route registry drops each module's path (`registry-loader.cjs`), which
 *   only the server reads.
 * - Chunks are named by id rather than by Docusaurus's name, so the runtime
 *   needs no table from ids to names. Docusaurus's `gca`, which turns a route's
 *   chunk name into its script's URL, keeps its own table from names to ids.
 * - `tslib` resolves to `tslib.mjs`, which exports only the helper the
 *   browser's code calls, instead of all of them (3.5 KB gzip).
 * - react-share's buttons can be dropped by the minifier
 *   (`react-share-loader.cjs`), so only the three the share links use stay.
 */
export default function clientBundlePlugin(): Plugin {
  return {
    name: 'portico-client-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        // Development builds name chunks without a hash and keep Docusaurus's names.
        // Chunk ids are numbered in order (1 to 3 digits) rather than hashed: past about a thousand
        // chunks the hashed ids grow to 5 digits, and every page's runtime and route registry carry them.
        ...(process.env.NODE_ENV === 'production' && {
          output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'},
          optimization: {chunkIds: 'natural'},
        }),
        resolve: {
          alias: {
            // The same key as Docusaurus's own alias, which this one replaces.
            '@docusaurus/ComponentCreator': require.resolve('./ComponentCreator.tsx'),
            tslib$: require.resolve('./tslib.mjs'),
          },
        },
        module: {
          rules: [
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, loader: require.resolve('./registry-loader.cjs')},
            {
              test: /[\\/]node_modules[\\/]react-share[\\/]dist[\\/]index\.js$/,
              loader: require.resolve('./react-share-loader.cjs'),
            },
          ],
        },
      };
    },
  };
}
