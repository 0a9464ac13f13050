/**
 * Reads each docs version's docs out of the docs plugin's loaded content,
 * for the plugins that publish them in other formats.
 */
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export interface SourceDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** Path of the source file from the site directory. */
  readonly source: string;
  readonly sidebar: string | undefined;
}

export interface SourceVersion {
  /** The version's label, as the version menu shows it: `1.6.7`. */
  readonly label: string;
  /** The version's base URL: `/docs/` for the current one, `/docs/0.3.7/` for an older one. */
  readonly path: string;
  /** The current version, the one at `/docs/`. */
  readonly isCurrent: boolean;
  readonly docs: readonly SourceDoc[];
}

/** Every docs version the docs plugin loaded, current first, each with its docs in address order. */
export function docsVersionsOf(allContent: AllContent): SourceVersion[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  if (!content || !content.loadedVersions.some((version) => version.isLast)) throw new Error('The current docs version was not loaded.');
  return [...content.loadedVersions]
    .sort((a, b) => Number(b.isLast) - Number(a.isLast))
    .map((version) => ({
      label: version.label,
      path: version.path.endsWith('/') ? version.path : `${version.path}/`,
      isCurrent: version.isLast,
      docs: version.docs
        .map((doc) => ({
          id: doc.id,
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          source: doc.source.replace(/^@site\//, ''),
          sidebar: doc.sidebar,
        }))
        .sort((a, b) => a.permalink.localeCompare(b.permalink)),
    }));
}
