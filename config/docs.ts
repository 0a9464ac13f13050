import type * as Preset from '@docusaurus/preset-classic';
import {compareVersions} from '../src/data/compare-versions';
import {docsVersions} from '../src/data/releases';
import cliReferenceRemarkPlugin from '../plugins/cli-reference/remark';
import cliSampleOutputRemarkPlugin from '../plugins/cli-reference/sample-output';
import apiReferenceRemarkPlugin from '../plugins/api-reference/remark';
import docsVersionTextPlugin from '../plugins/markdown/docs-version-text';
import factTextPlugin from '../plugins/markdown/fact-text';

type DocsOptions = Exclude<Preset.Options['docs'], false | undefined>;
type SidebarItemsGenerator = NonNullable<DocsOptions['sidebarItemsGenerator']>;

/**
 * Release pages carry no `sidebar_position`: the changelog sidebar sorts them
 * newest first by their version number, so a new release page needs no bookkeeping.
 */
const sidebarItemsGenerator: SidebarItemsGenerator = async ({
  defaultSidebarItemsGenerator,
  ...args
}) => {
  const items = await defaultSidebarItemsGenerator(args);
  if (args.item.dirName !== 'changelog') return items;
  const releaseOf = (item: (typeof items)[number]) =>
    item.type === 'doc' ? /\d+\.\d+\.\d+$/.exec(item.id)?.[0] : undefined;
  const releasePages = items.filter(releaseOf);
  const otherPages = items.filter((item) => !releaseOf(item));
  releasePages.sort((a, b) => compareVersions(releaseOf(b)!, releaseOf(a)!));
  return [...otherPages, ...releasePages];
};

export const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  // Versions like 1.6.7 are file names here, never ordering prefixes.
  numberPrefixParser: false,
  lastVersion: 'current',
  includeCurrentVersion: true,
  versions: {
    current: {label: docsVersions.current, path: ''},
    ...Object.fromEntries(
      docsVersions.previous.map((version) => [
        version,
        {label: version, path: version, banner: 'unmaintained' as const, noIndex: true},
      ]),
    ),
  },
  editUrl: 'https://git.portico.example/portico/website/edit/main/',
  breadcrumbs: true,
  // Render the CLI and API reference pages and the commands' sample outputs from src/data/cli.ts and the OpenAPI file
  // before the headings get their ids.
  beforeDefaultRemarkPlugins: [
    factTextPlugin,
    docsVersionTextPlugin,
    cliReferenceRemarkPlugin,
    cliSampleOutputRemarkPlugin,
    apiReferenceRemarkPlugin,
  ],
} satisfies DocsOptions;
