/**
 * Writes a gzip (.gz, level 9) and a brotli (.br) copy beside
 * every text file of a build, so the server sends the smallest encoding the
 * browser accepts without compressing on each request (`gzip_static` and
 * `brotli_static` in nginx; most CDN hosts pick the copies up too).
 * Usage: node deploy/precompress.mjs [build folder, default build]
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import {extname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.json', '.txt', '.md']);
/** Below this, the copy saves less than the extra lookup costs (nginx's gzip_min_length). */
const MIN_BYTES = 512;
/**
 * Brotli's top quality for the scripts and styles, which are cached for a
 * year; pages and data get quality 8. Measured on the pages of a build with
 * three docs versions (788 pages, 28.9 MB): quality 8 wrote 0.1 % more bytes
 * than quality 9 in 0.6 s of compression instead of 9.5 s.
 */
const brotliQuality = (path) => (['.js', '.css'].includes(extname(path)) ? 11 : 8);
/** Files in flight at once; zlib compresses them on libuv's thread pool, on every core. */
const PARALLEL = 8;
/**
 * The copies of the last run, named by the SHA-256 of the file they compress and the brotli quality. Most of
 * a build is the same bytes as the build before it on the same checkout (a frozen docs version's pages and
 * chunks, the site's chunks and data files): brotli at quality 11 was most of this script's time (2.5 s of CPU
 * for each docs version's chunks), and a file met before is copied instead. `npm run clear` empties it with
 * the rest of `node_modules/.cache`; a clean checkout (a deploy after `npm ci`) compresses everything.
 */
const CACHE = fileURLToPath(new URL('../node_modules/.cache/precompress/', import.meta.url));
/** The cache entries this run read or wrote; the others are removed at the end, so the cache holds one build. */
const used = new Set();
/** Numbers the temporary names, so that two files with the same bytes never write the same one. */
let partials = 0;

async function* textFiles(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

async function compress(path) {
  if ((await stat(path)).size < MIN_BYTES) return 0;
  const content = await readFile(path);
  const quality = brotliQuality(path);
  const key = `${createHash('sha256').update(content).digest('hex')}-q${quality}`;
  used.add(`${key}.gz`).add(`${key}.br`);
  const [gz, br] = await Promise.all([
    readFile(join(CACHE, `${key}.gz`)),
    readFile(join(CACHE, `${key}.br`)),
  ]).catch(() => compressed(content, quality, key));
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  return 1;
}

/** A file's two copies, compressed now and kept in the cache. */
async function compressed(content, quality, key) {
  const [gz, br] = await Promise.all([
    gzip(content, {level: 9}),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        // A window no larger than the file: the same bytes, with less memory to clear for each small file.
        [zlib.constants.BROTLI_PARAM_LGWIN]: Math.max(
          16,
          Math.min(24, Math.ceil(Math.log2(content.length)) + 1),
        ),
      },
    }),
  ]);
  // Each written under a temporary name and renamed, so a run that stops midway leaves no partial copy to be
  // used. A write that fails (another run in the same checkout removing what it did not use) only costs
  // this entry in the next run; the build's own copies are written either way.
  await Promise.all(
    [
      [`${key}.gz`, gz],
      [`${key}.br`, br],
    ].map(async ([name, bytes]) => {
      partials += 1;
      const partial = join(CACHE, `${name}.${process.pid}.${partials}.partial`);
      await writeFile(partial, bytes)
        .then(() => rename(partial, join(CACHE, name)))
        .catch(() => rm(partial, {force: true}));
    }),
  );
  return [gz, br];
}

const root = resolve(process.argv[2] ?? 'build');
const started = Date.now();
await mkdir(CACHE, {recursive: true});
const files = [];
for await (const path of textFiles(root)) files.push(path);
// A fixed number of files in flight, each worker taking the next as it finishes, so one large file
// (the brotli of a big script) never holds the others back.
let next = 0;
let count = 0;
const worker = async () => {
  while (next < files.length) {
    const written = await compress(files[next++]);
    count += written;
  }
};
await Promise.all(Array.from({length: PARALLEL}, worker));
for (const name of await readdir(CACHE)) {
  if (!used.has(name)) await rm(join(CACHE, name), {force: true});
}
console.log(
  `Precompressed ${count} files in ${root} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
