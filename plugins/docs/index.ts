import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropSidebar, PropSidebarItemCategory, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

/** Doc id to description, for the cards of one category page. */
export type CardDescriptions = Record<string, string>;

function categoriesByPermalink(sidebars: PropVersionMetadata['docsSidebars']): Map<string, PropSidebarItemCategory> {
  const categories = new Map<string, PropSidebarItemCategory>();
  const visit = (items: PropSidebar): void => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href) categories.set(item.href, item);
      visit(item.items);
    }
  };
  Object.values(sidebars).forEach(visit);
  return categories;
}

/**
 * A sidebar whose links leave out `unlisted: false`, which every link of every
 * sidebar carried: the theme reads a link without it as listed (`!item.unlisted`).
 */
function withoutListedFlags(items: PropSidebar): PropSidebar {
  return items.map((item) => {
    if (item.type === 'category') return {...item, items: withoutListedFlags(item.items)};
    if (item.type !== 'link' || item.unlisted !== false) return item;
    const {unlisted: _, ...listed} = item;
    return listed;
  });
}

/**
 * Every doc page loads its version's data, and in it the description of every
 * doc of the version: two thirds of that chunk's bytes, read only by the cards
 * of the category pages. The version keeps each doc's id, title and sidebar;
 * each category page gets the descriptions of its own cards as a prop. Its
 * sidebars lose the flag of every listed link (`withoutListedFlags`).
 */
function moveDescriptionsToCategoryPages(versionRoute: RouteConfig): RouteConfig {
  const version = versionRoute.props!.version as PropVersionMetadata;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _, ...doc}]) => [id, doc]));
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, sidebar]) => [name, withoutListedFlags(sidebar)]));
  const categories = categoriesByPermalink(version.docsSidebars);
  const cardDescriptions = (category: PropSidebarItemCategory): CardDescriptions => {
    const descriptions: CardDescriptions = {};
    for (const item of category.items) {
      if (item.type !== 'link' || !item.docId) continue;
      const description = version.docs[item.docId]?.description;
      if (description) descriptions[item.docId] = description;
    }
    return descriptions;
  };
  const withCardDescriptions = (route: RouteConfig): RouteConfig => {
    if (route.props?.categoryGeneratedIndex) {
      const category = categories.get(route.path);
      if (!category) throw new Error(`No sidebar category links to the category page ${route.path}.`);
      return {...route, props: {...route.props, cardDescriptions: cardDescriptions(category)}};
    }
    return route.routes ? {...route, routes: route.routes.map(withCardDescriptions)} : route;
  };
  return withCardDescriptions({...versionRoute, props: {...versionRoute.props, version: {...version, docs, docsSidebars}}});
}

/** `route` with every docs version below it slimmed and split by section; `versions` counts the versions. */
function slimVersionRoutes(route: RouteConfig, versions: {count: number}): RouteConfig[] {
  if (route.props?.version) {
    versions.count += 1;
    return bySection(moveDescriptionsToCategoryPages(route));
  }
  return [route.routes ? {...route, routes: route.routes.flatMap((child) => slimVersionRoutes(child, versions))} : route];
}

/**
 * A docs version's route as one route per section of its pages (the first
 * folder below the version: `/docs/panel/`, `/docs/admin/`), each with the
 * version's data cut to the sidebars its pages show, and a last route for the
 * pages outside any section (the version's start page, its tags). The parent
 * routes sort before the version's own path (core `sortRoutes`), so React Router
 * enters a page's section; each section becomes a route group of its own
 * (`asRouteGroup`), and a panel page loads neither the admin pages' routes nor
 * their sidebar.
 */
function bySection(versionRoute: RouteConfig): RouteConfig[] {
  const version = versionRoute.props!.version as PropVersionMetadata;
  const [docRoot, ...others] = versionRoute.routes ?? [];
  if (!docRoot?.routes || others.some((route) => route.routes)) {
    throw new Error(`plugins/docs: the ${version.version} version route no longer holds one route of docs first; check the docs plugin's routes after an upgrade.`);
  }
  const versionPath = versionRoute.path.replace(/\/$/, '');
  const segments = (path: string): string[] => path.slice(versionPath.length).split('/').filter(Boolean);
  // A section is a folder with pages below it, which no tag page's path enters; the folder's own page goes with it.
  const taken = new Set(others.map((route) => segments(route.path)[0]));
  const folders = new Set(docRoot.routes.flatMap((route) => {
    const [first, ...below] = segments(route.path);
    return below.length ? [first!] : [];
  }));
  const sections = new Map<string, RouteConfig[]>([[versionRoute.path, []]]);
  for (const route of docRoot.routes) {
    const [first] = segments(route.path);
    const key = first && folders.has(first) && !taken.has(first) ? `${versionPath}/${first}` : versionRoute.path;
    if (!sections.has(key)) sections.set(key, []);
    sections.get(key)!.push(route);
  }
  const withRoutes = (path: string, routes: RouteConfig[], tail: RouteConfig[]): RouteConfig => {
    const sidebars = new Set(routes.flatMap((route) => (typeof route.sidebar === 'string' ? [route.sidebar] : [])));
    const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).filter(([name]) => sidebars.has(name)));
    const docs = Object.fromEntries(Object.entries(version.docs).filter(([, doc]) => doc.sidebar && sidebars.has(doc.sidebar)));
    return {...versionRoute, path, props: {...versionRoute.props, version: {...version, docs, docsSidebars}}, routes: [...(routes.length ? [{...docRoot, routes}] : []), ...tail]};
  };
  return [...sections]
    .map(([path, routes]) => withRoutes(path, routes, path === versionRoute.path ? others : []))
    .filter((route) => route.routes!.length > 0);
}

type GlobalVersion = GlobalPluginData['versions'][number];

/** A version as every page knows it: its main doc and its sidebars' links, enough for the version menu and the navbar. */
const versionStub = (version: GlobalVersion): GlobalVersion => ({
  ...version,
  docs: version.docs.filter((doc) => doc.id === version.mainDocId),
  draftIds: [],
});

/**
 * Each docs version is a route group (`patches/README.md`): its routes, chunk
 * names and registry entries load only when one of its pages is opened. The
 * global data every page loads keeps a stub of each version; a version's pages
 * get its whole doc list from their group, as a patch of that data (`null`
 * keeps an item). An older version's pages also get the current docs that
 * share their ids, so the version menu and the banner lead to the same page in
 * the current docs; from the current docs, the menu opens an older version at
 * its start page.
 */
function asRouteGroup(route: RouteConfig, globalData: GlobalPluginData): RouteConfig {
  if (route.props?.version) {
    const {version: name} = route.props.version as PropVersionMetadata;
    const own = globalData.versions.find((version) => version.name === name)!;
    const ownIds = new Set(own.docs.map((doc) => doc.id));
    const versions = globalData.versions.map((version) => {
      if (version === own) return version;
      if (version.isLast) return {...version, docs: version.docs.filter((doc) => ownIds.has(doc.id) || doc.id === version.mainDocId), draftIds: []};
      return null;
    });
    const section = route.path.slice(own.path.length).replace(/^\/|\/$/g, '');
    return {...route, routeGroup: {name: section ? `docs-${name}-${section}` : `docs-${name}`, globalData: {versions}}};
  }
  return route.routes ? {...route, routes: route.routes.map((child) => asRouteGroup(child, globalData))} : route;
}

/**
 * Docusaurus's docs plugin, with the routes it adds passed through
 * `slimVersionRoutes` and `asRouteGroup`, and the global data of every page
 * holding each version's stub.
 */
export default async function docsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const plugin = await pluginContentDocs(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      const versions = {count: 0};
      const routes: RouteConfig[] = [];
      let globalData: GlobalPluginData | undefined;
      await plugin.contentLoaded!({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => routes.push(...slimVersionRoutes(route, versions)),
          setGlobalData: (data) => {
            globalData = data as GlobalPluginData;
          },
        },
      });
      // A Docusaurus upgrade that moves the version data elsewhere must fail here, not ship every description again.
      if (versions.count === 0) throw new Error('plugins/docs: no route carried a docs version (`props.version`); check the docs plugin\'s routes after an upgrade.');
      if (!globalData?.versions.some((version) => version.isLast)) throw new Error('plugins/docs: the docs plugin set no global data with a last version; check it after an upgrade.');
      args.actions.setGlobalData({...globalData, versions: globalData.versions.map(versionStub)});
      routes.forEach((route) => args.actions.addRoute(asRouteGroup(route, globalData!)));
    },
  };
}

docsPlugin.validateOptions = validateOptions;
