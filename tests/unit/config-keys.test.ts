/**
 * Every setting a page names has a reference entry: the keys of the configuration file that the docs
 * of each version write are each described on a page of their section, in that version
 * (src/data/config-sections.ts, or what `npm run docs:cut` froze: 0.3.7's file is `portico.ini`), and
 * those a post writes in the docs version current on its date.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {configOf} from '../../src/data/config-sections.ts';
import {docsVersionDescribing} from '../../src/data/docs-version-data.ts';
import {docsVersionOfFile} from '../../plugins/cli-reference/commands.ts';
import {
  docsDirOf,
  docsVersions,
  everyDocsVersion,
  latestRelease,
  releases,
} from '../../src/data/releases.ts';
import {ROOT, docsVersionOfDoc, loadDocs, loadPosts} from '../lib/docs-content.ts';

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

/** A page whose settings are checked: a doc of its docs version, or a post of the version current on its date. */
interface SettingsPage {
  readonly path: string;
  readonly docsVersion: string;
  readonly source: string;
}

/** A post (its path from the project root), held to the docs version current on its date. */
const postPage = (path: string, source: string): SettingsPage => ({
  path,
  docsVersion: docsVersionOfFile(path),
  source,
});

const reference = (docsVersion: string, id: string) =>
  readFileSync(docFile(docsVersion, id), 'utf8');

/** Each `section.key` a page writes, with its page. */
const writtenSettings = (pages: readonly SettingsPage[]) =>
  pages.flatMap((page) =>
    writtenKeys(page.source, configOf(page.docsVersion).file).map((setting) => ({
      ...page,
      setting,
    })),
  );

/** Each `path: section.key` a page writes that no reference page of its section describes, in the page's docs version. */
function undescribedSettings(pages: readonly SettingsPage[]): string[] {
  return writtenSettings(pages)
    .filter(({docsVersion, setting}) => {
      const [section, key] = setting.split('.');
      return !(configOf(docsVersion).sections[section] ?? []).some((id) =>
        describes(reference(docsVersion, id), section, key),
      );
    })
    .map(({path, setting}) => `${path}: ${setting}`);
}

test("every configuration key a page writes is described on a reference page of its section, in the page's docs version", () => {
  const pages = [
    ...loadDocs().map((doc) => ({
      path: doc.path,
      docsVersion: docsVersionOfDoc(doc),
      source: doc.body,
    })),
    ...loadPosts().map((post) => postPage(post.path, post.body)),
  ];
  const written = writtenSettings(pages);
  for (const docsVersion of everyDocsVersion)
    assert.ok(
      written.filter((one) => one.docsVersion === docsVersion).length > 10,
      `only a few settings found in the ${docsVersion} docs`,
    );
  assert.deepEqual(undescribedSettings(pages), []);
});

test('a post is held to the configuration keys of the docs version current on its date', () => {
  const oldestVersion = docsVersions.previous.at(-1)!;
  const oldRelease = releases.find(
    (release) =>
      release.status === 'released' && docsVersionDescribing(release.version) === oldestVersion,
  )!;
  const oldPost = `blog/${oldRelease.date}-example/index.md`;
  // `[server] webserver` is in the 0.3 file and no longer in 1.x; `[updates] auto_update` arrived in 1.x.
  const removedLater = 'Set `webserver` in the `[server]` section.';
  const arrivedLater = 'Set `auto_update` in the `[updates]` section.';
  assert.equal(postPage(oldPost, '').docsVersion, oldestVersion);
  assert.deepEqual(undescribedSettings([postPage(oldPost, removedLater)]), []);
  assert.deepEqual(undescribedSettings([postPage(oldPost, arrivedLater)]), [
    `${oldPost}: updates.auto_update`,
  ]);
  const newPost = `blog/${latestRelease.date}-example/index.md`;
  assert.deepEqual(undescribedSettings([postPage(newPost, arrivedLater)]), []);
  assert.deepEqual(undescribedSettings([postPage(newPost, removedLater)]), [
    `${newPost}: server.webserver`,
  ]);
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
