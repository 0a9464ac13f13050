import type {Plugin} from '@docusaurus/types';

/**
 * Each entry of Docusaurus's route registry (`.docusaurus/registry.js`)
 * carries its module's path, which only the server reads, to report the
 * modules a page rendered. In the browser's build the loader replaces it
 * (4.4 KB gzip on every page), and fails the build with a message if the
 * registry's format changes.
 */
export default function registryWithoutPathsPlugin(): Plugin {
  return {
    name: 'portico-registry-without-paths',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // The route groups' modules (`patches/README.md`) carry registry entries of their own.
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/](registry|route-group-[\w.-]+)\.js$/,
              loader: require.resolve('./loader.cjs'),
            },
          ],
        },
      };
    },
  };
}
