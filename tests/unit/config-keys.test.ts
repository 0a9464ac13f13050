/**
 * Every setting a page names has a reference entry: the keys of the configuration file that the docs
 * of each version and the posts write are each described on a page of their section, in that
 * version (src/data/config-sections.ts, or what `npm run docs:cut` froze: 0.3.7's file is `portico.ini`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {configOf} from '../../src/data/config-sections.ts';
import {docsDirOf, docsVersions, everyDocsVersion} from '../../src/data/releases.ts';
import {ROOT, docsVersionOfDoc, loadDocs, parseFrontMatter, walk} from '../lib/docs-content.ts';

/**
 * The `section.key` settings a page writes: in a block of the configuration `file`, with
 * `portico config set|get`, or as "the `key` key of the `[section]` section".
 */
export function writtenKeys(source: string, file = configOf(docsVersions.current).file): string[] {
  const name = file.split('/').at(-1)!.replace(/\./g, '\\.');
  const inBlocks = [
    ...source.matchAll(new RegExp(`^\`\`\`ini[^\\n]*${name}[^\\n]*\\n([\\s\\S]*?)^\`\`\``, 'gm')),
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
  const inProse = [
    ...source.matchAll(/`([a-z][a-z0-9_]*)`(?: key)? (?:in|of) (?:the )?`\[([a-z_]+)\]`/g),
  ].map(([, key, section]) => `${section}.${key}`);
  return [...new Set([...inBlocks, ...inCommands, ...inProse])];
}

/** Whether a reference page describes `key` of its section: as a line of a block, a `config` key or the key in code. */
const describes = (page: string, section: string, key: string): boolean =>
  new RegExp(`^${key}\\s*=|\\b${section}\\.${key}\\b|\`${key}\``, 'm').test(page);

const docFile = (docsVersion: string, id: string): string =>
  ['.md', '.mdx']
    .map((extension) => join(ROOT, docsDirOf(docsVersion), `${id}${extension}`))
    .find((file) => existsSync(file)) ?? '';

test('in every docs version, every section of its configuration file has reference pages that exist', () => {
  const missing = everyDocsVersion.flatMap((docsVersion) =>
    Object.entries(configOf(docsVersion).sections).flatMap(([section, ids]) =>
      ids
        .filter((id) => !docFile(docsVersion, id))
        .map((id) => `${docsVersion}: ${section}: ${docsDirOf(docsVersion)}/${id}`),
    ),
  );
  assert.deepEqual(missing, []);
});

test("every configuration key a page writes is described on a reference page of its section, in the page's docs version", () => {
  const pages = [
    ...loadDocs().map((doc) => ({
      path: doc.path,
      docsVersion: docsVersionOfDoc(doc),
      source: doc.body,
    })),
    ...walk(join(ROOT, 'blog'))
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => ({
        path: file.slice(ROOT.length + 1),
        docsVersion: docsVersions.current,
        source: parseFrontMatter(readFileSync(file, 'utf8')).body,
      })),
  ];
  const written = pages.flatMap((page) =>
    writtenKeys(page.source, configOf(page.docsVersion).file).map((setting) => ({
      ...page,
      setting,
    })),
  );
  for (const docsVersion of everyDocsVersion)
    assert.ok(
      written.filter((one) => one.docsVersion === docsVersion).length > 10,
      `only a few settings found in the ${docsVersion} docs`,
    );
  const reference = (docsVersion: string, id: string) =>
    readFileSync(docFile(docsVersion, id), 'utf8');
  const undescribed = written.filter(({docsVersion, setting}) => {
    const [section, key] = setting.split('.');
    return !(configOf(docsVersion).sections[section] ?? []).some((id) =>
      describes(reference(docsVersion, id), section, key),
    );
  });
  assert.deepEqual(
    undescribed.map(({path, setting}) => `${path}: ${setting}`),
    [],
  );
});

test('keys are read from portico.conf blocks and config commands, and a description is found in any of its forms', () => {
  const source =
    '```ini title="/etc/portico/portico.conf"\n[updates]\nauto_update = patch\n```\n\nRun `portico config set waf.mode=detect`.\n\n```ini\n[other]\nx = 1\n```';
  assert.deepEqual(writtenKeys(source), ['updates.auto_update', 'waf.mode']);
  assert.deepEqual(writtenKeys(source, '/etc/portico/portico.ini'), ['waf.mode']);
  assert.deepEqual(writtenKeys('Lower `retention` in the `[backups]` section.'), [
    'backups.retention',
  ]);
  assert.ok(describes('Writes the `key` setting of the `[license]` section.', 'license', 'key'));
  assert.ok(describes('auto_update = patch', 'updates', 'auto_update'));
  assert.ok(!describes('Nothing here.', 'updates', 'auto_update'));
});
