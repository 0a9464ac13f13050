import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's chunks by their Docusaurus chunk names (hashes of their
 * module paths) and puts their files in a folder named for the build:
 * `assets/js/<build hash>/<name>.js`. The runtime every page loads then
 * carries no table from chunk ids to names or to content hashes: those tables
 * grew with every route of every docs version (9 KB gzip with two versions,
 * 2.6 KB more for a cut of 460 pages). Each build's chunks are cached for good
 * under their own folder; a returning visitor fetches a page's chunks again
 * after a deploy. Development builds keep Docusaurus's own naming.
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: 'portico-chunk-ids',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[fullhash:8]/[id].js'}, optimization: {chunkIds: 'named'}};
    },
  };
}
