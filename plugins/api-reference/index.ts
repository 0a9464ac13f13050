import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsVersions} from '../../src/data/releases';
import {docsVersionsOf} from '../docs/source';
import {describedDocsVersions, openapiFileOf} from './description';

/** Where a docs version's description is published: `/openapi/1.6.7.yaml`. */
const descriptionPath = (docsVersion: string) => `/openapi/${docsVersion}.yaml`;
/** Where the API catalog is published (RFC 9727), served as `application/linkset+json` by deploy/site.conf. */
export const API_CATALOG_PATH = '/.well-known/api-catalog';

/**
 * Publishes the current docs version's description under its version too (`/openapi/1.6.7.yaml`),
 * beside the stable address that static/ already serves, so every version has a file of its own name;
 * and the API catalog, a linkset listing each version's description with the page that documents it.
 */
export default function apiReferencePlugin({siteConfig, siteDir}: LoadContext): Plugin {
  const absolute = (path: string) => new URL(path, siteConfig.url).href;
  /** Each docs version's page that offers its description (the one with `::api-description`). */
  const referencePages = new Map<string, string>();
  return {
    name: 'portico-api-reference',
    async allContentLoaded({allContent}) {
      for (const version of docsVersionsOf(allContent)) {
        for (const doc of version.docs.filter((candidate) =>
          candidate.source.includes('/api-reference/'),
        )) {
          if (/^::api-description\b/m.test(await readFile(join(siteDir, doc.source), 'utf8')))
            referencePages.set(version.label, doc.permalink);
        }
      }
    },
    async postBuild({outDir}) {
      await mkdir(join(outDir, 'openapi'), {recursive: true});
      await copyFile(
        openapiFileOf(docsVersions.current),
        join(outDir, 'openapi', `${docsVersions.current}.yaml`),
      );
      const apis = describedDocsVersions().map((version) => {
        const page = referencePages.get(version);
        if (!page)
          throw new Error(
            `No page of the ${version} docs offers its API description (::api-description).`,
          );
        return {
          version,
          description: absolute(descriptionPath(version)),
          page: absolute(page.endsWith('/') ? page : `${page}/`),
        };
      });
      const catalog = {
        linkset: [
          {
            anchor: absolute(API_CATALOG_PATH),
            item: apis.map(({version, description}) => ({
              href: description,
              type: 'application/yaml',
              title: `Portico ${version} REST API`,
            })),
          },
          ...apis.map(({version, description, page}) => ({
            anchor: page,
            'service-desc': [
              {
                href: description,
                type: 'application/yaml',
                title: `OpenAPI description of the Portico ${version} REST API`,
              },
            ],
            'service-doc': [
              {href: page, type: 'text/html', title: `Portico ${version} REST API reference`},
            ],
          })),
        ],
      };
      await mkdir(join(outDir, '.well-known'), {recursive: true});
      await writeFile(join(outDir, API_CATALOG_PATH), `${JSON.stringify(catalog, null, 2)}\n`);
    },
  };
}
