import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {load} from 'js-yaml';
import {
  bundle,
  createConfig,
  escapePointerFragment,
  lintFromString,
  loadConfig,
} from '@redocly/openapi-core';
import {certificateStates, cliToolOf, currentCliTool, type CliCommand} from '../../src/data/cli.ts';
import {planNameRuleOf} from '../../src/data/docs-version-data.ts';
import {billingActions, createAccountCall} from '../../src/data/billing-modules.ts';
import {docsDirOf, docsVersions, latestRelease, releases} from '../../src/data/releases.ts';
import {ROOT, docsVersionOfFile} from '../../plugins/cli-reference/commands.ts';
import {
  describedDocsVersions,
  descriptionOf,
  mergeAllOf,
  openapiFileOf,
  operationsOf,
  type Schema,
} from '../../plugins/api-reference/description.ts';
import {expectedPages, operationPageOf, writtenPages} from '../../plugins/api-reference/pages.ts';
import {factsOf} from '../../plugins/markdown/fact-text.ts';
import {daysBetween} from '../../src/data/dates.ts';

const redocly = join(ROOT, 'node_modules', '.bin', 'redocly');
const versions = describedDocsVersions();
/** The current description's operations. */
const currentOperations = async () => operationsOf(await descriptionOf(docsVersions.current));

/** A version's description as its file has it, with every `$ref` kept, as a plain object. */
async function bundled(version: string): Promise<BundledDescription> {
  const {bundle: document} = await bundle({
    ref: openapiFileOf(version),
    config: await createConfig({}),
  });
  return document.parsed as BundledDescription;
}
interface BundledDescription {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: {content: Record<string, Record<string, unknown>>};
        responses: Record<string, {content?: Record<string, Record<string, unknown>>}>;
      }
    >
  >;
  components: {schemas: Record<string, Schema>};
}

/** A component schema of a version's description, with its `allOf` merged. */
const schemaNamed = async (name: string, version: string = docsVersions.current): Promise<Schema> =>
  mergeAllOf((await descriptionOf(version)).components!.schemas![name]);

test('every docs version since the API has its own description, and the current one is at the stable address', () => {
  assert.ok(versions.includes(docsVersions.current));
  assert.ok(versions.length >= 2, `only ${versions.join(', ')} have a description`);
  assert.equal(
    openapiFileOf(docsVersions.current),
    join(ROOT, 'static', 'openapi', 'portico.openapi.yaml'),
  );
});

test('every description passes redocly lint with the recommended rules', () => {
  // One run for every file; execFileSync throws with the lint report when a rule fails.
  execFileSync(redocly, ['lint', ...versions.map(openapiFileOf), '--format=stylish'], {
    stdio: 'pipe',
    cwd: ROOT,
  });
});

test("each description is OpenAPI 3.1 for https://SERVER:<Portico Admin's port>/api and describes the release of its docs version", async () => {
  for (const version of versions) {
    const description = await descriptionOf(version);
    assert.equal(description.openapi, '3.1.0', version);
    assert.equal(description.info.version, version);
    assert.deepEqual(
      description.servers.map((server) => server.url),
      [`https://{server}:${factsOf(version)['admin-port']!.values[0]}/api`],
      version,
    );
  }
});

/** A value in a description's YAML that a fact decides, with where it stands (a path of keys). */
interface DescribedFactValue {
  readonly fact: string;
  readonly value: string;
  readonly where: string;
}

/** The limits of a plan's example by field, with the fact of the `default` plan's limit each gives. */
const DEFAULT_PLAN_FIELDS: Readonly<Record<string, string>> = {
  disk: 'default-plan-disk',
  inodes: 'default-plan-inodes',
  domains: 'default-plan-domains',
  databases: 'default-plan-databases',
  emails: 'default-plan-emails',
  ftp: 'default-plan-ftp',
  cpu: 'default-plan-cpu',
  ram: 'default-plan-ram',
  processes: 'default-plan-processes',
};

/**
 * Each value outside the prose of an OpenAPI document (YAML renders no fact, so its values are typed) that a
 * fact decides: the port of a server URL or of an example address (`/api` on Portico Admin's, any other on
 * Portico Panel's), the rate limit a header's example shows, a sign-in link's lifetime (`expires_in`), a DNS
 * record's default TTL, the time of a daily archive (its `created_at`, and the time its name ends with, which a
 * manual archive's does not), how long before its expiry a certificate renews and the
 * limits of the `default` plan. The prose, every `summary` and `description`, is read with the pages
 * (tests/unit/stated-facts.test.ts).
 */
export function describedFactValues(node: unknown, where = ''): DescribedFactValue[] {
  if (typeof node === 'string')
    return [
      ...[...node.matchAll(/https:\/\/[^\s/:'"]+:(\d+)(\/\S*)?/g)].map(([, port, path]) => ({
        fact: path?.startsWith('/api') ? 'admin-port' : 'panel-port',
        value: port!,
        where,
      })),
      ...[...node.matchAll(/^[a-z][a-z0-9]*-\d{4}-\d{2}-\d{2}-(\d{2})(\d{2})$/g)].map(
        ([, hours, minutes]) => ({fact: 'backup-time', value: `${hours}:${minutes}`, where}),
      ),
    ];
  if (Array.isArray(node))
    return node.flatMap((item, at) => describedFactValues(item, `${where}/${at}`));
  if (node === null || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const found: DescribedFactValue[] = [];
  const add = (fact: string, value: unknown) => found.push({fact, value: String(value), where});
  if (typeof object.expires_in === 'number') add('sign-in-link', object.expires_in);
  if (/\/RateLimitLimit\/schema$/.test(where) && object.example !== undefined)
    add('api-rate-limit', object.example);
  if (where.endsWith('/properties/ttl') && object.default !== undefined)
    add('dns-default-ttl', object.default);
  if (object.type === 'daily' && typeof object.created_at === 'string')
    add('backup-time', /T(\d{2}:\d{2})/.exec(object.created_at)?.[1]);
  if (typeof object.expires_at === 'string' && typeof object.next_renewal === 'string')
    add('renewal-days', daysBetween(object.next_renewal, object.expires_at));
  if (object.name === 'default')
    for (const [field, fact] of Object.entries(DEFAULT_PLAN_FIELDS))
      if (object[field] !== undefined) add(fact, object[field]);
  return [
    ...found,
    ...Object.entries(object).flatMap(([key, value]) =>
      describedFactValues(value, `${where}/${key}`),
    ),
  ];
}

/** The number a value gives, as a fact's values and a description's fields both write it: `10 GB`, `10G`, `250,000`. */
const numberOf = (value: string) => value.replace(/,/g, '').replace(/^(\d+(?:\.\d+)?)\D.*$/, '$1');

/** Each value of `describedFactValues` in the description of `version` that is not its fact there. */
function misdescribedFacts(version: string, document: unknown): string[] {
  const known = factsOf(version);
  return describedFactValues(document)
    .filter(({fact, value}) => {
      const values = known[fact]?.values;
      // A version without the fact has no value to hold this one to: the fact came after it.
      if (values === undefined) return false;
      return !values.some((allowed) => allowed === value || numberOf(allowed) === numberOf(value));
    })
    .map(({fact, value, where}) => `${version}: ${where}: ${value} is not :fact[${fact}]`);
}

test("in every docs version, the description's server URL, example addresses, headers, defaults and examples give the values of the version's facts", () => {
  const found = versions.map((version) => ({
    version,
    document: load(readFileSync(openapiFileOf(version), 'utf8')),
  }));
  assert.deepEqual(
    found.flatMap(({version, document}) => misdescribedFacts(version, document)),
    [],
  );
  // Every kind of value is read in the current description, so a renamed field does not pass unread.
  const current = found.find(({version}) => version === docsVersions.current)!;
  assert.deepEqual(
    [...new Set(describedFactValues(current.document).map(({fact}) => fact))].sort(),
    [
      'admin-port',
      'api-rate-limit',
      'backup-time',
      'dns-default-ttl',
      'panel-port',
      'renewal-days',
      'sign-in-link',
      ...Object.values(DEFAULT_PLAN_FIELDS),
    ].sort(),
  );
  const wrong = {
    servers: [{url: 'https://{server}:2090/api'}],
    example: {url: 'https://server.example.com:2091/login/once/1', expires_in: 90},
    backups: [{id: 'acme-2026-10-31-0300', type: 'daily', created_at: '2026-10-31T03:00:00Z'}],
    certificate: {expires_at: '2027-01-29T09:52:09Z', next_renewal: '2027-01-15T00:00:00Z'},
    plan: {name: 'default', disk: '20G'},
  };
  assert.equal(misdescribedFacts(docsVersions.current, wrong).length, 7);
  assert.deepEqual(
    misdescribedFacts(docsVersions.current, {backup: 'acme-2026-10-28-1605-manual'}),
    [],
  );
});

test('every call the billing modules make is described', async () => {
  const described = new Set(
    (await currentOperations()).map(({method, path}) => `${method} /api${path}`),
  );
  const missing = billingActions
    .map((action) => action.endpoint)
    .filter((endpoint) => !described.has(endpoint));
  assert.deepEqual(missing, []);
});

/**
 * Runs `check` on every docs version whose folder has `doc`, and notes each version without it as skipped: a
 * frozen version may come before the page, but the current docs must have it.
 */
async function checkEveryVersionWith(
  doc: string,
  t: TestContext,
  check: (version: string) => Promise<void>,
): Promise<void> {
  const checked = [];
  for (const version of versions) {
    if (!existsSync(join(ROOT, docsDirOf(version), doc))) {
      t.diagnostic(`${version} is skipped: its API reference has no ${doc}`);
      continue;
    }
    await check(version);
    checked.push(version);
  }
  assert.ok(checked.includes(docsVersions.current), `the current docs have no ${doc}`);
}

/** The pages of a docs version that name the API's error codes, relative to its docs folder. */
const ERROR_CODE_PAGES = [
  'admin/settings/api.md',
  'articles/dev-experience/automate-with-the-api.md',
];

test("in every docs version, every error code its API pages name is in its description's error schema", async (t) => {
  for (const version of versions) {
    const codes = (await descriptionOf(version)).components?.schemas?.Error
      ? (((await schemaNamed('Error', version)).properties?.error?.properties?.code?.enum as
          string[] | undefined) ?? [])
      : [];
    if (codes.length === 0 && version !== docsVersions.current) {
      t.diagnostic(`${version} is skipped: its description has no error codes`);
      continue;
    }
    const named = ERROR_CODE_PAGES.map((page) => join(ROOT, docsDirOf(version), page))
      .filter((file) => existsSync(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/`([a-z]+_[a-z_]+)`/g)].map((match) => match[1]),
      );
    const errorCodes = named.filter((code) =>
      /^(invalid|token|insufficient|ip|user|plan|rate)_/.test(code),
    );
    assert.ok(
      errorCodes.length >= 7,
      `${version}: only ${errorCodes.length} error codes found on the pages`,
    );
    assert.deepEqual(
      errorCodes.filter((code) => !codes.includes(code)),
      [],
      version,
    );
  }
});

/**
 * The fields a docs version's API page sets on a new token, by the first word of each, lowercased (**Allowed
 * IPs** is `allowed`): the first bold name of each step of "Create a token" that does not open a screen or
 * click a button. **Name** only labels the token and is left out.
 */
export function tokenFields(page: string): string[] {
  const steps = /^## Create a token\n([\s\S]*?)(?=^## )/m.exec(page)?.[1] ?? '';
  return [...steps.matchAll(/^\d+\. (?!Open |Click |Press )[^*\n]*\*\*([^*]+)\*\*/gm)]
    .map((step) => step[1].split(' ')[0])
    .filter((field) => field !== 'Name')
    .map((field) => field.toLowerCase());
}

test("in every docs version, the description's authentication paragraph names each field the API page sets on a token", () => {
  const current = tokenFields(
    readFileSync(join(ROOT, docsDirOf(docsVersions.current), 'admin/settings/api.md'), 'utf8'),
  );
  assert.deepEqual(current, ['scope', 'expiry', 'allowed', 'owner']);
  for (const version of versions) {
    const page = readFileSync(join(ROOT, docsDirOf(version), 'admin/settings/api.md'), 'utf8');
    const authentication =
      /\*\*Authentication\.\*\*([^\n]*(?:\n(?!\n)[^\n]*)*)/.exec(
        (load(readFileSync(openapiFileOf(version), 'utf8')) as {info: {description: string}}).info
          .description,
      )?.[1] ?? '';
    assert.deepEqual(
      tokenFields(page).filter((field) => !new RegExp(`\\b${field}\\b`, 'i').test(authentication)),
      [],
      `${version}: ${authentication}`,
    );
  }
});

test("in every docs version, the description checks a plan name, in a body and in a path, by that version's rule, which its pages render", async (t) => {
  const checked = [];
  for (const version of versions) {
    const rule = planNameRuleOf(version);
    assert.equal(factsOf(version)['plan-name-rule']?.text, rule.summary, version);
    const description = await descriptionOf(version);
    const planPath = description.paths['/plans/{plan}'];
    if (!planPath && !description.components?.schemas?.PlanInput) {
      t.diagnostic(`${version} is skipped: its description takes no plan name`);
      continue;
    }
    const planParameter = planPath?.parameters?.find((parameter) => parameter.name === 'plan');
    assert.equal(planParameter?.schema?.pattern, rule.pattern, version);
    assert.equal(
      (await schemaNamed('PlanInput', version)).properties!.name.pattern,
      rule.pattern,
      version,
    );
    checked.push(version);
  }
  assert.ok(checked.includes(docsVersions.current), 'the current description takes no plan name');
});

test("in every docs version, every size the description takes or gives is in the units of the version's CLI", async () => {
  for (const version of versions) {
    const expected = `^[0-9]+[${cliToolOf(version).sizeUnits.join('')}]$`;
    const sizes = Object.entries((await descriptionOf(version)).components?.schemas ?? {}).flatMap(
      ([name, schema]) =>
        Object.entries(mergeAllOf(schema).properties ?? {})
          .filter(([, property]) => /^\^\[0-9\]\+\[[A-Za-z]+\]\$$/.test(property.pattern ?? ''))
          .map(([property, {pattern}]) => ({size: `${version}: ${name}.${property}`, pattern})),
    );
    assert.deepEqual(
      sizes.map(({size}) => `${size} ${expected}`),
      sizes.map(({size, pattern}) => `${size} ${pattern}`),
    );
    assert.ok(
      ['disk', 'ram'].every((size) => sizes.some((found) => found.size.endsWith(`.${size}`))),
      `${version}: no plan sizes found`,
    );
  }
});

test("in every docs version, DNS record types and plan limits agree with the version's CLI data", async (t) => {
  const compared = [];
  for (const version of versions) {
    const commands = cliToolOf(version).groups.flatMap((group) => group.commands);
    const command = (words: string) =>
      commands.find((candidate) => candidate.words.join(' ') === words);
    const schemas = (await descriptionOf(version)).components?.schemas ?? {};
    const pairs = [
      {words: 'dns add-record', schema: 'DnsRecordInput'},
      {words: 'plan add', schema: 'PlanInput'},
    ];
    for (const {words, schema} of pairs) {
      const cli = command(words);
      if (!cli || !schemas[schema]) {
        // Both sides of a pair arrive together; one without the other is a gap in the data.
        assert.ok(!cli && !schemas[schema], `${version}: ${words} and ${schema} exist apart`);
        t.diagnostic(
          `${version}: ${words} is skipped: neither the tool nor the API of ${version} has it`,
        );
        continue;
      }
      const properties = (await schemaNamed(schema, version)).properties!;
      if (words === 'dns add-record')
        assert.deepEqual(
          properties.type.enum,
          cli.flags.find((flag) => flag.name === '--type')!.values,
          version,
        );
      else
        assert.deepEqual(
          Object.keys(properties).filter((name) => name !== 'name'),
          cli.flags.map((flag) => flag.name.slice(2).replace('-', '_')),
          version,
        );
      compared.push(`${version} ${words}`);
    }
  }
  assert.ok(compared.length >= 2, `only ${compared.join(', ')} compared`);
});

test('every operation of every docs version is shown on a page of that version', async () => {
  const unshown = [];
  for (const version of versions)
    for (const resolved of operationsOf(await descriptionOf(version)))
      if (!operationPageOf(docsDirOf(version), resolved))
        unshown.push(`${version}: ${resolved.operation.operationId}`);
  assert.deepEqual(unshown, []);
});

test('every operation of every version has its own id and documents the 401 answer', async () => {
  for (const version of versions) {
    const operations = operationsOf(await descriptionOf(version));
    for (const {method, path, operation} of operations) {
      assert.ok(operation.operationId, `${version}: ${method} ${path} has no operationId`);
      assert.ok(operation.responses['401'], `${version}: ${method} ${path} does not document 401`);
    }
    assert.equal(
      new Set(operations.map(({operation}) => operation.operationId)).size,
      operations.length,
      version,
    );
  }
});

test('every tag of the description has one resource page that lists its operations', async () => {
  const dir = join(ROOT, 'docs', 'admin', 'api-reference');
  const listed = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .flatMap(({name}) =>
      [
        ...readFileSync(join(dir, name, `${name}.md`), 'utf8').matchAll(
          /^::api-operation-index\{tag="([^"]+)"\}$/gm,
        ),
      ].map((match) => match[1]),
    );
  const tags = [...new Set((await currentOperations()).flatMap(({operation}) => operation.tags))];
  assert.deepEqual([...listed].sort(), [...tags].sort());
});

test('every operation has its page in the current docs, as `npm run api-pages` writes it, and no page is left over', async () => {
  const expected = await expectedPages();
  assert.equal(expected.size, (await currentOperations()).length);
  const written = writtenPages();
  const differing = [...new Set([...expected.keys(), ...written.keys()])].filter(
    (path) => expected.get(path) !== written.get(path),
  );
  assert.deepEqual(differing, [], 'run npm run api-pages');
});

test("the front matter of an operation page reads back as the operation's own title, whatever characters it holds", async () => {
  const summaries = new Set((await currentOperations()).map(({operation}) => operation.summary));
  for (const [path, content] of await expectedPages()) {
    const frontMatter = load(/^---\n([\s\S]*?)\n---\n/.exec(content)![1]) as {
      title: unknown;
      description: unknown;
    };
    assert.ok(
      summaries.has(frontMatter.title as string),
      `${path}: title ${String(frontMatter.title)}`,
    );
    assert.equal(typeof frontMatter.description, 'string', path);
  }
});

test("in every version, the account an API call creates takes what the CLI's user add takes", async () => {
  for (const version of versions) {
    const add = cliToolOf(version)
      .groups.flatMap((group) => group.commands)
      .find((command) => command.words.join(' ') === 'user add')!;
    const input = await schemaNamed('UserCreate', version);
    assert.deepEqual(
      Object.keys(input.properties!),
      [
        ...add.arguments.map((argument) => argument.name),
        ...add.flags.map((flag) => flag.name.slice(2)),
      ],
      version,
    );
    assert.deepEqual(
      input.required,
      [
        ...add.arguments.filter((argument) => argument.required).map((argument) => argument.name),
        ...add.flags.filter((flag) => flag.required).map((flag) => flag.name.slice(2)),
      ],
      version,
    );
  }
});

/** A call written on a page: a `curl` command in a shell block, its JSON body, and the JSON answer shown in the block after it. */
interface PageCall {
  readonly where: string;
  readonly docsVersion: string;
  readonly method: string;
  readonly path: string;
  readonly body?: unknown;
  readonly answer?: unknown;
}

function callsIn(file: string, source: string): PageCall[] {
  const docsVersion = docsVersionOfFile(file);
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
        const url = /\bcurl\b.*?(?:https:\/\/[^\s"'/]+\/api|\$PORTICO_API)(\/[^\s"'|?]*)/.exec(
          line,
        );
        // A path built at run time ("$PORTICO_API/$1") names no one operation.
        if (!url || url[1].includes('$')) return [];
        const body = /\s-d\s+'([^']*)'/.exec(line)?.[1];
        const next = blocks[index + 1];
        // The answer shown is the call's own only when nothing transforms or discards it.
        const shown =
          next?.lang === 'json' && !/\|/.test(line.slice(url.index)) && !/\s-o\s/.test(line);
        return [
          {
            where: `${file}:${block.line}`,
            docsVersion,
            method: /\s-X\s+(\w+)/.exec(line)?.[1] ?? (body === undefined ? 'GET' : 'POST'),
            path: url[1],
            ...(body === undefined ? {} : {body: JSON.parse(body) as unknown}),
            ...(shown ? {answer: JSON.parse(next.text) as unknown} : {}),
          },
        ];
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

/** The billing page's example call and answer as the page shows them, from the data it renders them from. */
function billingPageCalls(): PageCall[] {
  const file = 'src/data/billing-modules.ts';
  const asMarkdown = `\`\`\`bash\n${createAccountCall.command}\n\`\`\`\n\n\`\`\`json\n${createAccountCall.answer}\n\`\`\`\n`;
  return callsIn(file, asMarkdown);
}

test("an API call on a page is held to its docs version's description, a post's to that of the version current on its date", () => {
  const call = '```bash\ncurl -s "$PORTICO_API/accounts"\n```\n';
  const versionOf = (file: string) => callsIn(file, call).map((found) => found.docsVersion);
  const oldest = docsVersions.previous.at(-1)!;
  const oldDate = releases.find((release) => release.version === oldest)!.date;
  assert.deepEqual(versionOf(`blog/${oldDate}-example/index.md`), [oldest]);
  assert.deepEqual(versionOf(`blog/${latestRelease.date}-example/index.md`), [
    docsVersions.current,
  ]);
  assert.deepEqual(versionOf(`${docsDirOf(oldest)}/admin/x.md`), [oldest]);
  assert.deepEqual(versionOf('docs/admin/x.md'), [docsVersions.current]);
});

test('every API call written on a page is a described operation of its docs version, with a body and an answer the description accepts', async () => {
  const calls = [
    ...['docs', 'versioned_docs', 'blog']
      .flatMap((dir) => filesUnder(dir, /\.mdx?$/))
      .flatMap((file) => callsIn(file, readFileSync(join(ROOT, file), 'utf8'))),
    ...billingPageCalls(),
  ];
  assert.ok(
    calls.length >= 8,
    `only ${calls.length} API calls found on the pages; the extraction is broken`,
  );
  assert.ok(
    calls.filter((call) => call.answer !== undefined).length >= 4,
    'too few answers found on the pages; the extraction is broken',
  );
  const config = await loadConfig({configPath: join(ROOT, 'redocly.yaml')});
  const problems: string[] = [];
  for (const version of versions) {
    // Each body and answer becomes an example of its operation, which redocly lint checks against the schema.
    const document = await bundled(version);
    const operations = operationsOf(await descriptionOf(version));
    const exampleOf = new Map<string, string>();
    calls
      .filter((call) => call.docsVersion === version)
      .forEach((call, index) => {
        const name = `${call.where}: ${call.method} /api${call.path}`;
        const found = operations.find(
          ({method, path}) =>
            method === call.method &&
            new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`).test(call.path),
        );
        if (!found) {
          problems.push(`${name} is not in the ${version} description`);
          return;
        }
        const item = document.paths[found.path][found.method.toLowerCase()];
        const addExample = (
          media: Record<string, unknown> | undefined,
          value: unknown,
          what: string,
          missing: string,
        ) => {
          if (!media) {
            problems.push(`${name} ${missing}`);
            return;
          }
          const key = `page-call-${index}-${what}`;
          delete media.example;
          media.examples = {...(media.examples as object | undefined), [key]: {value}};
          exampleOf.set(key, `${name} (${what})`);
        };
        if (call.body !== undefined)
          addExample(
            item.requestBody?.content['application/json'],
            call.body,
            'body',
            'takes no body',
          );
        if (call.answer !== undefined) {
          const [status, response] = Object.entries(item.responses).find(([code]) =>
            code.startsWith('2'),
          )!;
          addExample(
            response.content?.['application/json'],
            call.answer,
            'answer',
            `answers ${status} with no body`,
          );
        }
      });
    const linted = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: openapiFileOf(version),
      config,
    });
    for (const problem of linted) {
      const pointer = problem.location[0]?.pointer ?? '';
      const key = [...exampleOf.keys()].find((candidate) =>
        pointer.includes(`/examples/${escapePointerFragment(candidate)}`),
      );
      if (key) problems.push(`${exampleOf.get(key)}: ${problem.message}`);
    }
  }
  assert.deepEqual(problems, []);
});

/** The resources a reseller never sees in Portico Admin, which refuse a reseller's token (docs/admin/accounts/resellers.md). */
const HIDDEN_FROM_RESELLERS = ['Services', 'License'];
/**
 * Where the reach of a reseller's token is decided, and the pages that state it by linking there, relative to
 * the folder of a docs version.
 */
const RESELLER_TOKEN_DOC = 'admin/api-reference/overview.md';
const RESELLER_TOKEN_LINKS = [
  'admin/accounts/resellers.md',
  'admin/settings/api.md',
  'articles/dev-experience/automate-with-the-api.md',
];

/** Fails unless a docs version's description, API reference and pages agree on what a reseller's token is refused. */
async function checkResellerTokenRefusals(version: string): Promise<void> {
  const docsDir = docsDirOf(version);
  const operations = operationsOf(await descriptionOf(version));
  const hidden = operations.filter(({operation}) =>
    operation.tags.some((tag) => HIDDEN_FROM_RESELLERS.includes(tag)),
  );
  assert.ok(hidden.length >= 3, `only ${hidden.length} operations on services and the license`);
  const planChanges = operations.filter(
    ({method, operation}) =>
      operation.tags.includes('Plans') && !['get', 'post'].includes(method.toLowerCase()),
  );
  assert.ok(planChanges.length >= 2, 'the operations that change or delete a plan are not found');
  assert.deepEqual(
    [...hidden, ...planChanges]
      .filter(({responses}) => !responses.some(([status]) => status === '403'))
      .map(({operation}) => `${operation.operationId} documents no 403`),
    [],
  );
  const description = load(readFileSync(openapiFileOf(version), 'utf8')) as {
    info: {description: string};
    components: {responses: {Forbidden: {description: string}}};
  };
  const refusal = /\breseller'?s token\b[^.]*\bservices\b[^.]*\blicense\b/;
  for (const [where, text] of [
    ['info.description', description.info.description],
    ['the Forbidden response', description.components.responses.Forbidden.description],
  ] as const) {
    assert.match(text.replace(/\s+/g, ' '), refusal, where);
    assert.match(text, /`insufficient_scope`/, where);
  }
  const decided = readFileSync(join(ROOT, docsDir, RESELLER_TOKEN_DOC), 'utf8');
  assert.match(
    /^## Authentication\n([\s\S]*?)(?=^## )/m.exec(decided)?.[1] ?? '',
    /\breseller's token\b[\s\S]*\bServices and the license\b[^.]*\b403 `insufficient_scope`/,
    `${docsDir}/${RESELLER_TOKEN_DOC} does not decide it under Authentication`,
  );
  for (const page of RESELLER_TOKEN_LINKS) {
    const text = readFileSync(join(ROOT, docsDir, page), 'utf8');
    // A line that says what a reseller's token reaches or why it is refused.
    const saying = text
      .split('\n')
      .filter(
        (line) =>
          /\breseller\b/.test(line) &&
          /`insufficient_scope`|\bsees and changes only\b|\breached past\b/.test(line),
      );
    assert.ok(saying.length > 0, `${docsDir}/${page} does not say what a reseller's token gets`);
    assert.deepEqual(
      saying.filter((line) => !line.includes('api-reference/overview.md#authentication')),
      [],
      `${docsDir}/${page} states it without linking the API reference`,
    );
  }
}

test("in every docs version whose API reference has an overview, a reseller's token is refused with 403 insufficient_scope on services, the license and another's plan: the description, the API reference and the pages that name the code agree", async (t) => {
  await checkEveryVersionWith(RESELLER_TOKEN_DOC, t, checkResellerTokenRefusals);
});

/**
 * The page that decides how Portico Panel's certificate states read in the API, relative to the folder of a docs
 * version, and the heading of its table.
 */
const CERTIFICATE_STATES_DOC = 'admin/api-reference/certificates/certificates.md';
const CERTIFICATE_STATES_ANCHOR = 'certificate-states-in-the-api-and-the-panel';

/**
 * The SSL cells of each `domain list` sample and variant of a CLI, and its description: the column prints one of
 * `known`, Portico Panel's certificate states in lowercase, so a domain without a certificate reads `none`, as the
 * panel's **None**.
 */
export function domainListSslProblems(command: CliCommand, known: readonly string[]): string[] {
  const cells = [command.output.sample, ...Object.values(command.output.variants ?? {})].flatMap(
    (sample) => {
      const [header = '', ...lines] = sample.split('\n');
      const column = header.split(/ {2,}/).indexOf('SSL');
      return column < 0 ? [] : lines.map((line) => line.split(/ {2,}/)[column] ?? '');
    },
  );
  return [
    ...cells
      .filter((cell) => !known.includes(cell))
      .map((cell) => `domain list: the SSL column prints "${cell}", which is no certificate state`),
    ...known
      .filter((state) => !command.output.description.includes(`\`${state}\``))
      .map((state) => `domain list: its description does not name the state \`${state}\``),
  ];
}

/** Fails unless each certificate state of a docs version's panel is one row of its Certificates API page's table, with its description's values. */
async function checkCertificateStates(version: string): Promise<void> {
  const docsDir = docsDirOf(version);
  const panelPage = readFileSync(join(ROOT, docsDir, 'panel/domains/ssl.md'), 'utf8');
  const column = /The \*\*Status\*\* column reads ([^;.\n]+)/.exec(panelPage)?.[1] ?? '';
  const panelStates = [...column.matchAll(/\*\*([^*]+)\*\*/g)].map(([, state]) => state!);
  assert.ok(panelStates.length >= 4, 'SSL certificates lists no states of its Status column');
  assert.ok(
    panelPage.includes(`certificates.md#${CERTIFICATE_STATES_ANCHOR}`),
    'SSL certificates does not link the table of states',
  );
  const reference = readFileSync(join(ROOT, docsDir, CERTIFICATE_STATES_DOC), 'utf8');
  const table =
    /^## Certificate states in the API and the panel\n([\s\S]*?)(?=^#|(?![\s\S]))/m.exec(
      reference,
    )?.[1] ?? '';
  const rows = [
    ...table.matchAll(/^\| \*\*([^*]+)\*\* \| `([^`]+)` \|[^\n]*\| `([a-z]+)` \|$/gm),
  ].map(([, panel, ssl, cli]) => ({panel: panel!, ssl: ssl!, cli: cli!}));
  assert.deepEqual(
    rows.map(({panel}) => panel),
    panelStates,
    `${docsDir}/${CERTIFICATE_STATES_DOC}: its table lists other states than the panel`,
  );
  const domainStates = ((await schemaNamed('Domain', version)).properties!.ssl.enum ?? []).map(
    String,
  );
  assert.deepEqual(
    rows.map(({cli}) => cli),
    panelStates.map((state) => state.toLowerCase()),
    `${docsDir}/${CERTIFICATE_STATES_DOC}: its CLI column is not the panel's states in lowercase`,
  );
  const known = panelStates.map((state) => state.toLowerCase());
  if (cliToolOf(version) === currentCliTool)
    assert.deepEqual(
      [...certificateStates],
      known,
      'certificateStates (src/data/cli.ts) are not the states of Portico Panel',
    );
  const domainList = cliToolOf(version)
    .groups.flatMap((group) => group.commands)
    .find((command) => command.words.join(' ') === 'domain list')!;
  assert.deepEqual(domainListSslProblems(domainList, known), []);
  const withoutNone = {
    ...domainList,
    output: {
      description: 'One row per domain.',
      sample:
        'DOMAIN        USER  WEBSERVER  SSL   STATUS\nacme.example  acme  nginx      -     active',
    },
  };
  assert.equal(domainListSslProblems(withoutNone, known).length, 1 + known.length);
  assert.deepEqual(
    rows.map(({ssl}) => ssl).sort(),
    [...domainStates].sort(),
    "the table's `ssl` values are not the Domain schema's",
  );
  const certificateStatuses = (
    (await schemaNamed('Certificate', version)).properties!.status.enum ?? []
  ).map(String);
  assert.deepEqual(
    [...certificateStatuses].sort(),
    domainStates.filter((state) => state !== 'null').sort(),
    "a certificate's status and a domain's ssl differ beyond null, a domain without a certificate",
  );
}

test("in every docs version whose API reference has a Certificates page, each certificate state of Portico Panel is one row of its table, whose values are the description's", async (t) => {
  await checkEveryVersionWith(CERTIFICATE_STATES_DOC, t, checkCertificateStates);
});
