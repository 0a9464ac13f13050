import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {docsVersions} from '../../src/data/releases.ts';
import {ROOT} from '../../plugins/cli-reference/commands.ts';
import {
  describedDocsVersions,
  descriptionOf,
  loadDescription,
  operationsOf,
  type ResolvedOperation,
} from '../../plugins/api-reference/description.ts';
import {
  curlExample,
  operationNodes,
  pythonExample,
  renderApiDirective,
  toMarkdown,
  type PageContext,
} from '../../plugins/api-reference/remark.ts';

const FIXTURES = join(ROOT, 'tests', 'unit', 'fixtures', 'openapi');
/** Where a fixture operation's page would be: a page of the current docs' API reference. */
const context: PageContext = {
  file: join(ROOT, 'docs', 'admin', 'api-reference', 'users', 'fixture.md'),
  docsVersion: docsVersions.current,
  docsRoot: 'docs',
};
const fixtureOperations = async () =>
  operationsOf(await loadDescription(join(FIXTURES, 'constructs.yaml')));
/** Every operation the examples are checked on: the fixtures' and those of every docs version's description. */
const everyOperation = async (): Promise<Array<{where: string; resolved: ResolvedOperation}>> => [
  ...(await fixtureOperations()).map((resolved) => ({where: 'fixture', resolved})),
  ...(
    await Promise.all(
      describedDocsVersions().map(async (version) =>
        operationsOf(await descriptionOf(version)).map((resolved) => ({where: version, resolved})),
      ),
    )
  ).flat(),
];

test('each OpenAPI construct renders as its fixture page shows it', async () => {
  const operations = await fixtureOperations();
  assert.ok(operations.length >= 7, 'the fixture lost its operations');
  for (const resolved of operations) {
    const id = resolved.operation.operationId;
    const expected = readFileSync(join(FIXTURES, `${id}.md`), 'utf8');
    assert.equal(
      toMarkdown(operationNodes(resolved, context, {ownPage: true})),
      expected,
      `${id} renders differently from ${id}.md`,
    );
  }
});

test('a description with a keyword the reference does not render fails the build, naming the operation and the keyword', async () => {
  const description = await loadDescription(join(FIXTURES, 'unknown-keyword.yaml'));
  assert.throws(
    () =>
      renderApiDirective(
        description,
        {type: 'leafDirective', name: 'api-operation', attributes: {id: 'createPet'}},
        context,
      ),
    /"discriminator" at requestBody\.content\.application\/json\.schema of operation createPet/,
  );
  const withMethod = await loadDescription(join(FIXTURES, 'unknown-method.yaml'));
  assert.throws(() => operationsOf(withMethod), /"head" of path \/pets/);
});

test('every Python example compiles with python3', async () => {
  const python = spawnSync('python3', ['--version']);
  assert.equal(
    python.error,
    undefined,
    'python3 is not installed: the Python examples cannot be checked (apt-get install python3)',
  );
  const dir = mkdtempSync(join(tmpdir(), 'portico-python-'));
  const files = (await everyOperation()).map(({where, resolved}) => {
    const file = join(dir, `${where.replace(/\W/g, '_')}_${resolved.operation.operationId}.py`);
    writeFileSync(file, pythonExample(resolved));
    return file;
  });
  // One run for all of them; it fails naming the file of the first that does not compile.
  execFileSync('python3', ['-m', 'py_compile', ...files], {stdio: 'pipe'});
});

test('every curl example is valid shell and sends its example body as it is', async () => {
  const problems: string[] = [];
  for (const {where, resolved} of await everyOperation()) {
    const example = curlExample(resolved);
    const name = `${where} ${resolved.operation.operationId}`;
    const shell = spawnSync('bash', ['-n'], {input: example});
    if (shell.status !== 0) problems.push(`${name}: ${shell.stderr.toString().trim()}`);
    const sent = /--data-raw '((?:[^']|'\\'')*)'$/m.exec(example)?.[1]?.replace(/'\\''/g, "'");
    const [mediaType, media] =
      Object.entries(resolved.operation.requestBody?.content ?? {}).find(
        ([, candidate]) => candidate.example !== undefined,
      ) ?? [];
    if (!media) {
      if (sent !== undefined) problems.push(`${name} sends a body it has no example of`);
    } else if (/json/.test(mediaType!)) {
      assert.ok(sent !== undefined, `${name} sends no body`);
      assert.deepEqual(
        JSON.parse(sent),
        media.example,
        `${name} sends another body than its example`,
      );
    }
  }
  assert.deepEqual(problems, []);
});
