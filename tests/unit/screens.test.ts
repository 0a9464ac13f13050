import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {docsVersions, latestRelease, releases} from '../../src/data/releases.ts';
import {otherSoftwareMenus, screens} from '../../src/data/screens.ts';
import {ROOT, loadDocs, loadPosts} from '../lib/docs-content.ts';
import {docsVersionOfFile} from '../../plugins/cli-reference/commands.ts';

const versions = [docsVersions.current, ...docsVersions.previous];
const rootOf = (version: string): string =>
  version === docsVersions.current ? 'docs' : `versioned_docs/version-${version}`;
const otherMenus = new Set(Object.values(otherSoftwareMenus).flat());

/**
 * The menu paths a page names in bold: `**Files → Backups**`, the path at the end of a bold title
 * ("… in Files → Download from URL"), and `user menu → **Account settings**`. Code is left out.
 */
export function boldMenuPaths(body: string): string[] {
  const prose = body.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');
  const inBold = [...prose.matchAll(/\*\*([^*\n]+?)\*\*/g)]
    .map((match) => match[1])
    .filter((text) => text.includes(' → '))
    // A bold title ("PSA-1, A flaw in Files → …") carries the path at its end.
    .map((text) =>
      (text.split(' → ')[0].split(' ').length > 4
        ? text.replace(/^.*\b(?:in|on|under) (?=[A-Z])/, '')
        : text
      ).trim(),
    );
  const fromMenus = [...prose.matchAll(/\b(\w+) menu → \*\*([^*\n]+?)\*\*/g)].map(
    (match) => `${match[1][0].toUpperCase()}${match[1].slice(1)} menu → ${match[2].trim()}`,
  );
  return [...inBold, ...fromMenus];
}

interface Page {
  readonly path: string;
  readonly version: string;
  readonly body: string;
}

const pages: Page[] = [
  ...loadDocs().map((doc) => ({
    path: doc.path,
    version: doc.version === 'current' ? docsVersions.current : doc.version,
    body: doc.body,
  })),
  // A post describes the panel of the docs version current on its date.
  ...loadPosts().map((post) => ({
    path: post.path,
    version: docsVersionOfFile(post.path),
    body: post.body,
  })),
];

/** Each bold menu path of a page that is neither a screen of its version nor another program's menu. */
function unlistedPaths(page: Page, known: ReadonlySet<string>): string[] {
  return boldMenuPaths(page.body)
    .filter((path) => !known.has(path) && !otherMenus.has(path))
    .map((path) => `${page.path}: **${path}**`);
}

test("every docs version has its list of screens, and each screen's doc exists in that version", () => {
  assert.deepEqual(Object.keys(screens).sort(), [...versions].sort());
  const missing = versions.flatMap((version) =>
    screens[version]
      .filter(
        (screen) =>
          !['.md', '.mdx'].some((extension) =>
            existsSync(join(ROOT, rootOf(version), `${screen.doc}${extension}`)),
          ),
      )
      .map((screen) => `${version}: ${screen.path} → ${screen.doc}`),
  );
  assert.deepEqual(missing, []);
});

test("every screen named in bold in a menu path on a page is a screen of that page's version, with a page", () => {
  const found = pages.flatMap((page) =>
    unlistedPaths(page, new Set(screens[page.version].map((screen) => screen.path))),
  );
  assert.ok(
    pages.some((page) => boldMenuPaths(page.body).length > 0),
    'no bold menu path found on any page: has the form changed?',
  );
  assert.deepEqual(found, []);
});

test('every listed screen is named on some page of its version, so the list holds no screen nobody mentions', () => {
  const named = new Set(
    pages.flatMap((page) => boldMenuPaths(page.body).map((path) => `${page.version} ${path}`)),
  );
  const unnamed = versions.flatMap((version) =>
    screens[version]
      .filter((screen) => !named.has(`${version} ${screen.path}`))
      .map((screen) => `${version}: ${screen.path}`),
  );
  assert.deepEqual(unnamed, []);
});

test('menu paths are read from bold text, titles and user menus, and an unlisted one is reported', () => {
  assert.deepEqual(boldMenuPaths('Open **Files → Backups** and press **Restore**.'), [
    'Files → Backups',
  ]);
  assert.deepEqual(boldMenuPaths('- **PSA-1, A flaw in Files → Download from URL** (medium).'), [
    'Files → Download from URL',
  ]);
  assert.deepEqual(boldMenuPaths('Change it from the user menu → **Account settings**.'), [
    'User menu → Account settings',
  ]);
  assert.deepEqual(boldMenuPaths('```text\n**Files → Backups**\n```\nRun `**A → B**`.'), []);
  const page = {
    path: 'docs/a.md',
    version: docsVersions.current,
    body: 'Open **Files → Nowhere** first.',
  };
  assert.deepEqual(unlistedPaths(page, new Set(['Files → Backups'])), [
    'docs/a.md: **Files → Nowhere**',
  ]);
  assert.deepEqual(
    unlistedPaths({...page, body: 'Open **Files → Backups** first.'}, new Set(['Files → Backups'])),
    [],
  );
});

test("a post's menu paths are held to the screens of the docs version current on its date", () => {
  const oldest = docsVersions.previous.at(-1)!;
  const known = (version: string) => new Set(screens[version].map((screen) => screen.path));
  const oldPost = `blog/${releases.find((release) => release.version === oldest)!.date}-example/index.md`;
  const newPost = `blog/${latestRelease.date}-example/index.md`;
  // 0.3 had DNS → Zones, which 1.x no longer has; Account → Active sessions came with 1.x.
  const oldScreen = 'Open **DNS → Zones**.';
  const newScreen = 'Open **Account → Active sessions**.';
  const unlisted = (path: string, body: string) =>
    unlistedPaths({path, version: docsVersionOfFile(path), body}, known(docsVersionOfFile(path)));
  assert.deepEqual(unlisted(oldPost, oldScreen), []);
  assert.deepEqual(unlisted(oldPost, newScreen), [`${oldPost}: **Account → Active sessions**`]);
  assert.deepEqual(unlisted(newPost, newScreen), []);
  assert.deepEqual(unlisted(newPost, oldScreen), [`${newPost}: **DNS → Zones**`]);
});
