/**
 * A marketing page, a component or a data file renders a port, a price, the memory or disk the server
 * needs or the distributions Portico installs on from the data that decides it (src/data/company.ts,
 * src/data/editions.ts, src/data/platforms.ts) instead of typing its value, so a change there reaches
 * every page. Typed, the value stays behind on the pages nobody remembers. A doc's code (an address,
 * a configuration sample, a command's output) renders the facts it shows with `:fact[key]` too, and so
 * does its prose where it gives the ports of the two panels, the passive FTP range, the time of the
 * nightly backups, a setting's default or any statement a fact of src/data/facts.ts recognizes, in every
 * docs version. A blog post is dated and types its values as they were on its date, and front matter
 * renders nothing: their ports and settings are held to the facts of their version, for a post that of
 * the release current on its date.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {ftpPassive, ports} from '../../src/data/company.ts';
import {editions, partnerTiers} from '../../src/data/editions.ts';
import {formatMoney} from '../../src/data/money.ts';
import {distributions, sizing} from '../../src/data/platforms.ts';
import {docsVersions, everyDocsVersion} from '../../src/data/releases.ts';
import {cliToolOf} from '../../src/data/cli.ts';
import {facts, type Fact} from '../../src/data/facts.ts';
import {
  docsVersionOfDoc,
  linkedSentences,
  loadDocs,
  loadMarketingSources,
  loadPosts,
  sourceWords,
} from '../lib/docs-content.ts';
import {docsVersionDescribing} from '../../src/data/docs-version-data.ts';
import {otherProducts} from '../../src/data/other-products.ts';
import {MARKDOWN_CODE, WRITTEN_FACT_IN_CODE, factsOf} from '../../plugins/markdown/fact-text.ts';

/**
 * Where the values are decided: the ports and prices themselves and how money is written. The CLI's
 * samples render them too (a frozen docs version keeps the values its samples had, in its frozen data).
 */
const DECIDES = /^src\/data\/(?:company|editions|money|platforms)\.ts$/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const prices = [
  ...editions.flatMap((edition) => [edition.monthly, edition.yearly]),
  ...partnerTiers.map((tier) => tier.monthly),
]
  .filter((dollars) => dollars > 0)
  .map((dollars) => escape(formatMoney(dollars)));
const distribution = `(?:${distributions.map(escape).join('|')})`;
/**
 * A typed port of the two panels, as a page or a firewall rule states one ("port 2087",
 * "server.example.com:2083", "instead of 2083", "2083/tcp"), the passive FTP range, a typed price, the
 * memory or free disk the installer checks for, or a list of the distributions it installs on.
 * Another panel's ports in a comparison row ("2083 (cPanel)") are that panel's facts, not Portico's.
 */
const TYPED = new RegExp(
  `(?:\\bport |:|\\bon |\\binstead of )(?:${ports.panel}|${ports.admin})\\b|\\b(?:${ports.panel}|${ports.admin})/(?:tcp|udp)\\b|\\b${ftpPassive.from}\\s*(?:-|–|to)\\s*${ftpPassive.to}\\b|(?:${prices.join('|')})(?!\\d)|\\b(?:${sizing.minimumMemoryGB}|${sizing.recommendedMemoryGB}) GB (?:of )?(?:memory|RAM)\\b|\\b${sizing.freeDiskGB} GB (?:of )?free\\b|\\b${distribution}(?:,\\s+${distribution})+,?\\s+(?:or|and)\\s+${distribution}`,
  'g',
);

/** Each port or price typed in the visible words of a source. */
export function typedFacts(path: string, source: string): string[] {
  return [...sourceWords(source).matchAll(TYPED)].map((match) => `${path}: "${match[0]}"`);
}

test('no marketing page, component or data file (the CLI samples included) types a port, price, size or list of distributions that the data decides', () => {
  const sources = loadMarketingSources().filter(({path}) => !DECIDES.test(path));
  assert.ok(sources.length > 20, 'the marketing sources are not where this test looks');
  assert.deepEqual(
    sources.flatMap(({path, source}) => typedFacts(path, source)),
    [],
  );
});

test('a typed port or price is found; one rendered from the data and another panel’s port are not', () => {
  assert.equal(typedFacts('a.tsx', `<p>Sign in on port ${ports.admin}.</p>`).length, 1);
  assert.equal(
    typedFacts('a.ts', `const url = 'https://server.example.com:${ports.panel}';`).length,
    1,
  );
  assert.equal(
    typedFacts('a.ts', `const price = 'Enterprise ${formatMoney(editions[1].monthly)} per month';`)
      .length,
    1,
  );
  assert.equal(
    typedFacts('a.ts', `const rules = 'allow ${ports.panel}/tcp, ${ports.admin}/tcp panels';`)
      .length,
    2,
  );
  assert.equal(
    typedFacts('a.ts', `const rule = 'allow ${ftpPassive.from}-${ftpPassive.to}/tcp';`).length,
    1,
  );
  assert.equal(
    typedFacts('a.tsx', `<p>A server with ${sizing.recommendedMemoryGB} GB of memory.</p>`).length,
    1,
  );
  assert.equal(
    typedFacts('a.tsx', `<p>Install on ${distributions.slice(0, 3).join(', ')} or Arch.</p>`)
      .length,
    0,
  );
  assert.equal(
    typedFacts(
      'a.tsx',
      `<p>Install on ${distributions.slice(0, -1).join(', ')} or ${distributions.at(-1)}.</p>`,
    ).length,
    1,
  );
  assert.equal(
    typedFacts(
      'a.tsx',
      `<p>A fresh ${distributions.slice(0, -1).join(',\n  ')}\n  or ${distributions.at(-1)} machine takes {minutes} minutes.</p>`,
    ).length,
    1,
  );
  assert.deepEqual(
    typedFacts('a.tsx', '<p>A server with {sizing.recommendedMemoryGB} GB.</p>'),
    [],
  );
  assert.deepEqual(typedFacts('a.tsx', '<p>Sign in on port {ports.admin}.</p>'), []);
  assert.deepEqual(typedFacts('a.ts', 'const text = `Sign in on port ${ports.admin}`;'), []);
  assert.deepEqual(
    typedFacts('a.ts', `const row = '${ports.panel} (cPanel), ${ports.admin} (WHM)';`),
    [],
  );
});

/**
 * The facts that code writes as their bare value: the ports of the two panels and of MySQL, the passive
 * FTP range, and the times of the nightly backup and of the update check. The mail client ports are
 * left out: a relay's submission port (`smtp_port = 587`) or the IMAP port of a server mail is imported
 * from are the same numbers, and are not Portico's to decide.
 */
const CODE_FACTS = [
  'panel-port',
  'admin-port',
  'mysql-port',
  'ftp-passive-ports',
  'backup-time',
  'update-check-time',
] as const;

/** Each value of a fact of `CODE_FACTS` typed in the code of a doc of docs version `docsVersion`. */
export function typedInCode(path: string, docsVersion: string, markdown: string): string[] {
  const known = factsOf(docsVersion);
  const values = CODE_FACTS.flatMap((key) => known[key]?.values ?? []);
  const typed = new RegExp(`(?<!\\d)(?:${values.map(escape).join('|')})(?!\\d)`, 'g');
  return [...markdown.matchAll(MARKDOWN_CODE)].flatMap(([code]) =>
    [...code.matchAll(typed)].map(
      (match) => `${path}: "${match[0]}" in ${JSON.stringify(code.slice(0, 80))}`,
    ),
  );
}

/** A release's changelog page keeps the values of its date (tests/unit/dated-pages.test.ts). */
const DATED = /\/changelog\/\d+\.\d+\.\d+\.mdx?$/;

test('no doc of any docs version types a port, the passive FTP range or a schedule of its version’s facts in its code', () => {
  const docs = loadDocs().filter((doc) => !DATED.test(doc.path));
  assert.ok(docs.length > 100, 'the docs are not where this test looks');
  assert.deepEqual(
    docs.flatMap((doc) => typedInCode(doc.path, docsVersionOfDoc(doc), doc.body)),
    [],
  );
});

/**
 * Settings whose default is a fact, by the key a configuration block writes: their value is that fact,
 * rendered with `:fact[key]`, which gives in code the value as the file writes it (`retention = 7` for
 * "the seven newest", `max_message_size = 50` for "50 MB").
 */
const SETTING_FACTS: Readonly<Record<string, string>> = {
  session_timeout: 'session-timeout',
  rate_limit: 'api-rate-limit',
  disk_warning: 'disk-warning',
  load_warning: 'load-warning',
  default_ttl: 'dns-default-ttl',
  scan_time: 'imunifyav-scan-time',
  max_per_ip: 'ftp-connections-per-ip',
  hourly_limit: 'mail-hourly-limit',
  check_time: 'update-check-time',
  retention: 'archives-kept',
  max_upload: 'upload-limit',
  max_message_size: 'mail-message-size',
  default_quota: 'mailbox-quota',
  memory_limit: 'php-memory-limit',
  max_execution_time: 'php-max-execution-time',
  upload_max_filesize: 'request-size-default',
  post_max_size: 'request-size-default',
  client_max_body_size: 'request-size-default',
  LimitRequestBody: 'request-size-default',
  wait_timeout: 'mysql-wait-timeout',
};

/**
 * Each setting of `SETTING_FACTS` that `markdown` gives a typed value, with that value: in a configuration
 * block, beside its name in a table row or in code in a sentence (`` `post_max_size` | 64M ``,
 * `| post_max_size | 64M |`, `` `post_max_size` `64M` ``, `` (`client_max_body_size`, default 64M) ``),
 * as the value `portico config set` changes (`backups.retention: 7 -> 3`), which the CLI's samples give, or as
 * the default a CLI flag takes from the setting (``the `default_ttl` key of `[dns]` (3600)``), escaped or not.
 */
function settingValues(markdown: string): Array<{key: string; value: string}> {
  const keys = Object.keys(SETTING_FACTS).join('|');
  const inBlocks = [...markdown.matchAll(MARKDOWN_CODE)].flatMap(([code]) =>
    [...code.matchAll(new RegExp(`^\\s*(${keys}) = (?!:fact\\[)(\\S+)`, 'gm'))].map(
      ([, key, value]) => ({key: key!, value: value!}),
    ),
  );
  const besideNames = [
    ...markdown.matchAll(
      new RegExp(
        `(?:\`(${keys})\`(?: *\\| *| +|, default )|^\\| *(${keys}) *\\| *)\`?(\\d[\\w.]*)|\\.(${keys}): (\\d[\\w.]*) ->|\`(${keys})\\\\?\` key of \\\\?\`\\[\\w+\\]\\\\?\` \\((\\d[\\w.]*)\\)`,
        'gm',
      ),
    ),
  ].map(([, inCode, inRow, value, changedKey, oldValue, flagKey, flagDefault]) => ({
    key: (inCode ?? inRow ?? changedKey ?? flagKey)!,
    value: (value ?? oldValue ?? flagDefault)!,
  }));
  return [...inBlocks, ...besideNames];
}

/** Each setting of `SETTING_FACTS` that `markdown` gives a typed value, where it must render its fact. */
export function typedSettings(path: string, markdown: string): string[] {
  return settingValues(markdown).map(
    ({key, value}) => `${path}: "${key} ${value}" types :fact[${SETTING_FACTS[key]}]`,
  );
}

/**
 * Each setting of `SETTING_FACTS` that a post, which types its values as they were on its date
 * (tests/unit/dated-pages.test.ts), gives another value than its fact in docs version `docsVersion`.
 */
export function misstatedSettings(path: string, docsVersion: string, markdown: string): string[] {
  const known = factsOf(docsVersion);
  return settingValues(markdown)
    .filter(({key, value}) => !(known[SETTING_FACTS[key]!]?.values ?? []).includes(value))
    .map(
      ({key, value}) =>
        `${path}: "${key} ${value}" is not :fact[${SETTING_FACTS[key]}] of ${docsVersion}`,
    );
}

/**
 * Each fact of src/data/facts.ts that a sentence of `markdown` about it types, in a docs version whose
 * facts are `known`: a statement of the fact by its value (`value` there: "go back seven days", "a rate
 * limit of 60 requests per minute", "IMAP on 993"), or a default typed as one ("7 by default",
 * "(25 MB by default)", "(default 90)", "the default retention of 7"). A field's label stands for its
 * setting there (**Copies kept**).
 */
export function typedStatements(
  path: string,
  known: Readonly<Record<string, {readonly values: readonly string[]}>>,
  markdown: string,
): string[] {
  const keys = Object.keys(facts).filter((key) => key in known);
  // A table row is a statement of its own.
  const sentences = linkedSentences(
    markdown.replace(MARKDOWN_CODE, 'CODE').replace(/\n(?=\|)/g, '\n\n'),
  );
  return keys.flatMap((key) => {
    const value = `(?:${known[key]!.values.map(escape).join('|')})`;
    const typed = new RegExp(
      known[key]!.values.length === 0
        ? '(?!)'
        : `(?<![\\w.:])${value}(?: ?(?:MB|GB|%)| days| minutes)? by default\\b|\\(default ${value}\\b|\\bdefault \\w* ?of ${value}\\b`,
      'gi',
    );
    const {about, value: statement} = (facts as Record<string, Fact>)[key]!;
    return sentences
      .filter((sentence) => about.test(sentence))
      .flatMap((sentence) => {
        // Where both find one, it is one typed value: matches that overlap count once.
        const found = [...sentence.matchAll(typed), ...sentence.matchAll(statement)].sort(
          (a, b) => a.index - b.index,
        );
        return found
          .filter(
            (match, at) =>
              at === 0 || match.index >= found[at - 1]!.index + found[at - 1]![0].length,
          )
          .map(([match]) => `${path}: "${match}" types :fact[${key}] in "${sentence.trim()}"`);
      });
  });
}

test("no doc of any docs version, nor the CLI's samples, types the default of a setting that a fact decides, in a configuration block or beside the setting's name", () => {
  assert.deepEqual(
    [...loadDocs().map(({path, body}) => ({path, source: body})), ...loadMarketingSources()]
      .filter(({path}) => !DECIDES.test(path))
      .flatMap(({path, source}) => typedSettings(path, source)),
    [],
  );
  assert.equal(typedSettings('a.md', '```ini\n[panel]\nsession_timeout = 30\n```').length, 1);
  assert.deepEqual(
    typedSettings('a.md', '```ini\n[panel]\nsession_timeout = :fact[session-timeout]\n```'),
    [],
  );
  assert.deepEqual(
    typedSettings('a.md', '```bash\nportico config set panel.session_timeout=15\n```'),
    [],
  );
  assert.equal(typedSettings('a.md', '| `post_max_size` | 64M | 512M |').length, 1);
  assert.equal(typedSettings('a.md', 'Set it (`client_max_body_size`, default 64M).').length, 1);
  assert.equal(typedSettings('a.md', '| `post_max_size` | `64M` | `512M` |').length, 1);
  assert.equal(typedSettings('a.md', '| post_max_size | 64M | largest form |').length, 1);
  assert.deepEqual(typedSettings('a.md', '| `post_max_size` | :fact[request-size-default] |'), []);
  assert.equal(typedSettings('cli.ts', "'backups.retention: 7 -> 3 (reloaded: cron)'").length, 1);
  assert.deepEqual(
    typedSettings('cli.ts', "`backups.retention: ${facts['archives-kept'].values[0]} -> 3`"),
    [],
  );
  assert.equal(
    typedSettings('cli.ts', "default: 'the `default_ttl` key of `[dns]` (3600)',").length,
    1,
  );
  assert.deepEqual(
    typedSettings(
      'cli.ts',
      "default: `the \\`default_ttl\\` key of \\`[dns]\\` (${facts['dns-default-ttl'].values[0]})`,",
    ),
    [],
  );
});

/** The setting a CLI flag's default names (``the `default_ttl` key of `[dns]` (3600)``), with the value it gives. */
const FLAG_SETTING_DEFAULT = /`(\w+)` key of `\[\w+\]` \((\d[\w.]*)\)/;

test('in every docs version, a CLI flag whose default is a setting that a fact decides gives that fact’s value', () => {
  const problems = everyDocsVersion.flatMap((version) => {
    const known = factsOf(version);
    return cliToolOf(version).groups.flatMap((group) =>
      group.commands.flatMap((command) =>
        command.flags.flatMap((flag) => {
          const [, key, value] = FLAG_SETTING_DEFAULT.exec(flag.default ?? '') ?? [];
          const fact = key === undefined ? undefined : SETTING_FACTS[key];
          return fact === undefined || (known[fact]?.values ?? []).includes(value!)
            ? []
            : [
                `${version}: ${command.words.join(' ')} ${flag.name}: ${key} ${value} is not :fact[${fact}]`,
              ];
        }),
      ),
    );
  });
  assert.deepEqual(problems, []);
  const ttlFlags = cliToolOf(docsVersions.current)
    .groups.flatMap((group) => group.commands)
    .flatMap((command) => command.flags)
    .filter((flag) => FLAG_SETTING_DEFAULT.exec(flag.default ?? '')?.[1] === 'default_ttl');
  assert.ok(ttlFlags.length > 0, 'no CLI flag names the default_ttl setting as its default');
});

test('a post gives the settings that facts decide the values of its date', () => {
  assert.deepEqual(
    loadPosts().flatMap((post) =>
      misstatedSettings(post.path, docsVersionDescribing(post.release), post.body),
    ),
    [],
  );
  const [kept] = factsOf(docsVersions.current)['archives-kept'].values;
  const block = (retention: string) => `\`\`\`ini\n[backups]\nretention = ${retention}\n\`\`\``;
  assert.deepEqual(misstatedSettings('p.md', docsVersions.current, block(kept!)), []);
  assert.equal(misstatedSettings('p.md', docsVersions.current, block('14')).length, 1);
});

test('no doc of any docs version types in a sentence a fact, a setting’s default included', () => {
  assert.deepEqual(
    loadDocs()
      .filter((doc) => !DATED.test(doc.path))
      .flatMap((doc) => typedStatements(doc.path, factsOf(docsVersionOfDoc(doc)), doc.body)),
    [],
  );
  const known = factsOf(docsVersions.current);
  const cases: ReadonlyArray<readonly [string, number]> = [
    ['- **Copies kept**: how many daily backups survive per account, 7 by default.', 1],
    ['Within the backup retention period, seven days by default, restore the mail.', 1],
    ['With the default retention of 7, an account needs seven archives.', 1],
    ['Set **Max message size** (50 MB by default) for mail.', 1],
    ['The nightly backups go back seven days unless your provider keeps more.', 1],
    ['Stay under the rate limit of 60 requests per minute.', 1],
    ['Stay under the rate limit of :fact[api-rate-limit].', 0],
    ['Incoming is IMAP on 993 with SSL.', 1],
    ['Incoming is IMAP on :fact[imap-port] with SSL.', 0],
    [
      '- **Copies kept**: how many daily backups survive per account; by default :fact[archives-kept].',
      0,
    ],
    ['With a retention of 3, older backups are deleted that night.', 0],
    ['Set **Browser cache for static files** (default 7 days).', 0],
    ['Each night Portico writes one archive per account and keeps seven.', 1],
    ['Each night Portico writes one archive per account and keeps :fact[archives-kept].', 0],
    ['Portico prunes its own copies after seven days.', 1],
    ['| a reset | an archive the nightly run would prune after a week |', 1],
    ['`certbot.timer` renews them when fewer than 30 remain.', 1],
    ['Memcached gets 64 MB.', 1],
    ['Memcached gets :fact[cache-memory].', 0],
    ['Size plans so that the disk quotas plus seven nights of backups fit the disk.', 1],
    ['Big accounts make every one of their seven archives grow with them.', 1],
    ['Notifications are kept 90 days.', 1],
    ['Entries stay in the list for :fact[history-days].', 0],
    ['- **File too large**: the file passes 512 MB.', 1],
    ['Raising it past 512 MB does not help browser uploads.', 1],
    ['Keep the **Quota** at 1 GB or set another size.', 1],
    ['Keep the **Quota** at :fact[mailbox-quota] or set another size.', 0],
    ['Every 24 hours the server holding the license checks in with the license server.', 1],
    ['The server holding it checks in with the license server :fact[license-check].', 0],
    ['The `default` plan includes 10 email accounts.', 1],
    ['The `default` plan includes :fact[default-plan-emails] email accounts.', 0],
    ['| FTP accounts | Pure-FTPd logins | 5 |', 1],
    ['| Disk | 10 GB |', 1],
    ['| Disk | used and free space on the root file system |', 0],
    ['All share your plan (1 GiB and one core on the default plan).', 2],
    ['**Reserved CPU** (default 1 core): processor time kept for host services.', 0],
    [
      '| PHP ceilings | Highest values for `memory_limit` and upload size | 1024 MB, 300 s, 512 MB |',
      2,
    ],
    [
      '| PHP ceilings | Highest values | :fact[default-plan-php-memory], :fact[default-plan-php-time] |',
      0,
    ],
  ];
  for (const [sentence, count] of cases)
    assert.equal(typedStatements('a.md', known, sentence).length, count, sentence);
});

/**
 * The tables of `markdown`, each as its header and body rows of cells, the separator row left out; a code
 * block holds no table, and inline code stays, as a cell's value. `cell` gives what a cell shows.
 */
function markdownTables(
  markdown: string,
  cell: (written: string) => string = (written) => written,
): Array<{header: string[]; rows: string[][]}> {
  return (
    markdown
      .replace(MARKDOWN_CODE, (code) => (code.includes('\n') ? '' : code))
      .match(/^\|.*\|[ \t]*(?:\n\|.*\|[ \t]*)+$/gm) ?? []
  ).map((table) => {
    const [header, , ...rows] = table.split('\n').map((row) =>
      row
        .trim()
        .slice(1, -1)
        .split('|')
        .map((written) => cell(written.trim())),
    );
    return {header: header!, rows};
  });
}

/**
 * A table column that gives the built-in plan's limits: headed by the plan's name ("`default`", "Value in
 * the `default` plan") or by the ceilings a plan sets ("plan ceiling").
 */
const PLAN_COLUMN = /^(?:value in the )?`default`(?: plan)?$|\bplan ceiling\b/i;
/** A count or size a cell types: a digit or a number word. */
const TYPED_COUNT = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty)\b/i;

/**
 * Each cell of a column of `markdown` that gives the built-in plan's limits (PLAN_COLUMN) and types a
 * number instead of rendering it with `:fact[key]`: the plan's limits are decided in src/data/plans.ts.
 */
export function typedPlanCells(path: string, markdown: string): string[] {
  return markdownTables(markdown).flatMap(({header, rows}) =>
    header.flatMap((name, column) =>
      PLAN_COLUMN.test(name)
        ? rows
            .filter((row) =>
              TYPED_COUNT.test((row[column] ?? '').replace(WRITTEN_FACT_IN_CODE, ' ')),
            )
            .map((row) => `${path}: "${row[column]}" is typed in the "${name}" column (${row[0]})`)
        : [],
    ),
  );
}

test('no table of any docs version types a limit of the built-in plan in the column that gives them', () => {
  assert.deepEqual(
    loadDocs().flatMap((doc) => typedPlanCells(doc.path, doc.body)),
    [],
  );
  const table = (header: string, cell: string) =>
    [`| field | ${header} |`, '|---|---|', `| Email accounts | ${cell} |`].join('\n');
  assert.equal(typedPlanCells('a.md', table('`default`', '10')).length, 1);
  assert.equal(typedPlanCells('a.md', table('Value in the `default` plan', '1 core')).length, 1);
  assert.equal(typedPlanCells('a.md', table('plan ceiling', '1024 MB')).length, 1);
  assert.equal(typedPlanCells('a.md', table('`default`', 'one core')).length, 1);
  assert.deepEqual(typedPlanCells('a.md', table('`default`', ':fact[default-plan-emails]')), []);
  assert.deepEqual(typedPlanCells('a.md', table('`default`', '`default`')), []);
  assert.deepEqual(typedPlanCells('a.md', table('server default', '256 MB')), []);
});

/**
 * The facts a doc's prose states by their number, which it renders with `:fact[key]` as its code does:
 * the ports of the two panels and of MySQL, the passive FTP range and the time of the nightly backups. Front matter,
 * which nothing renders, may type them.
 */
const PROSE_FACTS = [
  'panel-port',
  'admin-port',
  'mysql-port',
  'ftp-passive-ports',
  'backup-time',
] as const;

/** Each value of a fact of `PROSE_FACTS` typed in the prose of a doc of docs version `docsVersion`. */
export function typedInProse(path: string, docsVersion: string, markdown: string): string[] {
  const known = factsOf(docsVersion);
  const values = PROSE_FACTS.flatMap((key) => known[key]?.values ?? []);
  const typed = new RegExp(`(?<![\\d.])(?:${values.map(escape).join('|')})(?!\\d)`, 'g');
  const prose = markdown.replace(MARKDOWN_CODE, ' ');
  return [...prose.matchAll(typed)].map(
    (match) =>
      `${path}: "${match[0]}" in "${prose.slice(Math.max(0, match.index - 40), match.index + 20).replace(/\s+/g, ' ')}"`,
  );
}

test('no doc of any docs version types a port of the two panels or of MySQL, the passive FTP range or the nightly backup time in its prose', () => {
  const docs = loadDocs().filter((doc) => !DATED.test(doc.path));
  assert.ok(
    docs.some((doc) => docsVersionOfDoc(doc) !== docsVersions.current),
    'no frozen docs version was read',
  );
  assert.deepEqual(
    docs.flatMap((doc) => typedInProse(doc.path, docsVersionOfDoc(doc), doc.body)),
    [],
  );
});

/** The facts that give Portico's ports: its panels', its mail clients', MySQL's and those a firewall opens for it. */
const PORT_FACTS = [
  'panel-port',
  'admin-port',
  'mysql-port',
  'imap-port',
  'pop3-port',
  'submission-port',
  'submission-tls-port',
  'open-ports',
  'mail-ports',
  'ftp-passive-ports',
] as const;

const PORT_NUMBER = String.raw`\d{2,5}(?:[-–]\d{2,5})?`;
/**
 * Ports as a page names them: "port 2087", "ports 80, 443 and 2087", `--port 80,443`, `server:2087`,
 * 2087/tcp, and where the panels' users sign in ("administrators on 2087", "uses 2083 for website owners").
 */
const NAMED_PORTS = new RegExp(
  String.raw`\bports? (${PORT_NUMBER}(?:(?:, |,| and | or )${PORT_NUMBER})*)\b|--port[= ](${PORT_NUMBER}(?:,${PORT_NUMBER})*)|(?<=\.[a-z]{2,}):(\d{2,5})\b|\b(${PORT_NUMBER})\/(?:tcp|udp)\b|(?<=\b(?:sign in|administrators|website owners|resellers)\b[^.;\d]{0,40}?\bon )(\d{4,5})\b(?![-\d])|\b(\d{4,5})(?= for (?:administrators|website owners|resellers)\b)`,
  'gi',
);
/** A sentence about another company's product, whose ports are that product's. */
const OTHER_PRODUCT = new RegExp(
  `\\b(?:${Object.values(otherProducts).flat().map(escape).join('|')})\\b`,
);

/**
 * Each port that `text` names and no port fact of docs version `docsVersion` gives. A dated post and
 * front matter type their ports (tests/unit/dated-pages.test.ts; front matter renders nothing), so
 * they are held to the ports of their version: for a post, that of the release current on its date.
 * A sentence about another company's product, and not Portico, names that product's ports.
 */
export function unknownPorts(path: string, docsVersion: string, text: string): string[] {
  const known = factsOf(docsVersion);
  const ports = new Set(PORT_FACTS.flatMap((key) => known[key]?.text.match(/\d+/g) ?? []));
  const code = [...text.matchAll(MARKDOWN_CODE)].map(([span]) => span);
  const sentences = linkedSentences(text.replace(MARKDOWN_CODE, 'CODE')).filter(
    (sentence) => !OTHER_PRODUCT.test(sentence) || /\bPortico\b/.test(sentence),
  );
  return [...code, ...sentences].flatMap((part) =>
    [...part.matchAll(NAMED_PORTS)]
      .flatMap((match) =>
        match
          .slice(1)
          .find((group) => group !== undefined)!
          .match(/\d+/g)!,
      )
      .filter((port) => !ports.has(port))
      .map((port) => `${path}: port ${port}, which no port fact of ${docsVersion} gives`),
  );
}

test('a post, and the front matter of a doc or a post, name only the ports of their version’s facts', () => {
  const posts = loadPosts().map((post) => ({
    ...post,
    docsVersion: docsVersionDescribing(post.release),
  }));
  const withFrontMatter = [
    ...loadDocs().map((doc) => ({...doc, docsVersion: docsVersionOfDoc(doc)})),
    ...posts,
  ];
  assert.ok(
    withFrontMatter.some(({frontMatter}) => /\bport \d/.test(frontMatter.description ?? '')),
    'no front matter names a port',
  );
  assert.deepEqual(
    [
      ...posts.map((post) => unknownPorts(post.path, post.docsVersion, post.body)),
      ...withFrontMatter.map((page) =>
        unknownPorts(page.path, page.docsVersion, Object.values(page.frontMatter).join('\n\n')),
      ),
    ].flat(),
    [],
  );
  const version = docsVersions.current;
  const [admin] = factsOf(version)['admin-port'].values;
  const cases: ReadonlyArray<readonly [string, number]> = [
    [`Sign in to Portico Admin on port ${admin}.`, 0],
    ['[install, port 80 in use]', 0],
    ['Administrators sign in on port 2088.', 1],
    ['Whether ports 80, 443, 2090 and 2091 are free.', 2],
    ['```bash\naz vm open-port --port 80,443,2090 --priority 900\n```', 1],
    ['Sign in at `https://server.example.com:2090`.', 1],
    ['Open 8443/tcp.', 1],
    ['As of April 2026, Plesk serves its interface on ports 8443 and 8880.', 0],
    ['Website owners sign in on port 2083 and administrators on 2088.', 1],
    ['Portico uses 2090 for website owners and 2091 for administrators.', 2],
    ['Backups at 03:30.', 0],
  ];
  for (const [text, count] of cases)
    assert.equal(unknownPorts('a.md', version, text).length, count, text);
});

test('a port typed in prose is found; one rendered with `:fact[key]`, one in code and a longer number are not', () => {
  const version = docsVersions.current;
  const [admin] = factsOf(version)['admin-port'].values;
  const [passive] = factsOf(version)['ftp-passive-ports'].values;
  assert.equal(typedInProse('a.md', version, `Sign in on port ${admin}.`).length, 1);
  assert.equal(typedInProse('a.md', version, `| 21, ${passive} | FTP |`).length, 1);
  assert.deepEqual(typedInProse('a.md', version, 'Sign in on port :fact[admin-port].'), []);
  assert.deepEqual(
    typedInProse('a.md', version, `Open \`https://server.example.com:${admin}\` or ${admin}0.`),
    [],
  );
});

test('a fact typed in inline code or a code block is found; one rendered with `:fact[key]` and one in prose are not', () => {
  const version = docsVersions.current;
  const [admin] = factsOf(version)['admin-port'].values;
  const [checkTime] = factsOf(version)['update-check-time'].values;
  assert.equal(
    typedInCode('a.md', version, `Open \`https://server.example.com:${admin}\`.`).length,
    1,
  );
  assert.equal(
    typedInCode('a.md', version, `\`\`\`ini\n[updates]\ncheck_time = ${checkTime}\n\`\`\``).length,
    1,
  );
  assert.equal(
    typedInCode(
      'a.md',
      version,
      `1. Run:\n\n   \`\`\`bash\n   curl -I https://server.example.com:${admin}/\n   \`\`\``,
    ).length,
    1,
  );
  assert.deepEqual(
    typedInCode('a.md', version, 'Open `https://server.example.com::fact[admin-port]`.'),
    [],
  );
  assert.deepEqual(
    typedInCode('a.md', version, `Sign in on port ${admin}, or on \`${admin}0\`.`),
    [],
  );
});

/** A size as php.ini and the other configuration files write it (`64M`), and as a sentence does (64 MB). */
const SIZE_AS_CODE = /^`?\d+[KMG]`?$/;
const SIZE_IN_WORDS = /^\d+ ?[KMGT]i?B$/;

/**
 * Each column of a table of `markdown` that writes its sizes both ways, as rendered with the facts
 * `known` of its docs version (`:fact[key]` gives a fact's words in text, its value in code): a reader
 * comparing 64 MB with 512M in one column cannot tell whether the units agree.
 */
export function mixedSizeColumns(
  path: string,
  known: Readonly<Record<string, {readonly text: string; readonly values: readonly string[]}>>,
  markdown: string,
): string[] {
  const shown = (cell: string) =>
    cell
      .replace(/^`:fact\[([a-z0-9-]+)\]`$/, (written, key: string) =>
        known[key] ? (known[key].values[0] ?? known[key].text) : written,
      )
      .replace(/^:fact\[([a-z0-9-]+)\]$/, (written, key: string) => known[key]?.text ?? written);
  return markdownTables(markdown, shown).flatMap(({header, rows}) =>
    header.flatMap((name, column) => {
      const cells = rows.map((row) => row[column] ?? '');
      const asCode = cells.find((cell) => SIZE_AS_CODE.test(cell));
      const inWords = cells.find((cell) => SIZE_IN_WORDS.test(cell));
      return asCode && inWords
        ? [`${path}: the "${name}" column writes ${asCode} and ${inWords}`]
        : [];
    }),
  );
}

test('no table of any docs version writes the sizes of one column both as code writes them and in words', () => {
  assert.deepEqual(
    loadDocs().flatMap((doc) =>
      mixedSizeColumns(doc.path, factsOf(docsVersionOfDoc(doc)), doc.body),
    ),
    [],
  );
  const known = factsOf(docsVersions.current);
  const table = (sizes: readonly string[]) =>
    ['| setting | default |', '|---|---|', ...sizes.map((size) => `| a | ${size} |`)].join('\n');
  assert.equal(
    mixedSizeColumns('a.md', known, table(['256M', ':fact[request-size-default]'])).length,
    1,
  );
  assert.equal(mixedSizeColumns('a.md', known, table(['`256M`', '64 MB'])).length, 1);
  assert.deepEqual(
    mixedSizeColumns('a.md', known, table(['`256M`', '`:fact[request-size-default]`'])),
    [],
  );
  assert.deepEqual(
    mixedSizeColumns('a.md', known, table(['256 MB', ':fact[request-size-default]', '60 seconds'])),
    [],
  );
});
