/**
 * The README's "Where things live" is the map a newcomer reads first: it names every folder of the
 * repository, every folder of `src/`, and every plugin under `plugins/`. A folder added without a line
 * there fails here.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {ROOT} from '../lib/docs-content.ts';

/** The table under "## Where things live": each row's path cell and its description. */
function layoutTable(): {paths: string; what: string}[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Where things live'));
  assert.ok(section, 'the README has a "Where things live" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [paths, what] = line.split(' | ').map((cell) => cell.replace(/^\| /, ''));
      return {paths, what: what ?? ''};
    });
}

/** Folders of `dir` that the repository keeps: not those .gitignore lists (dependencies, builds, test output). */
function keptFolders(dir: string): string[] {
  const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .filter((line) => line.endsWith('/'))
    .map((line) => line.slice(0, -1));
  return readdirSync(join(ROOT, dir), {withFileTypes: true})
    .filter(
      (entry) => entry.isDirectory() && entry.name !== '.git' && !ignored.includes(entry.name),
    )
    .map((entry) => entry.name);
}

test('the README names every folder of the repository and of src/ in "Where things live"', () => {
  const named = layoutTable()
    .flatMap(({paths}) => [...paths.matchAll(/`([^`]+)`/g)].map(([, path]) => path))
    .filter((path) => path.includes('/'));
  const missing = [
    ...keptFolders('.').map((folder) => `${folder}/`),
    ...keptFolders('src').map((folder) => `src/${folder}/`),
  ].filter((folder) => !named.some((path) => path.startsWith(folder)));
  assert.deepEqual(missing, []);
});

test('the README names every plugin folder in its plugins/ row', () => {
  const row = layoutTable().find(({paths}) => paths === '`plugins/`');
  assert.ok(row, 'a row for plugins/');
  const named = [...row.what.matchAll(/`([a-z-]+)`/g)].map(([, name]) => name);
  assert.deepEqual(
    keptFolders('plugins').filter((plugin) => !named.includes(plugin)),
    [],
  );
});
