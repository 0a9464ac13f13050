import {relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {docsVersions} from '../../src/data/releases';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The docs version of a doc and its version's docs folder from the project root, read from the doc's path. */
export function docsVersionOf(file: string): {docsVersion: string; docsRoot: string} {
  const versioned = /^(versioned_docs\/version-([^/]+))\//.exec(
    relative(ROOT, file).split(sep).join('/'),
  );
  return versioned
    ? {docsVersion: versioned[2], docsRoot: versioned[1]}
    : {docsVersion: docsVersions.current, docsRoot: 'docs'};
}
