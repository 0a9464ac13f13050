/**
 * Renders `::cli-output{command="portico license info"}` as the sample output that
 * `src/data/cli.ts` gives that command, in a `text` code block, so a page's sample cannot drift
 * from the reference. `variant="…"` picks one of the command's other named samples, and
 * `grep="…"` keeps the lines that match a regular expression, as a page's `| grep -E` would.
 * It runs before Docusaurus's own remark plugins, like the reference plugins beside it.
 */
import type {Code, Root} from 'mdast';
import {cliTools, type CliTool} from '../../src/data/cli';
import {compareVersions} from '../../src/data/compare-versions';
import {docsVersions} from '../../src/data/releases';
import {docsVersionOf} from '../markdown/doc-version';
import {replaceLeafDirectives, type LeafDirective} from '../markdown/leaf-directives';

export interface SampleRequest {
  /** The command from the tool's name on, without arguments: `portico backup list`. */
  readonly command: string;
  readonly variant?: string;
  readonly grep?: string;
}

/**
 * The sample output the data gives a command, as the tool of docs version `docsVersion` prints it: a frozen
 * version's page shows the samples frozen with it, and a page naming an older tool (`portico-cli` in the
 * 1.x docs) the newest version of that tool. Throws, naming what is missing, when there is none.
 * `tools` are the tools of every docs version, newest or not, as `src/data/cli.ts` lists them.
 */
export function sampleOutput(
  {command, variant, grep}: SampleRequest,
  docsVersion: string = docsVersions.current,
  tools: readonly CliTool[] = cliTools,
): string {
  const [binary, ...words] = command.trim().split(/\s+/);
  // The newest tool of that name that is not newer than the page: the one it documents.
  const [tool] = tools
    .filter(
      (candidate) =>
        candidate.binary === binary && compareVersions(candidate.docsVersion, docsVersion) <= 0,
    )
    .sort((a, b) => compareVersions(b.docsVersion, a.docsVersion));
  if (!tool)
    throw new Error(
      `cli-output: "${command}" names no tool of the ${docsVersion} docs (${tools.map((candidate) => `${candidate.binary} ${candidate.docsVersion}`).join(', ')})`,
    );
  const found = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.words.join(' ') === words.join(' '));
  if (!found) throw new Error(`cli-output: ${binary} has no command "${words.join(' ')}"`);
  const sample = variant ? found.output.variants?.[variant] : found.output.sample;
  if (sample === undefined)
    throw new Error(`cli-output: "${command}" has no sample named "${variant}"`);
  if (!grep) return sample;
  const pattern = new RegExp(grep);
  const kept = sample.split('\n').filter((line) => pattern.test(line));
  if (kept.length === 0)
    throw new Error(`cli-output: no line of the sample of "${command}" matches /${grep}/`);
  return kept.join('\n');
}

function requestOf(directive: LeafDirective): SampleRequest {
  const attributes = directive.attributes ?? {};
  return {
    command: attributes.command ?? '',
    variant: attributes.variant ?? undefined,
    grep: attributes.grep ?? undefined,
  };
}

/** The remark plugin: replaces each `::cli-output` directive of a doc with its code block. */
export default function cliSampleOutputRemarkPlugin() {
  return (tree: Root, file: {path?: string}) =>
    replaceLeafDirectives(tree, ['cli-output'], (directive) => {
      try {
        return [
          {
            type: 'code',
            lang: 'text',
            value: sampleOutput(
              requestOf(directive),
              file.path ? docsVersionOf(file.path).docsVersion : undefined,
            ),
          } satisfies Code,
        ];
      } catch (error) {
        throw new Error(`${file.path ?? 'a doc'}: ${(error as Error).message}`);
      }
    });
}
