import {createHash} from 'node:crypto';
import type {Plugin} from '@docusaurus/types';
import type {Chunk, ChunkGroup, Compilation, Compiler} from '@rspack/core';

/**
 * Names each browser chunk `assets/js/<Docusaurus chunk name>.<content hash>.js`,
 * so that a chunk a deploy leaves unchanged keeps its address and a returning
 * reader's cache, without a table of every chunk's hash in the runtime every
 * page loads (it grew with every route of every docs version: 9 KB gzip with
 * two versions). The runtime holds the hashes of the chunks outside the route
 * groups (`patches/README.md`); each route group's chunk hashes are a small
 * chunk of their own (`route-group-<name>~hashes`), loaded with the group's
 * module and named in its pages' HTML. Ids are the chunk names, so nothing maps
 * names to ids either, and a chunk name that has no file of its own (a module
 * `main.js` holds) has no hash: Docusaurus's prefetch skips its address, which
 * reads `undefined`. A hash is the MD5 of the file as written, eight hex
 * digits, the runtime's included. Development builds keep Docusaurus's naming.
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: 'portico-chunk-ids',
    configureWebpack(_config, isServer, utils) {
      if (process.env.NODE_ENV !== 'production') return {};
      const loader = {loader: require.resolve('./route-group-loader.cjs'), options: {hashesModule: HASHES_MODULE}};
      // The server names a group's hash chunk among its pages' chunks; only the browser loads it.
      if (isServer) return {module: {rules: [{test: /[\\/]\.docusaurus[\\/]route-group-[\w.-]+\.js$/, ...loader}]}};
      if (utils.currentBundler.name !== 'rspack') throw new Error('plugins/chunk-ids writes its hash tables through Rspack; the site builds with Rspack (future.faster).');
      return {
        output: {chunkFilename: 'assets/js/[id].js'},
        optimization: {chunkIds: 'named'},
        module: {rules: [{test: /[\\/]\.docusaurus[\\/](routeGroups|route-group-[\w.-]+)\.js$/, ...loader}]},
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
const MAIN = '';

const contentHash = (content: string | Buffer): string => createHash('md5').update(content).digest('hex').slice(0, 8);

/**
 * Where a chunk's hash is kept: the runtime (`MAIN`) for a chunk that a page can load without a route group,
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

const tableCode = (hashes: Map<string, string>) => JSON.stringify(Object.fromEntries([...hashes].sort(([a], [b]) => (a < b ? -1 : 1))));

class ChunkHashNames {
  // Docusaurus types its configuration for webpack; the site bundles with Rspack, which configureWebpack checks.
  apply(bundler: unknown) {
    const compiler = bundler as Compiler;
    const {RuntimeModule, Compilation: CompilationClass, sources} = compiler.webpack;
    /** `__webpack_require__.u` (a chunk's file) with the hash of the chunk from the table, which the hash chunks add to. */
    class ChunkHashRuntimeModule extends RuntimeModule {
      constructor() {
        super('PorticoChunkHashes', RuntimeModule.STAGE_TRIGGER);
      }
      generate() {
        return `var chunkHashes = __webpack_require__.ch = ${PLACEHOLDER};
var chunkFile = __webpack_require__.u;
__webpack_require__.u = function(chunkId) { return chunkFile(chunkId).replace(/\\.js$/, "." + chunkHashes[chunkId] + ".js"); };`;
      }
    }
    compiler.hooks.thisCompilation.tap('PorticoChunkHashes', (compilation: Compilation) => {
      // Docusaurus's `__webpack_require__.gca` maps each chunk name to its id through a table of every chunk; here a
      // chunk's id is its name, so the function keeps the lookup of its file and drops the table.
      compilation.hooks.runtimeModule.tap('PorticoChunkHashes', (module) => {
        if (!module.name.endsWith('ChunkAssetRuntimeModule')) return;
        const generated = module.source?.source.toString() ?? '';
        if (!generated.includes('__webpack_require__.gca = function(chunkId)'))
          throw new Error(`plugins/chunk-ids: Docusaurus's ChunkAssetRuntimeModule changed form: ${generated}`);
        module.source!.source = Buffer.from('__webpack_require__.gca = function(chunkName) { return __webpack_require__.p + __webpack_require__.u(chunkName); };');
      });
      compilation.hooks.additionalTreeRuntimeRequirements.tap('PorticoChunkHashes', (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkHashRuntimeModule());
      });
      compilation.hooks.processAssets.tap({name: 'PorticoChunkHashes', stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1}, () => {
        const fill = (file: string, hashes: Map<string, string>): string => {
          const source = compilation.getAsset(file)!.source.source().toString();
          if (source.split(PLACEHOLDER).length !== 2) throw new Error(`plugins/chunk-ids: ${file} should hold the hash table's placeholder once.`);
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
        const tables = new Map<string, Map<string, string>>([[MAIN, new Map()]]);
        const tableOf = (scope: string) => tables.get(scope) ?? tables.set(scope, new Map()).get(scope)!;
        const hashChunks = new Map<string, Chunk>();
        let runtimeFile: string | undefined;
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (!file) continue;
          if (chunk.hasRuntime()) runtimeFile = file;
          if (chunk.canBeInitial()) continue;
          const group = chunk.name?.endsWith('~hashes') ? chunk.name.slice(0, -'~hashes'.length) : undefined;
          if (group) {
            hashChunks.set(group, chunk);
            continue;
          }
          const content = compilation.getAsset(file)!.source.source().toString();
          for (const scope of scopesOf(chunk)) tableOf(scope).set(chunk.id!, contentHash(content));
          rename(file, content);
        }
        for (const [group, chunk] of hashChunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'))!;
          const content = fill(file, tables.get(group) ?? new Map());
          tableOf(MAIN).set(chunk.id!, contentHash(content));
          rename(file, content);
        }
        if (!runtimeFile) throw new Error('plugins/chunk-ids: the build has no runtime chunk.');
        rename(runtimeFile, fill(runtimeFile, tableOf(MAIN)), /\.[0-9a-f]+\.js$/);
      });
    });
  }
}
