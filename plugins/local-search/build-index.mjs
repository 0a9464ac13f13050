/**
 * Indexes the built site with Pagefind and writes the index to <build>/pagefind/.
 * Usage: node plugins/local-search/build-index.mjs <build folder> <current docs version> <older versions, comma-separated>
 *
 * Each page is indexed from its `main` element, without its navigation, table
 * of contents or footers, and tagged with:
 * - a `version` filter: the docs version its folder belongs to; the blog and
 *   the site's pages go with the current version, which is what they describe;
 * - its front-matter keywords as metadata, which the search box weights
 *   with the title, so that a synonym ("letsencrypt", "ssl cert") finds the
 *   page that names it so.
 * Only the files the search box loads are written, not Pagefind's own UI.
 */
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {dirname, join, relative, sep} from 'node:path';
import {close, createIndex} from 'pagefind';

const [outDir, currentVersion, olderVersions = ''] = process.argv.slice(2);
if (!outDir || !currentVersion)
  throw new Error('usage: build-index.mjs <build folder> <current docs version> <older versions>');
const older = olderVersions.split(',').filter(Boolean);

/** Listings and redirects repeat what the pages themselves say. */
const SKIPPED = [
  /^404\.html$/,
  /^search\//,
  /^blog\/(index\.html$|(page|tags|archive|author)\/)/,
  /^docs\/(\d[\w.]*\/)?category\//,
  /^go\//,
];
/** Parts of `main` that are navigation, not content. */
const EXCLUDED = [
  'nav',
  'button',
  '.hash-link',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-version-banner',
  '.theme-doc-version-badge',
  '.pagination-nav',
  '.blog-post-page footer',
];
/** Pagefind's UI bundles (the site draws its own) and the engine for pages of no known language (every page is English). */
const UNUSED = /^(pagefind-(ui|modular-ui|component-ui|highlight)\b|wasm\.unknown\.)/;

async function* pages(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* pages(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const attribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page with its version filter and keywords put inside `main`, where Pagefind reads. */
function tagged(html, path) {
  const version = older.find((name) => path.startsWith(`docs/${name}/`)) ?? currentVersion;
  // The build's HTML is minified: attribute values are quoted only where they need it.
  const meta = /<meta[^>]*\bname="?keywords"?[^>]*\bcontent=(?:"([^"]*)"|([^\s>"]+))/.exec(html);
  const keywords = decode(meta?.[1] ?? meta?.[2] ?? '');
  const opening = /<main\b[^>]*>/.exec(html);
  if (!opening) return null;
  const start = opening.index + opening[0].length;
  const tags = [
    `<span data-pagefind-filter="version:${attribute(version)}"></span>`,
    keywords ? `<span data-pagefind-meta="keywords:${attribute(keywords)}"></span>` : '',
  ].join('');
  return html.slice(0, start) + tags + html.slice(start);
}

const started = Date.now();
const {index, errors} = await createIndex({
  rootSelector: 'main',
  excludeSelectors: EXCLUDED,
  forceLanguage: 'en',
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
let count = 0;
for await (const file of pages(outDir)) {
  const path = relative(outDir, file).split(sep).join('/');
  if (SKIPPED.some((pattern) => pattern.test(path))) continue;
  const content = tagged(await readFile(file, 'utf8'), path);
  if (!content) continue;
  const added = await index.addHTMLFile({url: `/${path.replace(/index\.html$/, '')}`, content});
  if (added.errors.length)
    throw new Error(`Pagefind could not index ${path}: ${added.errors.join('; ')}`);
  count += 1;
}
const written = await index.getFiles();
if (written.errors.length)
  throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
const target = join(outDir, 'pagefind');
await rm(target, {recursive: true, force: true});
for (const {path, content} of written.files) {
  if (UNUSED.test(path)) continue;
  await mkdir(dirname(join(target, path)), {recursive: true});
  await writeFile(join(target, path), content);
}
await close();
console.log(
  `[local-search] ${count} pages indexed into ${relative(process.cwd(), target)} in ${Date.now() - started} ms`,
);
