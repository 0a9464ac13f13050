/**
 * Facts several pages state (ports, schedules, limits, prices) are decided once in src/data/facts.ts.
 * A doc renders one with `:fact[key]`; any sentence of a doc, a post or a marketing page that states
 * one with another value fails here. The diagnostics list the values that stand on two or more pages.
 * A post is held to the release current on its date: the data of the docs version that describes that
 * release, and no fact a later release brought unless the sentence links that release.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {facts, type Fact} from '../../src/data/facts.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {docsVersions, everyDocsVersion, latestRelease, releases} from '../../src/data/releases.ts';
import {docsVersionDescribing, releaseOn} from '../../src/data/docs-version-data.ts';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import factTextPlugin, {WRITTEN_FACT, factsOf} from '../../plugins/markdown/fact-text.ts';
import {withDocsVersion} from '../../plugins/markdown/docs-version-text.ts';
import {
  ROOT,
  checkedBody,
  linkedReleases,
  linkedSentences,
  loadDocs,
  loadPosts,
  walk,
} from '../lib/docs-content.ts';

interface Page {
  readonly path: string;
  /** The docs version whose data gives the facts the page may state. */
  readonly docsVersion: string;
  /** The release the page describes: its docs version's, or for a post the release current on its date. */
  readonly release: string;
  /** The page's Markdown, or a marketing page's text with its expressions left out. */
  readonly text: string;
  /** The file as written. */
  readonly source: string;
}

const pages: Page[] = [
  ...loadDocs().map((doc) => {
    const docsVersion = doc.version === 'current' ? docsVersions.current : doc.version;
    const text = checkedBody(doc);
    return {path: doc.path, docsVersion, release: docsVersion, text, source: text};
  }),
  ...loadPosts().map((post) => ({
    path: post.path,
    docsVersion: docsVersionDescribing(post.release),
    release: post.release,
    text: post.body,
    source: post.body,
  })),
  ...walk(join(ROOT, 'src', 'pages'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => {
      const source = readFileSync(file, 'utf8');
      // What the data renders is right by construction; the words typed around it are checked.
      const text = source.replace(/\$\{[^}]*\}|\{[^{}]*\}/g, ' FACT ').replace(/<[^>]+>/g, ' ');
      return {
        path: file.slice(ROOT.length + 1),
        docsVersion: docsVersions.current,
        release: docsVersions.current,
        text,
        source,
      };
    }),
];

/** The sentences of `text` that state `fact`, each with the values it gives. */
function statements(fact: Fact, text: string): Array<{sentence: string; values: string[]}> {
  // A table row is a statement of its own.
  return linkedSentences(
    text
      .replace(WRITTEN_FACT, 'FACT')
      .replace(/`[^`\n]*`/g, 'CODE')
      .replace(/\n(?=\|)/g, '\n\n'),
  )
    .filter((sentence) => fact.about.test(sentence))
    .map((sentence) => ({
      sentence: sentence.trim(),
      values: [...sentence.matchAll(fact.value)].map(
        (match) => match.slice(1).find((group) => group !== undefined) ?? match[0],
      ),
    }))
    .filter(({values}) => values.length > 0);
}

/** Each statement of fact `key` in `text` whose value is not one of `values`, with the sentence. */
export function misstated(fact: Fact, values: readonly string[], text: string): string[] {
  return statements(fact, text).flatMap(({sentence, values: given}) =>
    given
      .filter((value) => !values.includes(value.trim()))
      .map((value) => `"${value}" in "${sentence}"`),
  );
}

/**
 * Each statement, on the page at `path`, of a fact that came after the page's docs version, unless
 * the sentence links the changelog page of the release that brought it or a later one.
 */
export function laterFacts(path: string, docsVersion: string, text: string): string[] {
  return Object.entries(facts as Record<string, Fact>)
    .filter(([, fact]) => fact.since !== undefined && compareVersions(fact.since, docsVersion) > 0)
    .flatMap(([key, fact]) =>
      statements(fact, text)
        .filter(
          ({sentence}) =>
            !linkedReleases(path, sentence).some(
              (release) => compareVersions(release, fact.since!) >= 0,
            ),
        )
        .map(
          ({sentence}) =>
            `${path}: ${key} came in ${fact.since}, after the ${docsVersion} docs: "${sentence}"`,
        ),
    );
}

/**
 * Each fact that docs version `docsVersion` has no value of, with the reason: it came in a later
 * release. A fact the version had, missing from its data, is a problem instead.
 */
export function factsSkipped(docsVersion: string): {skipped: string[]; problems: string[]} {
  const known = factsOf(docsVersion);
  const missing = Object.entries(facts as Record<string, Fact>).filter(([key]) => !(key in known));
  const later = ([, fact]: [string, Fact]) =>
    fact.since !== undefined && compareVersions(fact.since, docsVersion) > 0;
  return {
    skipped: missing
      .filter(later)
      .map(([key, fact]) => `${docsVersion}: ${key} is skipped: it came in ${fact.since}`),
    problems: missing
      .filter((entry) => !later(entry))
      .map(([key]) => `${docsVersion}: ${key} has no value in the data frozen with the version`),
  };
}

test('every docs version has a value of each fact, or came before the release that brought it', (t) => {
  const checked = everyDocsVersion.map(factsSkipped);
  for (const {skipped} of checked) for (const line of skipped) t.diagnostic(line);
  assert.deepEqual(
    checked.flatMap(({problems}) => problems),
    [],
  );
});

test('a fact missing from a version that had it is a problem; one that came later is skipped', () => {
  const {skipped, problems} = factsSkipped('0.0.9');
  assert.ok(problems.some((line) => line.startsWith('0.0.9: panel-port ')));
  assert.ok(skipped.some((line) => line.startsWith('0.0.9: trash-days ')));
  assert.deepEqual(factsSkipped(docsVersions.current), {skipped: [], problems: []});
});

test('no page states a fact of src/data/facts.ts another way than the data of its docs version', () => {
  const found = pages.flatMap((page) => {
    const known = factsOf(page.docsVersion);
    return Object.entries(facts)
      .filter(([key]) => key in known)
      .flatMap(([key, fact]) =>
        misstated(fact, known[key].values, page.text).map(
          (problem) => `${page.path}: ${key}: ${problem}`,
        ),
      );
  });
  assert.deepEqual(found, []);
});

test('no page of a docs version, nor a post for the release current on its date, states a fact that came later, unless the sentence links the release that brought it', () => {
  assert.deepEqual(
    pages.flatMap((page) => laterFacts(page.path, page.release, page.text)),
    [],
  );
  const {since} = facts['trash-days'];
  const path = 'versioned_docs/version-0.0.9/panel/files/file-manager.md';
  assert.equal(laterFacts(path, '0.0.9', 'Deleted files stay in the trash for 30 days.').length, 1);
  assert.deepEqual(
    laterFacts(
      path,
      '0.0.9',
      `From [${since}](/docs/changelog/${since}/), deleted files stay in the trash for 30 days.`,
    ),
    [],
  );
});

test('a post is held to the release current on its date, and to the data of the docs version that describes it', () => {
  const oldest = releases.at(-1)!;
  const frozenOldest = docsVersions.previous.at(-1)!;
  assert.equal(releaseOn(oldest.date).version, oldest.version);
  assert.throws(() => releaseOn('2000-01-01'), /No release had shipped by 2000-01-01/);
  assert.equal(docsVersionDescribing(oldest.version), frozenOldest);
  assert.equal(docsVersionDescribing(latestRelease.version), docsVersions.current);
  const {since} = facts['enterprise-price'];
  const before = releases.find((release) => compareVersions(release.version, since) < 0)!;
  const post = `blog/${before.date}-news/index.md`;
  assert.equal(laterFacts(post, before.version, 'Enterprise costs $14.95 per server.').length, 1);
  assert.deepEqual(laterFacts(post, since, 'Enterprise costs $14.95 per server.'), []);
  const backupTime = facts['backup-time'];
  assert.equal(
    misstated(backupTime, factsOf(frozenOldest)['backup-time'].values, 'Backups run at 03:00.')
      .length,
    1,
  );
});

test('every fact is rendered from the data on some page, and each rendered key is a fact', (t) => {
  // A doc or a post writes `:fact[key]`; a marketing page imports the fact (`facts['key']`).
  const rendered = pages.flatMap((page) =>
    [
      ...page.text.matchAll(WRITTEN_FACT),
      ...page.source.matchAll(/\bfacts\['([a-z0-9-]+)'\]/g),
    ].map((match) => ({page: page.path, key: match[1]})),
  );
  const unknown = rendered
    .filter(({key}) => !(key in facts))
    .map(({page, key}) => `${page}: :fact[${key}]`);
  assert.deepEqual(unknown, []);
  const byKey = Object.keys(facts).map(
    (key) =>
      [
        key,
        new Set(rendered.filter((use) => use.key === key).map((use) => use.page)).size,
      ] as const,
  );
  for (const [key, count] of byKey) t.diagnostic(`${key}: rendered on ${count} pages`);
  assert.deepEqual(
    byKey.filter(([, count]) => count === 0).map(([key]) => key),
    [],
  );
});

/** Values that read as a fact wherever they stand: a time of day, a size, a number of days, a port, a price, a collation. */
const FACT_LIKE =
  /\b\d{2}:\d{2}\b|\b\d+ ?(?:MB|GB|KB|MiB|GiB)\b|\b\d+ days\b|\bport \d+\b|\$\d+(?:\.\d\d)?|\butf8mb4_\w+/g;

test('the values that stand on two or more pages are counted', (t) => {
  const pagesOf = new Map<string, Set<string>>();
  for (const page of pages) {
    const prose = page.text.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ');
    for (const [value] of prose.matchAll(FACT_LIKE))
      pagesOf.set(value, (pagesOf.get(value) ?? new Set()).add(page.path));
  }
  const repeated = [...pagesOf]
    .filter(([, on]) => on.size >= 2)
    .sort((a, b) => b[1].size - a[1].size);
  t.diagnostic(
    `${repeated.length} values stand on two or more pages: ${repeated.map(([value, on]) => `${value} (${on.size})`).join(', ')}`,
  );
  assert.ok(
    repeated.length > 10,
    `only ${repeated.length} repeated values found; the extraction is broken`,
  );
});

test('a misstated fact is found, and the rendered one or the right value is not', () => {
  const fact = facts['backup-time'];
  assert.deepEqual(misstated(fact, fact.values, 'Backups run nightly at 02:30 server time.'), []);
  assert.deepEqual(misstated(fact, fact.values, 'Backups run nightly at :fact[backup-time].'), []);
  assert.equal(misstated(fact, fact.values, 'Backups run nightly at 03:00.').length, 1);
  const tiers = facts['partner-tiers'];
  assert.equal(
    misstated(
      tiers,
      tiers.values,
      'Partner licenses start at $5.95 per server for ten servers or more.',
    ).length,
    2,
  );
  const ports = facts['open-ports'];
  assert.equal(
    misstated(ports, ports.values, "In your provider's cloud firewall, open TCP 22, 80 and 443.")
      .length,
    1,
  );
  assert.deepEqual(
    misstated(ports, ports.values, "In your provider's cloud firewall, open :fact[open-ports]."),
    [],
  );
  const docker = facts['docker-daemons'];
  assert.equal(
    misstated(
      docker,
      docker.values,
      "| `docker` | Rootless Docker that runs every account's containers |",
    ).length,
    1,
  );
  assert.equal(
    misstated(docker, docker.values, 'All sites share a single Docker daemon.').length,
    1,
  );
  assert.deepEqual(
    misstated(docker, docker.values, 'Its containers run under :fact[docker-daemons].'),
    [],
  );
  const upload = facts['upload-limit'];
  assert.equal(
    misstated(upload, upload.values, 'Browser uploads stop at 256 MB per file.').length,
    1,
  );
  assert.equal(
    misstated(
      upload,
      upload.values,
      'Max request body cannot go above 1 GB, the largest upload the panel accepts.',
    ).length,
    1,
  );
  assert.deepEqual(
    misstated(
      upload,
      upload.values,
      'The compose window refuses larger uploads than 50 MB. PHP allows 64 MB by default.',
    ),
    [],
  );
  const history = facts['history-days'];
  assert.equal(
    misstated(history, history.values, 'Entries older than 30 days are deleted automatically.')
      .length,
    1,
  );
  assert.deepEqual(
    misstated(history, history.values, 'Items in the trash older than 30 days are removed.'),
    [],
  );
  const mail = facts['mail-ports'];
  assert.equal(
    misstated(mail, mail.values, 'For Enterprise mail, open TCP 25, 587 and 993.').length,
    1,
  );
  assert.deepEqual(
    misstated(mail, mail.values, 'Add 25, 465, 587, 993 and 995 for Enterprise mail.'),
    [],
  );
  const heap = facts['search-heap'];
  assert.equal(
    misstated(heap, heap.values, 'Set the **Heap size**: 1 GB is the minimum and the default.')
      .length,
    1,
  );
  const contents = facts['archive-contents'];
  assert.equal(
    misstated(
      contents,
      contents.values,
      'A backup archive holds files, all databases, mailboxes, DNS zones and settings.',
    ).length,
    1,
  );
  assert.deepEqual(
    misstated(
      contents,
      contents.values,
      "Each archive holds the account's :fact[archive-contents].",
    ),
    [],
  );
  assert.equal(
    misstated(
      contents,
      contents.values,
      "The restore overwrites the account's files, databases and mail with the archive's content.",
    ).length,
    1,
  );
  const samples = facts['resource-samples-days'];
  assert.equal(
    misstated(samples, samples.values, 'Data is sampled every minute and kept for 14 days.').length,
    1,
  );
});

test('`:fact[key]` is the text of the fact on the page and in its Markdown copy, and an unknown key fails the build', () => {
  const file = join(ROOT, 'docs', 'panel', 'files', 'trash.md');
  const render = (markdown: string) =>
    String(
      unified()
        .use(remarkParse)
        .use(remarkDirective)
        .use(factTextPlugin)
        .use(remarkStringify)
        .processSync({value: markdown, path: file}),
    ).trim();
  assert.equal(
    render('Files stay for :fact[trash-days].'),
    `Files stay for ${facts['trash-days'].text}.`,
  );
  assert.equal(
    withDocsVersion('Files stay for :fact[trash-days] in :docs-version.', file),
    `Files stay for ${facts['trash-days'].text} in ${docsVersions.current}.`,
  );
  assert.throws(
    () => render('Files stay for :fact[no-such-fact].'),
    /trash\.md: :fact\[no-such-fact\] is no fact of the/,
  );
});
