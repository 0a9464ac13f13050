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
import type {Code, Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import {cliToolOf, synopsisOf, type CliCommand, type CliFlag, type CliTool} from '../../src/data/cli';
import {docsVersions} from '../../src/data/releases';
import {ROOT, collectUses, parseUse} from './commands';
import {replaceLeafDirectives} from '../leaf-directives';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const block = (lang: string, value: string): Code => ({type: 'code', lang, value});
const link = (url: string, children: PhrasingContent[]): Link => ({type: 'link', url, children});

/** Inline code written as backticks in the data's sentences becomes inline code nodes. */
function rich(sentence: string): PhrasingContent[] {
  return sentence.split(/(`[^`]+`)/).filter(Boolean).map((part) => (part.startsWith('`') ? code(part.slice(1, -1)) : text(part)));
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map((title) => [text(title)]), ...rows].map((cells) => ({type: 'tableRow', children: cells.map(cell)})),
  };
}

/** The docs folder of a page's version, from the page's path. */
function versionOf(file: string): {docsVersion: string; docsRoot: string} {
  const inside = relative(ROOT, file).split(sep).join('/');
  const versioned = /^(versioned_docs\/version-([^/]+))\//.exec(inside);
  return versioned ? {docsVersion: versioned[2], docsRoot: versioned[1]} : {docsVersion: cliToolOf(docsVersions.current).docsVersion, docsRoot: 'docs'};
}

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
  for (const use of collectUses()) {
    if (use.binary !== tool.binary || !use.file.startsWith(`${docsRoot}/`) || use.file.startsWith(reference)) continue;
    if (use.file.startsWith(`${docsRoot}/changelog/`)) continue;
    const {command} = parseUse(use);
    if (!command) continue;
    const list = pages.get(command) ?? [];
    if (list.some((page) => page.file === use.file)) continue;
    const title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(readFileSync(join(ROOT, use.file), 'utf8'))?.[1] ?? use.file;
    list.push({file: use.file, title});
    pages.set(command, list);
  }
  for (const list of pages.values()) list.sort((a, b) => a.title.localeCompare(b.title));
  pagesUsingCache.set(docsRoot, pages);
  return pages;
}

function flagNotes(flag: CliFlag): string {
  const notes = [flag.required ? 'Required.' : '', flag.since ? `Since ${flag.since}.` : '', flag.enterprise ? 'Enterprise.' : ''];
  return notes.filter(Boolean).join(' ');
}

function commandSection(tool: CliTool, command: CliCommand, usedOn: PageUse[], pageFile: string): RootContent[] {
  const name = [tool.binary, ...command.words].join(' ');
  const nodes: RootContent[] = [
    {type: 'heading', depth: 2, children: [code(name)]} satisfies Heading,
    paragraph(...rich(command.summary)),
    paragraph(
      strong('Arrived in:'),
      text(` ${command.since}. `),
      strong('Edition:'),
      text(command.enterprise ? ' Enterprise only.' : ' Community and Enterprise.'),
    ),
    paragraph(strong('Synopsis')),
    block('text', synopsisOf(tool, command)),
  ];
  if (command.arguments.length > 0) {
    nodes.push(
      paragraph(strong('Arguments')),
      table(
        ['Argument', 'Type', 'Required', 'Description'],
        command.arguments.map((argument) => [[code(argument.name)], [text(argument.type)], [text(argument.required ? 'yes' : 'no')], rich(argument.description)]),
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
    table(['Code', 'Meaning'], command.exitCodes.map((exit) => [[code(String(exit.code))], rich(exit.meaning)])),
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
        children: [paragraph(link(relative(from, join(ROOT, page.file)).split(sep).join('/'), [text(page.title)]))],
      })),
    };
    nodes.push(paragraph(strong('Used on these pages')), items);
  }
  return nodes;
}

function groupReference(tool: CliTool, groupName: string, pageFile: string, docsRoot: string): RootContent[] {
  const group = tool.groups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Error(`${pageFile}: ${tool.binary} has no command group "${groupName}"`);
  const usedOn = pagesUsing(tool, docsRoot);
  return group.commands.flatMap((command) => commandSection(tool, command, usedOn.get(command) ?? [], pageFile));
}

function commandIndex(tool: CliTool): RootContent[] {
  const rows = tool.groups.flatMap((group) =>
    group.commands.map((command) => {
      const name = [tool.binary, ...command.words].join(' ');
      const anchor = name.replace(/[^a-z0-9 -]/g, '').trim().replace(/ +/g, '-');
      return [[link(`${group.name}.md#${anchor}`, [code(name)])], rich(command.summary), [text(command.since)]];
    }),
  );
  return [table(['Command', 'What it does', 'Since'], rows)];
}

/** The remark plugin: replaces the CLI directives of the reference pages. */
export default function cliReferenceRemarkPlugin() {
  return (tree: Root, file: {path?: string}) => {
    const path = file.path;
    if (!path) return;
    replaceLeafDirectives(tree, ['cli-reference', 'cli-index'], (directive) => {
      const {docsVersion, docsRoot} = versionOf(path);
      const tool = cliToolOf(docsVersion);
      return directive.name === 'cli-index' ? commandIndex(tool) : groupReference(tool, directive.attributes?.group ?? '', path, docsRoot);
    });
  };
}
