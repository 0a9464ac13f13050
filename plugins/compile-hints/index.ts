import type {Plugin} from '@docusaurus/types';

/** Chrome's hint that every function of a script runs as the page loads (Chrome 136 and later). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8 compiles a function the first time it is called unless told otherwise,
 * and that happens on the main thread while the page starts: for the app's
 * entry scripts, which run almost all of their code on load, that is about a
 * quarter of their main-thread time on a phone. With the hint first in the
 * file, Chrome compiles them on a background thread while they download.
 * Other browsers read it as a comment. Route chunks and lazily loaded chunks
 * keep lazy compilation: much of their code waits for a click.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'portico-compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            // The entry's stylesheet too is one of its files, and to CSS the hint is not a comment.
            test: /\.js$/,
            // After minification, which drops comments, and before file names take the content's hash.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
