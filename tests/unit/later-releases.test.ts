/**
 * A docs version describes its own release: a page of the 1.6.7 docs that tells what 1.6.8 brings
 * misleads an administrator who runs 1.6.7. A sentence may speak of a later release only by naming
 * it and linking its changelog page, so a reader knows it is not yet theirs. A post describes the
 * release current on its date, and is held to the same rule. A version's CLI samples show the columns
 * of its own release: a column a later release's changelog adds to a listing is not in them.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {everyDocsVersion, releases} from '../../src/data/releases.ts';
import {cliToolOf, type CliTool} from '../../src/data/cli.ts';
import {architectures, supportedOs} from '../../src/data/platforms.ts';
import {
  withApiText,
  docsVersionOfDoc,
  linkedReleases,
  linkedSentences,
  loadDocs,
  loadPosts,
} from '../lib/docs-content.ts';

const known = new Set(releases.map((release) => release.version));
/** The major lines of Portico, so that "PHP 8.x" is not read as one. */
const majors = new Set(releases.map((release) => Number(release.version.split('.')[0])));
const lineOf = (version: string): string => version.split('.').slice(0, 2).join('.');
/** The minor lines of Portico, so that "Memcached 1.6" or "TLS 1.3" is not read as one. */
const minorLines = new Set(releases.map((release) => lineOf(release.version)));
const docs = loadDocs();
const releaseOfPage = (path: string): string | undefined =>
  /\/changelog\/(\d+\.\d+\.\d+)\.mdx?$/.exec(path)?.[1];

/**
 * The names a text marks: bold names (a button, the last screen of a menu path) and code spans that
 * name a thing of their own (a path, a flag, a setting, a command: more than a plain word, which may
 * be a user name or a value older than any release).
 */
export function markedNames(text: string): string[] {
  return [...text.matchAll(/\*\*([^*\n]+)\*\*|`([^`\n]+)`/g)].flatMap(([, bold, code]) =>
    bold !== undefined
      ? [bold.split(' → ').at(-1)!.trim()]
      : /[^A-Za-z]/.test(code.trim())
        ? [code.trim()]
        : [],
  );
}

/**
 * The names a changelog text gives: the marked ones, and the proper names among the texts of its
 * links to docs pages (a page a line links is named by its title) and the last screens of menu paths
 * written plain.
 */
export function changelogNames(text: string): string[] {
  const links = /\[([^\]]+)\]\(([^)\s]*)\)/g;
  const plain = text.replace(links, ' ').replace(/\*\*[^*\n]+\*\*|`[^`\n]+`/g, ' ');
  const named = [
    ...[...text.matchAll(links)]
      .filter(([, , url]) => /\.mdx?(?:#|$)/.test(url))
      .map(([, label]) => label.replace(/[*`]/g, '').trim()),
    ...[...plain.matchAll(/(?:[A-Z][\w ]*? → )+([A-Z][\w-]*(?: [a-z][\w-]*)*)/g)].map(
      ([, screen]) => screen.trim(),
    ),
  ];
  return [...markedNames(text.replace(links, ' ')), ...named.filter(isProperName)];
}

/** What a release's changelog page names under "Added". */
export function addedNames(changelogBody: string): string[] {
  const added = /^## Added\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelogBody)?.[1] ?? '';
  return changelogNames(added);
}

/**
 * What each release adds, from its page in every docs version: the names under its "Added" that no
 * changelog page of an earlier release names, in any section (a name an earlier release fixed was there before).
 */
export function namesAddedByRelease(
  pages: ReadonlyArray<{release: string; body: string}>,
): Map<string, Set<string>> {
  const firstNamed = new Map<string, string>();
  for (const {release, body} of pages)
    for (const name of changelogNames(body)) {
      const earliest = firstNamed.get(name);
      if (!earliest || compareVersions(release, earliest) < 0) firstNamed.set(name, release);
    }
  const added = new Map<string, Set<string>>();
  for (const {release, body} of pages)
    for (const name of addedNames(body))
      if (firstNamed.get(name) === release)
        added.set(release, new Set([...(added.get(release) ?? []), name]));
  return added;
}

/**
 * A name a page gives in plain words too: a product or feature name (FOSSBilling, DNS cluster), not
 * one plain word (Logs, Terminal) nor a phrase every server has a thing of.
 */
const COMMON_PHRASES = new Set(['Web server']);
export const isProperName = (name: string): boolean =>
  /^[A-Z]/.test(name) && /\s|^.\S*[A-Z]/.test(name) && !COMMON_PHRASES.has(name);
const wholeWords = (name: string): RegExp =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);

/** The architectures, which a page names in a plain lowercase word (arm64). */
const architectureNames = new Set<string>(architectures.map((architecture) => architecture.id));

/** What the platform data says each release brought: the systems and architectures it first installed on. */
export function platformsByRelease(): Map<string, Set<string>> {
  const added = new Map<string, Set<string>>();
  for (const [since, name] of [
    ...supportedOs.map((os) => [os.since, os.name.replace(/ LTS$/, '')] as const),
    ...architectures.map((architecture) => [architecture.since, architecture.id] as const),
  ])
    added.set(since, new Set([...(added.get(since) ?? []), name]));
  return added;
}

const releasePages = docs.flatMap((doc) => {
  const release = doc.sidebar === 'changelog' ? releaseOfPage(doc.path) : undefined;
  return release ? [{release, body: doc.body}] : [];
});
const namesByRelease = namesAddedByRelease(releasePages);
for (const [release, platforms] of platformsByRelease())
  namesByRelease.set(release, new Set([...(namesByRelease.get(release) ?? []), ...platforms]));

/**
 * Each sentence of a page of docs version `version` that names a later release, or gives something a
 * later release adds (marked in bold or as code, or by its name in plain words), without naming that
 * release and linking its changelog page.
 */
export function laterReleaseSentences(
  path: string,
  version: string,
  body: string,
  names: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return linkedSentences(body).flatMap((sentence) => {
    const later = (release: string) => known.has(release) && compareVersions(release, version) > 0;
    // A link's address is not what the sentence says: /docs/0.3.7/changelog/0.2.5/ names 0.2.5 alone.
    const said = sentence.replace(/\]\([^)]*\)/g, ']');
    const named = [...said.matchAll(/(?<![\w.])\d+\.\d+\.\d+(?![\w.]*\d)/g)]
      .map(([release]) => release)
      .filter(later);
    const marked = new Set(markedNames(sentence));
    const gives = (name: string) =>
      marked.has(name) ||
      ((isProperName(name) || architectureNames.has(name)) && wholeWords(name).test(sentence));
    const addedHere = [...names]
      .filter(([release, added]) => later(release) && [...added].some(gives))
      .map(([release]) => release);
    const linked = linkedReleases(path, sentence);
    // A later major line ("1.x releases") is named by a release of it, linked.
    const [major] = version.split('.').map(Number);
    const laterLines = [...sentence.matchAll(/(?<![\d.])(\d+)\.x\b/g)]
      .map((match) => Number(match[1]))
      .filter(
        (line) =>
          line > major &&
          majors.has(line) &&
          !linked.some((release) => Number(release.split('.')[0]) === line),
      )
      .map(
        (line) =>
          `${path}: describes ${line}.x, after ${version}, the release the page describes, without linking a changelog page of it: "${sentence.trim()}"`,
      );
    // A later minor line as prose writes it ("came with 1.3", "the 1.0 redesign") is named by a release of it, linked.
    const laterMinorLines = [
      ...said.matchAll(
        /\b(?:Portico|with|in|from|since|until|before|after|runs|the) (\d+\.\d+)(?![\w-]|\.\d)/g,
      ),
    ]
      .map((match) => match[1])
      .filter(
        (line) =>
          minorLines.has(line) &&
          compareVersions(`${line}.0`, `${lineOf(version)}.0`) > 0 &&
          !linked.some((release) => lineOf(release) === line),
      )
      .map(
        (line) =>
          `${path}: describes ${line}, after ${version}, the release the page describes, without linking a changelog page of it: "${sentence.trim()}"`,
      );
    return [...new Set([...named, ...addedHere])]
      .filter((release) => !(named.includes(release) && linked.includes(release)))
      .map(
        (release) =>
          `${path}: describes ${release}, after ${version}, the release the page describes, without naming and linking its changelog page: "${sentence.trim()}"`,
      )
      .concat(laterLines, laterMinorLines);
  });
}

/**
 * The sections of the current docs (route and anchor, `admin/license#trial`) that each release's
 * changelog page links from a line under "Added" or "Changed": what that section describes is what the
 * release made it.
 */
export function sectionsChangedByRelease(
  pages: ReadonlyArray<{release: string; body: string}>,
): Map<string, Set<string>> {
  const changed = new Map<string, Set<string>>();
  for (const {release, body} of pages) {
    let heading = '';
    for (const line of body.split('\n')) {
      heading = /^## (.+)$/.exec(line)?.[1] ?? heading;
      if (!/^(?:Added|Changed)$/.test(heading)) continue;
      for (const [, page, anchor] of line.matchAll(/\]\(\.\.\/([^)#\s]+)\.mdx?#([^)\s]+)\)/g)) {
        const section = `${page}#${anchor}`;
        changed.set(section, new Set([...(changed.get(section) ?? []), release]));
      }
    }
  }
  return changed;
}

/**
 * Each sentence of a post for `release` that links a section of the current docs which a later release
 * changed, without naming and linking that release: the post sends its reader to what the later release
 * made of the section as if it were the post's own.
 */
export function laterSectionLinks(
  path: string,
  release: string,
  body: string,
  changed: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  return linkedSentences(body).flatMap((sentence) =>
    [
      ...sentence.matchAll(/\]\(\/docs\/((?:panel|admin|articles)\/[^)#\s]*?)\/?#([^)\s]+)\)/g),
    ].flatMap(([, route, anchor]) =>
      [...(changed.get(`${route}#${anchor}`) ?? [])]
        .filter(
          (later) =>
            compareVersions(later, release) > 0 && !linkedReleases(path, sentence).includes(later),
        )
        .map(
          (later) =>
            `${path}: links ${route}#${anchor}, which ${later} changed after ${release}, the release of its date, without naming and linking ${later}: "${sentence.trim()}"`,
        ),
    ),
  );
}

test('no post links a docs section that a later release changed, unless the sentence names and links that release', () => {
  const currentPages = docs
    .filter((doc) => doc.version === 'current' && doc.sidebar === 'changelog')
    .flatMap((doc) => {
      const release = releaseOfPage(doc.path);
      return release ? [{release, body: doc.body}] : [];
    });
  const changed = sectionsChangedByRelease(currentPages);
  assert.ok(changed.size > 0, 'no changelog line links a section of a docs page');
  assert.deepEqual(
    loadPosts().flatMap((post) => laterSectionLinks(post.path, post.release, post.body, changed)),
    [],
  );
  const [newest, older] = releases.filter((candidate) => candidate.status === 'released');
  const sections = sectionsChangedByRelease([
    {
      release: newest.version,
      body: '## Changed\n\n- Screens turn read-only; see [License](../admin/license.md#after-the-trial).\n',
    },
  ]);
  assert.deepEqual([...sections.keys()], ['admin/license#after-the-trial']);
  const check = (body: string) =>
    laterSectionLinks('blog/p/index.md', older.version, body, sections).length;
  assert.equal(
    check('The [License page](/docs/admin/license/#after-the-trial) says what stays.'),
    1,
  );
  assert.equal(
    check(
      `From [${newest.version}](/docs/changelog/${newest.version}/), the [License page](/docs/admin/license/#after-the-trial) says what stays.`,
    ),
    0,
  );
  assert.equal(check('The [License page](/docs/admin/license/) says what stays.'), 0);
});

/**
 * The columns that releases add to a command's listing, from the "Added" lines of their changelog
 * pages that say so ("A STATUS column in `portico user list`"), with the command's words after the tool.
 */
export function columnsAdded(
  pages: ReadonlyArray<{release: string; body: string}>,
): Array<{release: string; column: string; words: string}> {
  return pages.flatMap(({release, body}) => {
    const added = /^## Added\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(body)?.[1] ?? '';
    return [
      ...added.matchAll(
        /\bAn? ([A-Z][A-Z0-9]*(?: [A-Z0-9]+)*) column in `portico(?:-cli)? ([^`]+)`/g,
      ),
    ].map(([, column, words]) => ({release, column, words}));
  });
}

/** Each sample of `tool`, of docs version `docsVersion`, whose header shows a column a later release added. */
export function laterColumns(
  docsVersion: string,
  tool: CliTool,
  added: ReadonlyArray<{release: string; column: string; words: string}>,
): string[] {
  return added
    .filter(({release}) => compareVersions(release, docsVersion) > 0)
    .flatMap(({release, column, words}) =>
      tool.groups
        .flatMap((group) => group.commands)
        .filter((command) => command.words.join(' ') === words)
        .flatMap((command) =>
          [command.output.sample, ...Object.values(command.output.variants ?? {})]
            .filter((sample) =>
              sample
                .split('\n')[0]
                .split(/\s{2,}/)
                .includes(column),
            )
            .map(
              () =>
                `${docsVersion}: ${tool.binary} ${words} shows ${column}, which ${release} added`,
            ),
        ),
    );
}

test('no page of a docs version describes a later release, unless the sentence names it and links its changelog page', () => {
  assert.ok(releasePages.length > 50, `only ${releasePages.length} release pages read`);
  assert.ok(namesByRelease.size > 10, `only ${namesByRelease.size} releases name what they add`);
  const pages = docs.filter((doc) => doc.sidebar !== 'changelog');
  assert.ok(
    pages.some((doc) => doc.version !== 'current'),
    'no page of a frozen docs version was read',
  );
  assert.deepEqual(
    pages.flatMap((doc) =>
      laterReleaseSentences(doc.path, docsVersionOfDoc(doc), withApiText(doc), namesByRelease),
    ),
    [],
  );
});

test('no post describes a release later than the one current on its date, unless the sentence names it and links its changelog page', () => {
  const posts = loadPosts();
  assert.ok(
    posts.some((post) => post.release !== posts[0].release),
    'the posts are not read with the release of their date',
  );
  assert.deepEqual(
    posts.flatMap((post) =>
      laterReleaseSentences(post.path, post.release, post.body, namesByRelease),
    ),
    [],
  );
});

test('a later release named or shown by what it adds is reported, and one named and linked is not', () => {
  const [newest, older] = releases.filter((release) => release.status === 'released');
  const names = new Map([[newest.version, new Set(['Resync'])]]);
  const check = (body: string) =>
    laterReleaseSentences('docs/admin/a.md', older.version, body, names).length;
  assert.equal(check(`From ${newest.version}, the list shows sizes.`), 1);
  assert.equal(check('Press **Resync** on the row.'), 1);
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [its changelog](../changelog/${newest.version}.md).`,
    ),
    0,
  );
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [its changelog](/docs/changelog/${newest.version}/).`,
    ),
    0,
  );
  assert.equal(
    check(
      `Portico ${newest.version} adds **Resync**; see [another](../changelog/${older.version}.md).`,
    ),
    1,
  );
  assert.equal(check(`Since ${older.version}, the list shows sizes.`), 0);
  const oldest = releases.at(-1)!;
  const laterLine = releases.find(
    (release) => Number(release.version.split('.')[0]) > Number(oldest.version.split('.')[0]),
  )!;
  const line = laterLine.version.split('.')[0];
  const checkOldest = (body: string) =>
    laterReleaseSentences('versioned_docs/version-x/a.md', oldest.version, body, new Map()).length;
  assert.equal(checkOldest(`Later ${line}.x releases add an import screen.`), 1);
  assert.equal(
    checkOldest(
      `Later ${line}.x releases, such as [${laterLine.version}](/docs/changelog/${laterLine.version}/), add an import screen.`,
    ),
    0,
  );
  assert.equal(checkOldest('A site on PHP 99.x fails.'), 0);
  const platforms = platformsByRelease();
  const [laterPlatformRelease, laterPlatforms] = [...platforms].find(
    ([release]) => compareVersions(release, oldest.version) > 0,
  )!;
  const platformCheck = (body: string) =>
    laterReleaseSentences('versioned_docs/version-x/a.md', oldest.version, body, platforms).length;
  for (const platform of laterPlatforms)
    assert.equal(platformCheck(`It installs on ${platform} too.`), 1, platform);
  assert.equal(
    platformCheck(
      `It installs on ${[...laterPlatforms][0]} since [${laterPlatformRelease}](/docs/changelog/${laterPlatformRelease}/).`,
    ),
    0,
  );
  const laterMinor = lineOf(laterLine.version);
  assert.equal(checkOldest(`Filters came only with ${laterMinor}.`), 1);
  assert.equal(
    checkOldest(`Filters came only with [${laterMinor}](/docs/changelog/${laterLine.version}/).`),
    0,
  );
  assert.equal(checkOldest(`Connections use TLS ${laterMinor} or Memcached ${laterMinor}.`), 0);
  assert.deepEqual(
    addedNames(
      '## Added\n\n- A **Resync** button on **Domains → DNS cluster**.\n\n## Fixed\n\n- **Backups** work.\n',
    ),
    ['Resync', 'DNS cluster'],
  );
  assert.deepEqual(
    addedNames(
      '## Added\n\n- A [FOSSBilling](../a.md) module, `portico dns resync` and [Logs](../b.md) under Containers → Terminal.\n',
    ),
    ['portico dns resync', 'FOSSBilling'],
  );
  const added = namesAddedByRelease([
    {release: newest.version, body: '## Added\n\n- **Resync** and `basic_auth`.\n'},
    {release: older.version, body: '## Fixed\n\n- `basic_auth` works.\n'},
  ]);
  assert.deepEqual([...added.get(newest.version)!], ['Resync']);
  const plain = new Map([[newest.version, new Set(['FOSSBilling', '/etc/portico/custom/'])]]);
  const checkPlain = (body: string) =>
    laterReleaseSentences('docs/admin/a.md', older.version, body, plain).length;
  assert.equal(checkPlain('A FOSSBilling module provisions accounts.'), 1);
  assert.equal(checkPlain('Files in `/etc/portico/custom/` are kept.'), 1);
  assert.equal(checkPlain('Files in /etc/portico/custom/ are kept.'), 0);
});

test("a docs version's CLI samples show no column that a later release added to the listing", () => {
  const added = columnsAdded(releasePages);
  assert.ok(added.length > 0, 'no changelog page adds a column to a listing');
  assert.deepEqual(
    everyDocsVersion.flatMap((docsVersion) =>
      laterColumns(docsVersion, cliToolOf(docsVersion), added),
    ),
    [],
  );
});

test('a column shown before the release that added it is found, and at or after it is not', () => {
  const [newest, older] = releases.filter((release) => release.status === 'released');
  const added = columnsAdded([
    {release: newest.version, body: '## Added\n\n- A SIZE column in `portico backup list`.\n'},
  ]);
  assert.deepEqual(added, [{release: newest.version, column: 'SIZE', words: 'backup list'}]);
  const tool = (header: string) =>
    ({
      binary: 'portico',
      groups: [
        {
          commands: [{words: ['backup', 'list'], output: {sample: `${header}\nacme  4 GB`}}],
        },
      ],
    }) as unknown as CliTool;
  assert.equal(laterColumns(older.version, tool('ACCOUNT  SIZE'), added).length, 1);
  assert.deepEqual(laterColumns(older.version, tool('ACCOUNT  DATE'), added), []);
  assert.deepEqual(laterColumns(newest.version, tool('ACCOUNT  SIZE'), added), []);
});
