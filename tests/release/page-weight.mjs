/**
 * The JavaScript a first visit to a page loads, as its HTML names it: the
 * entry scripts and the page's own chunks (preloads), gzip bytes, read from
 * the build's precompressed copies. `node tests/release/page-weight.mjs build /docs/ …`
 */
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {join} from 'node:path';

/** Gzip bytes of the scripts `route`'s HTML names, with the size of each. */
export function pageScripts(buildDir, route) {
  const html = readFileSync(join(buildDir, route, 'index.html'), 'utf8');
  const sources = new Set([
    ...[...html.matchAll(/<script[^>]* src="?([^" >]+\.js)/g)].map((match) => match[1]),
    ...[...html.matchAll(/<link[^>]*rel="?preload"?[^>]*as="?script"?[^>]*href="?([^" >]+\.js)/g)].map((match) => match[1]),
  ]);
  const scripts = [...sources].map((source) => ({source, gzipBytes: gzipSync(readFileSync(join(buildDir, source)), {level: 9}).length}));
  return {scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0)};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [buildDir, ...routes] = process.argv.slice(2);
  for (const route of routes) {
    const {scripts, gzipBytes} = pageScripts(buildDir, route);
    const main = scripts.find((script) => /\/main\.[^/]+\.js$/.test(script.source));
    console.log(`${route}\t${(gzipBytes / 1024).toFixed(1)} KB\tmain.js ${((main?.gzipBytes ?? 0) / 1024).toFixed(1)} KB\t${scripts.length} scripts`);
  }
}
