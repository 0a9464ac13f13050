import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'js-yaml';
import {cliToolOf, cliTools, updateAccountResults, type CliTool} from '../../src/data/cli.ts';
import {describedDocsVersions, openapiFileOf} from '../../plugins/api-reference/description.ts';
import {ROOT, docsVersionOfFile, usesInSource} from '../../plugins/cli-reference/commands.ts';
import cliSampleOutputRemarkPlugin, {
  sampleOutput,
} from '../../plugins/cli-reference/sample-output.ts';
import {renderReferenceDirectives} from '../../plugins/llms-txt/render-directives.ts';
import {walk} from '../lib/docs-content.ts';
import {docsVersionOf} from '../../plugins/markdown/doc-version.ts';
import {factsOf} from '../../plugins/markdown/fact-text.ts';
import {createAccountExample} from '../../src/data/billing-modules.ts';
import {docsVersions, everyDocsVersion, releases} from '../../src/data/releases.ts';
import {compareVersions} from '../../src/data/compare-versions.ts';

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
const FENCE = /^(```+|~~~+)([\w-]*)[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm;
const DIRECTIVE = /^([ \t]*)::cli-output\{([^}\n]*)\}[ \t]*$/gm;

const pages = ['docs', 'versioned_docs', 'blog'].flatMap((dir) =>
  walk(join(ROOT, dir))
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      file: file.slice(ROOT.length).replace(/^\/+/, ''),
      source: readFileSync(file, 'utf8'),
    })),
);

const lineOf = (source: string, index: number): number => source.slice(0, index).split('\n').length;

/**
 * Output typed by hand after a command of the CLI: a code block that is not a shell block and
 * follows, with nothing but blank lines between, a shell block that runs `portico` or `portico-cli`.
 * Such output belongs in `src/data/cli.ts` and on the page as `::cli-output{command="…"}`.
 */
function handTypedSamples(file: string, source: string): string[] {
  const blocks = [...source.matchAll(FENCE)];
  return blocks.slice(1).flatMap((block, index) => {
    const previous = blocks[index];
    const between = source.slice(previous.index! + previous[0].length, block.index);
    if (!SHELL.has(previous[2]) || SHELL.has(block[2]) || between.trim() !== '') return [];
    const commands = usesInSource(file, previous[0]);
    if (commands.length === 0) return [];
    return [
      `${file}:${lineOf(source, block.index!)}: output of "${commands.at(-1)!.text}" typed by hand`,
    ];
  });
}

/** Lines long enough that finding one in a page's text block means the block copies a sample of the data. */
const sampleLines = new Set(
  cliTools.flatMap((tool) =>
    tool.groups.flatMap((group) =>
      group.commands.flatMap((command) =>
        [command.output.sample, ...Object.values(command.output.variants ?? {})]
          .flatMap((sample) => sample.split('\n'))
          .filter((line) => line.trim().length >= 12),
      ),
    ),
  ),
);

/** A text block anywhere on a page that repeats a line of a sample output: a copy that would drift from the data. */
function copiedSamples(
  file: string,
  source: string,
  lines: ReadonlySet<string> = sampleLines,
): string[] {
  return [...source.matchAll(FENCE)]
    .filter(
      (block) =>
        !SHELL.has(block[2]) && ['', 'text', 'console', 'plain', 'output'].includes(block[2]),
    )
    .flatMap((block) => {
      const copied = block[3].split('\n').find((line) => lines.has(line));
      return copied
        ? [`${file}:${lineOf(source, block.index!)}: copies "${copied}" from src/data/cli.ts`]
        : [];
    });
}

/**
 * Each line that a paragraph of a page running a command of `tool` quotes as what it prints ("ends with a
 * line such as `…`", "prints `…`") and no sample of the tool holds: a quoted line is one the tool writes.
 */
export function quotedOutputs(file: string, source: string, tool: CliTool): string[] {
  const lines = tool.groups.flatMap((group) =>
    group.commands.flatMap((command) =>
      [command.output.sample, ...Object.values(command.output.variants ?? {})].flatMap((sample) =>
        sample.split('\n'),
      ),
    ),
  );
  const runs = new RegExp(`\`${tool.binary} [^\`]+\``);
  return source
    .replace(FENCE, ' ')
    .split(/\n\s*\n/)
    .filter((paragraph) => runs.test(paragraph))
    .flatMap((paragraph) =>
      [
        ...paragraph.matchAll(
          /\b(?:prints?|ends with a line(?: such as)?|answers with)\s+`([^`]{12,})`/g,
        ),
      ]
        .filter(([, quoted]) => !lines.some((line) => line.includes(quoted)))
        .map(([, quoted]) => `${file}: quotes "${quoted}", which no ${tool.binary} sample prints`),
    );
}

test("a line a page quotes as what the CLI prints is a line of its version's samples", () => {
  assert.deepEqual(
    pages
      .filter(({file}) => !file.startsWith('blog/'))
      .flatMap(({file, source}) =>
        quotedOutputs(file, source, cliToolOf(docsVersionOf(join(ROOT, file)).docsVersion)),
      ),
    [],
  );
  const tool = cliToolOf(docsVersions.current);
  const [line] = tool.groups[0]!.commands[0]!.output.sample.split('\n');
  const run = `\`${tool.binary} ${tool.groups[0]!.commands[0]!.words.join(' ')}\``;
  assert.deepEqual(quotedOutputs('a.md', `Run ${run}. It prints \`${line}\`.`, tool), []);
  assert.equal(
    quotedOutputs(
      'a.md',
      `Run ${run}. Success ends with a line such as \`Done, all is well.\`.`,
      tool,
    ).length,
    1,
  );
});

const attributesOf = (written: string): Record<string, string> =>
  Object.fromEntries(
    [...written.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );

test("no page types a portico command's output by hand: it comes from src/data/cli.ts", () => {
  const found = pages.flatMap(({file, source}) => handTypedSamples(file, source));
  assert.deepEqual(found, []);
});

test('no page copies a line of a sample output into a text block of its own', () => {
  assert.ok(sampleLines.size > 50, `only ${sampleLines.size} sample lines`);
  assert.deepEqual(
    pages.flatMap(({file, source}) => copiedSamples(file, source)),
    [],
  );
});

test('a text block that repeats a sample line is found, wherever it stands', () => {
  const lines = new Set(['Edition:      Enterprise']);
  assert.equal(
    copiedSamples('docs/a.md', 'The file holds:\n\n```text\nEdition:      Enterprise\n```\n', lines)
      .length,
    1,
  );
  assert.deepEqual(copiedSamples('docs/a.md', '```text\nEdition: Community\n```\n', lines), []);
  assert.deepEqual(
    copiedSamples('docs/a.md', '```ini\nEdition:      Enterprise\n```\n', lines),
    [],
  );
});

test('the rule finds output typed after a portico command block, and only there', () => {
  const bad = '```bash\nportico license info\n```\n\n```text\nEdition: Community\n```\n';
  assert.equal(handTypedSamples('docs/a.md', bad).length, 1);
  const piped =
    '```bash\ncurl -s https://acme.example/ | head -n 1\nportico user list | grep acme\n```\n```text\nacme\n```\n';
  assert.equal(handTypedSamples('docs/a.md', piped).length, 1);
  const rendered =
    '```bash\nportico license info\n```\n\n::cli-output{command="portico license info"}\n';
  assert.deepEqual(handTypedSamples('docs/a.md', rendered), []);
  const otherTool = '```bash\ncurl -sI https://acme.example/\n```\n\n```text\nHTTP/2 200\n```\n';
  assert.deepEqual(handTypedSamples('docs/a.md', otherTool), []);
  const prose =
    '```bash\nportico license info\n```\n\nThe key is masked:\n\n```text\nPTC-7F3K-****-****\n```\n';
  assert.deepEqual(handTypedSamples('docs/a.md', prose), []);
});

test('every ::cli-output directive on a page stands on its own line and names a sample the data has', () => {
  const problems = pages.flatMap(({file, source}) =>
    [...source.matchAll(DIRECTIVE)].flatMap((match) => {
      const where = `${file}:${lineOf(source, match.index!)}`;
      if (match[1] !== '') return [`${where}: indented, so it is not rendered`];
      const {command, variant, grep} = attributesOf(match[2]);
      try {
        sampleOutput(
          {command: command ?? '', variant, grep},
          docsVersionOf(join(ROOT, file)).docsVersion,
        );
        return [];
      } catch (error) {
        return [`${where}: ${(error as Error).message}`];
      }
    }),
  );
  assert.deepEqual(problems, []);
});

test('every named sample in the data is shown on some page', () => {
  const shown = new Set(
    pages.flatMap(({source}) =>
      [...source.matchAll(DIRECTIVE)]
        .map((match) => attributesOf(match[2]))
        .map(({command, variant}) => `${command} ${variant}`),
    ),
  );
  const unused = cliTools.flatMap((tool) =>
    tool.groups.flatMap((group) =>
      group.commands.flatMap((command) =>
        Object.keys(command.output.variants ?? {})
          .map((variant) => `${[tool.binary, ...command.words].join(' ')} ${variant}`)
          .filter((key) => !shown.has(key)),
      ),
    ),
  );
  assert.deepEqual(unused, []);
});

test('a sample renders from the data: the command, a named variant, the lines a grep keeps', () => {
  const [tool] = cliTools;
  const command = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.output.sample.includes('\n'))!;
  const name = [tool.binary, ...command.words].join(' ');
  assert.equal(sampleOutput({command: name}), command.output.sample);
  const firstLine = command.output.sample.split('\n')[0];
  assert.equal(
    sampleOutput({command: name, grep: `^${firstLine.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`}),
    firstLine,
  );
  const withVariant = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.output.variants)!;
  const [variant, sample] = Object.entries(withVariant.output.variants!)[0];
  assert.equal(
    sampleOutput({command: [tool.binary, ...withVariant.words].join(' '), variant}),
    sample,
  );
  assert.throws(
    () => sampleOutput({command: `${tool.binary} frobnicate`}),
    /has no command "frobnicate"/,
  );
  assert.throws(
    () => sampleOutput({command: name, variant: 'no-such-sample'}),
    /has no sample named "no-such-sample"/,
  );
  assert.throws(() => sampleOutput({command: name, grep: '^no line starts like this$'}), /no line/);
  assert.throws(() => sampleOutput({command: 'not-a-tool user list'}), /names no tool/);
});

test("a page's sample is its own docs version's: a frozen version's page shows the sample frozen with it", () => {
  // Two versions of one tool, as after a cut: the current one's sample changed since.
  const [current] = cliTools;
  const frozen = {...current, docsVersion: '0.0.1'};
  const command = current.groups.flatMap((group) => group.commands)[0];
  const name = [current.binary, ...command.words].join(' ');
  const changed: CliTool = {
    ...current,
    groups: current.groups.map((group) => ({
      ...group,
      commands: group.commands.map((candidate) =>
        candidate === command
          ? {...candidate, output: {...candidate.output, sample: 'changed since the cut'}}
          : candidate,
      ),
    })),
  };
  const tools = [changed, frozen];
  assert.equal(sampleOutput({command: name}, docsVersions.current, tools), 'changed since the cut');
  assert.equal(sampleOutput({command: name}, '0.0.1', tools), command.output.sample);
  assert.equal(sampleOutput({command: name}, '0.0.2', tools), command.output.sample);
  assert.throws(() => sampleOutput({command: name}, '0.0.0', tools), /names no tool/);
});

test('the remark plugin and the Markdown copies put the sample where the directive was', async () => {
  const [tool] = cliTools;
  const command = tool.groups[0].commands[0];
  const name = [tool.binary, ...command.words].join(' ');
  const tree = {
    type: 'root' as const,
    children: [
      {type: 'leafDirective', name: 'cli-output', attributes: {command: name}, children: []},
    ],
  } as unknown as Parameters<ReturnType<typeof cliSampleOutputRemarkPlugin>>[0];
  await cliSampleOutputRemarkPlugin()(tree, {path: 'docs/a.md'});
  assert.deepEqual(tree.children, [{type: 'code', lang: 'text', value: command.output.sample}]);
  const markdown = await renderReferenceDirectives(
    `Before.\n\n::cli-output{command="${name}"}\n\nAfter.`,
    join(ROOT, 'docs/a.md'),
  );
  assert.ok(markdown.includes(`\`\`\`text\n${command.output.sample}\n\`\`\``), markdown);
  assert.doesNotMatch(markdown, /::cli-output/);
});

/** A tool's sample of a command, or of one of its named variants; `undefined` when it has neither. */
const sampleIn =
  (tool: CliTool) =>
  (words: string, variant?: string): string | undefined => {
    const command = tool.groups
      .flatMap((group) => group.commands)
      .find((candidate) => candidate.words.join(' ') === words);
    return variant ? command?.output.variants?.[variant] : command?.output.sample;
  };

/** The rows of a table a sample prints, below its header, split into columns. */
const rows = (sample: string): string[][] =>
  sample
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/));

test('in every docs version, the samples show one example server: the accounts of user list are those of plan list and of every update run', (t) => {
  for (const tool of cliTools) {
    const sampleOf = sampleIn(tool);
    const accounts = rows(sampleOf('user list')!).map(([user, plan]) => ({user, plan}));
    assert.ok(
      accounts.length >= 2,
      `${tool.docsVersion}: the example server has fewer than two accounts`,
    );
    const planList = sampleOf('plan list');
    const updateRun = sampleOf('update --now');
    if (!planList || !updateRun) {
      t.diagnostic(
        `${tool.docsVersion}: plan list and update --now are skipped: its ${tool.binary} has no such command`,
      );
      continue;
    }
    const perPlan = Object.fromEntries(
      rows(planList).map((columns) => [columns[0], Number(columns.at(-1))]),
    );
    assert.deepEqual(
      perPlan,
      Object.fromEntries(
        Object.keys(perPlan).map((plan) => [
          plan,
          accounts.filter((account) => account.plan === plan).length,
        ]),
      ),
    );
    for (const variant of [undefined, 'minor']) {
      const run = sampleOf('update --now', variant)!;
      assert.equal(
        Number(/Updating accounts \((\d+)\)/.exec(run)![1]),
        accounts.length,
        `update --now ${variant ?? ''}`,
      );
      assert.deepEqual(
        [...run.matchAll(/^ {2}(\w+) /gm)].map((match) => match[1]),
        accounts.map((account) => account.user),
        `update --now ${variant ?? ''}`,
      );
    }
  }
});

/** What an `update --now` run says it installed, and from which release. */
function updateRun(run: string): {available: string; installed: string; running: string} {
  const [, available, installed] = /(\S+) available \(installed (\S+)\)/.exec(run) ?? [];
  const running = /^Portico (\S+) is running\b/m.exec(run)?.[1] ?? '';
  return {available, installed, running};
}

const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * Where a docs version's `update --now` contradicts its fact (src/data/facts.ts, `update-now`): its summary
 * does not say it, a run installs another release than the newest of the version, or no run shows a new
 * minor release installed. A version older than the fact is not checked.
 */
export function updateNowProblems(tool: CliTool): string[] {
  const command = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.words.join(' ') === 'update --now');
  const fact = factsOf(tool.docsVersion)['update-now'];
  if (!command || !fact) return [];
  const runs = [command.output.sample, ...Object.values(command.output.variants ?? {})].map(
    updateRun,
  );
  return [
    ...(command.summary.includes(fact.text) ? [] : [`the summary does not say "${fact.text}"`]),
    ...runs
      .filter((run) => run.available !== tool.docsVersion || run.running !== tool.docsVersion)
      .map(
        (run) =>
          `a run installs ${run.available} (running ${run.running}), not ${tool.docsVersion}, the newest release`,
      ),
    ...(runs.some((run) => minorLine(run.installed) !== minorLine(run.available))
      ? []
      : ['no run shows a new minor release installed']),
  ].map((problem) => `${tool.docsVersion}: ${tool.binary} update --now: ${problem}`);
}

test('in every docs version, update --now installs the newest release of the channel, a new minor release included, in its summary and in every sample', (t) => {
  for (const tool of cliTools)
    if (!factsOf(tool.docsVersion)['update-now'])
      t.diagnostic(`${tool.docsVersion}: update --now is skipped: the version came before it`);
  assert.deepEqual(cliTools.flatMap(updateNowProblems), []);
  const tool = cliToolOf(docsVersions.current);
  const command = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.words.join(' ') === 'update --now')!;
  const withCommand = (changed: typeof command): CliTool => ({
    ...tool,
    groups: tool.groups.map((group) => ({
      ...group,
      commands: group.commands.map((candidate) => (candidate === command ? changed : candidate)),
    })),
  });
  // A run that stays in its line, and versions of no docs version: made up, so that they hold after any release.
  const current = docsVersions.current;
  const staysInLine = `Checking for updates ... ${current} available (installed ${current})\nPortico ${current} is running.`;
  assert.equal(
    updateNowProblems(
      withCommand({
        ...command,
        summary: 'Install the newest release of your minor line.',
        output: {...command.output, sample: staysInLine, variants: {}},
      }),
    ).length,
    2,
  );
  assert.equal(
    updateNowProblems(
      withCommand({
        ...command,
        output: {
          ...command.output,
          sample: staysInLine,
          variants: {
            minor:
              'Checking for updates ... 0.0.9 available (installed 0.0.4)\nPortico 0.0.9 is running.',
          },
        },
      }),
    ).length,
    2,
  );
});

/**
 * Each result word that `source` gives an account's line of `update.log` and that is not one of
 * `updateAccountResults`: a line quoted as `account=NAME WORD`, a `grep` of the log for `account=… (A|B)` or
 * `account=… WORD`, and the inline code words of a sentence that names the log and its line per account.
 * A search for a word the log never writes finds nothing, and the reader takes that for a clean update.
 */
export function unknownUpdateResults(file: string, source: string): string[] {
  const quoted = [...source.matchAll(/\baccount=[^\s`'"]+ ([a-z_]+)\b/g)].map(([, word]) => word);
  const searched = [
    ...source.matchAll(/\baccount=[^\n']*?\(([a-z_|]+)\)[^\n]*update\.log/g),
  ].flatMap(([, words]) => words.split('|'));
  const named = source
    .split(/(?<=\.)\s+|\n/)
    .filter((sentence) => /update\.log/.test(sentence) && /\bper account\b/.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(/`([a-z_]+)`/g)].map(([, word]) => word));
  const known: readonly string[] = updateAccountResults;
  return [...new Set([...quoted, ...searched, ...named])]
    .filter((word) => !known.includes(word))
    .map(
      (word) => `${file}: an account's line of update.log ends in "${word}", which it never writes`,
    );
}

test('every result a page gives an account’s line of update.log, and every update sample, is one the update writes', () => {
  assert.deepEqual(
    pages
      .filter(({file}) => file.startsWith('docs/') || file.startsWith('blog/'))
      .flatMap(({file, source}) => unknownUpdateResults(file, source)),
    [],
  );
  const command = cliToolOf(docsVersions.current)
    .groups.flatMap((group) => group.commands)
    .find((candidate) => candidate.words.join(' ') === 'update --now')!;
  const known: readonly string[] = updateAccountResults;
  const accountResults = [command.output.sample, ...Object.values(command.output.variants ?? {})]
    .flatMap((sample) => [...sample.matchAll(/^ {2}\S+ +.* \.\.\. (\S+)$/gm)])
    .map(([, result]) => result);
  assert.ok(accountResults.length > 0);
  assert.deepEqual(
    accountResults.filter((result) => !known.includes(result)),
    [],
  );
  assert.equal(
    unknownUpdateResults(
      'a.md',
      "```bash\ngrep -E 'account=.* (failed|rolled_back)' /var/log/portico/update.log\n```\n\nA line such as `account=bistro skipped step=pull` names it.",
    ).length,
    2,
  );
  assert.deepEqual(
    unknownUpdateResults(
      'a.md',
      "The full run is in `/var/log/portico/update.log`, with one `ok` or `failed` line per account.\n\n```bash\ngrep -E 'account=[^ ]+ failed' /var/log/portico/update.log\n```",
    ),
    [],
  );
});

/**
 * Each time of the next update check that a sample of `samples` gives other than its docs version's
 * fact (`update-check-time`): the check runs at `check_time` in the server's timezone, which a sample
 * that says "04:00 UTC" contradicts on a server whose timezone is not UTC.
 */
export function checkTimeProblems(docsVersion: string, samples: readonly string[]): string[] {
  const fact = factsOf(docsVersion)['update-check-time'];
  return samples.flatMap((sample) =>
    [...sample.matchAll(/\bnext check ([^)\n]+)/g)]
      .filter(([, time]) => time !== fact?.text)
      .map(([, time]) => `${docsVersion}: "next check ${time}", not "${fact?.text}"`),
  );
}

test('in every docs version, a sample that names the next update check gives the time of its fact', () => {
  assert.deepEqual(
    cliTools.flatMap((tool) =>
      checkTimeProblems(
        tool.docsVersion,
        tool.groups
          .flatMap((group) => group.commands)
          .flatMap((command) => [
            command.output.sample,
            ...Object.values(command.output.variants ?? {}),
          ]),
      ),
    ),
    [],
  );
  const current = docsVersions.current;
  const {text} = factsOf(current)['update-check-time'];
  assert.deepEqual(checkTimeProblems(current, [`Channel: stable (next check ${text})`]), []);
  assert.equal(checkTimeProblems(current, ['Channel: stable (next check 04:00 UTC)']).length, 1);
});

/**
 * Each archive name in `text` that a restore of its docs version would not find: a nightly archive is named
 * for the time of the nightly run (`acme-2026-10-31-0230`). One taken by hand ends in `-manual` in a version
 * whose `backup run` prints such a name (`manual`), and in a version whose `backup run` does not (0.3.7), it
 * is named for its time alone and nothing ends in `-manual`.
 */
export function misnamedArchives(
  path: string,
  text: string,
  nightly: readonly string[],
  manual = true,
): string[] {
  const times = nightly.map((time) => time.replace(':', ''));
  return [...text.matchAll(/\b[a-z][a-z0-9]*-\d{4}-\d{2}-\d{2}-(\d{4})(-manual)?\b/g)].flatMap(
    ([name, time, suffix]) => {
      if (!manual && suffix)
        return [`${path}: ${name} ends in -manual, which this version's archives do not`];
      if (manual && !suffix && !times.includes(time))
        return [`${path}: ${name} is neither the nightly run's nor a manual archive`];
      return [];
    },
  );
}

test("every archive name of every docs version's pages, CLI samples and OpenAPI examples is one that version writes", () => {
  for (const version of everyDocsVersion) {
    const nightly = factsOf(version)['backup-time'].values;
    const samples = cliToolOf(version)
      .groups.flatMap((group) => group.commands)
      .flatMap((command) => [
        command.output.sample,
        ...Object.values(command.output.variants ?? {}),
        ...command.examples,
      ]);
    // The version's own `backup run` says how it names an archive taken by hand.
    const backupRun = sampleIn(cliToolOf(version))('backup run');
    assert.ok(backupRun, `${version} has a backup run command`);
    const manual = /-manual\.tar/.test(backupRun);
    const texts = [
      ...pages.filter(
        ({file}) =>
          /^(docs|versioned_docs)\//.test(file) &&
          docsVersionOf(join(ROOT, file)).docsVersion === version,
      ),
      {file: `the ${version} CLI data`, source: samples.join('\n')},
      {file: openapiFileOf(version), source: readFileSync(openapiFileOf(version), 'utf8')},
    ];
    assert.deepEqual(
      texts.flatMap(({file, source}) => misnamedArchives(file, source, nightly, manual)),
      [],
    );
  }
  const nightly = ['02:30'];
  assert.equal(misnamedArchives('a.md', '`--archive=acme-2026-11-02-1415`', nightly).length, 1);
  assert.deepEqual(
    misnamedArchives('a.md', 'acme-2026-11-02-1415-manual and acme-2026-10-31-0230', nightly),
    [],
  );
  assert.deepEqual(misnamedArchives('a.md', 'acme-2025-01-13-1015.tar.gz', nightly, false), []);
  assert.equal(
    misnamedArchives('a.md', 'acme-2025-01-13-1015-manual.tar.gz', nightly, false).length,
    1,
  );
});

/**
 * The containers of each account of a version's example server, as its update run lists them (`  acme  web,
 * php83, db ... ok`), with those of acme's status table; empty for a version whose samples list none.
 */
export function containersOf(
  sampleOf: (words: string, variant?: string) => string | undefined,
): Map<string, readonly string[]> {
  const containers = new Map<string, readonly string[]>();
  for (const [, account, listed] of (sampleOf('update --now') ?? '').matchAll(
    /^ {2}(\w+) +([\w, ]+?) \.\.\. /gm,
  ))
    containers.set(account, listed.split(', '));
  const acme = sampleOf('service status', 'account');
  if (acme)
    containers.set(
      'acme',
      rows(acme).map(([name]) => name),
    );
  return containers;
}

/** Where a log line or an example names an account: a log field, the `--user` flag, a container's full name, a prompt. */
const ACCOUNT_IN_CODE =
  /\b(?:account|user)=(\w+)|--user=(\w+)|\bportico-(\w+)-php\d{2}\b|\b(\w+)@php\d{2}\b/g;

/**
 * Each PHP container (`php83`) that a log line or example of `text` names and the example server does not
 * run: in a line that names an account, one of that account's containers; in a log line (`service=php74`),
 * one of any account's. Code spans and code block lines are read; "such as `php74`" names no account and is
 * no log line.
 */
export function foreignPhpContainers(
  path: string,
  text: string,
  containers: ReadonlyMap<string, readonly string[]>,
): string[] {
  const code = [
    ...[...text.matchAll(/^(```|~~~)[^\n]*\n([\s\S]*?)^\1\s*$/gm)].flatMap(([, , block]) =>
      block.split('\n'),
    ),
    ...[...text.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ').matchAll(/`([^`\n]+)`/g)].map(
      ([, span]) => span,
    ),
  ];
  const everyContainer = new Set([...containers.values()].flat());
  return code.flatMap((line) => {
    const named = [...line.matchAll(/\bphp\d{2}\b/g)].map(([container]) => container);
    const accounts = [...line.matchAll(ACCOUNT_IN_CODE)].map((match) =>
      match.slice(1).find((group) => group !== undefined)!,
    );
    const runs =
      accounts.length > 0
        ? (container: string) =>
            accounts.some((account) => containers.get(account)?.includes(container))
        : /\b\w+=php\d{2}\b/.test(line)
          ? (container: string) => everyContainer.has(container)
          : () => true;
    return named
      .filter((container) => !runs(container))
      .map(
        (container) =>
          `${path}: "${line.trim()}" names ${container}, which the example server does not run there`,
      );
  });
}

test('in every docs version, a log line or example that names a PHP container names one the example server runs', () => {
  for (const version of everyDocsVersion) {
    const tool = cliToolOf(version);
    const containers = containersOf(sampleIn(tool));
    const samples = tool.groups
      .flatMap((group) => group.commands)
      .flatMap((command) => [
        command.output.sample,
        ...Object.values(command.output.variants ?? {}),
      ]);
    const texts = [
      ...pages.filter(({file}) => docsVersionOfFile(file) === version),
      {
        file: `the ${version} CLI data`,
        source: samples.map((sample) => `\`\`\`text\n${sample}\n\`\`\``).join('\n'),
      },
    ];
    assert.deepEqual(
      texts.flatMap(({file, source}) => foreignPhpContainers(file, source, containers)),
      [],
    );
  }
  const server = new Map([
    ['acme', ['web', 'php83', 'db']],
    ['bistro', ['web', 'php82', 'db']],
  ]);
  const found = (text: string) => foreignPhpContainers('a.md', text, server).length;
  assert.equal(found('A line such as `account=bistro failed step=start service=php74`.'), 1);
  assert.equal(found('A line such as `account=bistro failed step=start service=php82`.'), 0);
  assert.equal(found('```text\nportico-acme-php82-1    Up 6 days\n```'), 1);
  assert.equal(found('```bash\nportico service logs --user=acme php83\n```'), 0);
  assert.equal(found('`2026-10-31 WARN service=php74 exited`'), 1);
  assert.equal(found('One container per version, such as `php74` or `php83`.'), 0);
});

/** Where a sample names an account, and where it names a plan. */
const NAMES_ACCOUNT =
  /\b(?:Created|Deleted|Suspended|Unsuspended) user (\w+)|\/home\/(\w+)\/|\/backups\/portico\/(\w+)\/|\b(?:Backing up|Restoring) (\w+)\b|\bRestarting \w+ for (\w+)|\badded to (\w+)|\bpassword for (\w+) \(/g;
const NAMES_PLAN = /\bplan (\w+)/g;

/**
 * What the samples of a docs version's CLI say about the example server that one of the others
 * contradicts. A check needs the samples it compares: where the tool lacks one (0.3.7's has no
 * plan list), the check is not made.
 */
export function disagreements(
  sampleOf: (words: string, variant?: string) => string | undefined,
  samples: readonly string[],
): string[] {
  const accounts = rows(sampleOf('user list')!).map(([user, plan, domains]) => ({
    user,
    plan,
    domains: Number(domains),
  }));
  const afterOrders = sampleOf('user list', 'after-billing-orders');
  const later = new Set(rows(afterOrders ?? sampleOf('user list')!).map(([user]) => user));
  const planList = sampleOf('plan list');
  const plans = planList
    ? new Map(rows(planList).map((columns) => [columns[0], Number(columns.at(-1))]))
    : undefined;
  const restore = sampleOf('backup restore') ?? '';
  const databases = (/databases \.+ done \(([^)]*)\)/.exec(restore)?.[1] ?? '').split(', ');
  const restored = /^Restoring (\w+)/.exec(restore)?.[1];
  const found: string[] = [];
  found.push(
    ...accounts
      .filter(({user}) => !later.has(user))
      .map(({user}) => `user list after-billing-orders lacks ${user}`),
  );
  for (const sample of samples) {
    const first = sample.split('\n')[0];
    for (const match of sample.matchAll(NAMES_ACCOUNT)) {
      const user = match.slice(1).find((group) => group !== undefined)!;
      if (!later.has(user)) found.push(`"${first}": account ${user} is not in user list`);
    }
    for (const [, plan] of plans ? sample.matchAll(NAMES_PLAN) : [])
      if (!plans!.has(plan)) found.push(`"${first}": plan ${plan} is not in plan list`);
    for (const [, plan, count] of plans
      ? sample.matchAll(/^Updated plan (\w+) \((\d+) accounts?\)/gm)
      : [])
      if (plans!.get(plan) !== Number(count))
        found.push(`"${first}": plan list has ${plans!.get(plan)} accounts on ${plan}`);
    for (const [, user, domains, dbs] of sample.matchAll(
      /^Deleted user (\w+) \((\d+) domains?, (\d+) databases?/gm,
    )) {
      const account = accounts.find((candidate) => candidate.user === user);
      if (account?.domains !== Number(domains))
        found.push(`"${first}": user list gives ${user} ${account?.domains} domains`);
      if (user === restored && databases.length !== Number(dbs))
        found.push(
          `"${first}": backup restore brings back ${databases.length} databases of ${user}`,
        );
    }
    for (const match of sample.matchAll(/\bdone \((\d+) accounts?\)|^Accounts: +(\d+)\b/gm))
      if (Number(match[1] ?? match[2]) !== accounts.length)
        found.push(`"${first}": user list has ${accounts.length} accounts`);
    const domainCount = accounts.reduce((sum, account) => sum + account.domains, 0);
    for (const [, zones] of sample.matchAll(/\bChecked (\d+) zones?\b/g))
      if (Number(zones) < accounts.length || Number(zones) > domainCount)
        found.push(
          `"${first}": ${accounts.length} accounts with ${domainCount} domains have between ${accounts.length} and ${domainCount} zones`,
        );
  }
  // The containers of the account the guides look at, acme: those its status shows in every story,
  // and those an update recreates.
  const containers = sampleOf('service status', 'account');
  const acme = containers ? rows(containers).map(([name]) => name) : [];
  for (const sample of containers ? samples : []) {
    // An account's status table, which lists its `web` container; the host's lists services instead.
    const listed =
      sample.startsWith('SERVICE') && rows(sample).some(([name]) => name === 'web')
        ? rows(sample).map(([name]) => name)
        : (/^ {2}acme +([\w, ]+?) \.\.\. /m.exec(sample)?.[1].split(', ') ?? acme);
    if (listed.join(', ') !== acme.join(', '))
      found.push(
        `"${sample.split('\n')[0]}": acme's containers are ${listed.join(', ')}, not ${acme.join(', ')}`,
      );
  }
  const firewallRules = sampleOf('firewall list');
  for (const [, loaded] of firewallRules
    ? samples.join('\n').matchAll(/^Firewall reloaded: (\d+) rules?\b/gm)
    : [])
    if (Number(loaded) !== rows(firewallRules!).length)
      found.push(
        `firewall reload loads ${loaded} rules, firewall list shows ${rows(firewallRules!).length}`,
      );
  // A server whose status shows the mail server running lets mail in: its rules open the SMTP port.
  const hostStatus = sampleOf('service status');
  if (
    firewallRules &&
    hostStatus &&
    rows(hostStatus).some(([name]) => name === 'postfix') &&
    !/\b25\/tcp\b/.test(firewallRules)
  )
    found.push('service status runs postfix, but firewall list opens no mail port');
  const domainList = sampleOf('domain list');
  for (const account of domainList ? accounts : []) {
    const listed = rows(domainList!).filter(([, user]) => user === account.user).length;
    if (listed > 0 && listed !== account.domains)
      found.push(
        `domain list shows ${listed} domains of ${account.user}, user list ${account.domains}`,
      );
  }
  return found;
}

test('in every docs version, no two samples disagree on the example server: its accounts, plans, domains, databases, zones, containers and firewall rules', () => {
  assert.deepEqual(
    cliTools.flatMap((tool) => {
      const samples = tool.groups
        .flatMap((group) => group.commands)
        .flatMap((command) => [
          command.output.sample,
          ...Object.values(command.output.variants ?? {}),
        ]);
      return disagreements(sampleIn(tool), samples).map(
        (problem) => `${tool.docsVersion}: ${problem}`,
      );
    }),
    [],
  );
});

test('a sample that contradicts the example server is found', () => {
  const server: Record<string, string> = {
    'user list': 'USER PLAN DOMAINS STATUS\nacme default 2 active\nbistro starter 1 active',
    'user list after-billing-orders':
      'USER PLAN DOMAINS STATUS\nacme default 2 active\nbistro starter 1 active',
    'plan list': 'NAME DISK ACCOUNTS\ndefault 10G 1\nstarter 5G 1',
    'backup restore':
      'Restoring acme from acme-2026-10-31-0230.tar.gz\n  databases .... done (acme_wp, acme_shop)',
    'domain list': 'DOMAIN USER\nacme.example acme\nshop.acme.example acme',
    'firewall list': 'ACTION TARGET COMMENT\nallow 22/tcp ssh\ndeny 198.51.100.7 -',
    'service status account': 'SERVICE  STATE\nweb  running\nphp83  running\ndb  running',
  };
  const sampleOf = (words: string, variant?: string) =>
    server[variant ? `${words} ${variant}` : words];
  assert.deepEqual(
    disagreements(sampleOf, [
      'Updated plan starter (1 account)',
      'Deleted user acme (2 domains, 2 databases, 4 mailboxes)',
      'Checked 2 zones',
      'Firewall reloaded: 2 rules',
      'SERVICE  STATE\nweb  restarting\nphp83  running\ndb  running',
      'Updating accounts (1):\n  acme     web, php83, db ... ok',
    ]),
    [],
  );
  assert.equal(
    disagreements(sampleOf, [
      'Updated plan starter (3 accounts)',
      'Deleted user acme (2 domains, 3 databases)',
      'Checked 42 zones',
      'Suspended user shop',
      'Created plan gold',
      'state . done (3 accounts)',
      'Type UPGRADE to continue\n\nAccounts: 4   Estimated time: 11 minutes',
      'Firewall reloaded: 14 rules',
      'SERVICE  STATE\nweb  running\nnode  running\ndb  restarting',
      'Updating accounts (1):\n  acme     web, php82, db ... ok',
    ]).length,
    10,
  );
  const withMail = (words: string, variant?: string) =>
    words === 'service status' && variant === undefined
      ? 'SERVICE  STATE\npanel  running\npostfix  running'
      : sampleOf(words, variant);
  assert.deepEqual(disagreements(withMail, []), [
    'service status runs postfix, but firewall list opens no mail port',
  ]);
});

/** An account as an example of the API gives it: a user object of a request or a response. */
interface ExampleAccount {
  readonly username: string;
  readonly plan?: string;
  readonly status?: string;
  readonly domains?: number | readonly string[];
}

/** Each example of an operation of an OpenAPI description, with the operation's id and where it stands. */
export function operationExamples(
  description: Record<string, unknown>,
): Array<{operation: string; where: string; value: unknown}> {
  const found: Array<{operation: string; where: string; value: unknown}> = [];
  const walk = (node: unknown, operation: string, where: string): void => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === 'example') found.push({operation, where: `${where}/example`, value: child});
      else walk(child, operation, `${where}/${key}`);
    }
  };
  const paths = (description.paths ?? {}) as Record<string, Record<string, {operationId?: string}>>;
  for (const [path, operations] of Object.entries(paths))
    for (const [method, operation] of Object.entries(operations))
      walk(operation, operation.operationId ?? `${method} ${path}`, `${method} ${path}`);
  return found;
}

/** The user objects in an example: the example itself, its `data`, or the items of its `data`. */
const accountsIn = (value: unknown): ExampleAccount[] => {
  const data = (value as {data?: unknown})?.data ?? value;
  return (Array.isArray(data) ? data : [data]).filter(
    (item): item is ExampleAccount =>
      typeof item === 'object' && item !== null && typeof item.username === 'string',
  );
};

/**
 * Where the API's examples of a docs version describe another server than the samples of its CLI: an
 * account that is in no `user list` nor created by an example of `createUser`, a plan that `plan list`
 * lacks, or an account read (`listUsers`, `getUser`) with another plan, state or domain count than
 * `user list` gives it (its state where the listing has a STATUS column).
 */
export function apiDisagreements(
  sampleOf: (words: string, variant?: string) => string | undefined,
  examples: ReadonlyArray<{operation: string; where: string; value: unknown}>,
): string[] {
  const listed = new Map(
    rows(sampleOf('user list')!).map(([user, plan, domains, status]) => [
      user,
      {plan, domains: Number(domains), status},
    ]),
  );
  const created = examples
    .filter(({operation}) => operation === 'createUser')
    .flatMap(({value}) => accountsIn(value).map((account) => account.username));
  const known = new Set([
    ...listed.keys(),
    ...rows(sampleOf('user list', 'after-billing-orders') ?? '').map(([user]) => user),
    ...created,
  ]);
  const planList = sampleOf('plan list');
  const plans = planList ? new Set(rows(planList).map(([name]) => name)) : undefined;
  return examples.flatMap(({operation, where, value}) => {
    const planNamed = (value as {plan?: unknown})?.plan;
    return [
      ...(plans && typeof planNamed === 'string' && !plans.has(planNamed)
        ? [`${where}: plan ${planNamed} is not in plan list`]
        : []),
      ...accountsIn(value).flatMap((account) => {
        const row = listed.get(account.username);
        if (operation === 'createUser' && row)
          return [`${where}: ${account.username} is already in user list: the call would fail`];
        if (!known.has(account.username))
          return [`${where}: account ${account.username} is not in user list`];
        if (plans && account.plan !== undefined && !plans.has(account.plan))
          return [`${where}: plan ${account.plan} is not in plan list`];
        if (!row || !['listUsers', 'getUser'].includes(operation)) return [];
        const domains = Array.isArray(account.domains) ? account.domains.length : account.domains;
        return [
          ...(account.plan !== undefined && account.plan !== row.plan
            ? [`${where}: ${account.username} is on plan ${row.plan} in user list`]
            : []),
          // A listing without a STATUS column says nothing of an account's state.
          ...(account.status !== undefined &&
          row.status !== undefined &&
          account.status !== row.status
            ? [`${where}: ${account.username} is ${row.status} in user list`]
            : []),
          ...(domains !== undefined && domains !== row.domains
            ? [`${where}: ${account.username} has ${row.domains} domains in user list`]
            : []),
        ];
      }),
    ];
  });
}

test('in every docs version with an API, its examples show the example server of its CLI samples: accounts, plans, states and domains', () => {
  assert.deepEqual(
    describedDocsVersions().flatMap((version) =>
      apiDisagreements(
        sampleIn(cliToolOf(version)),
        operationExamples(
          load(readFileSync(openapiFileOf(version), 'utf8')) as Record<string, unknown>,
        ),
      ).map((problem) => `${version}: ${problem}`),
    ),
    [],
  );
});

/**
 * The responses a page shows to a call of the API: a shell block whose last `curl` calls `/api/…`,
 * then a JSON block, or a text block of JSON lines (a `jq -c` of the response), with nothing but blank
 * lines between. Each is named by the operation of `description` that the call's method and path reach.
 */
export function pageApiExamples(
  file: string,
  source: string,
  description: Record<string, unknown>,
): Array<{operation: string; where: string; value: unknown}> {
  const paths = (description.paths ?? {}) as Record<string, Record<string, {operationId?: string}>>;
  const operationOf = (method: string, path: string): string | undefined =>
    Object.entries(paths).find(([template]) =>
      new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    )?.[1][method]?.operationId;
  const blocks = [...source.matchAll(FENCE)];
  return blocks.slice(1).flatMap((block, index) => {
    const call = blocks[index];
    const between = source.slice(call.index! + call[0].length, block.index);
    const curl = call[3].split(/^(?=curl\b)/m).at(-1)!;
    const path = /(?:\/api|_API)(\/[\w/-]+)/.exec(curl)?.[1];
    if (!SHELL.has(call[2]) || between.trim() !== '' || !/^curl\b/.test(curl) || !path) return [];
    const method = (
      /-X\s*(\w+)/.exec(curl)?.[1] ?? (/\s-d\s/.test(curl) ? 'post' : 'get')
    ).toLowerCase();
    const operation = operationOf(method, path.replace(/\/$/, '')) ?? `${method} ${path}`;
    const where = `${file}:${lineOf(source, block.index!)}`;
    if (block[2] === 'json') return [{operation, where, value: JSON.parse(block[3])}];
    return block[3]
      .split('\n')
      .filter((line) => line.trim().startsWith('{'))
      .map((line) => ({operation, where, value: JSON.parse(line)}));
  });
}

test('in every docs version, the API responses a page shows are those of the example server of its CLI samples', () => {
  const versions = describedDocsVersions();
  const shown = pages.flatMap(({file, source}) => {
    const version = docsVersionOfFile(file);
    if (!versions.includes(version)) return [];
    const description = load(readFileSync(openapiFileOf(version), 'utf8')) as Record<
      string,
      unknown
    >;
    return [{version, examples: pageApiExamples(file, source, description)}];
  });
  assert.ok(
    versions.every((version) =>
      shown.some((page) => page.version === version && page.examples.length > 0),
    ),
    'some docs version with an API shows no response on its pages',
  );
  assert.deepEqual(
    shown.flatMap(({version, examples}) =>
      apiDisagreements(sampleIn(cliToolOf(version)), examples),
    ),
    [],
  );
});

/** The minor lines of Portico, oldest first: `0.1`, `0.2`, … */
const minorLines = [...new Set(releases.map(({version}) => version.replace(/\.\d+$/, '')))].sort(
  (a, b) => compareVersions(`${a}.0`, `${b}.0`),
);
const RUNS: Record<string, number> = {once: 1, twice: 2, 'three times': 3};
const minorLineOf = (version: string): string => version.split('.').slice(0, 2).join('.');

/**
 * What a page says of the runs of an update command that moves a server at most one minor line forward
 * per run, each against that rule: "a server on 0.1 runs it twice to reach 0.3.7", "from 0.1.x, the first
 * run only reaches 0.2.9", "one run moves …, for example from 0.2.9 to 0.3.7".
 */
export function updateRunProblems(path: string, text: string): string[] {
  const lines = (from: string, to: string) =>
    minorLines.indexOf(minorLineOf(to)) - minorLines.indexOf(minorLineOf(from));
  const said = text.replace(/\]\([^)]*\)/g, ']').replace(/[[\]]/g, '');
  const VERSION = '(\\d+\\.\\d+(?:\\.\\d+|\\.x)?)';
  return [
    ...[
      ...said.matchAll(
        new RegExp(`\\bon ${VERSION} runs it (once|twice|three times) to reach ${VERSION}`, 'g'),
      ),
    ]
      .filter(([, from, runs, to]) => lines(from, to) !== RUNS[runs])
      .map(
        ([sentence, from, , to]) =>
          `${path}: "${sentence}": ${lines(from, to)} runs take ${from} to ${to}`,
      ),
    ...[
      ...said.matchAll(
        new RegExp(`\\bfrom ${VERSION}, the first run only reaches ${VERSION}`, 'g'),
      ),
    ]
      .filter(([, from, to]) => lines(from, to) !== 1)
      .map(([sentence]) => `${path}: "${sentence}": one run moves one minor line forward`),
    ...[
      ...said.matchAll(new RegExp(`\\bone run moves[^.]*?\\bfrom ${VERSION} to ${VERSION}`, 'gi')),
    ]
      .filter(([, from, to]) => lines(from, to) > 1)
      .map(([sentence]) => `${path}: "${sentence}": one run moves one minor line forward`),
  ];
}

test('in every docs version whose update command moves one minor line per run, the pages count the runs that way', () => {
  const oneLine = cliTools
    .filter((tool) =>
      tool.groups
        .flatMap((group) => group.commands)
        .some(
          (command) => command.words[0] === 'update' && /\bone minor line\b/.test(command.summary),
        ),
    )
    .map((tool) => tool.docsVersion);
  assert.ok(oneLine.length > 0, 'no update command says how far one run goes');
  const read = pages.filter(({file}) => oneLine.includes(docsVersionOfFile(file)));
  assert.ok(
    read.some(({source}) => /\bruns? it\b/.test(source)),
    'no page of those versions read',
  );
  assert.deepEqual(
    read.flatMap(({file, source}) => updateRunProblems(file, source)),
    [],
  );
  assert.equal(
    updateRunProblems('a.md', 'A server on 0.2 runs it twice to reach 0.3.7.').length,
    1,
  );
  assert.deepEqual(updateRunProblems('a.md', 'A server on 0.1 runs it twice to reach 0.3.7.'), []);
  assert.equal(
    updateRunProblems('a.md', 'If you started from 0.1.x, the first run only reaches 0.3.8.')
      .length,
    1,
  );
  assert.equal(
    updateRunProblems('a.md', 'One run moves at most one minor line forward, from 0.1.9 to 0.3.7.')
      .length,
    1,
  );
});

test('the billing page creates the account of the API description’s createUser example, and shows its answer', () => {
  const description = load(readFileSync(openapiFileOf(docsVersions.current), 'utf8'));
  const examples = operationExamples(description as Record<string, unknown>).filter(
    ({operation}) => operation === 'createUser',
  );
  assert.deepEqual(
    examples.map(({value}) => value),
    [createAccountExample.request, createAccountExample.response],
  );
});

test('a response shown after a call of the API is read as an example of its operation', () => {
  const description = {
    paths: {
      '/users': {get: {operationId: 'listUsers'}, post: {operationId: 'createUser'}},
      '/users/{username}': {get: {operationId: 'getUser'}},
    },
  };
  const page = [
    '```bash\ncurl -s -H "Authorization: Bearer x" \\\n  https://server.example.com:2087/api/users/acme\n```',
    '```json\n{"data": {"username": "acme", "status": "active"}}\n```',
    '```bash\ncurl -s "$PORTICO_API/users" | jq -c \'.data[]\'\n```',
    '```text\n{"username":"acme"}\n{"username":"bistro"}\n```',
    '```bash\ncurl -s -X POST "$PORTICO_API/users" -d \'{}\'\n```',
    '```json\n{"data": {"username": "ridgecafe"}}\n```',
    '```bash\nportico user list\n```',
    '```json\n{"username": "nobody"}\n```',
  ].join('\n\n');
  assert.deepEqual(
    pageApiExamples('a.md', page, description).map(({operation, value}) => [operation, value]),
    [
      ['getUser', {data: {username: 'acme', status: 'active'}}],
      ['listUsers', {username: 'acme'}],
      ['listUsers', {username: 'bistro'}],
      ['createUser', {data: {username: 'ridgecafe'}}],
    ],
  );
});

test('an API example that contradicts the example server is found', () => {
  const server: Record<string, string> = {
    'user list': 'USER PLAN DOMAINS STATUS\nacme default 2 suspended\nbistro starter 1 active',
    'plan list': 'NAME DISK ACCOUNTS\ndefault 10G 1\nstarter 5G 1',
  };
  const sampleOf = (words: string, variant?: string) => (variant ? undefined : server[words]);
  const example = (operation: string, value: unknown) => ({operation, where: operation, value});
  assert.deepEqual(
    apiDisagreements(sampleOf, [
      example('listUsers', {
        data: [{username: 'acme', plan: 'default', domains: 2, status: 'suspended'}],
      }),
      example('createUser', {username: 'ridgecafe', plan: 'starter'}),
      example('suspendUser', {data: {username: 'ridgecafe', plan: 'starter', status: 'suspended'}}),
      example('updateUser', {data: {username: 'acme', plan: 'starter', status: 'suspended'}}),
    ]),
    [],
  );
  assert.equal(
    apiDisagreements(sampleOf, [
      example('listUsers', {
        data: [{username: 'acme', plan: 'default', domains: 2, status: 'active'}],
      }),
      example('getUser', {data: {username: 'acme', plan: 'default', domains: ['acme.example']}}),
      example('updateUser', {plan: 'business'}),
      example('suspendUser', {data: {username: 'oldshop', status: 'suspended'}}),
      example('createUser', {username: 'acme', plan: 'default'}),
    ]).length,
    5,
  );
});

/**
 * The parts `backup run` reports, with their sizes in bytes, and the total it reports: since 1.3.5 it prints
 * the size of each part as it writes it, then `Done (<total>, <duration>)`.
 */
export function backupRunSizes(sample: string): {parts: Map<string, number>; total?: number} {
  const bytes = (value: string, unit: string) =>
    Number(value) * 1024 ** ['KB', 'MB', 'GB'].indexOf(unit) * 1024;
  const parts = new Map(
    [...sample.matchAll(/^ {2}([a-z][a-z ]*?) +(\d+(?:\.\d+)?) (KB|MB|GB)$/gm)].map(
      ([, part, value, unit]) => [part!, bytes(value!, unit!)] as const,
    ),
  );
  const done = /^Done \((\d+(?:\.\d+)?) (KB|MB|GB),/m.exec(sample);
  return {parts, total: done ? bytes(done[1]!, done[2]!) : undefined};
}

/** The parts a backup restore sample puts back, in its order: `files`, `databases`, `mail`, … */
export const restoredParts = (sample: string): string[] =>
  [...sample.matchAll(/^ {2}([a-z][a-z ]*?) \.+ done\b/gm)].map(([, part]) => part!);

test("every version's backup run sample since 1.3.5 sizes each part that the restore of the same account puts back, and its total is their sum", () => {
  const checked = everyDocsVersion.filter((version) => compareVersions(version, '1.3.5') >= 0);
  assert.ok(checked.length > 0);
  for (const version of checked) {
    const sampleOf = sampleIn(cliToolOf(version));
    const run = sampleOf('backup run');
    const restore = sampleOf('backup restore');
    assert.ok(run && restore, `${version} has a backup run and a backup restore command`);
    const {parts, total} = backupRunSizes(run);
    // The example server runs the mail server: the archive a restore reads holds the account's mail, so
    // the run that writes one writes it too.
    assert.deepEqual([...parts.keys()], restoredParts(restore), version);
    const sum = [...parts.values()].reduce((a, b) => a + b, 0);
    // The total is printed to one decimal of its unit: 1.4 GB for 1.35 to 1.45 GB.
    assert.ok(
      total !== undefined && Math.abs(total - sum) <= 0.05 * 1024 ** 3,
      `${version}: ${total} against ${sum}`,
    );
  }
  assert.equal(backupRunSizes('Backing up acme ...\nDone (1.4 GB, 2 min 41 s)').parts.size, 0);
  assert.deepEqual(
    restoredParts(
      'Restoring acme from a.tar.gz\n  files .. done\n  databases .. done (acme_wp)\n  mail .. done\n  dns zones .. done\nRestore finished',
    ),
    ['files', 'databases', 'mail', 'dns zones'],
  );
});

/**
 * The nameservers every zone of a docs version's example server lists already: the NS records of its `dns show`
 * sample, which Settings → General writes into each new zone. None for a tool without that command.
 */
function zoneNameservers(tool: CliTool): string[] {
  const show = tool.groups
    .flatMap((group) => group.commands)
    .find((command) => command.words.join(' ') === 'dns show');
  return show
    ? [...show.output.sample.matchAll(/\sIN NS\s+(\S+?)\.?$/gm)].map((match) => match[1])
    : [];
}

/**
 * Each NS record a page adds with `dns add-record` that names a nameserver the zones list already. The
 * record changes nothing, and a secondary given that name gets no queries while the name's address still
 * points at the Portico server.
 */
export function nameserversListedAlready(file: string, source: string): string[] {
  return usesInSource(file, source).flatMap((use) => {
    const words = use.tokens.map((token) => token.value);
    if (words[0] !== 'dns' || words[1] !== 'add-record' || !words.includes('--type=NS')) return [];
    const listed = zoneNameservers(cliToolOf(docsVersionOfFile(file)));
    return words
      .filter((word) => word.startsWith('--value='))
      .map((word) => word.slice('--value='.length).replace(/\.$/, ''))
      .filter((name) => listed.includes(name))
      .map((name) => `${file}:${use.line}: adds NS ${name}, which every zone lists already`);
  });
}

test('a page that adds an NS record for a secondary nameserver names one the zones of the example server do not list yet', () => {
  assert.deepEqual(
    pages.flatMap(({file, source}) => nameserversListedAlready(file, source)),
    [],
  );
  const listed = zoneNameservers(cliToolOf(docsVersions.current));
  assert.ok(listed.length >= 2, `the dns show sample lists ${listed.length} nameservers`);
  const adding = (name: string) =>
    `\`\`\`bash\nportico dns add-record acme.example --type=NS --name=@ --value=${name}\n\`\`\`\n`;
  assert.equal(nameserversListedAlready('docs/a.md', adding(listed[1])).length, 1);
  assert.deepEqual(nameserversListedAlready('docs/a.md', adding('ns3.example.com')), []);
});
