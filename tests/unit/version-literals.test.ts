import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {extname, join, relative} from 'node:path';
import ts from 'typescript';
import {docsVersions, latestRelease, releases} from '../../src/data/releases';

const ROOT = join(__dirname, '..', '..');
/** Code that renders, builds, releases or tests the site; the facts themselves live in src/data/. */
const CODE = [
  'src/pages',
  'src/components',
  'src/theme',
  'plugins',
  'scripts',
  'config',
  'tests',
  'docusaurus.config.ts',
  'sidebars.ts',
];
/** Test inputs, the stock reference site's own package files, and what its build generates from the site's pages. */
const SKIPPED = new Set([
  'node_modules',
  'fixtures',
  'package.json',
  'package-lock.json',
  '.docusaurus',
  'build',
]);
/**
 * The versions a release or a version cut moves: the current docs, the latest release and those planned.
 * Older versions are history, the same after every release, and tests may name them.
 */
const MOVING = new Set([
  docsVersions.current,
  latestRelease.version,
  ...releases.filter((release) => release.status === 'upcoming').map((release) => release.version),
]);
const VERSION = /(?<![\d.])\d+\.\d+\.\d+(?![\d.]*\d)/g;

/** The code files at `path`, a file or a folder. */
function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory())
    return ['.ts', '.tsx', '.mjs', '.json'].includes(extname(full)) ? [full] : [];
  return readdirSync(full).flatMap((name) => (SKIPPED.has(name) ? [] : files(join(path, name))));
}

/** The strings a file's code holds (string and template literals, JSX text, JSON strings), without its comments. */
function strings(file: string): string[] {
  const kind = file.endsWith('.json')
    ? ts.ScriptKind.JSON
    : file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    kind,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) found.push(node.text);
    else if (ts.isJsxText(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('no code, plugin, script or test types the current docs version, the latest release or a planned one: each comes from src/data/', () => {
  const typed = CODE.flatMap(files).flatMap((file) =>
    strings(file).flatMap((value) =>
      [...value.matchAll(VERSION)]
        .filter(([version]) => MOVING.has(version))
        .map(
          ([version]) =>
            `${relative(ROOT, file)}: ${version} in ${JSON.stringify(value.slice(0, 80))}`,
        ),
    ),
  );
  assert.deepEqual(typed, []);
});
