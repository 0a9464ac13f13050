/**
 * The reference the audit's speed gates compare against: a stock Docusaurus
 * 3.10.2 site (`create-docusaurus classic --typescript`, committed in
 * stock-site/ with its lock file), built in the same run on the same machine.
 * The site's long doc and post are copied into it first, with their links made
 * plain text (the stock site has none of their targets), so both sides carry
 * the same content; budgets.json pairs each measured page with its stock twin
 * (`reference`, a page of `lighthouse.stockReferences`).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

const root = join(import.meta.dirname, '..', '..');
export const STOCK_DIR = join(import.meta.dirname, 'stock-site');
export const STOCK_BUILD = join(STOCK_DIR, 'build');

const DOC = {source: 'docs/panel/domains/dns.md', target: 'docs/portico-dns.md'};
const POST = {source: 'blog/2025-10-13-verify-ssh-host-key-fingerprint/index.md', target: 'blog/2025-10-13-verify-ssh-host-key-fingerprint.md'};

/**
 * Markdown links become their text; the stock site's blog knows none of the
 * site's authors or tags; the summary marker takes the MDX comment form that
 * the stock site's settings accept (the site reads HTML comments in MDX).
 */
function copyContent({source, target}, frontMatter = (text) => text) {
  const text = readFileSync(join(root, source), 'utf8')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace('<!-- truncate -->', '{/* truncate */}');
  const [, head, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  mkdirSync(join(STOCK_DIR, target, '..'), {recursive: true});
  writeFileSync(join(STOCK_DIR, target), `---\n${frontMatter(head)}\n---\n${body}`);
}

const env = {...process.env, NODE_ENV: undefined};
const run = (command, args, cwd) => spawnSync(command, args, {cwd, stdio: 'inherit', env}).status === 0;

/**
 * Installs the stock site from its lock file, unless it is installed; resolves to false when npm fails.
 * It runs beside the site's build: the two together take about 12 s less than one after the other.
 */
export function installStockSite() {
  if (existsSync(join(STOCK_DIR, 'node_modules', '@docusaurus', 'core'))) return Promise.resolve(true);
  return new Promise((resolve) => {
    spawn('npm', ['ci', '--no-audit', '--no-fund'], {cwd: STOCK_DIR, stdio: 'inherit', env})
      .on('error', () => resolve(false))
      .on('exit', (code) => resolve(code === 0));
  });
}

/** Copies the content in, builds and precompresses the installed stock site; false when a step fails. */
export function buildStockSite() {
  copyContent(DOC);
  copyContent(POST, (head) => head.replace(/^authors: .*$/m, 'authors: [slorber]').replace(/^tags: .*$/m, 'tags: [docusaurus]'));
  if (!run('npx', ['docusaurus', 'build'], STOCK_DIR)) return false;
  // deploy/nginx.conf includes the build's security headers; the stock site has none to send.
  mkdirSync(join(STOCK_BUILD, '_nginx'), {recursive: true});
  writeFileSync(join(STOCK_BUILD, '_nginx', 'security-headers.conf'), '');
  return run('node', [join(root, 'deploy', 'precompress.mjs'), STOCK_BUILD], root);
}
