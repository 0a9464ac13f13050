import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';
import type {Chunk, ChunkGroup, Compilation, Compiler} from '@rspack/core';

/**
 * A chunk's id, which is its name (`chunkIds: 'named'`). Rspack 2 gives a name that reads as a number,
 * as Docusaurus's chunk names often do (`17896441`), as a number.
 */
function idOf(chunk: Chunk): string {
  if (chunk.id === null || chunk.id === undefined)
    throw new Error(`plugins/chunk-ids: chunk ${chunk.name ?? ''} has no id.`);
  return String(chunk.id);
}

/**
 * Names each browser chunk `assets/js/<Docusaurus chunk name>.<content hash>.js`,
 * so that a chunk a deploy leaves unchanged keeps its address and a returning
 * reader's cache, without a table of every chunk's hash in the runtime every
 * page loads (it grew with every route of every docs version: 9 KB gzip with
 * two versions). The runtime holds the hashes of the chunks of components
 * loaded on demand, as many as the code makes, and of the hash chunks: one for the routes' chunks outside the route
 * groups (`main~hashes`, `patches/README.md`) and one for each route group
 * (`route-group-<name>~hashes`). A hash chunk
 * loads only when the page asks for a chunk whose hash it does not know yet
 * (a link hovered, a page opened): the chunks a page needs as it loads are
 * named, hash and all, in its HTML, and the runtime reads their hashes there,
 * so a first visit loads no table. Ids are the chunk names, so nothing maps
 * names to ids either. A chunk whose hash is not known (no file of its own, as
 * a module `main.js` holds; or its hash chunk not loaded yet) waits for that
 * table when a page asks for it. Docusaurus's prefetch of the pages that links in
 * view lead to is handed to the runtime, which prefetches them while the page is
 * idle, after their tables. A hash is the MD5 of the file as written, eight hex
 * digits, the runtime's included. Development builds keep Docusaurus's naming.
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: 'portico-chunk-ids',
    getClientModules() {
      return [require.resolve('./client.js')];
    },
    configureWebpack(_config, isServer, utils) {
      if (process.env.NODE_ENV !== 'production') return {};
      if (isServer) return {};
      if (utils.currentBundler.name !== 'rspack')
        throw new Error(
          'plugins/chunk-ids writes its hash tables through Rspack; the site builds with Rspack (future.faster).',
        );
      return {
        output: {chunkFilename: 'assets/js/[id].js'},
        optimization: {chunkIds: 'named'},
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]routeGroups\.js$/,
              loader: require.resolve('./route-group-loader.cjs'),
              options: {hashesModule: HASHES_MODULE},
            },
          ],
        },
        plugins: [new ChunkHashNames()],
      };
    },
  };
}

/** The module each route group's hash chunk is made of: it adds a placeholder, which the build replaces with the group's hashes. */
const HASHES_MODULE = require.resolve('./chunk-hashes.js');
/** The placeholder the runtime and each hash chunk carry until their chunks' hashes are known (a string, which minifying leaves alone). */
const PLACEHOLDER = '"portico-chunk-hashes"';
const ROUTE_GROUP = /^route-group-[\w.-]+$/;
/** The scope of the chunks a page may load without a route group; its hashes are the chunk `main~hashes`. */
const MAIN = 'main';
const RUNTIME = 'runtime';

const contentHash = (content: string | Buffer): string =>
  createHash('md5').update(content).digest('hex').slice(0, 8);

/**
 * Where a chunk's hash is kept: the hash chunk of `MAIN` for a chunk that a page can load without a route group,
 * otherwise the hash chunk of each route group that loads it.
 */
function scopesOf(chunk: Chunk): Set<string> {
  const memo = new Map<ChunkGroup, Set<string>>();
  const ofGroup = (group: ChunkGroup): Set<string> => {
    if (memo.has(group)) return memo.get(group)!;
    const scopes = new Set<string>();
    memo.set(group, scopes);
    if (group.isInitial()) scopes.add(MAIN);
    for (const parent of group.getParents()) {
      if (parent.name && ROUTE_GROUP.test(parent.name)) scopes.add(parent.name);
      else ofGroup(parent).forEach((scope) => scopes.add(scope));
    }
    return scopes;
  };
  const scopes = new Set<string>();
  chunk.groupsIterable.forEach((group) => ofGroup(group).forEach((scope) => scopes.add(scope)));
  return scopes.has(MAIN) ? new Set([MAIN]) : scopes;
}

const tableCode = (hashes: Map<string, string>) =>
  JSON.stringify(Object.fromEntries([...hashes].sort(([a], [b]) => (a < b ? -1 : 1))));

class ChunkHashNames {
  // Docusaurus types its configuration for webpack; the site bundles with Rspack, which configureWebpack checks.
  apply(bundler: unknown) {
    const compiler = bundler as Compiler;
    const {RuntimeModule, Compilation: CompilationClass, sources} = compiler.webpack;
    /**
     * `__webpack_require__.u` (a chunk's file) with the chunk's hash, from the table or from the page's HTML; and
     * `__webpack_require__.e` (load a chunk) that first loads the route groups' pending hash tables when it knows
     * neither. The route groups' loaders queue their tables in `__webpack_require__.cht`.
     */
    class ChunkHashRuntimeModule extends RuntimeModule {
      constructor() {
        super('PorticoChunkHashes', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        return `var chunkHashes = __webpack_require__.ch = ${PLACEHOLDER};
var pendingTables = __webpack_require__.cht = [];
var chunkFile = __webpack_require__.u;
var loadChunk = __webpack_require__.e;
// The scripts a page's HTML names, read once: every link in view asks for the chunks of its page as the page
// hydrates, and a query of the document for each cost a phone about 1 ms.
var htmlUrls;
var namedUrls = function() {
  if (!htmlUrls) htmlUrls = Array.prototype.map.call(document.querySelectorAll("script[src], link[rel=preload][as=script]"), function(element) { return element.getAttribute("src") || element.getAttribute("href"); });
  return htmlUrls;
};
var hashOf = function(chunkId) {
  if (chunkId in chunkHashes) return chunkHashes[chunkId];
  var prefix = __webpack_require__.p + chunkFile(chunkId).replace(/js$/, "");
  var urls = namedUrls();
  for (var i = 0; i < urls.length; i++) {
    var url = urls[i];
    if (url.indexOf(prefix) === 0 && /^[0-9a-f]{8}\\.js$/.test(url.slice(prefix.length))) return url.slice(prefix.length, -3);
  }
};
__webpack_require__.u = function(chunkId) { return chunkFile(chunkId).replace(/\\.js$/, "." + hashOf(chunkId) + ".js"); };
var tablesLoaded = Promise.resolve();
var tablesSettled = true;
var loadTables = function() {
  if (pendingTables.length) {
    tablesSettled = false;
    var loading = tablesLoaded = Promise.all([tablesLoaded].concat(pendingTables.splice(0).map(function(loadTable) { return loadTable(); })));
    loading.then(function() { if (tablesLoaded === loading) tablesSettled = true; });
  }
  return tablesLoaded;
};
__webpack_require__.e = function(chunkId) {
  if (hashOf(chunkId) !== undefined) return loadChunk(chunkId);
  return loadTables().then(function() { return loadChunk(chunkId); });
};
// Docusaurus appends a prefetch link for each chunk of each page a link in view leads to, in the one task that tells
// it which links came into view: on a reference page, about 50 links' chunks, a long task of 200 ms on a phone, on
// the way to the page working. Here the runtime takes them all and appends the links while the page is idle, a few
// at a time; it skips those the page's HTML already loads, and asks for a chunk's hash table first when needed.
var prefetchQueue = [];
var prefetchAsked = {};
var whenIdle = function(work) {
  if (window.requestIdleCallback) return window.requestIdleCallback(work);
  return setTimeout(function() { var end = Date.now() + 4; work({timeRemaining: function() { return end - Date.now(); }}); }, 1);
};
var prefetchScheduled = false;
var prefetchWhileIdle = function(deadline) {
  while (prefetchQueue.length && deadline.timeRemaining() > 1) {
    if (hashOf(prefetchQueue[0]) === undefined && (pendingTables.length || !tablesSettled)) {
      loadTables().then(function() { whenIdle(prefetchWhileIdle); });
      return;
    }
    var chunkId = prefetchQueue.shift();
    if (hashOf(chunkId) === undefined) continue;
    var href = __webpack_require__.p + __webpack_require__.u(chunkId);
    if (namedUrls().indexOf(href) !== -1) continue;
    var link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.appendChild(link);
  }
  if (prefetchQueue.length) whenIdle(prefetchWhileIdle);
  else prefetchScheduled = false;
};
__webpack_require__.chf = function(chunkId) {
  if (!prefetchAsked[chunkId]) {
    prefetchAsked[chunkId] = true;
    prefetchQueue.push(chunkId);
    if (!prefetchScheduled) {
      prefetchScheduled = true;
      whenIdle(prefetchWhileIdle);
    }
  }
  return __webpack_require__.p + "undefined";
};`;
      }
    }
    compiler.hooks.thisCompilation.tap('PorticoChunkHashes', (compilation: Compilation) => {
      // Docusaurus's `__webpack_require__.gca` maps each chunk name to its id through a table of every chunk; here a
      // chunk's id is its name, so the function keeps the lookup of its file and drops the table. Docusaurus asks it
      // only to prefetch the chunks of a page a link in view leads to, and skips a file that reads `undefined`: so
      // reads every chunk, which the runtime prefetches itself while the page is idle (`chf`).
      compilation.hooks.runtimeModule.tap('PorticoChunkHashes', (module) => {
        if (!module.name.endsWith('ChunkAssetRuntimeModule')) return;
        const generated = module.source?.source.toString() ?? '';
        if (!generated.includes('__webpack_require__.gca = function(chunkId)'))
          throw new Error(
            `plugins/chunk-ids: Docusaurus's ChunkAssetRuntimeModule changed form: ${generated}`,
          );
        module.source!.source = Buffer.from(
          '__webpack_require__.gca = function(chunkName) { return __webpack_require__.chf(chunkName); };',
        );
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('PorticoChunkHashes', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkHashRuntimeModule());
      });
      compilation.hooks.processAssets.tap(
        {
          name: 'PorticoChunkHashes',
          stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          const fill = (file: string, hashes: Map<string, string>): string => {
            const source = compilation.getAsset(file)!.source.source().toString();
            if (source.split(PLACEHOLDER).length !== 2)
              throw new Error(
                `plugins/chunk-ids: ${file} should hold the hash table's placeholder once.`,
              );
            const filled = source.replace(PLACEHOLDER, tableCode(hashes));
            compilation.updateAsset(file, new sources.RawSource(filled));
            return filled;
          };
          /** `x.js` to `x.<hash>.js`; the runtime's name already carries the bundler's hash, which is replaced. */
          const rename = (file: string, content: string, hashed = /\.js$/): string => {
            const renamed = file.replace(hashed, `.${contentHash(content)}.js`);
            compilation.renameAsset(file, renamed);
            return renamed;
          };
          const tables = new Map<string, Map<string, string>>();
          const tableOf = (scope: string) =>
            tables.get(scope) ?? tables.set(scope, new Map()).get(scope)!;
          const hashChunks = new Map<string, Chunk>();
          let runtimeFile: string | undefined;
          // The runtime holds the hashes of the hash chunks and of the components loaded on demand, and the ids of the
          // chunks every page loads from its HTML (`main`, `styles`), which need no hash, with an empty one.
          const runtimeTable = new Map<string, string>();
          for (const chunk of compilation.chunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'));
            if (chunk.canBeInitial()) {
              runtimeTable.set(idOf(chunk), '');
              if (chunk.hasRuntime()) runtimeFile = file;
              continue;
            }
            if (!file) continue;
            const scope = chunk.name?.endsWith('~hashes')
              ? chunk.name.slice(0, -'~hashes'.length)
              : undefined;
            if (scope) {
              hashChunks.set(scope, chunk);
              continue;
            }
            const content = compilation.getAsset(file)!.source.source().toString();
            // A chunk of a component loaded on demand (an `import()` with no Docusaurus chunk name) rather than of a route:
            // as many as the code makes, not the routes, and some load on a first visit; the runtime holds their hashes.
            const onDemand =
              [...chunk.groupsIterable].some((group) => !group.name) && scopesOf(chunk).has(MAIN);
            const scopes = onDemand ? new Set([RUNTIME]) : scopesOf(chunk);
            for (const scope of scopes)
              (scope === RUNTIME ? runtimeTable : tableOf(scope)).set(
                idOf(chunk),
                contentHash(content),
              );
            rename(file, content);
          }
          for (const [scope, chunk] of hashChunks) {
            const file = [...chunk.files].find((name) => name.endsWith('.js'))!;
            const content = fill(file, tables.get(scope) ?? new Map());
            runtimeTable.set(idOf(chunk), contentHash(content));
            rename(file, content);
          }
          if (!runtimeFile || !hashChunks.has(MAIN))
            throw new Error(
              'plugins/chunk-ids: the build has no runtime chunk, or no hash chunk for the chunks outside the route groups (client.js).',
            );
          rename(runtimeFile, fill(runtimeFile, runtimeTable), /\.[0-9a-f]+\.js$/);
        },
      );
    });
  }
}
