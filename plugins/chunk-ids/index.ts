import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's chunk files by id rather than by Docusaurus's chunk
 * names, so the runtime every page loads carries no table from ids to names
 * (2.7 KB gzip). Development builds keep the names.
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: 'portico-chunk-ids',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
