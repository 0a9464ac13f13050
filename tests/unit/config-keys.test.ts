/**
 * Every setting a page names has a reference entry: the keys of `/etc/portico/portico.conf` that the
 * current docs and the posts write are each described on a page of their section (src/data/config-sections.ts).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {configSections} from '../../src/data/config-sections.ts';
import {ROOT, loadDocs, parseFrontMatter, walk} from '../lib/docs-content.ts';

/** The `section.key` settings a page writes: in a `portico.conf` block, or with `portico config set|get`. */
export function writtenKeys(source: string): string[] {
  const inBlocks = [
    ...source.matchAll(/^```ini[^\n]*portico\.conf[^\n]*\n([\s\S]*?)^```/gm),
  ].flatMap(([, block]) => {
    let section = '';
    return block.split('\n').flatMap((line) => {
      section = /^\[(\w+)\]/.exec(line)?.[1] ?? section;
      const key = /^([a-z][a-z0-9_]*)\s*=/.exec(line)?.[1];
      return key && section ? [`${section}.${key}`] : [];
    });
  });
  const inCommands = [...source.matchAll(/\bconfig (?:set|get) ([a-z_]+\.[a-z0-9_]+)/g)].map(
    (match) => match[1],
  );
  return [...new Set([...inBlocks, ...inCommands])];
}

/** Whether a reference page describes `key` of its section: as a line of a block, a `config` key or the key in code. */
const describes = (page: string, section: string, key: string): boolean =>
  new RegExp(`^${key}\\s*=|\\b${section}\\.${key}\\b|\`${key}\``, 'm').test(page);

const docFile = (id: string): string =>
  ['.md', '.mdx']
    .map((extension) => join(ROOT, 'docs', `${id}${extension}`))
    .find((file) => existsSync(file)) ?? '';

test('every section of portico.conf has reference pages that exist', () => {
  const missing = Object.entries(configSections).flatMap(([section, ids]) =>
    ids.filter((id) => !docFile(id)).map((id) => `${section}: docs/${id}`),
  );
  assert.deepEqual(missing, []);
});

test('every portico.conf key a page writes is described on a reference page of its section', () => {
  const pages = [
    ...loadDocs()
      .filter((doc) => doc.version === 'current')
      .map((doc) => ({path: doc.path, source: doc.body})),
    ...walk(join(ROOT, 'blog'))
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({
        path: file.slice(ROOT.length + 1),
        source: parseFrontMatter(readFileSync(file, 'utf8')).body,
      })),
  ];
  const written = pages.flatMap((page) =>
    writtenKeys(page.source).map((setting) => ({page: page.path, setting})),
  );
  assert.ok(written.length > 50, `only ${written.length} settings found`);
  const references = new Map(
    Object.values(configSections)
      .flat()
      .map((id) => [id, readFileSync(docFile(id), 'utf8')]),
  );
  const undescribed = written.filter(({setting}) => {
    const [section, key] = setting.split('.');
    return !(configSections[section] ?? []).some((id) =>
      describes(references.get(id) ?? '', section, key),
    );
  });
  assert.deepEqual(
    undescribed.map(({page, setting}) => `${page}: ${setting}`),
    [],
  );
});

test('keys are read from portico.conf blocks and config commands, and a description is found in any of its forms', () => {
  const source =
    '```ini title="/etc/portico/portico.conf"\n[updates]\nauto_update = patch\n```\n\nRun `portico config set waf.mode=detect`.\n\n```ini\n[other]\nx = 1\n```';
  assert.deepEqual(writtenKeys(source), ['updates.auto_update', 'waf.mode']);
  assert.ok(describes('Writes the `key` setting of the `[license]` section.', 'license', 'key'));
  assert.ok(describes('auto_update = patch', 'updates', 'auto_update'));
  assert.ok(!describes('Nothing here.', 'updates', 'auto_update'));
});
