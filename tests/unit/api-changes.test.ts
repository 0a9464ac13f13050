import {test} from 'node:test';
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {docsVersions} from '../../src/data/releases.ts';
import {ROOT} from '../../plugins/cli-reference/commands.ts';
import {describedDocsVersions, loadDescription} from '../../plugins/api-reference/description.ts';
import {
  breaksClients,
  changesOf,
  diffDescriptions,
  previousDescribedVersion,
  type ApiChanges,
} from '../../plugins/api-reference/changes.ts';
import {
  operationNodes,
  renderApiDirective,
  toMarkdown,
  type PageContext,
} from '../../plugins/api-reference/remark.ts';

const FIXTURES = join(ROOT, 'tests', 'unit', 'fixtures', 'openapi');
/** Two versions of a small API: one operation added, one removed, two changed. */
const fixtureChanges = async (): Promise<ApiChanges> => {
  const [before, after] = await Promise.all([
    loadDescription(join(FIXTURES, 'changes-before.yaml')),
    loadDescription(join(FIXTURES, 'changes-after.yaml')),
  ]);
  return {from: '2.0.0', to: '2.1.0', operations: diffDescriptions(before, after)};
};
const context: PageContext = {
  file: join(ROOT, 'docs', 'admin', 'api-reference', 'changes.md'),
  docsVersion: docsVersions.current,
  docsRoot: 'docs',
};

test('the comparison finds the operations added, removed and changed, and says which changes break a client', async () => {
  const {operations} = await fixtureChanges();
  const summary = operations.map((change) => ({
    id: change.resolved.operation.operationId,
    status: change.status,
    changes: change.changes.map((one) => `${one.breaking ? 'breaking: ' : ''}${one.text}`),
  }));
  assert.deepEqual(summary, [
    {
      id: 'createUser',
      status: 'changed',
      changes: [
        // A type change in what the client sends: the integer it sent is refused now.
        'breaking: request field `quota_mb` type was integer, now string',
        // A new optional field breaks nothing.
        'request field `password` added',
        // A field the answer always had is gone.
        'breaking: response `201` field `data.status` removed',
      ],
    },
    {
      id: 'getUser',
      status: 'changed',
      changes: [
        'breaking: token scope `read-write` (was: `read` or `read-write`)',
        'breaking: parameter `fields` (query) added, required',
        // A value the answer may hold that the client did not know.
        'breaking: response `200` field `data.plan` also takes `business`',
      ],
    },
    {id: 'listDomains', status: 'added', changes: []},
    {id: 'deleteUser', status: 'removed', changes: []},
  ]);
  assert.deepEqual(
    operations.filter(breaksClients).map((change) => change.resolved.operation.operationId),
    ['createUser', 'getUser', 'deleteUser'],
  );
});

test('the changes page lists each change, marks the breaking ones, and names the removed operations', async () => {
  const markdown = toMarkdown(
    renderApiDirective(
      await loadDescription(join(FIXTURES, 'changes-after.yaml')),
      {type: 'leafDirective', name: 'api-changes'},
      context,
      await fixtureChanges(),
    ),
  );
  assert.match(
    markdown,
    /the 2\.1\.0 API adds 1 operation, removes 1 operation and changes 2 of the 3 it kept\./,
  );
  assert.match(
    markdown,
    /3 operations changed in a way that breaks a client written for 2\.0\.0: Create a hosting account, Get a hosting account, Delete a hosting account\./,
  );
  assert.match(
    markdown,
    /\| \[List domains\]\(domains\/list-domains\.md\) +\| `GET \/api\/domains` +\| 1\.0\.0 \|/,
  );
  assert.match(
    markdown,
    /## Operations removed\n\n\*\*Breaking:\*\* a client that calls one of these gets 404 from 2\.1\.0\.\n\n[^]*\| Delete a hosting account +\| `DELETE \/api\/users\/\{username\}` \| 0\.2\.8 \|/,
  );
  assert.match(
    markdown,
    /### Create a hosting account\n\n`POST \/api\/users`, \[Create a hosting account\]\(users\/create-user\.md\)\.\n\n- \*\*Breaking:\*\* Request field `quota_mb` type was integer, now string\.\n- Request field `password` added\.\n/,
  );
});

test('an operation page says what changed in it since the docs version before, or that it is new', async () => {
  const history = await fixtureChanges();
  const page: PageContext = {
    ...context,
    file: join(ROOT, 'docs', 'admin', 'api-reference', 'users', 'get-user.md'),
  };
  const note = (id: string) =>
    toMarkdown(
      operationNodes(
        history.operations.find((change) => change.resolved.operation.operationId === id)!.resolved,
        page,
        {ownPage: true, history},
      ),
    )
      .split('\n\n')
      .find((paragraph) => paragraph.includes('since 2.0.0'));
  assert.equal(
    note('getUser'),
    '**Changed since 2.0.0:** **Breaking:** token scope `read-write` (was: `read` or `read-write`); **Breaking:** parameter `fields` (query) added, required; **Breaking:** response `200` field `data.plan` also takes `business`. See [what changed in the API](../changes.md#get-a-hosting-account).',
  );
  assert.equal(
    note('listDomains'),
    '**New since 2.0.0:** the 2.0.0 API has no such operation. See [what changed in the API](../changes.md#operations-added).',
  );
});

test('each described docs version but the oldest is compared with the one before it', async () => {
  const versions = describedDocsVersions();
  for (const [index, version] of versions.entries()) {
    assert.equal(previousDescribedVersion(version), versions[index + 1]);
    const changes = await changesOf(version);
    assert.equal(changes?.from, versions[index + 1], version);
  }
});
