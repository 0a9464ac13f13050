import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, readdirSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {cliToolOf} from '../../src/data/cli.ts';
import {billingActions} from '../../src/data/billing-modules.ts';
import {ROOT} from '../../plugins/cli-reference/commands.ts';
import {SPEC_PATH} from '../../plugins/api-reference/remark.ts';
import {expectedPages, writtenPages} from '../../plugins/api-reference/pages.ts';

const SPEC = SPEC_PATH;
const redocly = join(ROOT, 'node_modules', '.bin', 'redocly');

interface Operation {
  operationId: string;
  tags: string[];
  responses: Record<string, unknown>;
}
interface Spec {
  openapi: string;
  servers: Array<{url: string}>;
  paths: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, {properties?: Record<string, {enum?: string[]}>; allOf?: unknown[]}>};
}

/** The description with every `$ref` kept, as JSON. */
function loadSpec(): Spec {
  const out = join(mkdtempSync(join(tmpdir(), 'portico-openapi-')), 'spec.json');
  execFileSync(redocly, ['bundle', SPEC, '--ext', 'json', '--output', out], {stdio: 'pipe'});
  return JSON.parse(readFileSync(out, 'utf8')) as Spec;
}

const spec = loadSpec();
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => HTTP_METHODS.includes(method))
    .map(([method, operation]) => ({method: method.toUpperCase(), path, operation})),
);

test('the OpenAPI description passes redocly lint with the recommended rules', () => {
  // execFileSync throws with the lint report when a rule fails.
  execFileSync(redocly, ['lint', SPEC, '--format=stylish'], {stdio: 'pipe', cwd: ROOT});
});

test('it is OpenAPI 3.1 for https://SERVER:2087/api', () => {
  assert.equal(spec.openapi, '3.1.0');
  assert.deepEqual(spec.servers.map((server) => server.url), ['https://{server}:2087/api']);
});

test('every call the billing modules make is described', () => {
  const described = new Set(operations.map(({method, path}) => `${method} /api${path}`));
  const missing = billingActions.map((action) => action.endpoint).filter((endpoint) => !described.has(endpoint));
  assert.deepEqual(missing, []);
});

test('every error code the API pages name is in the error schema', () => {
  const errorSchema = spec.components.schemas.Error as unknown as {properties: {error: {properties: {code: {enum: string[]}}}}};
  const codes = new Set(errorSchema.properties.error.properties.code.enum);
  const pages = ['docs/admin/settings/api.md', 'docs/articles/dev-experience/automate-with-the-api.md'];
  const named = pages.flatMap((page) => [...readFileSync(join(ROOT, page), 'utf8').matchAll(/`([a-z]+_[a-z_]+)`/g)].map((match) => match[1]));
  const errorCodes = named.filter((code) => /^(invalid|token|insufficient|ip|user|plan|rate)_/.test(code));
  assert.ok(errorCodes.length >= 7, `only ${errorCodes.length} error codes found on the pages`);
  assert.deepEqual(errorCodes.filter((code) => !codes.has(code)), []);
});

test('DNS record types and plan limits agree with the CLI data', () => {
  const tool = cliToolOf('1.6.7');
  const command = (words: string) => tool.groups.flatMap((group) => group.commands).find((candidate) => candidate.words.join(' ') === words)!;
  const cliTypes = command('dns add-record').flags.find((flag) => flag.name === '--type')!.values;
  assert.deepEqual(spec.components.schemas.DnsRecordInput.properties!.type.enum, cliTypes);
  const cliLimits = command('plan add').flags.map((flag) => flag.name.slice(2).replace('-', '_'));
  const apiLimits = Object.keys(spec.components.schemas.PlanInput.properties!).filter((name) => name !== 'name');
  assert.deepEqual(apiLimits, cliLimits);
});

test('every operation has its own id and documents the 401 answer', () => {
  for (const {method, path, operation} of operations) {
    assert.ok(operation.operationId, `${method} ${path} has no operationId`);
    assert.ok(operation.responses['401'], `${method} ${path} does not document 401`);
  }
  assert.equal(new Set(operations.map(({operation}) => operation.operationId)).size, operations.length);
});

test('every tag of the description has one resource page that lists its operations', () => {
  const dir = join(ROOT, 'docs', 'admin', 'api-reference');
  const listed = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap(({name}) => [...readFileSync(join(dir, name, `${name}.md`), 'utf8').matchAll(/^::api-operation-index\{tag="([^"]+)"\}$/gm)].map((match) => match[1]));
  const tags = [...new Set(operations.flatMap(({operation}) => operation.tags))];
  assert.deepEqual([...listed].sort(), [...tags].sort());
});

test('every operation has its page in the current docs, as `npm run api-pages` writes it, and no page is left over', () => {
  const expected = expectedPages();
  assert.equal(expected.size, operations.length);
  const written = writtenPages();
  const differing = [...new Set([...expected.keys(), ...written.keys()])].filter((path) => expected.get(path) !== written.get(path));
  assert.deepEqual(differing, [], 'run npm run api-pages');
});
