/**
 * Reads the current version's docs out of the docs plugin's loaded content,
 * for the plugins that publish them in other formats.
 */
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

export interface CurrentDoc {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  /** Path of the source file from the site directory. */
  readonly source: string;
  readonly sidebar: string | undefined;
}

export function currentDocs(allContent: AllContent): CurrentDoc[] {
  const content = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
  const current = content?.loadedVersions.find((version) => version.isLast);
  if (!current) throw new Error('The current docs version was not loaded.');
  return current.docs
    .map((doc) => ({
      id: doc.id,
      title: doc.title,
      description: doc.description,
      permalink: doc.permalink,
      source: doc.source.replace(/^@site\//, ''),
      sidebar: doc.sidebar,
    }))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
}
