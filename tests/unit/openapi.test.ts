import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {cliToolOf} from '../../src/data/cli.ts';
import {billingActions} from '../../src/data/billing-modules.ts';
import {ROOT} from '../../plugins/cli-reference/commands.ts';
import {loadSpec, SPEC_PATH} from '../../plugins/api-reference/remark.ts';
import {expectedPages, writtenPages} from '../../plugins/api-reference/pages.ts';

const SPEC = SPEC_PATH;
const redocly = join(ROOT, 'node_modules', '.bin', 'redocly');

interface Operation {
  operationId: string;
  tags: string[];
  'x-since': string;
  requestBody?: {content: Record<string, {schema: Schema}>};
  responses: Record<string, {$ref?: string; content?: Record<string, {schema: Schema}>}>;
}
/** The parts of JSON Schema the description uses. */
interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  pattern?: string;
  allOf?: Schema[];
}
interface Spec {
  openapi: string;
  servers: Array<{url: string}>;
  paths: Record<string, Record<string, Operation>>;
  components: {schemas: Record<string, {properties?: Record<string, {enum?: string[]}>; allOf?: unknown[]}>};
}

/** The description with every `$ref` kept: one file whose references are all inside it, read as the plugin reads it. */
const spec = loadSpec() as unknown as Spec;
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

test('the account an API call creates takes what portico user add takes', () => {
  const add = cliToolOf('1.6.7').groups.flatMap((group) => group.commands).find((command) => command.words.join(' ') === 'user add')!;
  const input = spec.components.schemas.UserCreate as unknown as Schema;
  assert.deepEqual(Object.keys(input.properties!), [...add.arguments.map((argument) => argument.name), ...add.flags.map((flag) => flag.name.slice(2))]);
  assert.deepEqual(input.required, [
    ...add.arguments.filter((argument) => argument.required).map((argument) => argument.name),
    ...add.flags.filter((flag) => flag.required).map((flag) => flag.name.slice(2)),
  ]);
});

/** A schema with its `$ref` followed and its `allOf` parts merged. */
function flatten(schema: Schema): Schema {
  if (schema.$ref) {
    const target = schema.$ref.slice(2).split('/').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec) as Schema;
    return flatten(target);
  }
  if (!schema.allOf) return schema;
  return schema.allOf.map(flatten).reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      required: [...(merged.required ?? []), ...(part.required ?? [])],
      properties: {...merged.properties, ...part.properties},
    }),
    {...schema, allOf: undefined},
  );
}

const typeOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/** What keeps `value` from being an instance of `schema`: a wrong type, a missing or unknown property, a value off its enum or pattern. */
function schemaProblems(value: unknown, schema: Schema, at = ''): string[] {
  const flat = flatten(schema);
  const types = flat.type === undefined ? [] : [flat.type].flat();
  const type = typeOf(value);
  if (types.length > 0 && !types.includes(type) && !(type === 'integer' && types.includes('number'))) return [`${at || 'the body'} is ${type}, not ${types.join(' or ')}`];
  if (flat.enum && !flat.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of ${flat.enum.join(', ')}`];
  if (flat.pattern && typeof value === 'string' && !new RegExp(flat.pattern).test(value)) return [`${at} "${value}" does not match ${flat.pattern}`];
  if (type === 'array' && flat.items) return (value as unknown[]).flatMap((item, index) => schemaProblems(item, flat.items!, `${at}[${index}]`));
  if (type !== 'object' || !flat.properties) return [];
  const object = value as Record<string, unknown>;
  return [
    ...(flat.required ?? []).filter((name) => !(name in object)).map((name) => `${at}.${name} is missing`),
    ...Object.entries(object).flatMap(([name, item]) =>
      flat.properties![name] ? schemaProblems(item, flat.properties![name], `${at}.${name}`) : [`${at}.${name} is not in the description`],
    ),
  ];
}

/** A call written on a page: a `curl` command in a shell block, its JSON body, and the JSON answer shown in the block after it. */
interface PageCall {
  readonly where: string;
  readonly docsVersion: string | null;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  readonly answer?: unknown;
}

function callsIn(file: string, source: string): PageCall[] {
  const docsVersion = /^versioned_docs\/version-([^/]+)\//.exec(file)?.[1] ?? null;
  const blocks = [...source.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```/gm)].map((match) => ({
    lang: match[1],
    text: match[2],
    line: source.slice(0, match.index).split('\n').length,
  }));
  return blocks.flatMap((block, index) => {
    if (!['bash', 'sh', 'shell'].includes(block.lang)) return [];
    return block.text
      .replace(/\\\n/g, ' ')
      .split('\n')
      .flatMap((line) => {
        const url = /\bcurl\b.*?(?:https:\/\/[^\s"'/]+\/api|\$PORTICO_API)(\/[^\s"'|?]*)/.exec(line);
        // A path built at run time ("$PORTICO_API/$1") names no one operation.
        if (!url || url[1].includes('$')) return [];
        const body = /\s-d\s+'([^']*)'/.exec(line)?.[1];
        const next = blocks[index + 1];
        // The answer shown is the call's own only when nothing transforms or discards it.
        const shown = next?.lang === 'json' && !/\|/.test(line.slice(url.index)) && !/\s-o\s/.test(line);
        return [{
          where: `${file}:${block.line}`,
          docsVersion,
          method: /\s-X\s+(\w+)/.exec(line)?.[1] ?? (body === undefined ? 'GET' : 'POST'),
          path: url[1],
          ...(body === undefined ? {} : {body: JSON.parse(body) as unknown}),
          ...(shown ? {answer: JSON.parse(next.text) as unknown} : {}),
        }];
      });
  });
}

/** Every file under `dir` whose name matches. */
const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(ROOT, dir, name);
    if (statSync(path).isDirectory()) return filesUnder(relative(ROOT, path), pattern);
    return pattern.test(name) ? [relative(ROOT, path).split(sep).join('/')] : [];
  });

/** The billing page's example call and answer as the page shows them, at the line of the call. */
function billingPageCalls(): PageCall[] {
  const file = 'src/pages/billing.tsx';
  const source = readFileSync(join(ROOT, file), 'utf8');
  const constant = (name: string) => {
    const match = new RegExp(`const ${name} = \`([^\`]*)\`;`).exec(source);
    assert.ok(match, `${file} has no ${name}`);
    return {value: match[1].replace(/\$\{ports\.admin\}/g, '2087').replace(/\\\\/g, '\\'), line: source.slice(0, match.index).split('\n').length};
  };
  const [call, answer] = [constant('apiExample'), constant('apiAnswer')];
  const asMarkdown = `\`\`\`bash\n${call.value}\n\`\`\`\n\n\`\`\`json\n${answer.value}\n\`\`\`\n`;
  return callsIn(file, asMarkdown).map((found) => ({...found, where: `${file}:${call.line}`}));
}

test('every API call written on a page is a described operation of its docs version, with a body and an answer the description accepts', () => {
  const calls = [
    ...['docs', 'versioned_docs', 'blog'].flatMap((dir) => filesUnder(dir, /\.mdx?$/)).flatMap((file) => callsIn(file, readFileSync(join(ROOT, file), 'utf8'))),
    ...billingPageCalls(),
  ];
  assert.ok(calls.length >= 8, `only ${calls.length} API calls found on the pages; the extraction is broken`);
  assert.ok(calls.filter((call) => call.answer !== undefined).length >= 4, 'too few answers found on the pages; the extraction is broken');
  const problems = calls.flatMap((call) => {
    const found = operations.find(
      ({method, path}) => method === call.method && new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(call.path),
    );
    if (!found) return [`${call.where}: ${call.method} /api${call.path} is not in the description`];
    const {operation} = found;
    const name = `${call.where}: ${call.method} /api${call.path}`;
    const issues: string[] = [];
    if (call.docsVersion && operation['x-since'].localeCompare(call.docsVersion, undefined, {numeric: true}) > 0) {
      issues.push(`${name} arrived in ${operation['x-since']}, after the ${call.docsVersion} docs`);
    }
    if (call.body !== undefined) {
      const schema = operation.requestBody?.content['application/json']?.schema;
      if (!schema) issues.push(`${name} takes no body`);
      else issues.push(...schemaProblems(call.body, schema, 'body').map((problem) => `${name}: ${problem}`));
    }
    if (call.answer !== undefined) {
      const [status, response] = Object.entries(operation.responses).find(([code]) => code.startsWith('2'))!;
      const schema = response.content?.['application/json']?.schema;
      if (!schema) issues.push(`${name} answers ${status} with no body`);
      else issues.push(...schemaProblems(call.answer, schema, 'answer').map((problem) => `${name}: ${problem}`));
    }
    return issues;
  });
  assert.deepEqual(problems, []);
});
