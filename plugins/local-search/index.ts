import {execFile} from 'node:child_process';
import {join} from 'node:path';
import {promisify} from 'node:util';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface LocalSearchOptions {
  /** The current docs version; the blog and the site's pages are searched with it. */
  currentVersion: string;
  /** The older docs versions, each searched on its own. */
  olderVersions: readonly string[];
}

/**
 * Search with no third party: after the build, Pagefind indexes the built
 * pages (`build-index.mjs`, in a process of its own) into `/pagefind/`,
 * split into small chunks that the browser loads as a query needs them. The
 * theme folder gives the navbar search box and the `/search/` page.
 */
export default function localSearchPlugin(
  {baseUrl}: LoadContext,
  options: LocalSearchOptions,
): Plugin {
  return {
    name: 'portico-local-search',
    getThemePath: () => join(__dirname, 'theme'),
    async contentLoaded({actions}) {
      actions.setGlobalData({
        currentVersion: options.currentVersion,
        olderVersions: options.olderVersions,
      } satisfies LocalSearchOptions);
      actions.addRoute({path: `${baseUrl}search/`, component: '@theme/SearchPage', exact: true});
    },
    async postBuild({outDir}) {
      const {stdout} = await promisify(execFile)(process.execPath, [
        join(__dirname, 'build-index.mjs'),
        outDir,
        options.currentVersion,
        options.olderVersions.join(','),
      ]);
      process.stdout.write(stdout);
    },
  };
}
