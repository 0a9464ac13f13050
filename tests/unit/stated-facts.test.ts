/**
 * Facts several pages state (ports, schedules, limits, prices) are decided once in src/data/facts.ts.
 * A doc renders one with `:fact[key]`; any sentence of a doc, a post or a marketing page, a title or
 * description included, that states one with another value fails here. The diagnostics list the values that stand on two or more pages.
 * A post is held to the release current on its date: the data of the docs version that describes that
 * release, and no fact a later release brought unless the sentence links that release.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {clockChangeHour, facts, type Fact} from '../../src/data/facts.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {daysBetween} from '../../src/data/dates.ts';
import {
  docsDirOf,
  docsVersions,
  everyDocsVersion,
  latestRelease,
  releases,
} from '../../src/data/releases.ts';
import {
  demoModeBlocksOf,
  docsVersionDescribing,
  releaseOn,
} from '../../src/data/docs-version-data.ts';
import {cliToolOf, type CliTool} from '../../src/data/cli.ts';
import {alwaysServing, hostServicesOf, type HostService} from '../../src/data/host-services.ts';
import type {FactValues} from '../../src/data/facts.ts';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {load} from 'js-yaml';
import {describedDocsVersions, openapiFileOf} from '../../plugins/api-reference/description.ts';
import factTextPlugin, {WRITTEN_FACT, factsOf} from '../../plugins/markdown/fact-text.ts';
import {withDocsVersion} from '../../plugins/markdown/docs-version-text.ts';
import {
  ROOT,
  describedTexts,
  withApiText,
  linkedReleases,
  linkedSentences,
  loadDocs,
  loadMarketingSources,
  loadPosts,
  sourceWords,
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

/**
 * A page's title and description, which nothing renders: they type the facts they state, and are held to
 * the same values as the page's body.
 */
const frontMatterText = ({title, description}: Record<string, string>): string =>
  [title, description].filter(Boolean).join('\n\n');

const pages: Page[] = [
  ...loadDocs().map((doc) => {
    const docsVersion = doc.version === 'current' ? docsVersions.current : doc.version;
    const text = `${frontMatterText(doc.frontMatter)}\n\n${withApiText(doc)}`;
    return {path: doc.path, docsVersion, release: docsVersion, text, source: text};
  }),
  ...loadPosts().map((post) => {
    const text = `${frontMatterText(post.frontMatter)}\n\n${post.body}`;
    return {
      path: post.path,
      docsVersion: docsVersionDescribing(post.release),
      release: post.release,
      text,
      source: text,
    };
  }),
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

/**
 * The words the data gives pages to show (a roadmap item, a feature), where a fact may be typed too;
 * facts.ts decides the facts and is left out. They are held to the current facts.
 */
const dataPages: Page[] = loadMarketingSources()
  .filter(({path}) => path.startsWith('src/data/') && path !== 'src/data/facts.ts')
  .map(({path, source}) => ({
    path,
    docsVersion: docsVersions.current,
    release: docsVersions.current,
    text: sourceWords(source).replace(/\$\{[^}]*\}/g, ' FACT '),
    source,
  }));

/**
 * Every docs version's OpenAPI description, whose prose (each `summary` and `description`, those of its
 * components included) states facts it cannot render: YAML types them, and they are held to its version's data.
 * Its other values (server URLs, examples, defaults) are held in tests/unit/openapi.test.ts.
 */
const apiDescriptionPages: Page[] = describedDocsVersions().map((docsVersion) => {
  const file = openapiFileOf(docsVersion);
  const text = describedTexts(load(readFileSync(file, 'utf8'))).join('\n\n');
  return {
    path: file.slice(ROOT.length + 1),
    docsVersion,
    release: docsVersion,
    text,
    source: text,
  };
});

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

test('no page, nor the prose of an OpenAPI description, states a fact of src/data/facts.ts another way than the data of its docs version', () => {
  assert.ok(
    apiDescriptionPages.length >= 2,
    'the OpenAPI descriptions are not where this test looks',
  );
  const found = [...pages, ...dataPages, ...apiDescriptionPages].flatMap((page) => {
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

/**
 * A page that moves a web interface's port from the shell (`portico config set admin.port=…`) leaves it
 * closed: `config set` reloads the service and touches no firewall rule, and a port changed on
 * Settings → Panel closed the old one. Such a page opens the port it moves to with `portico firewall allow`.
 */
export function portMovesWithoutFirewall(path: string, markdown: string): string[] {
  return [...markdown.matchAll(/\bconfig set (?:panel|admin)\.port=(\S+?)`?(?=\s|$)/gm)]
    .filter(([, port]) => !markdown.includes(`firewall allow ${port}/tcp`))
    .map(([command]) => `${path}: "${command}" with no "portico firewall allow" for its port`);
}

/** Words that name a cloud provider's firewall in front of the server, which Portico cannot open. */
const PROVIDER_FIREWALL =
  /provider['’]s (?:own )?(?:firewall|network filter)|provider firewall|cloud firewall|security group/i;

/**
 * A page that moves SSH or a panel to a new port without saying that a cloud provider's firewall must let
 * it through: Portico opens the new port only in the server's own firewall, and a reader behind the
 * provider's is locked out.
 */
export function portMovesWithoutProviderFirewall(path: string, markdown: string): string[] {
  return /\bnew port\b/i.test(markdown) && !PROVIDER_FIREWALL.test(markdown)
    ? [`${path}: moves a port without the provider's firewall`]
    : [];
}

/**
 * Each paragraph that says a port must be open (read on an administrator's pages: the admin docs and articles)
 * without naming the provider's firewall: the server's own firewall opens Portico's ports, a cloud
 * provider's in front of it does not, and the service behind the port then answers nobody.
 */
export function openPortsWithoutProviderFirewall(path: string, markdown: string): string[] {
  return markdown
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .filter(
      (paragraph) =>
        /\bports? \d+[^.]*\b(?:must|has to|should) be open\b/i.test(paragraph) &&
        !PROVIDER_FIREWALL.test(paragraph),
    )
    .map(
      (paragraph) =>
        `${path}: "${paragraph.trim()}" says a port must be open without the provider's firewall`,
    );
}

/**
 * A page whose steps put an address on an allow list that opens a port of the server to it (remote MySQL's
 * **Add address**) without naming the provider's firewall: Portico opens the port in the server's own
 * firewall only, and behind a cloud firewall the client still times out with its address listed.
 */
export function allowListsWithoutProviderFirewall(path: string, markdown: string): string[] {
  return /\*\*Add address\*\*/.test(markdown) && !PROVIDER_FIREWALL.test(markdown)
    ? [`${path}: opens a port to listed addresses without the provider's firewall`]
    : [];
}

/**
 * Each sentence that tells which ports a firewall in front of the server must let through (it renders
 * `open-ports`) but leaves out the Enterprise mail server's (`mail-ports`): mail sent to such a server
 * never arrives, and nothing reports it.
 */
export function firewallListsWithoutMail(path: string, markdown: string): string[] {
  return linkedSentences(markdown)
    .filter((sentence) => sentence.includes(':fact[open-ports]'))
    .filter((sentence) => !sentence.includes(':fact[mail-ports]'))
    .map((sentence) => `${path}: "${sentence.trim()}"`);
}

/**
 * A page on which the administrator sets the passive FTP range (**Passive ports**) that does not say both what
 * follows the change and what does not: Portico moves its own firewall rule to the new range, and a cloud
 * provider's firewall must have the new range opened by hand. And a paragraph that lists the ports to open in a
 * cloud firewall (`open-ports`, or every port Portico opens) without the new range after such a change: FTP
 * listings then hang for every client, with nothing logged on the server.
 */
export function passiveRangeWithoutFirewalls(path: string, markdown: string): string[] {
  const sentences = linkedSentences(markdown);
  const setsRange = /\*\*Passive ports\*\*/.test(markdown);
  const ruleMoves = sentences.some((sentence) =>
    /\bPortico moves its (?:own )?(?:firewall )?rule to the new range\b/i.test(sentence),
  );
  const providerOpens = sentences.some(
    (sentence) => PROVIDER_FIREWALL.test(sentence) && /\bnew range\b/i.test(sentence),
  );
  const lists = markdown
    .split(/\n\s*\n/)
    .filter(
      (paragraph) =>
        PROVIDER_FIREWALL.test(paragraph) &&
        /:fact\[open-ports\]|\bopen\b[^.]*\bevery port\b/i.test(paragraph) &&
        !/\bpassive range\b[\s\S]*\bnew range\b/i.test(paragraph),
    );
  return [
    ...(setsRange && !ruleMoves
      ? [`${path}: sets the passive range without saying Portico moves its firewall rule`]
      : []),
    ...(setsRange && !providerOpens
      ? [`${path}: sets the passive range without the provider's firewall opening the new range`]
      : []),
    ...lists.map(
      (paragraph) =>
        `${path}: "${paragraph.trim().slice(0, 100)}" lists the ports for a cloud firewall without a changed passive range`,
    ),
  ];
}

test("no page gives port advice that leaves a service unreachable: a port moved from the shell is opened in the firewall, a new port or a port that must be open in the provider's firewall too, and the ports for a firewall in front of the server include the mail ports and a changed passive FTP range, which Portico moves in its own firewall only", () => {
  assert.deepEqual(
    pages.flatMap((page) => [
      ...portMovesWithoutFirewall(page.path, page.source),
      ...portMovesWithoutProviderFirewall(page.path, page.text),
      ...firewallListsWithoutMail(page.path, page.text),
      ...allowListsWithoutProviderFirewall(page.path, page.text),
      ...passiveRangeWithoutFirewalls(page.path, page.text),
      ...(/\/(?:admin|articles)\//.test(page.path)
        ? openPortsWithoutProviderFirewall(page.path, page.text)
        : []),
    ]),
    [],
  );
  // A check, a page's Markdown, and how many findings it gives.
  const cases: ReadonlyArray<
    readonly [(path: string, markdown: string) => string[], string, number]
  > = [
    [portMovesWithoutFirewall, 'Run `portico config set admin.port=2087`.', 1],
    [
      portMovesWithoutFirewall,
      '```bash\nportico firewall allow :fact[admin-port]/tcp\nportico config set admin.port=:fact[admin-port]\n```',
      0,
    ],
    [portMovesWithoutProviderFirewall, 'Set **Port**. Portico moves its rule to the new port.', 1],
    [
      portMovesWithoutProviderFirewall,
      "Open the new port in the cloud provider's firewall or security group first.",
      0,
    ],
    [firewallListsWithoutMail, 'In a cloud firewall, open :fact[open-ports] too.', 1],
    [
      openPortsWithoutProviderFirewall,
      '- Port 53 over TCP and UDP must be open; the firewall allows it by default.',
      1,
    ],
    [
      openPortsWithoutProviderFirewall,
      "- Port 53 must be open, in a cloud provider's firewall or security group too.",
      0,
    ],
    [
      firewallListsWithoutMail,
      'In a cloud firewall, open :fact[open-ports], and :fact[mail-ports] for Enterprise mail.',
      0,
    ],
    [
      passiveRangeWithoutFirewalls,
      '- **Passive ports**: the range for data connections. If you widen it, the firewall follows.',
      2,
    ],
    [
      passiveRangeWithoutFirewalls,
      "- **Passive ports**: the range. When you change it, Portico moves its firewall rule to the new range; open the new range in the provider's firewall too.",
      0,
    ],
    [
      passiveRangeWithoutFirewalls,
      'In a cloud firewall, open :fact[open-ports], and :fact[mail-ports] for mail.',
      1,
    ],
    [
      passiveRangeWithoutFirewalls,
      'In a cloud firewall, open :fact[open-ports]. After you change the passive range, open the new range there as well.',
      0,
    ],
    [allowListsWithoutProviderFirewall, '2. Click **Add address**.', 1],
    [
      allowListsWithoutProviderFirewall,
      '2. Click **Add address**.\n\nBehind a cloud firewall, ask the provider to open the port too.',
      0,
    ],
  ];
  for (const [check, markdown, count] of cases)
    assert.equal(check('a.md', markdown).length, count, markdown);
});

/**
 * Each list of services to bring back (a `systemctl restart` or `start` of two or more units, in a section
 * that tells of services that stopped or failed) that leaves out a service that every server of the page's
 * version runs and that serves: after a full disk, the one left out stays stopped, as `named` did on the
 * oldest version's Disk full page, and the server stops answering DNS. A restart after a setting changed names the
 * programs that read it.
 */
export function restartListsMissing(
  path: string,
  markdown: string,
  services: readonly HostService[],
): string[] {
  return markdown
    .split(/^(?=#{2,3} )/m)
    .filter((section) => /\b(?:stopped|failed|gave up|went down)\b/i.test(section))
    .flatMap((section) => [
      ...section.matchAll(/\bsystemctl (?:restart|start|try-restart)((?: +[\w.@-]+)+)/g),
    ])
    .map(([command, units]) => ({
      command,
      units: units
        .trim()
        .split(/ +/)
        .map((unit) => unit.replace(/\.service$/, '')),
    }))
    .filter(({units}) => units.length >= 2)
    .flatMap(({command, units}) => {
      const missing = alwaysServing(services).filter((name) => !units.includes(name));
      return missing.length > 0 ? [`${path}: "${command}" leaves out ${missing.join(', ')}`] : [];
    });
}

/** The names in the first column of the table under a Service status page's "The services" heading. */
export function listedServices(markdown: string): string[] {
  const table = /^## The services\n([\s\S]*?)(?=^## )/m.exec(markdown)?.[1] ?? '';
  return [...table.matchAll(/^\| *([^|]*?) *\|/gm)].flatMap(([, cell]) =>
    [...cell.matchAll(/`([^`]+)`/g)].map(([, name]) => name),
  );
}

/** The services each host status table of `text` lists (a table without an account's `web` container). */
const hostStatusTables = (text: string): string[][] =>
  [...text.matchAll(/^SERVICE +STATE\b[^\n]*\n((?:\S+ +\S[^\n]*(?:\n|$))+)/gm)]
    .filter(([table]) => !/^web +/m.test(table))
    .map(([, rows]) =>
      rows
        .split('\n')
        .filter(Boolean)
        .map((row) => row.split(/ +/)[0]),
    );

/**
 * Each host status table of `text` that leaves out a service every server of its version runs: the
 * status lists all of them, and a reader looks in vain for the one the sample dropped.
 */
export function missingServices(
  where: string,
  text: string,
  services: readonly HostService[],
): string[] {
  const always = services
    .filter((service) => service.unless === undefined && service.kind !== 'timer')
    .map((service) => service.name);
  return hostStatusTables(text).flatMap((listed) =>
    always
      .filter((name) => !listed.includes(name))
      .map((name) => `${where}: a host status table leaves out ${name}`),
  );
}

/**
 * Each host service that a `portico service` command names without `--user`, or that a host status table
 * (one without an account's `web` container, ending at a blank line or a fence) lists, and that its
 * version does not run: a reader who types it gets "not found".
 */
export function unknownServices(
  where: string,
  text: string,
  services: readonly HostService[],
): string[] {
  const names = new Set(services.map((service) => service.name));
  const named = [
    ...[
      ...text.matchAll(/\bportico service (?:status|restart|logs|start|stop) ([a-z][\w-]*)/g),
    ].map(([, name]) => name),
    ...hostStatusTables(text).flat(),
  ];
  return named
    .filter((name) => !names.has(name))
    .map((name) => `${where}: ${name} is no host service of it`);
}

/**
 * Each paragraph of a page that has the reader list a disk in `/etc/fstab` without `nofail`: a volume that
 * is detached or late at boot then stops the server in emergency mode, without SSH or a single site.
 */
export function fstabWithoutNofail(path: string, text: string): string[] {
  const paragraphs = text.split(/\n\s*\n/);
  return paragraphs.flatMap((paragraph, at) =>
    /\/etc\/fstab\b/.test(paragraph) &&
    !/\bnofail\b/.test(`${paragraph}\n${paragraphs[at + 1] ?? ''}`)
      ? [`${path}: lists a disk in /etc/fstab without nofail: "${paragraph.trim().slice(0, 120)}"`]
      : [],
  );
}

test('no page has a disk listed in /etc/fstab without nofail, which would stop the server at boot when the disk is missing', () => {
  assert.deepEqual(
    [...pages, ...dataPages].flatMap((page) => fstabWithoutNofail(page.path, page.text)),
    [],
  );
  assert.equal(fstabWithoutNofail('a.md', 'Mount it and list it in `/etc/fstab`.').length, 1);
  assert.deepEqual(
    fstabWithoutNofail(
      'a.md',
      'List it in `/etc/fstab` with `nofail`.\n\n```text\nUUID=1 /mnt ext4 defaults,nofail 0 2\n```',
    ),
    [],
  );
});

/**
 * Each paragraph that copies mail to the new server before the MX record moves and never copies it again:
 * the messages that reach the old server while the change spreads stay there, and are lost with it.
 */
export function mailCopiedOnlyBeforeMx(path: string, text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .filter(
      (paragraph) =>
        /\b(?:copy|copies|import|imports)\b/i.test(paragraph) &&
        /\bbefore\b[^.]{0,40}\bMX\b|\bwhile the old server still receives mail\b/i.test(
          paragraph,
        ) &&
        !/\bagain\b/i.test(paragraph),
    )
    .map(
      (paragraph) =>
        `${path}: copies mail only before the MX change: "${paragraph.trim().slice(0, 100)}"`,
    );
}

/**
 * Holds every page and data file to a check of advice, and shows that the check finds each of `wrong` and
 * passes `right`.
 */
function assertAdvice(
  check: (path: string, text: string) => string[],
  wrong: readonly string[],
  right: string,
): void {
  assert.deepEqual(
    [...pages, ...dataPages].flatMap((page) => check(page.path, page.text)),
    [],
  );
  for (const text of wrong) assert.equal(check('a.md', text).length, 1, text);
  assert.deepEqual(check('a.md', right), []);
}

test('no page copies mail only before the MX record moves, which leaves the messages of the change behind', () => {
  assertAdvice(
    mailCopiedOnlyBeforeMx,
    ['Copy old mail with an IMAP tool before you change MX.'],
    'Copy old mail before you change MX, and run the same copy again a day later.',
  );
});

/**
 * Each place a page lets a sudo user run the installer without saying to open a root shell first, and each
 * command block that runs it through `sudo` in one line: `sudo` closes the file descriptor that
 * `bash <(curl …)` reads the script from, so the command fails before it starts.
 */
export function installerThroughSudo(path: string, text: string): string[] {
  const oneLine = [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)]
    .filter(([, code]) => /^\s*sudo\s+bash\s+<\(curl\b/m.test(code))
    .map(([, code]) => `${path}: runs the installer through sudo: "${code.trim().slice(0, 80)}"`);
  const userWithSudo = text
    .split(/\n\s*\n/)
    .filter(
      (paragraph) =>
        /\buser with sudo\b/i.test(paragraph) && !/\bsudo -[is]\b|\broot shell\b/.test(paragraph),
    )
    .map(
      (paragraph) =>
        `${path}: lets a user with sudo install without a root shell: "${paragraph.trim().slice(0, 80)}"`,
    );
  return [...oneLine, ...userWithSudo];
}

test('no page has a sudo user run the installer without a root shell, where `sudo bash <(curl …)` fails', () => {
  assertAdvice(
    installerThroughSudo,
    [
      "{label: 'Access', value: 'root, or a user with sudo'}",
      '```bash\nsudo bash <(curl -fsSL https://get.portico.example)\n```',
    ],
    'As a user with sudo, open a root shell first:\n\n```bash\nsudo -i\nbash <(curl -fsSL https://get.portico.example)\n```',
  );
});

/**
 * Each section, headed with a secondary nameserver ("Add a secondary", "Adding a secondary by hand"), that
 * does not say to register the secondary's name and address as a glue record. Without it resolvers cannot
 * find the secondary, or keep asking the Portico server under the old name, and the zones go offline with it.
 */
export function secondaryWithoutGlue(path: string, text: string): string[] {
  return text
    .split(/^(?=#{2,3} )/m)
    .filter((section) => /^#{2,3} [^\n]*\bsecondar(?:y|ies)\b/i.test(section))
    .filter((section) => !/\bglue\b/i.test(section))
    .map(
      (section) =>
        `${path}: "${section.split('\n')[0]}" never says to register the secondary's glue record`,
    );
}

/** A page's paragraphs and its list items (numbered or not, nested too), each on its own. */
const paragraphsAndItems = (text: string): string[] => text.split(/\n\s*\n|\n(?=\s*(?:\d+\. |- ))/);

/**
 * Each paragraph or list item that has the reader register a nameserver's glue record at a registrar without
 * the A record of the same name in its own zone, or the step before that gave it (the same addresses, 0.3.7's
 * Nameservers pair, which wrote the A records): the glue lets the parent zone delegate, but a resolver that
 * looks the name up finds no address, and the nameserver is lame.
 */
export function glueWithoutAddressRecord(path: string, text: string): string[] {
  return paragraphsAndItems(text)
    .filter((item) =>
      /\b(?:register|create|needs?)\b[^.]*\bglue records?\b|\bglue records?\b[^.]*\bregistrar\b/i.test(
        item,
      ),
    )
    .filter((item) => !/\bA records?\b|\bsame address(?:es)?\b|\bthe pair above\b/.test(item))
    .map(
      (item) =>
        `${path}: registers glue records without the A record of each name: "${item.trim().slice(0, 100)}"`,
    );
}

/**
 * Each paragraph or list item that offers turning root's SSH login off (**Root login** set to **No**) without
 * saying to check first that another user can sign in and run `sudo`: the `portico` command needs root, and
 * without such a user the server is out of reach over SSH.
 */
export function rootLoginOffWithoutSudo(path: string, text: string): string[] {
  return text
    .split(/\n\s*\n|\n(?=\d+\. |- )/)
    .filter((item) => /\*\*Root login\*\*[\s\S]*\*\*No\*\*/.test(item))
    .filter((item) => !/\bbefore\b[^.]*\bsudo\b|\bsudo\b[^.]*\bfirst\b/i.test(item))
    .map(
      (item) =>
        `${path}: offers **Root login** **No** without a sudo user checked first: "${item.trim().slice(0, 100)}"`,
    );
}

/** Who a paragraph or list item says creates the A records of nameservers named under a domain of the server. */
type NameserverAddressActor = 'Portico' | 'reader' | 'nobody';

/**
 * Each paragraph or list item of `text` about the A records of nameservers named under a hosted domain (it names
 * their glue records, or A records for `ns1`), with who it says creates them: Portico, the reader (the
 * administrator or a reseller), or nobody, which leaves the reader to guess while resolvers cannot find the
 * nameservers. A sentence ends at a full stop before a space, so `example.com` stays inside one.
 */
export function nameserverAddressActors(
  text: string,
): Array<{actor: NameserverAddressActor; item: string}> {
  const SENTENCE = String.raw`(?:(?!\.\s)[\s\S])*?`;
  const portico = new RegExp(
    String.raw`\bPortico\b${SENTENCE}\b(?:adds|creates|writes)\b${SENTENCE}\bA records?\b`,
  );
  const reader = new RegExp(
    String.raw`\b(?:give|gives|add|create|creates)\b${SENTENCE}\bA records?\b|\bportico dns add-record\b[^\n]*--type=A\b`,
    'i',
  );
  return paragraphsAndItems(text)
    .filter(
      (item) =>
        /\bA records?\b/.test(item) &&
        /\bglue records?\b|\bchild nameservers?\b|\bA records? for `?ns\d/i.test(item),
    )
    .map((item) => ({
      actor: portico.test(item) ? 'Portico' : reader.test(item) ? 'reader' : 'nobody',
      item: item.trim().slice(0, 100),
    }));
}

test('in every docs version, each page that tells of the A records of nameservers named under a hosted domain says who creates them, and every page of the version says the same', () => {
  const actorsByVersion = new Map<string, Array<{path: string; actor: NameserverAddressActor}>>();
  const unsaid: string[] = [];
  for (const page of pages)
    for (const {actor, item} of nameserverAddressActors(page.text)) {
      if (actor === 'nobody') unsaid.push(`${page.path}: "${item}" does not say who creates them`);
      else
        actorsByVersion.set(page.docsVersion, [
          ...(actorsByVersion.get(page.docsVersion) ?? []),
          {path: page.path, actor},
        ]);
    }
  assert.deepEqual(unsaid, []);
  for (const [docsVersion, stated] of actorsByVersion)
    assert.equal(
      new Set(stated.map(({actor}) => actor)).size,
      1,
      `${docsVersion}: ${stated.map(({path, actor}) => `${path} (${actor})`).join(', ')}`,
    );
  const cases: ReadonlyArray<readonly [string, NameserverAddressActor]> = [
    [
      'The zone of that domain needs an A record for each name, and its registrar glue records.',
      'nobody',
    ],
    [
      '3. Press **Save**. Portico rewrites the NS records of every zone and, if `example.com` is hosted here, adds A records for `ns1` and `ns2` to it.',
      'Portico',
    ],
    [
      '- Portico does not create their address records: give each name an A record in the zone of `example.com`, and register glue records at its registrar.',
      'reader',
    ],
  ];
  for (const [item, actor] of cases)
    assert.deepEqual(
      nameserverAddressActors(item).map((found) => found.actor),
      [actor],
      item,
    );
});

/** Advice that cuts the server off when followed literally, each with a page that gives it and one that does not. */
const cuttingOffAdvice = [
  {
    rule: secondaryWithoutGlue,
    given: '## Add a secondary\n\nCopy the block into `named.conf`.\n',
    safe: '## Add a secondary\n\nRegister `ns3` with its address as a glue record.\n\n## Next\n\nA secondary follows.',
  },
  {
    rule: glueWithoutAddressRecord,
    given:
      '- For your own nameservers, register glue records `ns1` and `ns2` at the domain registrar.',
    safe: '- Give `ns1` an A record in the zone of `example.com`, and register the same name and address as a glue record at its registrar.',
  },
  {
    rule: rootLoginOffWithoutSudo,
    given:
      '4. Choose **Root login**: **Yes** or **No**. With **No**, sign in as another user and use `sudo`.',
    safe: '4. Choose **Root login**: **Yes** or **No**. Before you choose **No**, check that another user can run `sudo`.',
  },
];

test('no page adds a secondary nameserver without its glue record, registers glue without the A record, nor turns root SSH login off before a sudo user is checked', () => {
  for (const {rule, given, safe} of cuttingOffAdvice) {
    assert.deepEqual(
      pages.flatMap((page) => rule(page.path, page.text)),
      [],
    );
    assert.equal(rule('a.md', given).length, 1, given);
    assert.deepEqual(rule('a.md', safe), [], safe);
  }
});

/**
 * Each section of a page that has the reader delete the backup folders that match no account, without naming
 * `pre-1.0`: the upgrade from 0.3 leaves the archives it took of every account there, so on such a server the
 * folder matches no account either, and the advice deletes more than deleted accounts. Servers of 0.x have none.
 */
export function backupFoldersWithoutPre10(path: string, text: string): string[] {
  return text
    .split(/^(?=#{2,3} )/m)
    .filter((section) => /\/var\/backups\/portico\b/.test(section))
    .filter((section) => /\b(?:no|without an?|no matching) account\b/i.test(section))
    .filter((section) => /\brm -rf\b|\bdelete (?:it|the folder)\b/i.test(section))
    .filter((section) => !/\bpre-1\.0\b/.test(section))
    .map(
      (section) =>
        `${path}: "${section.split('\n')[0]}" deletes backup folders without an account but never names pre-1.0`,
    );
}

test('a page that deletes the backup folders without an account names the pre-1.0 folder the upgrade from 0.3 leaves', () => {
  assert.deepEqual(
    pages
      .filter((page) => compareVersions(page.docsVersion, '1.0.0') >= 0)
      .flatMap((page) => backupFoldersWithoutPre10(page.path, page.text)),
    [],
  );
  const given =
    '## Clear archives\n\nA folder of `/var/backups/portico/` with no account is a deleted one: delete it.\n';
  assert.equal(backupFoldersWithoutPre10('a.md', given).length, 1);
  assert.deepEqual(
    backupFoldersWithoutPre10(
      'a.md',
      `${given}\nOn an upgraded server, \`pre-1.0\` holds the upgrade's archives.\n`,
    ),
    [],
  );
});

/**
 * Each `mysqldump` command of a page that writes a dump to a file without removing its `DEFINER` clauses:
 * triggers, views and routines name a user of the old server, which a Portico account may not act for, so
 * the import of that dump stops at the first one. A command continued with a backslash is read whole. A
 * sentence that has the reader export with a definer option is reported too: `mysqldump` has none.
 */
export function dumpsWithDefiners(path: string, text: string): string[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => /\bmysqldump\b[^\n]*>/.test(line) && !/\bDEFINER\b/.test(line))
    .map((line) => `${path}: writes a dump whose DEFINER clauses stop the import: "${line.trim()}"`)
    .concat(
      [...text.matchAll(/[^.\n]*\bdefiner (?:option|switch|flag)\b[^.\n]*/gi)].map(
        ([sentence]) => `${path}: names a definer option mysqldump lacks: "${sentence.trim()}"`,
      ),
    );
}

/**
 * Each page whose numbered steps change a domain's nameservers before the step that removes its DS record:
 * resolvers keep the old DS record for its TTL and reject the new nameservers' answers until it expires, so
 * the domain goes dark unless the DS record is gone before the nameservers change.
 */
export function nameserversBeforeDsRemoval(path: string, text: string): string[] {
  const steps = text.split('\n').filter((line) => /^\s*\d+\. /.test(line));
  const nameservers = steps.findIndex(
    (step) => /\bnameservers?\b/i.test(step) && !/\bDS\b/.test(step),
  );
  const ds = steps.findIndex((step) => /\bDS record\b/.test(step));
  return nameservers !== -1 && ds !== -1 && nameservers < ds
    ? [`${path}: changes the nameservers before removing the DS record: "${steps[ds].trim()}"`]
    : [];
}

test('no page has the reader change nameservers before the DS record of the old provider is gone', () => {
  assert.deepEqual(
    pages.flatMap((page) => nameserversBeforeDsRemoval(page.path, page.text)),
    [],
  );
  const nameservers = '1. Replace the nameservers with `ns1.example.com`.';
  const ds = '1. Delete the DS record and wait until `dig DS` prints nothing.';
  assert.equal(
    nameserversBeforeDsRemoval('a.md', `${nameservers}\n${ds.replace('1.', '2.')}`).length,
    1,
  );
  assert.deepEqual(
    nameserversBeforeDsRemoval('a.md', `${ds}\n${nameservers.replace('1.', '2.')}`),
    [],
  );
});

/** The files under `/var/log/portico/` that a docs page names, each with the page. */
export function porticoLogsNamed(
  pages: ReadonlyArray<{path: string; text: string}>,
): Array<{path: string; log: string}> {
  return pages.flatMap(({path, text}) =>
    [...text.matchAll(/\/var\/log\/portico\/([a-z][\w-]*\.log)\b/g)].map(([, log]) => ({
      path,
      log,
    })),
  );
}

test('in every docs version with a Services → Logs doc, every log under /var/log/portico/ that a doc of that version names is in its table', (t) => {
  for (const docsVersion of everyDocsVersion) {
    const docsDir = docsDirOf(docsVersion);
    const docs = pages.filter(
      (page) => page.docsVersion === docsVersion && page.path.startsWith(`${docsDir}/`),
    );
    const logsPage = docs.find((page) => page.path === `${docsDir}/admin/services/logs.md`);
    if (!logsPage && docsVersion !== docsVersions.current) {
      t.diagnostic(`${docsVersion} is skipped: it has no Services → Logs doc`);
      continue;
    }
    assert.ok(logsPage, `${docsDir}/admin/services/logs.md was not read`);
    const listed = new Set(
      [...logsPage.text.matchAll(/^\|([^|\n]*)\|/gm)].flatMap(([, cell]) =>
        [...cell.matchAll(/`([\w-]+\.log)`/g)].map(([, log]) => log),
      ),
    );
    assert.ok(
      listed.has('admin.log'),
      `${docsVersion}: no log read from the table of Services → Logs`,
    );
    assert.deepEqual(
      porticoLogsNamed(docs)
        .filter(({log}) => !listed.has(log))
        .map(({path, log}) => `${path}: names ${log}, which Services → Logs does not list`),
      [],
    );
  }
});

test('no page has the reader write a database dump for a Portico account without removing its DEFINER clauses', () => {
  assert.deepEqual(
    [...pages, ...dataPages].flatMap((page) => dumpsWithDefiners(page.path, page.text)),
    [],
  );
  assert.equal(
    dumpsWithDefiners('a.md', 'mysqldump --routines shop | gzip > shop.sql.gz').length,
    1,
  );
  assert.equal(dumpsWithDefiners('a.md', 'Export again with the definer option off.').length, 1);
  assert.deepEqual(
    dumpsWithDefiners(
      'a.md',
      "mysqldump --routines shop \\\n  | sed -e 's/DEFINER=`[^`]*`@`[^`]*`//g' | gzip > shop.sql.gz\nRun `mysqldump --single-transaction` on the old server.",
    ),
    [],
  );
});

test('in every docs version, Service status lists the host services of its data, a command or sample names only those and a status sample all that every server runs, and a list of services to restart names every one that serves', () => {
  for (const docsVersion of everyDocsVersion) {
    const status = pages.find(
      (page) => page.docsVersion === docsVersion && page.path.endsWith('/admin/services/status.md'),
    );
    assert.ok(status, `${docsVersion} has a Service status page`);
    assert.deepEqual(
      listedServices(status.source),
      hostServicesOf(docsVersion).map((service) => service.name),
      status.path,
    );
  }
  assert.deepEqual(
    pages.flatMap((page) =>
      restartListsMissing(page.path, page.source, hostServicesOf(page.docsVersion)),
    ),
    [],
  );
  const servicesProblems = (where: string, text: string, services: readonly HostService[]) => [
    ...unknownServices(where, text, services),
    ...missingServices(where, text, services),
  ];
  assert.deepEqual(
    [
      ...pages.flatMap((page) =>
        servicesProblems(page.path, page.source, hostServicesOf(page.docsVersion)),
      ),
      ...everyDocsVersion.flatMap((docsVersion) =>
        servicesProblems(
          `the ${docsVersion} CLI data`,
          cliToolOf(docsVersion)
            .groups.flatMap((group) => group.commands)
            .flatMap((command) => [
              command.output.sample,
              ...Object.values(command.output.variants ?? {}),
              ...command.examples,
            ])
            .join('\n\n'),
          hostServicesOf(docsVersion),
        ),
      ),
    ],
    [],
  );
  const current = hostServicesOf(docsVersions.current);
  assert.deepEqual(
    unknownServices(
      'a.md',
      'portico service restart caddy\nportico service logs --user=acme web',
      current,
    ),
    [],
  );
  assert.equal(unknownServices('a.md', 'Run `portico service restart named`.', current).length, 1);
  assert.equal(
    unknownServices('a.md', 'SERVICE  STATE\npanel  running\nnginx  running', current).length,
    1,
  );
  assert.deepEqual(
    missingServices('a.md', 'SERVICE  STATE\npanel  running\nadmin  running', current),
    ['caddy', 'docker', 'bind', 'nftables', 'clamav', 'cron'].map(
      (name) => `a.md: a host status table leaves out ${name}`,
    ),
  );
  // The oldest docs version's services, systemd units of 0.x (`portico-panel`, `named`).
  const services = hostServicesOf(docsVersions.previous.at(-1)!);
  assert.equal(
    restartListsMissing(
      'a.md',
      '## Bring services back\n\nThey stopped.\n\n```bash\nsystemctl restart portico-admin portico-panel portico-proxy\n```',
      services,
    ).length,
    1,
  );
  assert.deepEqual(
    restartListsMissing(
      'a.md',
      '## Limits\n\nAfter an edit, run `systemctl restart portico-admin portico-panel`.',
      services,
    ),
    [],
  );
  assert.deepEqual(
    restartListsMissing(
      'a.md',
      'They stopped: `systemctl restart portico-admin portico-panel portico-proxy named.service`',
      services,
    ),
    [],
  );
});

/** Whether a cron hour field (`2`, `1-3`, `0,2`, `1-5/2`) or a time's hour names the hour the clocks skip or repeat. */
const inClockChange = (hours: string): boolean =>
  hours.split(',').some((part) => {
    const [range, step = '1'] = part.split('/');
    if (range === '*') return false;
    const [from, to = from] = range.split('-').map(Number);
    return (
      clockChangeHour >= from &&
      clockChangeHour <= to &&
      (clockChangeHour - from) % Number(step) === 0
    );
  });

/**
 * Each schedule that a page shows or recommends in the hour daylight saving time skips or repeats, other than
 * the backup time of its version (which runs in server time, UTC on a fresh install, and which
 * `clockShiftWithoutWarning` covers): a cron line, a schedule, time or check_time setting, or a sentence
 * that runs something at a time.
 */
export function schedulesInClockChange(
  path: string,
  markdown: string,
  backupTimes: readonly string[],
): string[] {
  const code = [...markdown.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1\s*$/gm)]
    .map(([, , block]) => block)
    .join('\n');
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ');
  const cronLines = [
    ...code.matchAll(
      /^\s*([\d*/,-]+)\s+([\d*/,-]+)\s+[\d*/,-]+\s+[\d*/,-]+\s+[\d*/,-]+\s+[a-z/]/gim,
    ),
  ]
    .filter(([, , hours]) => inClockChange(hours))
    .map(([line]) => line.trim());
  const times = [
    ...`${code}\n${prose}`.matchAll(
      /\b(?:schedule|check_time|time|OnCalendar)\s*=[^\n]*?\b(\d{1,2}):(\d{2})\b/g,
    ),
    ...linkedSentences(prose).flatMap((sentence) => [
      ...sentence.matchAll(/\b(?:runs?|scheduled|fires?)\b[^.;]{0,30}?\bat (\d{1,2}):(\d{2})\b/gi),
    ]),
  ]
    .filter(([, hour, minute]) => {
      const time = `${hour.padStart(2, '0')}:${minute}`;
      return inClockChange(String(Number(hour))) && !backupTimes.includes(time);
    })
    .map(([match]) => match.trim());
  return [...cronLines, ...times].map(
    (schedule) => `${path}: "${schedule}" runs in the hour daylight saving time skips or repeats`,
  );
}

/**
 * A page that sets the server's time zone (`server.timezone`, `timedatectl set-timezone`, the `timezone` key
 * of `[server]`) in a version whose nightly backups run in the hour the clocks skip or repeat must say so,
 * in one paragraph that names daylight saving time and the backups: in a zone that shifts, they run twice
 * or not at all on the switching nights.
 */
export function clockShiftWithoutWarning(
  path: string,
  markdown: string,
  backupTimes: readonly string[],
): string[] {
  const setsZone =
    /\bserver\.timezone=|\bset-timezone\b|^\[server\]\n(?:[^[\n].*\n)*?timezone = |^\| *Timezone *\| *`timezone` *\|/m;
  if (!backupTimes.some((time) => inClockChange(time.split(':')[0])) || !setsZone.test(markdown))
    return [];
  const warned = markdown
    .split(/\n\s*\n|\n(?=\s*[-*] )/)
    .some(
      (paragraph) =>
        /\bdaylight saving\b/i.test(paragraph) &&
        /:fact\[backup-time\]|\bbackups?\b/i.test(paragraph),
    );
  return warned
    ? []
    : [
        `${path}: sets the time zone without saying the nightly backups fall in the hour daylight saving time skips or repeats`,
      ];
}

test('no page schedules a job in the hour daylight saving time skips or repeats, and a page that sets the time zone says the nightly backups run in it', () => {
  assert.deepEqual(
    pages.flatMap((page) => {
      const backupTimes = factsOf(page.docsVersion)['backup-time'].values;
      return [
        ...schedulesInClockChange(page.path, page.text, backupTimes),
        ...clockShiftWithoutWarning(page.path, page.text, backupTimes),
      ];
    }),
    [],
  );
  const nightly = ['02:30'];
  // A check, a page's Markdown, and how many findings it gives.
  const cases: ReadonlyArray<
    readonly [
      (path: string, markdown: string, times: readonly string[]) => string[],
      string,
      number,
    ]
  > = [
    [schedulesInClockChange, '```text\n15 2 * * * root rsync -a /var/backups/ vault:\n```', 1],
    [schedulesInClockChange, '```text\n0 1-3 * * * root /usr/local/bin/sync\n```', 1],
    [schedulesInClockChange, '```text\n15 5 * * * root rsync -a /var/backups/ vault:\n```', 0],
    [schedulesInClockChange, '```text\n*/15 * * * * /usr/local/bin/check.sh\n```', 0],
    [schedulesInClockChange, '```text\n13  0  0 412388  80124 1904332\n```', 0],
    [schedulesInClockChange, 'Set `check_time = 02:15` so it runs at night.', 1],
    [schedulesInClockChange, 'The copy job runs at 02:45 every night.', 1],
    [schedulesInClockChange, 'The nightly backups run at 02:30.', 0],
    [schedulesInClockChange, 'The damage happened after 02:35.', 0],
    [schedulesInClockChange, 'In most of Europe that hour starts at 02:00.', 0],
    [
      clockShiftWithoutWarning,
      '```bash\nportico config set server.timezone=Europe/Berlin\n```\n\nDaylight saving time is handled by the zone rules. A job scheduled at 02:30 may run twice.',
      1,
    ],
    [
      clockShiftWithoutWarning,
      '```bash\nportico config set server.timezone=Europe/Berlin\n```\n\nWith daylight saving time, the nightly backups at :fact[backup-time] may run twice.',
      0,
    ],
    [clockShiftWithoutWarning, '| Timezone | `timezone` | for cron jobs and backup times |', 1],
    [clockShiftWithoutWarning, '```ini\n[php]\ntimezone = UTC\n```', 0],
  ];
  for (const [check, markdown, count] of cases)
    assert.equal(check('a.md', markdown, nightly).length, count, markdown);
  assert.deepEqual(
    clockShiftWithoutWarning('a.md', '| Timezone | `timezone` | for cron jobs |', ['03:30']),
    [],
  );
});

/** The items of the list under a doc's `heading`, each with its links' words only and without its closing punctuation. */
export function listUnder(markdown: string, heading: string): string[] {
  const section =
    new RegExp(`^## ${heading}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, 'm').exec(markdown)?.[1] ?? '';
  return [...section.matchAll(/^- ([\s\S]*?)(?=\n- |\n\n|$(?![\s\S]))/gm)].map(([, item]) =>
    item
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\s+/g, ' ')
      .replace(/[;.]$/, '')
      .trim(),
  );
}

test("in every docs version with a Demo mode doc, it lists what demo mode blocks as that version's data does, the data the demo page renders", (t) => {
  for (const docsVersion of everyDocsVersion) {
    const path = `${docsDirOf(docsVersion)}/admin/advanced/demo-mode.md`;
    const doc = pages.find((page) => page.path === path);
    if (!doc && docsVersion !== docsVersions.current) {
      t.diagnostic(`${docsVersion} is skipped: it has no Demo mode doc`);
      continue;
    }
    assert.ok(doc, `${path} was not read`);
    assert.deepEqual(
      listUnder(doc.source, 'What demo mode blocks'),
      demoModeBlocksOf(docsVersion).map((item) => item.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
      docsVersion,
    );
  }
  assert.deepEqual(
    listUnder('## Blocks\n\nIntro:\n\n- one [a](./a.md);\n- two\n  lines.\n\nAfter.', 'Blocks'),
    ['one a', 'two lines'],
  );
});

/**
 * Values that read as a fact wherever they stand: a time of day, a size, a duration, a port, a price, a
 * collation, a rate ("60 requests per minute"), a percentage, a count of accounts, domains or servers.
 */
const FACT_LIKE = new RegExp(
  [
    String.raw`\b\d{2}:\d{2}\b`,
    String.raw`\b\d+ ?(?:MB|GB|KB|MiB|GiB)\b`,
    String.raw`\b\d+ (?:days|hours|minutes|seconds)\b`,
    String.raw`\bport \d+\b`,
    String.raw`\$\d+(?:\.\d\d)?`,
    String.raw`\butf8mb4_\w+`,
    String.raw`\b\d+ (?:requests|calls|messages|emails|attempts|connections) (?:per|an?|each) (?:second|minute|hour|day)\b`,
    String.raw`\b\d+(?:\.\d+)? ?%`,
    String.raw`\b\d+ (?:accounts|domains|servers)\b`,
  ].join('|'),
  'g',
);

/** The values that stand typed (not rendered with `:fact`) on two or more of `among`, with their pages, most pages first. */
function repeatedValues(among: readonly Page[]): Array<[string, Set<string>]> {
  const pagesOf = new Map<string, Set<string>>();
  for (const page of among) {
    const prose = page.text.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ');
    for (const [value] of prose.matchAll(FACT_LIKE))
      pagesOf.set(value, (pagesOf.get(value) ?? new Set()).add(page.path));
  }
  return [...pagesOf].filter(([, on]) => on.size >= 2).sort((a, b) => b[1].size - a[1].size);
}

/**
 * A price that a marketing page renders after "from" or "starts at" is where prices start: an edition's
 * price or the first partner tier's, never a later tier's ("Enterprise from $5.95" is what 200 servers pay,
 * and a partner with ten reads it as their price). The check reads the expression the page renders.
 */
const PRICE_FROM = /\b(?:from|starts? at)(?:\{' '\})?\s*\$?\{formatPrice\(([^)]*)\)\}/g;
const STARTING_PRICE = /\bpartnerTiers\[0\]|\bfirstTier\b|\benterprise\b|\bedition\b/;

export function laterTierFrom(path: string, source: string): string[] {
  return [...source.matchAll(PRICE_FROM)]
    .filter(([, price]) => !STARTING_PRICE.test(price))
    .map(([match]) => `${path}: "${match}" is not where prices start`);
}

test('a marketing page that says its prices start from one renders the first partner tier or an edition price there', () => {
  assert.deepEqual(
    loadMarketingSources().flatMap(({path, source}) => laterTierFrom(path, source)),
    [],
  );
  assert.equal(
    laterTierFrom('a.tsx', 'title={`Enterprise from ${formatPrice(lowest.monthly)}`}').length,
    1,
  );
  assert.deepEqual(
    laterTierFrom('a.tsx', 'title={`Enterprise from ${formatPrice(partnerTiers[0].monthly)}`}'),
    [],
  );
  assert.deepEqual(
    laterTierFrom('a.tsx', "pay from{' '}\n  {formatPrice(firstTier.monthly)} a month"),
    [],
  );
});

test('the values that stand on two or more pages are counted', (t) => {
  const repeated = repeatedValues(pages);
  t.diagnostic(
    `${repeated.length} values stand on two or more pages: ${repeated.map(([value, on]) => `${value} (${on.size})`).join(', ')}`,
  );
  // A release's changelog page keeps the values of its date (tests/unit/dated-pages.test.ts).
  const current = repeatedValues(
    pages.filter(
      (page) =>
        page.path.startsWith('docs/') && !/\/changelog\/\d+\.\d+\.\d+\.mdx?$/.test(page.path),
    ),
  );
  t.diagnostic(
    `${current.length} of them on two or more undated pages of the current docs: ${current.map(([value, on]) => `${value} (${on.size})`).join(', ')}; ${Object.keys(facts).length} facts are rendered from src/data/facts.ts`,
  );
  for (const [value, on] of repeated) t.diagnostic(`${value}: ${[...on].sort().join(', ')}`);
  assert.ok(
    repeated.length > 10,
    `only ${repeated.length} repeated values found; the extraction is broken`,
  );
});

/**
 * What a command's words or output state of a fact, each with the values its docs version's facts
 * allow: a port of the two panels (a sign-in address, a sign-in, the panels' firewall rule), the
 * passive FTP range, the time in a daily archive's name, the time of the next update check.
 */
const CLI_STATEMENTS: ReadonlyArray<{
  readonly what: string;
  readonly pattern: RegExp;
  readonly allowed: (known: Readonly<Record<string, FactValues>>) => readonly string[];
}> = [
  {
    what: 'panel port',
    pattern:
      /https:\/\/[\w.-]+:(\d+)\/|\bsign-in on port (\d+)|\bPortico (?:Panel|Admin)\b[^.\n]{0,30}?\bport (\d+)|\b(\d+)\/tcp, (\d+)\/tcp\s+panels\b/g,
    allowed: (known) => [...known['panel-port'].values, ...known['admin-port'].values],
  },
  {
    what: 'passive range',
    pattern: /\b(\d+-\d+)\/tcp\s+ftp passive\b/g,
    allowed: (known) => known['ftp-passive-ports'].values,
  },
  {
    what: 'daily archive time',
    pattern: /\b[a-z0-9]+-\d{4}-\d{2}-\d{2}-(\d{4})\s+daily\b/g,
    allowed: (known) => known['backup-time'].values.map((time) => time.replace(':', '')),
  },
  {
    what: 'update check time',
    pattern: /\bnext check (\d{2}:\d{2})\b/g,
    allowed: (known) => known['update-check-time'].values,
  },
  {
    // A version older than the one-time links has no lifetime to give them.
    what: 'sign-in link lifetime',
    pattern: /\bvalid (?:for )?(\d+) s(?:econds)?\b/g,
    allowed: (known) => known['sign-in-link']?.values ?? [],
  },
];

/** A certificate's expiry and the day its renewal window opens, which `renewal-days` sets apart. */
const RENEWAL_WINDOW = /\bExpires: (\d{4}-\d{2}-\d{2}) \(renewal from (\d{4}-\d{2}-\d{2})\)/g;

/**
 * Each fact a command of `tool` states with another value than the facts `known` of its docs version give: a
 * port, range, schedule or lifetime anywhere in it, and any fact of src/data/facts.ts in its words.
 */
export function cliFactProblems(
  tool: CliTool,
  known: Readonly<Record<string, FactValues>>,
): string[] {
  const rendered = Object.values(known)
    .map(({text}) => text)
    .sort((a, b) => b.length - a.length);
  return tool.groups
    .flatMap((group) => group.commands)
    .flatMap((command) => {
      const texts = [
        command.summary,
        command.output.description,
        command.output.sample,
        ...Object.values(command.output.variants ?? {}),
        ...command.flags.map((flag) => flag.description),
        ...command.arguments.map((argument) => argument.description),
        ...command.examples,
      ].join('\n');
      // The words around the samples state the facts of src/data/facts.ts as pages do; a fact the data
      // renders into them is its own text, read as rendered.
      const words = [
        command.summary,
        command.output.description,
        ...command.flags.map((flag) => flag.description),
        ...command.arguments.map((argument) => argument.description),
      ]
        .map((text) => rendered.reduce((result, fact) => result.replaceAll(fact, 'FACT'), text))
        .join('\n\n');
      const where = `${tool.docsVersion}: ${tool.binary} ${command.words.join(' ')}`;
      return [
        ...CLI_STATEMENTS.flatMap(({what, pattern, allowed}) =>
          [...texts.matchAll(pattern)].flatMap((match) =>
            match
              .slice(1)
              .filter((group) => group !== undefined && !allowed(known).includes(group))
              .map((value) => `${where}: ${what} ${value}`),
          ),
        ),
        ...[...texts.matchAll(RENEWAL_WINDOW)]
          .map(([, expires, from]) => String(daysBetween(from!, expires!)))
          .filter((days) => !(known['renewal-days']?.values ?? []).includes(days))
          .map((days) => `${where}: a renewal window of ${days} days`),
        ...Object.entries(facts as Record<string, Fact>)
          .filter(([key]) => key in known)
          .flatMap(([key, fact]) =>
            misstated(fact, known[key]!.values, words).map(
              (problem) => `${where}: ${key} ${problem}`,
            ),
          ),
      ];
    });
}

test('in every docs version, the CLI states the panels’ ports, the passive FTP range, the schedules and, in its words, every fact as that version’s data does', () => {
  assert.deepEqual(
    everyDocsVersion.flatMap((version) => cliFactProblems(cliToolOf(version), factsOf(version))),
    [],
  );
  const tool = cliToolOf(docsVersions.current);
  const command = tool.groups[0].commands[0];
  const stating = (sample: string): CliTool => ({
    ...tool,
    groups: [{...tool.groups[0], commands: [{...command, output: {...command.output, sample}}]}],
  });
  const known = factsOf(docsVersions.current);
  const [panel] = known['panel-port'].values;
  assert.equal(
    cliFactProblems(
      stating('https://server.example.com:2090/login/once/1\nallow   2090/tcp, 2091/tcp  panels'),
      known,
    ).length,
    3,
  );
  assert.equal(
    cliFactProblems(
      stating(
        'allow   40000-40100/tcp     ftp passive\nacme-2026-10-31-0300  daily  1.4 GB\nChannel: stable (next check 05:00 UTC)\nhttps://server.example.com/login/once/1 (valid 90 s)\nExpires: 2027-01-29 (renewal from 2027-01-15)',
      ),
      known,
    ).length,
    5,
  );
  assert.deepEqual(
    cliFactProblems(stating(`https://server.example.com:${panel}/login/once/1`), known),
    [],
  );
  const saying = (summary: string): CliTool => ({
    ...tool,
    groups: [{...tool.groups[0], commands: [{...command, summary}]}],
  });
  assert.equal(
    cliFactProblems(
      saying(
        'Put an account back to the state of one archive: files, databases, mail, DNS zones and settings.',
      ),
      known,
    ).length,
    1,
  );
  assert.deepEqual(
    cliFactProblems(
      saying(
        `Put an account back to the state of one archive, which holds ${known['archive-contents']!.text}.`,
      ),
      known,
    ),
    [],
  );
});

test('a title or description that states a fact another way than its version’s data is found', () => {
  const [admin] = factsOf(docsVersions.current)['admin-port'].values;
  const wrong = frontMatterText({
    title: 'Basic auth',
    description: 'Put a prompt in front of Portico Admin on port 2083.',
  });
  assert.equal(misstated(facts['admin-port'], [admin!], wrong).length, 1);
  const doc = loadDocs().find(({frontMatter}) => frontMatter.description?.includes(admin!))!;
  assert.ok(pages.find(({path}) => path === doc.path)!.text.includes(doc.frontMatter.description!));
});

test('a misstated fact is found, and the rendered one or the right value is not', () => {
  // A fact, a sentence that states it, and how many of the values the sentence gives are wrong.
  const cases: ReadonlyArray<readonly [keyof typeof facts, string, number]> = [
    ['backup-time', 'Backups run nightly at 02:30 server time.', 0],
    ['backup-time', 'Backups run nightly at :fact[backup-time].', 0],
    ['backup-time', 'Backups run nightly at 03:00.', 1],
    [
      'mysql-max-connections-range',
      '| `max_connections` | :fact[mysql-max-connections] | 10 to :fact[default-plan-mysql-connections] |',
      1,
    ],
    [
      'mysql-max-connections-range',
      '| `max_connections` | :fact[mysql-max-connections] | :fact[mysql-max-connections-range] |',
      0,
    ],
    ['partner-tiers', 'Partner licenses start at $5.95 per server for ten servers or more.', 2],
    ['open-ports', "In your provider's cloud firewall, open TCP 22, 80 and 443.", 1],
    ['open-ports', "In your provider's cloud firewall, open :fact[open-ports].", 0],
    ['docker-daemons', "| `docker` | Rootless Docker that runs every account's containers |", 1],
    ['docker-daemons', 'All sites share a single Docker daemon.', 1],
    ['docker-daemons', 'Its containers run under :fact[docker-daemons].', 0],
    ['upload-limit', 'Browser uploads stop at 256 MB per file.', 1],
    [
      'upload-limit',
      'Max request body cannot go above 1 GB, the largest upload the panel accepts.',
      1,
    ],
    [
      'upload-limit',
      'The compose window refuses larger uploads than 50 MB. PHP allows 64 MB by default.',
      0,
    ],
    ['history-days', 'Entries older than 30 days are deleted automatically.', 1],
    ['history-days', 'Items in the trash older than 30 days are removed.', 0],
    ['mail-ports', 'For Enterprise mail, open TCP 25, 587 and 993.', 1],
    ['mail-ports', 'Add 25, 465, 587, 993 and 995 for Enterprise mail.', 0],
    ['search-heap', 'Set the **Heap size**: 1 GB is the minimum and the default.', 1],
    [
      'archive-contents',
      'A backup archive holds files, all databases, mailboxes, DNS zones and settings.',
      1,
    ],
    ['archive-contents', "Each archive holds the account's :fact[archive-contents].", 0],
    [
      'archive-contents',
      '- **Entire account**: files, databases, DNS zones and settings return to that night’s state.',
      1,
    ],
    [
      'archive-contents',
      "The restore overwrites the account's files, databases and mail with the archive's content.",
      1,
    ],
    ['mailbox-quota', '| Default mailbox quota | 1024 MB | quota a new address gets |', 1],
    ['mailbox-quota', 'Set the **Quota**, which starts at 1 GB.', 0],
    ['default-plan-ram', "Your plan's RAM (2 GiB on the default plan) is shared.", 1],
    ['default-plan-processes', 'The number of processes per container (30 on the CODE plan).', 1],
    ['default-plan-ram', 'Search needs at least 2 GiB of RAM, more than the default plan has.', 0],
    ['default-plan-emails', 'The CODE plan includes 25 email accounts.', 1],
    ['default-plan-ftp', 'Your plan caps FTP accounts: three on the default plan.', 1],
    [
      'default-plan-databases',
      'A counter compares your databases with the plan, 20 on the CODE plan.',
      1,
    ],
    ['default-plan-cpu', 'On the default plan, 100% means two full cores.', 1],
    ['default-plan-cpu', 'On the default plan, 100% means one full core.', 0],
    ['history-days', 'Notifications are kept 30 days.', 1],
    ['history-days', 'Entries stay in the list for 30 days.', 1],
    ['renewal-days', 'certbot renews them when fewer than 20 remain.', 1],
    ['upload-limit', 'A single file may be up to 1 GB.', 1],
    ['upload-limit', '- **File too large**: the file passes 256 MB.', 1],
    ['panel-languages', 'Portico Panel ships in twelve languages.', 1],
    [
      'ftp-connections-per-ip',
      'The server accepts at most ten simultaneous connections from one IP address.',
      1,
    ],
    ['log-days', 'Logs rotate daily and 7 days are kept.', 1],
    ['log-days', 'Choose the **Period**: **Today**, **Last 7 days** or **Last 30 days**.', 1],
    ['log-days', '| periods | **Today**, **Last 7 days**, **Last :fact[log-days]** |', 0],
    ['api-token-expiry', '4. Choose an **Expiry**: 30, 90 or 180 days, or **Never**.', 1],
    ['api-token-expiry', '- **Expiry**: 730 days, with a calendar reminder to rotate it.', 1],
    ['api-token-expiry', '- **Expiry**: 365 days, with a calendar reminder to rotate it.', 0],
    ['mysql-port', 'Let a desktop client reach your databases on port 3307.', 1],
    ['support-response', '- **First response within 48 hours** for normal tickets.', 1],
    ['support-response', 'Priority support with a 12-hour response, 4 hours for outages.', 1],
    ['outage-response', 'Priority support with a 24-hour response, 8 hours for outages.', 1],
    ['outage-response', 'A first response within two hours when sites are down.', 1],
    ['outage-response', 'A first response within four hours when sites are down.', 0],
    ['move-ttl', "A day ahead, lower the TTL of the domain's records to 600 seconds.", 1],
    ['move-ttl', "Lower the TTL of each domain's records to :fact[move-ttl] a day ahead.", 0],
    ['mysql-wait-timeout', 'With the stock CODE of 3600 seconds, an idle connection lingers.', 1],
    ['admin-port', 'How the Portico REST API on port 8443 authenticates.', 1],
    ['license-grace-days', 'The server keeps Enterprise for ten days of grace.', 1],
    ['license-grace-days', 'Enterprise features keep working for ten days while it retries.', 1],
    ['license-check', 'The server checks its license key once an hour.', 1],
    ['expiry-warnings', 'Portico sends a notification ten days and one day before it ends.', 1],
    ['expiry-warnings', 'A license or trial ending in 14 days, and again 1 day before.', 1],
    ['expiry-warnings', 'The license ends in seven days, then in one day.', 0],
    [
      'archives-kept',
      'The nightly backups go back fourteen days unless your provider keeps more.',
      1,
    ],
    ['archives-kept', 'With the default retention of 5, an account needs five archives.', 1],
    ['archives-kept', 'Ten daily archives is a safe default for backups.', 1],
    ['archives-kept', 'With a retention of 3, older backups are deleted that night.', 0],
    [
      'disk-warning',
      'The disk tile turns amber once usage passes the CODE percentage (85 by default).',
      1,
    ],
    ['ftp-connections-per-ip', '- **Connections per IP**: 4 by default.', 1],
    ['php-memory-limit', 'Four simultaneous requests that each use 128 MB already fill it.', 1],
    ['php-max-execution-time', 'A script may run for 30 seconds.', 1],
    ['php-max-execution-time', 'A script may run for 60 seconds.', 0],
    [
      'php-max-execution-time',
      '- **Maximum execution time of 30 seconds exceeded**: raise CODE.',
      1,
    ],
    ['imunifyav-scan-time', 'ImunifyAV scans every home directory weekly, 02:00 by default.', 1],
    ['imunifyav-scan-time', 'ImunifyAV scans every home directory weekly, 03:30 by default.', 0],
    ['load-warning', 'A load figure above CODE per core (6 by default) turns the tile amber.', 1],
    ['load-warning', 'A load figure above CODE per core (FACT by default) turns it amber.', 0],
    ['quota-warning', 'A bar turns amber at 80% of the limit.', 1],
    ['load-warning', 'A load figure above CODE per core (2 by default) turns amber.', 1],
    ['load-warning', '| 15-minute load per core passes CODE (:fact[load-warning] by default) |', 0],
    ['quota-warning', 'A CPU line flat at 100% of the plan means the account needs more room.', 0],
    ['login-block-attempts', 'The login page blocks an address after ten failed attempts.', 1],
    ['login-block-attempts', 'Too many failed attempts: wait an hour.', 0],
    ['login-block-minutes', 'Repeated mistakes can block your address for 60 minutes.', 1],
    ['api-rate-limit', 'Each token may make 120 calls a minute.', 1],
    ['session-timeout', 'The session closes after 15 minutes without input.', 1],
    ['sign-in-link', 'It returns a one-time URL valid for 300 seconds.', 1],
    ['server-memory', 'Portico needs at least 512 MB of memory and recommends 4 GB.', 2],
    ['server-memory', 'Portico needs at least 1 GB of memory and recommends 2 GB.', 0],
    ['resource-samples-days', 'Data is sampled every minute and kept for 14 days.', 1],
    [
      'resource-samples-days',
      '**Resource usage** keeps a minute-by-minute history of memory and CPU for 14 days.',
      1,
    ],
    ['manual-archives', 'On top of those you may hold up to five manual backups.', 1],
    ['manual-archives', '| manual archives | up to 5 per account |', 1],
    ['manual-archives', 'Take a manual backup first, then one more manual backup.', 0],
    ['imap-port', 'Incoming is IMAP on 143 with STARTTLS.', 1],
    ['imap-port', '| Incoming Mail Server | CODE (port 993, TLS/SSL on) |', 0],
    ['pop3-port', 'POP3 (110, SSL/TLS) works too.', 1],
    ['submission-port', 'Outgoing mail uses port 25 with STARTTLS.', 1],
    ['submission-port', "Fill in an SMTP relay: your provider's host, port 2525 with STARTTLS.", 0],
    ['submission-tls-port', 'Some networks block 587. Switch the SMTP settings to port 2525.', 1],
    ['submission-tls-port', 'Outgoing: port 587 with STARTTLS or port 465 with SSL/TLS.', 0],
    ['update-now', 'To apply the fix, CODE installs the newest release of your line.', 1],
    ['update-now', 'An update by hand stays within its minor line.', 1],
    ['update-now', '| CODE (default) | patch releases within your minor line |', 0],
  ];
  for (const [key, sentence, wrong] of cases)
    assert.equal(misstated(facts[key], facts[key].values, sentence).length, wrong, sentence);
});

test('`:fact[key]` is the text of the fact on the page and in its Markdown copy, in code its value as code writes it, and an unknown key fails the build', () => {
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
  const update = facts['update-check-time'];
  const inCode = [
    'Sign in at `https://server.example.com::fact[admin-port]/`.',
    '```ini title="/etc/portico/portico.conf"\n[updates]\ncheck_time = :fact[update-check-time]\n```',
  ].join('\n\n');
  const shownInCode = [
    `Sign in at \`https://server.example.com:${facts['admin-port'].values[0]}/\`.`,
    `\`\`\`ini title="/etc/portico/portico.conf"\n[updates]\ncheck_time = ${update.values[0]}\n\`\`\``,
  ].join('\n\n');
  assert.equal(render(inCode), shownInCode);
  assert.equal(withDocsVersion(inCode, file), shownInCode);
  assert.equal(
    withDocsVersion(
      'Checks at :fact[update-check-time]: `check_time = :fact[update-check-time]`.',
      file,
    ),
    `Checks at ${update.text}: \`check_time = ${update.values[0]}\`.`,
  );
  assert.throws(
    () => render('Files stay for :fact[no-such-fact].'),
    /trash\.md: :fact\[no-such-fact\] is no fact of the/,
  );
});
