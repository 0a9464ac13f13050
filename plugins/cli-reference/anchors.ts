import type {CliCommand, CliTool} from '../../src/data/cli';

/** The full command as its reference heading shows it: `portico user add`. */
export const commandName = (tool: CliTool, command: CliCommand): string =>
  [tool.binary, ...command.words].join(' ');

/** The id Docusaurus gives a command's heading on its group page: `portico user add` → `portico-user-add`. */
export const commandAnchor = (tool: CliTool, command: CliCommand): string =>
  commandName(tool, command)
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/ +/g, '-');

/** The command of `tool` named by the words after the tool's name (`user add`); throws, naming `user`, when there is none. */
export function commandOf(tool: CliTool, words: string, user: string): CliCommand {
  const command = tool.groups
    .flatMap((group) => group.commands)
    .find((candidate) => candidate.words.join(' ') === words);
  if (!command)
    throw new Error(
      `${user} names "${tool.binary} ${words}", which the ${tool.docsVersion} CLI does not have.`,
    );
  return command;
}
