/**
 * The edition and release badges of the reference pages, from the data the pages render: a CLI
 * group page from its commands in `src/data/cli.ts`, an API page from its operations in the
 * description of its docs version. `docusaurus.config.ts` adds them to the front matter of every page
 * with a reference directive, and a page that types its own `since` or `edition` fails the build.
 */
import {cliToolOf, type CliCommand} from '../../src/data/cli';
import {editionRows, type EditionId} from '../../src/data/editions';
import {descriptionOf, operationsOf} from '../api-reference/description';
import {releases} from '../../src/data/releases';
import {docsVersionOf} from './doc-version';

const DIRECTIVE =
  /^::(cli-reference\{group="([^"]+)"\}|cli-index|api-operation\{id="([^"]+)"\}|api-operation-index\{tag="([^"]+)"\}|api-operations)\s*$/m;

/** The REST API and the CLI are one row of the editions table; the pages of an Enterprise-only API would say so. */
const referenceRow = editionRows.find((row) => /REST API/.test(row.feature));

export interface ReferenceBadges {
  readonly since: string;
  readonly edition: EditionId;
}

/** The oldest of some releases, by their order in src/data/releases.ts. */
function earliest(versions: string[]): string {
  const order = (version: string) => {
    const index = releases.findIndex((release) => release.version === version);
    if (index < 0) throw new Error(`${version} is not a release in src/data/releases.ts`);
    return index;
  };
  return versions.reduce((oldest, version) => (order(version) > order(oldest) ? version : oldest));
}

/** A CLI page is Enterprise only when every command on it is. */
const cliBadges = (commands: readonly CliCommand[]): ReferenceBadges => ({
  since: earliest(commands.map((command) => command.since)),
  edition: commands.every((command) => command.enterprise) ? 'enterprise' : 'community',
});

/** The badges of a doc, when it is a reference page rendered from data; `undefined` for any other doc. */
export async function referenceBadges(
  filePath: string,
  fileContent: string,
): Promise<ReferenceBadges | undefined> {
  const directive = DIRECTIVE.exec(fileContent);
  if (!directive) return undefined;
  const [, , group, operationId, tag] = directive;
  const {docsVersion} = docsVersionOf(filePath);
  if (directive[1].startsWith('cli-')) {
    const groups = cliToolOf(docsVersion).groups.filter(
      (candidate) => group === undefined || candidate.name === group,
    );
    if (groups.length === 0)
      throw new Error(`${filePath}: the ${docsVersion} CLI has no command group "${group}"`);
    return cliBadges(groups.flatMap((candidate) => candidate.commands));
  }
  const operations = operationsOf(await descriptionOf(docsVersion)).filter(
    ({operation}) =>
      (operationId === undefined || operation.operationId === operationId) &&
      (tag === undefined || operation.tags.includes(tag)),
  );
  if (operations.length === 0)
    throw new Error(
      `${filePath}: no API operation of ${docsVersion} matches ${directive[0].trim()}`,
    );
  return {
    since: earliest(operations.map(({operation}) => operation['x-since'])),
    edition: referenceRow?.community === false ? 'enterprise' : 'community',
  };
}

/** A doc's front matter with the badges of a reference page added; throws when the page typed them itself. */
export async function withReferenceBadges(
  filePath: string,
  fileContent: string,
  frontMatter: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const badges = await referenceBadges(filePath, fileContent);
  if (!badges) return frontMatter;
  const typed = ['since', 'edition'].filter((key) => key in frontMatter);
  if (typed.length > 0)
    throw new Error(
      `${filePath}: ${typed.join(' and ')} of a reference page come from its data; remove them from the front matter`,
    );
  return {...frontMatter, ...badges};
}
