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
const POST = {
  source: 'blog/2025-10-13-verify-ssh-host-key-fingerprint/index.md',
  target: 'blog/2025-10-13-verify-ssh-host-key-fingerprint.md',
};

/** Markdown links become their text: the stock site has none of their targets. */
const plainLinks = (markdown: string) => markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

/**
 * Markdown links become their text; the stock site's blog knows none of the
 * site's authors or tags; the summary marker takes the MDX comment form that
 * the stock site's settings accept (the site reads HTML comments in MDX).
 */
function copyContent(
  {source, target}: {source: string; target: string},
  frontMatter = (text: string) => text,
) {
  const text = plainLinks(readFileSync(join(root, source), 'utf8')).replace(
    '<!-- truncate -->',
    '{/* truncate */}',
  );
  const parts = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!parts) throw new Error(`${source} has no front matter`);
  const [, head, body] = parts;
  mkdirSync(join(STOCK_DIR, target, '..'), {recursive: true});
  writeFileSync(join(STOCK_DIR, target), `---\n${frontMatter(head)}\n---\n${body}`);
}

/** A page of the site whose stock twin is its Markdown copy: its name in budgets.json and its address. */
export interface StockTwin {
  name: string;
  path: string;
}

/** Where the stock site serves the twin of a page that budgets.json compares with its own content (`"reference": "twin"`). */
export const twinPath = (name: string): string =>
  `/docs/twin-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/`;

/**
 * A page the site renders from data (a CLI or API reference page, a release's changelog) has no Markdown source
 * the stock site could take; its Markdown copy carries everything the page says (tests/unit/markdown-copies.build.test.ts),
 * so the stock site renders that, as Docusaurus would render the page written by hand. Links become their text, as
 * for the long doc; the copy's note for AI agents is left out; `<` and `{` outside code are escaped for MDX.
 */
function copyTwin(siteBuild: string, {name, path}: StockTwin) {
  const copy = readFileSync(join(siteBuild, path.replace(/\/$/, '.md')), 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('> For AI agents:'))
    .join('\n');
  const markdown = plainLinks(copy)
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, index) =>
      index % 2 ? part : part.replace(/[<{]/g, (character) => `&#${character.charCodeAt(0)};`),
    )
    .join('');
  const target = join(STOCK_DIR, 'docs', `${twinPath(name).split('/')[2]}.md`);
  writeFileSync(target, markdown);
}

const env = {...process.env, NODE_ENV: undefined};
const run = (command: string, args: string[], cwd: string) =>
  spawnSync(command, args, {cwd, stdio: 'inherit', env}).status === 0;

/**
 * Installs the stock site from its lock file, unless it is installed; resolves to false when npm fails.
 * It runs beside the site's build: the two together take about 12 s less than one after the other.
 */
export function installStockSite(): Promise<boolean> {
  if (existsSync(join(STOCK_DIR, 'node_modules', '@docusaurus', 'core')))
    return Promise.resolve(true);
  return new Promise((resolve) => {
    spawn('npm', ['ci', '--no-audit', '--no-fund'], {cwd: STOCK_DIR, stdio: 'inherit', env})
      .on('error', () => resolve(false))
      .on('exit', (code) => resolve(code === 0));
  });
}

/**
 * Copies the content in (the long doc, the post, and the twins of `twins`, pages of the site's build `siteBuild`),
 * builds and precompresses the installed stock site; false when a step fails.
 */
export function buildStockSite(siteBuild: string, twins: StockTwin[]): boolean {
  copyContent(DOC);
  for (const twin of twins) copyTwin(siteBuild, twin);
  copyContent(POST, (head) =>
    head
      .replace(/^authors: .*$/m, 'authors: [slorber]')
      .replace(/^tags: .*$/m, 'tags: [docusaurus]'),
  );
  if (!run('npx', ['docusaurus', 'build'], STOCK_DIR)) return false;
  // deploy/nginx.conf includes the build's security headers; the stock site has none to send.
  mkdirSync(join(STOCK_BUILD, '_nginx'), {recursive: true});
  writeFileSync(join(STOCK_BUILD, '_nginx', 'security-headers.conf'), '');
  return run('node', [join(root, 'deploy', 'precompress.mjs'), STOCK_BUILD], root);
}
