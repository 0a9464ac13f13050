import type {ChunkNames, ClientModule} from '@docusaurus/types';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {matchRoutes, type RouteConfig} from 'react-router-config';

/** Added to the runtime by Docusaurus: the URL of a named chunk's script. */
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

type Prefetch = Window['docusaurus']['prefetch'];

/** Longest stretch of prefetching in one go. */
const SLICE_MS = 8;

const isSlowConnection = (): boolean => {
  const {connection} = navigator as Navigator & {connection?: {effectiveType: string; saveData: boolean}};
  return Boolean(connection && (connection.effectiveType.includes('2g') || connection.saveData));
};

function collectChunkNames(names: ChunkNames[string], into: string[]): string[] {
  if (typeof names === 'string') into.push(names);
  else for (const nested of Object.values(names)) collectChunkNames(nested, into);
  return into;
}

function chunkNamesByPath(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, names] of Object.entries(routesChunkNames)) {
    // A key is the route path and a hash: "/docs/panel/domains/dns/-5a2".
    const path = key.replace(/-[^-]+$/, '');
    byPath.set(path, collectChunkNames(names, byPath.get(path) ?? []));
  }
  return byPath;
}

/** Each page's path to the chunks of its route and of the routes around it (the docs version, the blog). */
function indexPages(
  list: RouteConfig[],
  byPath: Map<string, string[]>,
  inherited: string[],
  into: Map<string, string[]>,
): Map<string, string[]> {
  for (const route of list) {
    const path = typeof route.path === 'string' ? route.path : '';
    const chunkNames = [...inherited, ...(byPath.get(path) ?? [])];
    if (route.routes) indexPages(route.routes, byPath, chunkNames, into);
    else if (path && !into.has(path)) into.set(path, chunkNames);
  }
  return into;
}

let pageIndex: {byPath: Map<string, string[]>; pages: Map<string, string[]>} | undefined;

/**
 * Docusaurus matches a link against the route tree, hundreds of patterns, and
 * scans all 1,000 entries of the chunk table for each route it matched; the
 * index is built once, and a path it does not know is matched as Docusaurus does.
 */
function chunkNamesOf(path: string): string[] {
  if (!pageIndex) {
    const byPath = chunkNamesByPath();
    pageIndex = {byPath, pages: indexPages(routes, byPath, [], new Map())};
  }
  const {byPath, pages} = pageIndex;
  return pages.get(path) ?? matchRoutes(routes, path).flatMap(({route}) => byPath.get(String(route.path)) ?? []);
}

const prefetchedRoutes = new Set<string>();
const prefetchedChunks = new Set<string>();
const prefetchedScripts = new Set<string>();

/**
 * What Docusaurus's prefetch does, with one `<link rel=prefetch>` per script:
 * its own adds one per chunk of every route a link matches, so the parent
 * routes' chunks, shared by every doc, came back for each link (467 tags on a
 * doc page for 46 scripts).
 */
function prefetchRoute(routePath: string): void {
  const path = routePath.replace(/[?#].*$/, '');
  if (isSlowConnection() || prefetchedRoutes.has(path)) return;
  prefetchedRoutes.add(path);
  for (const chunkName of chunkNamesOf(path)) {
    // Each lookup builds the runtime's table of 1,000 chunks, so a chunk is looked up once.
    if (prefetchedChunks.has(chunkName)) continue;
    prefetchedChunks.add(chunkName);
    const script = __webpack_require__.gca(chunkName);
    // A chunk merged into another by the bundler has no script of its own, or shares one.
    if (!script || script.includes('undefined') || prefetchedScripts.has(script)) continue;
    prefetchedScripts.add(script);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = script;
    document.head.append(link);
  }
}

const queue: string[] = [];
let draining = false;

const whenIdle = (work: (deadline?: IdleDeadline) => void): void => {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 2000});
  else window.setTimeout(work, 50);
};

function drain(deadline?: IdleDeadline): void {
  const end = performance.now() + SLICE_MS;
  // An idle period can last 50 ms: a long task on a phone, which runs scripts about four times slower than a laptop.
  const hasTime = () => performance.now() < end && (!deadline || deadline.didTimeout || deadline.timeRemaining() > 1);
  do prefetchRoute(queue.shift()!);
  while (queue.length > 0 && hasTime());
  if (queue.length > 0) whenIdle(drain);
  else draining = false;
}

/** Links report themselves as they scroll into view; their routes are prefetched when the browser is idle. */
const queuePrefetch: Prefetch = (routePath) => {
  if (isSlowConnection()) return false;
  queue.push(routePath);
  if (!draining) {
    draining = true;
    whenIdle(drain);
  }
  return Promise.resolve([]);
};

// `window.docusaurus` is set by the client entry after client modules load, so it is replaced on the first route.
let replaced = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (replaced) return;
    replaced = true;
    window.docusaurus = Object.freeze({prefetch: queuePrefetch, preload: window.docusaurus.preload});
  },
};

export default clientModule;
