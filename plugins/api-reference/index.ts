import {copyFile, mkdir} from 'node:fs/promises';
import {join} from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {docsVersions} from '../../src/data/releases';
import {openapiFileOf} from './description';

/**
 * Publishes the current docs version's description under its version too (`/openapi/1.6.7.yaml`),
 * beside the stable address that static/ already serves, so every version has a file of its own name.
 */
export default function apiReferencePlugin(): Plugin {
  return {
    name: 'portico-api-reference',
    async postBuild({outDir}) {
      await mkdir(join(outDir, 'openapi'), {recursive: true});
      await copyFile(openapiFileOf(docsVersions.current), join(outDir, 'openapi', `${docsVersions.current}.yaml`));
    },
  };
}
