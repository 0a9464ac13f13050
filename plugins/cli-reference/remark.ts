/**
 * Renders the CLI reference from `src/data/cli.ts` into the Markdown of the reference pages at
 * build time. A page writes `::cli-reference{group="user"}` for one command group or
 * `::cli-index` for the table of every command; this plugin replaces the directive with real
 * headings, tables and code blocks, so the table of contents, the search index and the
 * link checker see them as if they were written by hand. It runs before Docusaurus's own remark
 * plugins, which then give the headings their ids and resolve the `.md` links.
 */
import {dirname, join, relative, sep} from 'node:path';
import {readFileSync} from 'node:fs';
import type {List, Root, RootContent} from 'mdast';
import {
  cliToolOf,
  synopsisOf,
  type CliCommand,
  type CliFlag,
  type CliTool,
} from '../../src/data/cli';
import {MARKDOWN_FILES, ROOT, parseUse, usesUnder} from './commands';
import {commandAnchor, commandName} from './anchors';
import {replaceLeafDirectives} from '../markdown/leaf-directives';
import {docsVersionOf} from '../markdown/doc-version';
import {block, code, heading, link, paragraph, rich, strong, table, text} from '../markdown/mdast';
import {
  descriptionOf,
  describedDocsVersions,
  operationsOf,
  type ResolvedOperation,
} from '../api-reference/description';
import {operationPageOf} from '../api-reference/pages';
import {compareVersions} from '../../src/data/compare-versions';
import {editionsSince} from '../../src/data/editions';

interface PageUse {
  readonly file: string;
  readonly title: string;
}

/** For each command of the tool, the how-to pages of its docs version that run or name it. */
const pagesUsingCache = new Map<string, Map<CliCommand, PageUse[]>>();

function pagesUsing(tool: CliTool, docsRoot: string): Map<CliCommand, PageUse[]> {
  const cached = pagesUsingCache.get(docsRoot);
  if (cached) return cached;
  const pages = new Map<CliCommand, PageUse[]>();
  const reference = `${docsRoot}/admin/cli-reference/`;
  // Only the version's own folder: each version's reference pages read it once, so a build reads every page once
  // however many versions there are.
  for (const use of usesUnder(docsRoot, MARKDOWN_FILES)) {
    if (use.binary !== tool.binary || use.file.startsWith(reference)) continue;
    if (use.file.startsWith(`${docsRoot}/changelog/`)) continue;
    const {command} = parseUse(use);
    if (!command) continue;
    const list = pages.get(command) ?? [];
    if (list.some((page) => page.file === use.file)) continue;
    const title =
      /^title:\s*["']?(.*?)["']?\s*$/m.exec(readFileSync(join(ROOT, use.file), 'utf8'))?.[1] ??
      use.file;
    list.push({file: use.file, title});
    pages.set(command, list);
  }
  for (const list of pages.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  pagesUsingCache.set(docsRoot, pages);
  return pages;
}

function flagNotes(flag: CliFlag): string {
  const notes = [
    flag.required ? 'Required.' : '',
    flag.since ? `Since ${flag.since}.` : '',
    flag.enterprise ? 'Enterprise.' : '',
  ];
  return notes.filter(Boolean).join(' ');
}

/** The API operations of the same docs version that do what a command does: those whose `x-cli` names it. */
function apiEquivalents(operations: ResolvedOperation[], command: CliCommand): ResolvedOperation[] {
  return operations.filter(({operation}) =>
    (operation['x-cli'] ?? []).some((equivalent) => equivalent.command === command.words.join(' ')),
  );
}

/** The command's API operations, each linked to where its version documents it, or one line saying there is none. */
function apiLine(
  equivalents: ResolvedOperation[],
  pageFile: string,
  docsRoot: string,
): RootContent {
  if (equivalents.length === 0)
    return paragraph(strong('REST API:'), text(' no operation does this.'));
  return paragraph(
    strong('REST API:'),
    text(' '),
    ...equivalents.flatMap((resolved, index) => {
      const page = operationPageOf(docsRoot, resolved);
      if (!page)
        throw new Error(
          `${pageFile}: no page of ${docsRoot} documents the API operation ${resolved.operation.operationId}`,
        );
      const url = `${relative(dirname(pageFile), page.file).split(sep).join('/')}${page.anchor ? `#${page.anchor}` : ''}`;
      return [
        ...(index > 0 ? [text(', ')] : []),
        link(url, [code(`${resolved.method} /api${resolved.path}`)]),
      ];
    }),
    text('.'),
  );
}

function commandSection(
  tool: CliTool,
  command: CliCommand,
  usedOn: PageUse[],
  pageFile: string,
  api: RootContent | undefined,
): RootContent[] {
  const nodes: RootContent[] = [
    heading(2, code(commandName(tool, command))),
    paragraph(...rich(command.summary)),
    paragraph(
      strong('Arrived in:'),
      text(` ${command.since}.`),
      // A version from before the editions was one free product: its commands have no edition.
      ...(compareVersions(tool.docsVersion, editionsSince) < 0
        ? []
        : [
            text(' '),
            strong('Edition:'),
            text(command.enterprise ? ' Enterprise only.' : ' Community and Enterprise.'),
          ]),
    ),
    ...(api ? [api] : []),
    paragraph(strong('Synopsis')),
    block('text', synopsisOf(tool, command)),
  ];
  if (command.arguments.length > 0) {
    nodes.push(
      paragraph(strong('Arguments')),
      table(
        ['Argument', 'Type', 'Required', 'Description'],
        command.arguments.map((argument) => [
          [code(argument.name)],
          [text(argument.type)],
          [text(argument.required ? 'yes' : 'no')],
          rich(argument.description),
        ]),
      ),
    );
  }
  if (command.flags.length > 0) {
    nodes.push(
      paragraph(strong('Flags')),
      table(
        ['Flag', 'Type', 'Default', 'Description'],
        command.flags.map((flag) => [
          [code(flag.name)],
          [text(flag.values ? flag.values.join(', ') : flag.type)],
          flag.default ? rich(flag.default) : [text(flag.required ? 'required' : '-')],
          rich([flag.description, flagNotes(flag)].filter(Boolean).join(' ')),
        ]),
      ),
    );
  }
  nodes.push(
    paragraph(strong('Examples')),
    block('bash', command.examples.join('\n')),
    paragraph(strong('Output:'), text(' '), ...rich(command.output.description)),
    block('text', command.output.sample),
    paragraph(strong('Exit codes')),
    table(
      ['Code', 'Meaning'],
      command.exitCodes.map((exit) => [[code(String(exit.code))], rich(exit.meaning)]),
    ),
  );
  if (usedOn.length > 0) {
    const from = dirname(pageFile);
    const items: List = {
      type: 'list',
      ordered: false,
      spread: false,
      children: usedOn.map((page) => ({
        type: 'listItem',
        spread: false,
        children: [
          paragraph(
            link(relative(from, join(ROOT, page.file)).split(sep).join('/'), [text(page.title)]),
          ),
        ],
      })),
    };
    nodes.push(paragraph(strong('Used on these pages')), items);
  }
  return nodes;
}

async function groupReference(
  tool: CliTool,
  groupName: string,
  pageFile: string,
  docsRoot: string,
): Promise<RootContent[]> {
  const group = tool.groups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`${pageFile}: ${tool.binary} has no command group "${groupName}"`);
  const usedOn = pagesUsing(tool, docsRoot);
  // A version from before the REST API has no description, and its commands no API line.
  const operations = describedDocsVersions().includes(tool.docsVersion)
    ? operationsOf(await descriptionOf(tool.docsVersion))
    : undefined;
  return group.commands.flatMap((command) =>
    commandSection(
      tool,
      command,
      usedOn.get(command) ?? [],
      pageFile,
      operations && apiLine(apiEquivalents(operations, command), pageFile, docsRoot),
    ),
  );
}

function commandIndex(tool: CliTool): RootContent[] {
  const rows = tool.groups.flatMap((group) =>
    group.commands.map((command) => {
      return [
        [
          link(`${group.name}.md#${commandAnchor(tool, command)}`, [
            code(commandName(tool, command)),
          ]),
        ],
        rich(command.summary),
        [text(command.since)],
      ];
    }),
  );
  return [table(['Command', 'What it does', 'Since'], rows)];
}

/** The remark plugin: replaces the CLI directives of the reference pages. */
export const CLI_DIRECTIVES = ['cli-reference', 'cli-index'] as const;

export default function cliReferenceRemarkPlugin() {
  return async (tree: Root, file: {path?: string}) => {
    const path = file.path;
    if (!path) return;
    await replaceLeafDirectives(tree, CLI_DIRECTIVES, (directive) => {
      const {docsVersion, docsRoot} = docsVersionOf(path);
      const tool = cliToolOf(docsVersion);
      return directive.name === 'cli-index'
        ? commandIndex(tool)
        : groupReference(tool, directive.attributes?.group ?? '', path, docsRoot);
    });
  };
}
