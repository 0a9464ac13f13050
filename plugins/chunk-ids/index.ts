import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's chunk files by id, in a folder named for the build:
 * `assets/js/<build hash>/<id>.js`. The runtime every page loads then carries
 * neither a table from ids to Docusaurus's chunk names (2.7 KB gzip) nor one
 * from ids to content hashes, which grew with every route of every docs
 * version (9 KB gzip with two versions, about 4 KB more for each version cut).
 * Each build's chunks are cached for good under their own folder; a returning
 * visitor fetches a page's chunks again after a deploy. Development builds keep
 * the names.
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: 'portico-chunk-ids',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[fullhash:8]/[id].js'}};
    },
  };
}
