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
  readonly frontMatter: Readonly<Record<string, unknown>>;
}

/** A category's generated index page and the cards it shows: its docs and subcategories, in sidebar order. */
export interface SourceCategory {
  readonly title: string;
  readonly description: string;
  readonly permalink: string;
  readonly sidebar: string;
  readonly cards: readonly {readonly kind: 'doc' | 'category'; readonly title: string; readonly permalink: string; readonly description: string}[];
}

export interface SourceVersion {
  /** The version's label, as the version menu shows it: `1.6.7`. */
  readonly label: string;
  /** The version's base URL: `/docs/` for the current one, `/docs/0.3.7/` for an older one. */
  readonly path: string;
  /** The current version, the one at `/docs/`. */
  readonly isCurrent: boolean;
  readonly docs: readonly SourceDoc[];
  readonly categories: readonly SourceCategory[];
}

type LoadedVersion = LoadedContent['loadedVersions'][number];
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The generated index pages of a version, each with the cards the page shows. */
function categoriesOf(version: LoadedVersion): SourceCategory[] {
  const docById = new Map(version.docs.map((doc) => [doc.id, doc]));
  const categories: SourceCategory[] = [];
  const card = (item: SidebarItem): SourceCategory['cards'] => {
    if (item.type === 'doc') {
      const doc = docById.get(item.id);
      if (!doc) throw new Error(`The sidebar names the doc ${item.id}, which version ${version.label} does not have.`);
      return [{kind: 'doc' as const, title: item.label ?? doc.title, permalink: doc.permalink, description: doc.description}];
    }
    if (item.type === 'category' && item.link?.type === 'generated-index') {
      return [{kind: 'category' as const, title: item.label, permalink: item.link.permalink, description: item.link.description ?? ''}];
    }
    return [];
  };
  const visit = (items: readonly SidebarItem[], sidebar: string): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') {
        const {title = item.label, description = '', permalink} = item.link;
        categories.push({title, description, permalink, sidebar, cards: item.items.flatMap(card)});
      }
      visit(item.items, sidebar);
    }
  };
  for (const [sidebar, items] of Object.entries(version.sidebars)) visit(items, sidebar);
  return categories.sort((a, b) => a.permalink.localeCompare(b.permalink));
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
          frontMatter: doc.frontMatter,
        }))
        .sort((a, b) => a.permalink.localeCompare(b.permalink)),
      categories: categoriesOf(version),
    }));
}
