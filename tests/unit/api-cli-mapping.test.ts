import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cliToolOf} from '../../src/data/cli.ts';
import {
  describedDocsVersions,
  descriptionOf,
  operationsOf,
} from '../../plugins/api-reference/description.ts';

/** Each described docs version with its operations and its CLI's commands. */
const versions = () =>
  Promise.all(
    describedDocsVersions().map(async (version) => {
      const tool = cliToolOf(version);
      return {
        version,
        tool,
        operations: operationsOf(await descriptionOf(version)),
        commands: tool.groups.flatMap((group) => group.commands),
      };
    }),
  );

test('every CLI equivalent an operation names is a command of the same docs version, with flags that command has', async () => {
  const problems = (await versions()).flatMap(({version, tool, operations, commands}) =>
    operations.flatMap(({operation}) =>
      (operation['x-cli'] ?? []).flatMap((equivalent) => {
        const command = commands.find(
          (candidate) => candidate.words.join(' ') === equivalent.command,
        );
        if (!command)
          return [
            `${version} ${operation.operationId}: ${tool.binary} ${equivalent.command} is not a command of ${version}`,
          ];
        return (equivalent.flags ?? [])
          .filter((flag) => !command.flags.some((candidate) => candidate.name === flag))
          .map(
            (flag) =>
              `${version} ${operation.operationId}: ${tool.binary} ${equivalent.command} has no flag ${flag}`,
          );
      }),
    ),
  );
  assert.deepEqual(problems, []);
});

test('an operation whose description says it is the same as a command names that command as its CLI equivalent', async () => {
  let sayings = 0;
  const problems = (await versions()).flatMap(({version, tool, operations}) =>
    operations.flatMap(({operation}) => {
      const said = [
        ...(operation.description ?? '').matchAll(
          new RegExp(`\`${tool.binary} ([a-z -]+?)( --[a-z-]+)*\``, 'g'),
        ),
      ].map((match) => match[1]);
      const mapped = (operation['x-cli'] ?? []).map((equivalent) => equivalent.command);
      sayings += said.length;
      return said
        .filter((command) => !mapped.includes(command))
        .map(
          (command) =>
            `${version} ${operation.operationId} says ${tool.binary} ${command} but maps ${mapped.join(', ') || 'nothing'}`,
        );
    }),
  );
  assert.ok(sayings >= 10, `only ${sayings} descriptions name a command; the extraction is broken`);
  assert.deepEqual(problems, []);
});

test('the mapping covers most of each reference: operations with a CLI equivalent, and commands with an API operation', async (t) => {
  for (const {version, tool, operations, commands} of await versions()) {
    const mapped = operations.filter(({operation}) => (operation['x-cli'] ?? []).length > 0);
    const named = new Set(
      operations.flatMap(({operation}) =>
        (operation['x-cli'] ?? []).map((equivalent) => equivalent.command),
      ),
    );
    const withApi = commands.filter((command) => named.has(command.words.join(' ')));
    t.diagnostic(
      `${version}: ${mapped.length} of ${operations.length} operations have a ${tool.binary} equivalent; ${withApi.length} of ${commands.length} commands have an API operation`,
    );
    assert.ok(mapped.length > 0 && withApi.length > 0, `${version} maps nothing`);
  }
});
