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
 * Every doc page loads its version's data, and in it the description of every
 * doc of the version: two thirds of that chunk's bytes, read only by the cards
 * of the category pages. The version keeps each doc's id, title and sidebar;
 * each category page gets the descriptions of its own cards as a prop.
 */
function moveDescriptionsToCategoryPages(versionRoute: RouteConfig): RouteConfig {
  const version = versionRoute.props!.version as PropVersionMetadata;
  const docs = Object.fromEntries(Object.entries(version.docs).map(([id, {description: _, ...doc}]) => [id, doc]));
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
  return withCardDescriptions({...versionRoute, props: {...versionRoute.props, version: {...version, docs}}});
}

/** `route` with every docs version below it slimmed; `versions` counts them. */
function slimVersionRoutes(route: RouteConfig, versions: {count: number}): RouteConfig {
  if (route.props?.version) {
    versions.count += 1;
    return moveDescriptionsToCategoryPages(route);
  }
  return route.routes ? {...route, routes: route.routes.map((child) => slimVersionRoutes(child, versions))} : route;
}

/**
 * The docs plugin's global data (`useAllDocsData`), which every page loads: for
 * each version, every doc's id and path. An older version keeps only its main
 * doc and its sidebars' links there, enough for the version menu and the
 * navbar; its pages get the whole list from their route group (below).
 */
function withOlderVersionsSlim(globalData: GlobalPluginData): GlobalPluginData {
  return {
    ...globalData,
    versions: globalData.versions.map((version) =>
      version.isLast ? version : {...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId), draftIds: []},
    ),
  };
}

/**
 * An older version's routes are a route group (`patches/README.md`): its routes,
 * chunk names and registry entries load only when one of its pages is opened,
 * and its pages see the full global data, with their own version's docs.
 */
function asRouteGroup(route: RouteConfig, globalData: GlobalPluginData): RouteConfig {
  const routeGroup = (versionRoute: RouteConfig): RouteConfig => {
    const {version: name, isLast} = versionRoute.props!.version as PropVersionMetadata;
    if (isLast) return versionRoute;
    const pageGlobalData = {
      ...withOlderVersionsSlim(globalData),
      versions: globalData.versions.map((version) =>
        version.name === name || version.isLast ? version : withOlderVersionsSlim({...globalData, versions: [version]}).versions[0],
      ),
    };
    return {...versionRoute, routeGroup: {name: `docs-${name}`, globalData: pageGlobalData}};
  };
  if (route.props?.version) return routeGroup(route);
  return route.routes ? {...route, routes: route.routes.map((child) => asRouteGroup(child, globalData))} : route;
}

/**
 * Docusaurus's docs plugin, with the routes it adds passed through
 * `slimVersionRoutes` and `asRouteGroup`, and its global data through
 * `withOlderVersionsSlim`.
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
          addRoute: (route) => routes.push(slimVersionRoutes(route, versions)),
          setGlobalData: (data) => {
            globalData = data as GlobalPluginData;
          },
        },
      });
      // A Docusaurus upgrade that moves the version data elsewhere must fail here, not ship every description again.
      if (versions.count === 0) throw new Error('plugins/docs: no route carried a docs version (`props.version`); check the docs plugin\'s routes after an upgrade.');
      if (!globalData?.versions.some((version) => version.isLast)) throw new Error('plugins/docs: the docs plugin set no global data with a last version; check it after an upgrade.');
      args.actions.setGlobalData(withOlderVersionsSlim(globalData));
      routes.forEach((route) => args.actions.addRoute(asRouteGroup(route, globalData!)));
    },
  };
}

docsPlugin.validateOptions = validateOptions;
