/**
 * Finds every `portico …` and `portico-cli …` command written on the site's pages and checks it
 * against `src/data/cli.ts`. The unit test reports what does not parse; the reference pages use
 * the same findings to link each command to the pages that show it.
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliTools, type CliCommand, type CliTool} from '../../src/data/cli';
import {compareVersions} from '../../src/data/compare-versions';
import {releases} from '../../src/data/releases';
import {docsVersionDescribing, releaseOn} from '../../src/data/docs-version-data';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where a command was written, and the version of Portico that page describes. */
export interface CommandUse {
  /** Path from the project root, with forward slashes. */
  readonly file: string;
  readonly line: number;
  /** The command as written, from the tool's name on. */
  readonly text: string;
  /** A full command line in a shell code block, or a mention in inline code. */
  readonly kind: 'code-block' | 'inline';
  readonly binary: string;
  /** The words after the tool's name; a quoted word keeps its quotes off. */
  readonly tokens: readonly Token[];
  /** The docs version the page belongs to, or for a blog post its release date. */
  readonly context: {readonly docsVersion: string} | {readonly date: string};
}

export interface Token {
  readonly value: string;
  /** The word holds a shell variable or substitution, so its value is only known at run time. */
  readonly dynamic: boolean;
}

export interface ParsedUse {
  readonly use: CommandUse;
  /** The command it names, when the words name one. */
  readonly command?: CliCommand;
  readonly problems: readonly string[];
}

const BINARIES = new Set(cliTools.map((tool) => tool.binary));
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh']);
/** Words after which a new command starts in a shell line. */
const COMMAND_PREFIXES = new Set([
  'if',
  'then',
  'else',
  'do',
  'while',
  'until',
  '!',
  'sudo',
  'time',
  'exec',
]);
const OPERATORS = new Set(['|', '||', '&&', ';', '(', ')', '$(', '`', '&']);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

interface Lexeme {
  readonly value: string;
  readonly dynamic: boolean;
  /** An operator that ends a command (`|`, `&&`, `;`, a redirection, …). */
  readonly operator: boolean;
  /** Where the lexeme starts in the line. */
  readonly start: number;
}

/** Splits one shell line into words and operators, honoring quotes and dropping comments. */
function lexShell(line: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line[index];
    if (/\s/.test(char)) {
      index += 1;
      continue;
    }
    if (char === '#') break;
    const operator = [
      '$(',
      '2>&1',
      '&&',
      '||',
      '>>',
      '2>',
      '|',
      ';',
      '(',
      ')',
      '>',
      '<',
      '&',
      '`',
    ].find((candidate) => line.startsWith(candidate, index));
    if (operator) {
      lexemes.push({value: operator, dynamic: false, operator: true, start: index});
      index += operator.length;
      continue;
    }
    const start = index;
    let value = '';
    let dynamic = false;
    while (index < line.length && !/[\s|;&()<>`]/.test(line[index])) {
      const quote = line[index];
      if (quote === '"' || quote === "'") {
        const end = line.indexOf(quote, index + 1);
        const inside = line.slice(index + 1, end === -1 ? line.length : end);
        if (quote === '"' && inside.includes('$')) dynamic = true;
        value += inside;
        index = end === -1 ? line.length : end + 1;
      } else {
        if (quote === '$') dynamic = true;
        value += quote;
        index += 1;
      }
    }
    lexemes.push({value, dynamic, operator: false, start});
  }
  return lexemes;
}

/** The commands of one shell line: each run of words that starts with a tool's name in command position. */
function commandsInShellLine(line: string): Array<{binary: string; tokens: Token[]; text: string}> {
  const lexemes = lexShell(line);
  const found: Array<{binary: string; tokens: Token[]; text: string}> = [];
  let commandPosition = true;
  for (let index = 0; index < lexemes.length; index += 1) {
    const lexeme = lexemes[index];
    if (lexeme.operator) {
      commandPosition = OPERATORS.has(lexeme.value);
      continue;
    }
    if (commandPosition && BINARIES.has(lexeme.value)) {
      const tokens: Token[] = [];
      let end = index + 1;
      while (end < lexemes.length && !lexemes[end].operator) {
        tokens.push({value: lexemes[end].value, dynamic: lexemes[end].dynamic});
        end += 1;
      }
      const stop = end < lexemes.length ? lexemes[end].start : line.length;
      found.push({binary: lexeme.value, tokens, text: line.slice(lexeme.start, stop).trim()});
      index = end - 1;
      commandPosition = false;
      continue;
    }
    commandPosition = COMMAND_PREFIXES.has(lexeme.value);
  }
  return found;
}

function contextOf(file: string): CommandUse['context'] {
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(file);
  if (versioned) return {docsVersion: versioned[1]};
  const post = /^blog\/(\d{4}-\d{2}-\d{2})-/.exec(file);
  if (post) return {date: post[1]};
  return {docsVersion: cliTools[0].docsVersion};
}

/** Every command written in one file: shell code blocks line by line, command boxes, and inline code spans. */
export function usesInSource(file: string, source: string): CommandUse[] {
  const context = contextOf(file);
  const uses: CommandUse[] = [];
  const lines = source.split('\n');
  const isMarkdown = /\.mdx?$/.test(file);
  let fence: {marker: string; shell: boolean} | null = null;
  let continued = '';
  let continuedFrom = 0;
  lines.forEach((line, index) => {
    const fenceMatch = isMarkdown ? /^\s*(```+|~~~+)\s*([\w-]*)/.exec(line) : null;
    if (fenceMatch && (!fence || fenceMatch[1].startsWith(fence.marker))) {
      fence = fence ? null : {marker: fenceMatch[1], shell: SHELL_LANGUAGES.has(fenceMatch[2])};
      return;
    }
    if (fence) {
      if (!fence.shell) return;
      if (!continued) continuedFrom = index + 1;
      if (line.trimEnd().endsWith('\\')) {
        continued += `${line.trimEnd().slice(0, -1)} `;
        return;
      }
      const whole = continued + line;
      continued = '';
      for (const command of commandsInShellLine(whole)) {
        uses.push({file, line: continuedFrom, kind: 'code-block', context, ...command});
      }
      return;
    }
    // In React pages: a command box's `command="…"` and a shell code block written on one line are whole command lines.
    const written = [
      ...[...line.matchAll(/<CommandBox\b[^>]*\bcommand="([^"]+)"/g)].map((match) => match[1]),
      ...[...line.matchAll(/<CodeBlock\b[^>]*\blanguage="([\w-]+)"[^>]*>([^<{]+)<\/CodeBlock>/g)]
        .filter((match) => SHELL_LANGUAGES.has(match[1]))
        .map((match) => match[2]),
    ];
    for (const command of written.flatMap(commandsInShellLine)) {
      uses.push({file, line: index + 1, kind: 'code-block', context, ...command});
    }
    const spans = [...line.matchAll(/`([^`\n]+)`|<code>([^<]+)<\/code>/g)].map(
      (match) => match[1] ?? match[2],
    );
    for (const span of spans) {
      const words = lexShell(span);
      if (
        words.length < 2 ||
        !BINARIES.has(words[0].value) ||
        words.slice(1).some((word) => word.operator)
      )
        continue;
      const tokens = words.slice(1).map(({value, dynamic}) => ({value, dynamic}));
      uses.push({
        file,
        line: index + 1,
        kind: 'inline',
        binary: words[0].value,
        tokens,
        text: span,
        context,
      });
    }
  });
  return uses;
}

/** The Markdown and MDX files: a docs folder's or the blog's pages. */
export const MARKDOWN_FILES = /\.mdx?$/;

/** The folders whose pages are checked, and the files in them that hold prose or code. */
const SCANNED = [
  {dir: 'docs', pattern: MARKDOWN_FILES},
  {dir: 'versioned_docs', pattern: MARKDOWN_FILES},
  {dir: 'blog', pattern: MARKDOWN_FILES},
  {dir: 'src', pattern: /\.(mdx?|tsx?)$/},
] as const;

/** The data itself is checked by its own test, not as a page. */
const DATA_FILE = 'src/data/cli.ts';

/** Every command written in the files of one folder of the project (`docs`, `versioned_docs/version-<version>`) whose names match `pattern`. */
export function usesUnder(dir: string, pattern: RegExp): CommandUse[] {
  return walk(join(ROOT, dir))
    .filter((file) => pattern.test(file))
    .map((file) => relative(ROOT, file).split(sep).join('/'))
    .filter((file) => file !== DATA_FILE)
    .flatMap((file) => usesInSource(file, readFileSync(join(ROOT, file), 'utf8')));
}

/** Every command written anywhere on the site. */
export function collectUses(): CommandUse[] {
  return SCANNED.flatMap(({dir, pattern}) => usesUnder(dir, pattern));
}

const releaseDate = (version: string): string => {
  const release = releases.find((candidate) => candidate.version === version);
  if (!release) throw new Error(`Unknown release ${version} in the CLI data`);
  return release.date;
};

/** Whether something that arrived in `since` exists in what the page describes. */
function existedIn(since: string, context: CommandUse['context']): boolean {
  return 'date' in context
    ? releaseDate(since) <= context.date
    : compareVersions(since, context.docsVersion) <= 0;
}

const describe = (context: CommandUse['context']): string =>
  'date' in context ? `a post of ${context.date}` : `the ${context.docsVersion} docs`;

/** What a flag value of each checked type looks like in `tool`, whose sizes take its own units. */
const valueChecksOf = (tool: CliTool): Readonly<Record<string, RegExp>> => ({
  integer: /^\d+$/,
  size: new RegExp(`^\\d+[${tool.sizeUnits.join('')}]$`),
  date: /^\d{4}-\d{2}-\d{2}$/,
});

/**
 * The pages that tell a 0.3 server how to move to 1.0, and so name the tool it still has, in
 * whichever docs version holds them. Anywhere else, a page that describes a release after a tool
 * was replaced must not tell readers to type it.
 */
const UPGRADE_PAGES = new Set([
  'articles/install-update/upgrade-from-0-3.md',
  'changelog/1.0.0.md',
  'blog/2025-02-17-portico-1-0-released/index.md',
]);

/** A page's path inside its docs version (`articles/x.md`), or the file itself outside the docs. */
const pageOf = (file: string): string =>
  file.replace(/^(?:docs|versioned_docs\/version-[^/]+)\//, '');

/** The docs version a page is held to: its own, or for a post the one that describes the release current on its date. */
const docsVersionOfContext = (context: CommandUse['context']): string =>
  'docsVersion' in context
    ? context.docsVersion
    : docsVersionDescribing(releaseOn(context.date).version);

/** The docs version whose CLI data a file (a path from the project root) is held to. */
export const docsVersionOfFile = (file: string): string => docsVersionOfContext(contextOf(file));

/** The tool of `tools` a page's `binary` names: the one its docs version documents, else the newest of that name. */
function toolOf(
  binary: string,
  context: CommandUse['context'],
  tools: readonly CliTool[],
): CliTool {
  const candidates = tools.filter((candidate) => candidate.binary === binary);
  const docsVersion = docsVersionOfContext(context);
  return candidates.find((candidate) => candidate.docsVersion === docsVersion) ?? candidates[0];
}

/** Looks one written command up in the data (every docs version's tool, unless told others) and lists what does not match. */
export function parseUse(use: CommandUse, tools: readonly CliTool[] = cliTools): ParsedUse {
  const tool = toolOf(use.binary, use.context, tools);
  const problems: string[] = [];
  if (
    tool.replacedIn &&
    existedIn(tool.replacedIn, use.context) &&
    !UPGRADE_PAGES.has(pageOf(use.file))
  ) {
    const successor = tools.find((candidate) => !candidate.replacedIn)!;
    problems.push(
      `"${use.binary}" was replaced by "${successor.binary}" in ${tool.replacedIn}, before ${describe(use.context)}`,
    );
  }
  const [groupWord, ...rest] = use.tokens;
  const group = tool.groups.find((candidate) => candidate.name === groupWord?.value);
  if (!group) {
    const known = tool.groups.map((candidate) => candidate.name).join(', ');
    return {
      use,
      problems: [
        `unknown command "${use.binary} ${groupWord?.value ?? ''}" (${use.binary} has: ${known})`,
      ],
    };
  }
  const wholeGroup = group.commands.find((candidate) => candidate.words.length === 1);
  const named = group.commands.find(
    (candidate) => candidate.words.length === 2 && candidate.words[1] === rest[0]?.value,
  );
  const command = named ?? wholeGroup;
  if (!command) {
    if (rest.length > 0 || use.kind === 'code-block') {
      const subverbs = group.commands.map((candidate) => candidate.words[1]).join('|');
      const written = rest[0] ? `"${rest[0].value}"` : 'nothing';
      problems.push(`"${use.binary} ${group.name}" takes ${subverbs}, not ${written}`);
    }
    return {use, problems};
  }
  const others = named ? rest.slice(1) : rest;
  if (!existedIn(command.since, use.context)) {
    problems.push(
      `"${use.binary} ${command.words.join(' ')}" arrived in ${command.since}, after ${describe(use.context)}`,
    );
  }
  const valueChecks = valueChecksOf(tool);
  const positionals: Token[] = [];
  const flagsGiven = new Set<string>();
  for (const token of others) {
    if (!token.value.startsWith('--')) {
      positionals.push(token);
      continue;
    }
    const [name, ...valueParts] = token.value.split('=');
    const value = valueParts.join('=');
    const flag = command.flags.find((candidate) => candidate.name === name);
    if (!flag) {
      const known = command.flags.map((candidate) => candidate.name).join(', ') || 'no flags';
      problems.push(
        `unknown flag ${name} for "${use.binary} ${command.words.join(' ')}" (it takes ${known})`,
      );
      continue;
    }
    flagsGiven.add(name);
    if (flag.since && !existedIn(flag.since, use.context)) {
      problems.push(`${name} arrived in ${flag.since}, after ${describe(use.context)}`);
    }
    const hasValue = valueParts.length > 0;
    if (flag.type === 'switch' && hasValue) problems.push(`${name} takes no value`);
    if (flag.type !== 'switch' && !hasValue)
      problems.push(`${name} needs a value: ${name}=<${flag.type}>`);
    if (!hasValue || token.dynamic) continue;
    if (flag.values && !flag.values.includes(value))
      problems.push(`${name}=${value} is not one of ${flag.values.join(', ')}`);
    const check = valueChecks[flag.type];
    if (check && value !== '' && !check.test(value))
      problems.push(`${name}=${value} is not a valid ${flag.type}`);
  }
  if (positionals.length > command.arguments.length) {
    const extra = positionals
      .slice(command.arguments.length)
      .map((token) => token.value)
      .join(' ');
    problems.push(`unexpected argument "${extra}" for "${use.binary} ${command.words.join(' ')}"`);
  }
  if (use.kind === 'code-block') {
    const missing = command.arguments
      .slice(positionals.length)
      .filter((argument) => argument.required);
    for (const argument of missing)
      problems.push(`missing <${argument.name}> for "${use.binary} ${command.words.join(' ')}"`);
    for (const flag of command.flags.filter(
      (candidate) => candidate.required && !flagsGiven.has(candidate.name),
    )) {
      problems.push(`missing required ${flag.name} for "${use.binary} ${command.words.join(' ')}"`);
    }
  }
  return {use, command, problems};
}
