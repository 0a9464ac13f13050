import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {cliTools, cliToolOf} from '../../src/data/cli.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';
import {docsDirOf, docsVersions, releases} from '../../src/data/releases.ts';
import {
  MARKDOWN_FILES,
  ROOT,
  collectUses,
  docsVersionOfFile,
  parseUse,
  usesInSource,
  usesUnder,
} from '../../plugins/cli-reference/commands.ts';
import {walk} from '../lib/docs-content.ts';

/** The verbs PRODUCT.md gives the `portico` tool, which the data must match exactly. */
const PRODUCT_VERBS = {
  user: ['add', 'delete', 'list', 'suspend', 'unsuspend', 'password', 'login'],
  plan: ['add', 'edit', 'delete', 'list'],
  domain: ['add', 'delete', 'list', 'suspend', 'unsuspend'],
  dns: ['show', 'add-record', 'delete-record', 'reload'],
  ssl: ['issue', 'renew', 'status'],
  backup: ['run', 'list', 'restore'],
  admin: ['add', 'delete', 'list', 'password', 'disable', 'enable'],
  service: ['status', 'restart', 'logs'],
  firewall: ['allow', 'deny', 'list', 'reload'],
  config: ['get', 'set'],
  license: ['key', 'verify', 'info'],
  update: ['--check', '--now'],
  report: [],
};

const problemsIn = (file: string, source: string) =>
  usesInSource(file, source).flatMap((use) => parseUse(use).problems);

test('every portico and portico-cli command on every page parses against src/data/cli.ts', () => {
  const uses = collectUses();
  assert.ok(uses.length > 200, `only ${uses.length} commands found; the extraction is broken`);
  const failures = uses.flatMap((use) =>
    parseUse(use).problems.map((problem) => `${use.file}:${use.line}: ${problem}\n    ${use.text}`),
  );
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test("a docs version's commands, read from its own folder as its CLI reference reads them, are the site's commands in that folder", () => {
  for (const version of [docsVersions.current, ...docsVersions.previous]) {
    const dir = docsDirOf(version);
    const own = usesUnder(dir, MARKDOWN_FILES);
    assert.ok(own.length > 0, `no command found in ${dir}`);
    assert.deepEqual(
      own,
      collectUses().filter((use) => use.file.startsWith(`${dir}/`)),
    );
  }
});

/** Each list of a size's units a page gives ("a unit, `M` or `G`") that is not `units`, those its docs version's CLI and API take. */
export function wrongSizeUnits(file: string, source: string, units: readonly string[]): string[] {
  const expected = units.join(' ');
  return [...source.matchAll(/\bunits?,? ((?:`[A-Z]`(?:, | or |, or ))+`[A-Z]`)/g)]
    .map((match) => [...match[1].matchAll(/`([A-Z])`/g)].map((unit) => unit[1]).join(' '))
    .filter((written) => written !== expected)
    .map((written) => `${file}: gives the size units ${written}, not ${expected}`);
}

test("a page that lists the units of a size lists those its docs version's CLI and API take", () => {
  assert.deepEqual(
    ['docs', 'versioned_docs', 'blog']
      .flatMap((dir) => walk(join(ROOT, dir)))
      .filter((file) => MARKDOWN_FILES.test(file))
      .flatMap((file) => {
        const path = file.slice(ROOT.length).replace(/^\/+/, '');
        const {sizeUnits} = cliToolOf(docsVersionOfFile(path));
        return wrongSizeUnits(path, readFileSync(file, 'utf8'), sizeUnits);
      }),
    [],
  );
  assert.equal(wrongSizeUnits('a.md', 'Sizes take a unit, `M` or `G`.', ['M', 'G', 'T']).length, 1);
  assert.deepEqual(
    wrongSizeUnits('a.md', 'Sizes take a unit, `M`, `G` or `T`.', ['M', 'G', 'T']),
    [],
  );
  assert.equal(
    wrongSizeUnits('a.md', 'Sizes take a unit, `M`, `G` or `T`.', ['M', 'G', 'T', 'P']).length,
    1,
  );
});

test('every tool has its own size units, and a page is held to those of its docs version or, for a post, of its date', () => {
  for (const tool of cliTools) assert.ok(tool.sizeUnits.length > 0, tool.docsVersion);
  assert.equal(docsVersionOfFile('docs/admin/x.md'), docsVersions.current);
  for (const version of docsVersions.previous)
    assert.equal(docsVersionOfFile(`${docsDirOf(version)}/admin/x.md`), version);
  const [oldestPost] = walk(join(ROOT, 'blog'))
    .map((file) => file.slice(ROOT.length).replace(/^\/+/, ''))
    .filter((path) => MARKDOWN_FILES.test(path))
    .sort();
  assert.equal(docsVersionOfFile(oldestPost), docsVersions.previous.at(-1));
  // Once a cut adds a unit, the version it froze keeps the units it had: its pages may not use the new one.
  const current = cliToolOf(docsVersions.current);
  const tools = [
    {...current, sizeUnits: [...current.sizeUnits, 'P']},
    {...current, docsVersion: '1.6.0', sizeUnits: current.sizeUnits},
  ];
  const sizeProblems = (file: string) =>
    usesInSource(file, '```bash\nportico plan add big --disk=5P --ram=8G\n```').flatMap(
      (use) => parseUse(use, tools).problems,
    );
  assert.deepEqual(sizeProblems('docs/admin/x.md'), []);
  assert.deepEqual(sizeProblems('versioned_docs/version-1.6.0/admin/x.md'), [
    '--disk=5P is not a valid size',
  ]);
});

test('the portico tool has exactly the verbs of PRODUCT.md', () => {
  const tool = cliToolOf(docsVersions.current);
  const verbs = Object.fromEntries(
    tool.groups.map((group) => [
      group.name,
      group.commands.flatMap((command) => command.words.slice(1)),
    ]),
  );
  assert.deepEqual(verbs, PRODUCT_VERBS);
});

test('every example in the data parses as a command of its own tool and version', () => {
  for (const tool of cliTools) {
    for (const group of tool.groups) {
      for (const command of group.commands) {
        assert.ok(
          command.examples.length > 0,
          `${tool.binary} ${command.words.join(' ')} has no example`,
        );
        for (const example of command.examples) {
          const file = `${docsDirOf(tool.docsVersion)}/example.md`;
          const uses = usesInSource(file, `\`\`\`bash\n${example}\n\`\`\``);
          assert.equal(uses.length, 1, `"${example}" holds ${uses.length} commands`);
          const parsed = parseUse(uses[0]);
          assert.deepEqual(parsed.problems, [], example);
          assert.equal(parsed.command, command, `"${example}" names another command`);
        }
      }
    }
  }
});

test('every command and flag arrived in a real release, no later than its docs version', () => {
  const known = new Map(releases.map((release) => [release.version, release.date]));
  for (const tool of cliTools) {
    for (const command of tool.groups.flatMap((group) => group.commands)) {
      const name = `${tool.binary} ${command.words.join(' ')}`;
      assert.ok(known.has(command.since), `${name}: unknown release ${command.since}`);
      assert.ok(
        compareVersions(command.since, tool.docsVersion) <= 0,
        `${name} arrived after ${tool.docsVersion}`,
      );
      assert.ok(
        command.exitCodes.some((exit) => exit.code === 0),
        `${name} documents no success code`,
      );
      for (const flag of command.flags.filter((candidate) => candidate.since)) {
        assert.ok(known.has(flag.since!), `${name} ${flag.name}: unknown release ${flag.since}`);
        assert.ok(
          known.get(flag.since!)! >= known.get(command.since)!,
          `${name} ${flag.name} predates its command`,
        );
      }
      assert.equal(
        new Set(command.flags.map((flag) => flag.name)).size,
        command.flags.length,
        `${name} repeats a flag`,
      );
    }
  }
});

/** The docs version of the replaced 0.x tool, where `portico` commands had not arrived yet. */
const oldToolDocs = cliTools.find((tool) => tool.replacedIn)!.docsVersion;

test('the parser rejects unknown commands, unknown flags and commands of another version, with file and line', () => {
  assert.deepEqual(
    problemsIn('docs/a.md', 'Intro.\n\n```bash\nportico user frobnicate acme\n```'),
    ['"portico user" takes add|delete|list|suspend|unsuspend|password|login, not "frobnicate"'],
  );
  assert.match(
    problemsIn('docs/a.md', 'Run `portico ssl status acme.example --verbose`.').join(),
    /unknown flag --verbose/,
  );
  assert.match(
    problemsIn('docs/a.md', '```bash\nportico mail add x\n```').join(),
    /unknown command "portico mail"/,
  );
  assert.match(
    problemsIn(`${docsDirOf(oldToolDocs)}/a.md`, 'Use `portico user list`.').join(),
    new RegExp(`arrived in 1\\.0\\.0, after the ${oldToolDocs.replaceAll('.', '\\.')} docs`),
  );
  assert.match(
    problemsIn('blog/2024-12-01-post/index.md', '```bash\nportico update --now\n```').join(),
    /after a post of 2024-12-01/,
  );
  assert.match(
    problemsIn('docs/a.md', '```bash\nportico-cli dns show acme.example\n```').join(),
    /unknown command "portico-cli dns"/,
  );
  assert.deepEqual(problemsIn('docs/a.md', '```bash\nportico-cli update\n```'), [
    `"portico-cli" was replaced by "portico" in 1.0.0, before the ${docsVersions.current} docs`,
  ]);
  assert.deepEqual(problemsIn('blog/2025-03-01-post/index.md', 'Run `portico-cli update`.'), [
    '"portico-cli" was replaced by "portico" in 1.0.0, before a post of 2025-03-01',
  ]);
  assert.deepEqual(problemsIn('blog/2024-07-15-post/index.md', 'Run `portico-cli update`.'), []);
  for (const docsVersion of [docsVersions.current, ...docsVersions.previous]) {
    assert.deepEqual(
      problemsIn(
        `${docsDirOf(docsVersion)}/articles/install-update/upgrade-from-0-3.md`,
        'Run `portico-cli update`.',
      ),
      [],
      docsVersion,
    );
  }
  assert.match(
    problemsIn('docs/a.md', '```bash\nportico backup restore\n```').join(),
    /missing <username>/,
  );
  assert.match(
    problemsIn(
      'docs/a.md',
      '```bash\nportico dns add-record acme.example --type=SPF --name=@ --value=x\n```',
    ).join(),
    /--type=SPF is not one of/,
  );
  const [use] = usesInSource('docs/b.md', 'One.\nTwo.\n\n```sh\nsudo portico plan list --all\n```');
  assert.equal(use.line, 5);
});

test('the parser reads commands in pipes, conditions and continued lines, and skips output blocks', () => {
  const source = [
    '```bash',
    'portico user list | grep acme && portico backup run acme',
    'if portico user add "$user" --plan="$plan" --email="$email" >> out 2>&1; then echo ok; fi',
    'portico dns add-record acme.example --type=TXT \\',
    '  --name=@ --value="v=spf1 mx ~all"',
    '```',
    '```text',
    'portico frobnicate',
    '```',
  ].join('\n');
  const uses = usesInSource('docs/c.md', source);
  assert.deepEqual(
    uses.map((use) => [use.line, use.text]),
    [
      [2, 'portico user list'],
      [2, 'portico backup run acme'],
      [3, 'portico user add "$user" --plan="$plan" --email="$email"'],
      [4, 'portico dns add-record acme.example --type=TXT    --name=@ --value="v=spf1 mx ~all"'],
    ],
  );
  assert.deepEqual(
    uses.flatMap((use) => parseUse(use).problems),
    [],
  );
});

test('the parser reads the command boxes and one-line shell code blocks of the React pages', () => {
  const source = [
    '<p>Run <code>portico report</code> first.</p>',
    '<CommandBox command="portico update --never" label="the update command" />',
    '<CodeBlock language="bash">portico license frobnicate PTC-7F3K-29QX-M4LD</CodeBlock>',
    '<CodeBlock language="text">portico frobnicate</CodeBlock>',
  ].join('\n');
  const uses = usesInSource('src/pages/x.tsx', source);
  assert.deepEqual(
    uses.map((use) => [use.line, use.kind, use.text]),
    [
      [1, 'inline', 'portico report'],
      [2, 'code-block', 'portico update --never'],
      [3, 'code-block', 'portico license frobnicate PTC-7F3K-29QX-M4LD'],
    ],
  );
  const problems = uses.flatMap((use) => parseUse(use).problems);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems[0], /"portico update" takes --check\|--now, not "--never"/);
  assert.match(problems[1], /"portico license" takes key\|verify\|info, not "frobnicate"/);
});

test('each docs version has a reference page per command group of its tool, and an index', () => {
  for (const tool of cliTools) {
    const dir = `${docsDirOf(tool.docsVersion)}/admin/cli-reference`;
    const pages = readdirSync(join(ROOT, dir)).filter((name) => name.endsWith('.md'));
    const directives = pages.map(
      (name) =>
        [
          name,
          readFileSync(join(ROOT, dir, name), 'utf8').match(
            /^::cli-(?:index|reference\{group="[^"]+"\})$/gm,
          ) ?? [],
        ] as const,
    );
    assert.deepEqual(
      Object.fromEntries(directives),
      Object.fromEntries([
        ['commands.md', ['::cli-index']],
        ...tool.groups.map((group) => [
          `${group.name}.md`,
          [`::cli-reference{group="${group.name}"}`],
        ]),
      ]),
      dir,
    );
  }
});
