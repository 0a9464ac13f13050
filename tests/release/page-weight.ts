/**
 * The JavaScript a first visit to a page loads, as its HTML names it: the
 * entry scripts and the page's own chunks (preloads), gzip bytes at level 9;
 * and what a returning reader downloads again after a deploy.
 * `node --import tsx tests/release/page-weight.ts build /docs/ …`
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {join} from 'node:path';

/** The scripts an HTML page names: entry scripts and preloads, as paths from the site's root. */
const scriptSources = (html: string) =>
  new Set([
    ...[...html.matchAll(/<script[^>]* src="?([^" >]+\.js)/g)].map((match) => match[1]),
    ...[
      ...html.matchAll(/<link[^>]*rel="?preload"?[^>]*as="?script"?[^>]*href="?([^" >]+\.js)/g),
    ].map((match) => match[1]),
  ]);
const gzipBytes = (file: string) => gzipSync(readFileSync(file), {level: 9}).length;

/** Gzip bytes of the scripts `route`'s HTML names, with the size of each. */
export function pageScripts(
  buildDir: string,
  route: string,
): {scripts: {source: string; gzipBytes: number}[]; gzipBytes: number} {
  const sources = scriptSources(readFileSync(join(buildDir, route, 'index.html'), 'utf8'));
  const scripts = [...sources].map((source) => ({
    source,
    gzipBytes: gzipBytes(join(buildDir, source)),
  }));
  return {scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0)};
}

/** The page of a deploy that makes a returning reader download most, and what it downloads. */
interface CostliestPage {
  route: string;
  gzipBytes: number;
  sources: string[];
}

/**
 * A returning reader after the deploy of `after` over `before`: the browser's cache is keyed
 * by address, so on each page of `after` it downloads again the scripts the page names under
 * an address `before` did not have. The page that costs most: {route, gzipBytes, sources}, and
 * the number of pages that download anything.
 */
export function returningReader(
  before: string,
  after: string,
): {worst: CostliestPage; pagesWithDownloads: number} {
  const sizes = new Map<string, number>();
  const sizeOf = (source: string) => {
    const size = sizes.get(source) ?? gzipBytes(join(after, source));
    sizes.set(source, size);
    return size;
  };
  let worst: CostliestPage = {route: '/', gzipBytes: 0, sources: []};
  let pagesWithDownloads = 0;
  for (const file of readdirSync(after, {recursive: true, encoding: 'utf8'}).filter((name) =>
    name.endsWith('index.html'),
  )) {
    const sources = [...scriptSources(readFileSync(join(after, file), 'utf8'))].filter(
      (source) => !existsSync(join(before, source)),
    );
    const bytes = sources.reduce((sum, source) => sum + sizeOf(source), 0);
    if (bytes > 0) pagesWithDownloads += 1;
    if (bytes > worst.gzipBytes)
      worst = {route: `/${file.slice(0, -'index.html'.length)}`, gzipBytes: bytes, sources};
  }
  return {worst, pagesWithDownloads};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [buildDir, ...routes] = process.argv.slice(2);
  for (const route of routes) {
    const {scripts, gzipBytes} = pageScripts(buildDir, route);
    const main = scripts.find((script) => /\/main\.[^/]+\.js$/.test(script.source));
    console.log(
      `${route}\t${(gzipBytes / 1024).toFixed(1)} KB\tmain.js ${((main?.gzipBytes ?? 0) / 1024).toFixed(1)} KB\t${scripts.length} scripts`,
    );
  }
}
