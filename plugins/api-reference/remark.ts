/**
 * Renders the REST API reference from the OpenAPI description of the page's docs version
 * (`openapiFileOf` in description.ts) into the Markdown of the API reference pages at build time,
 * through three directives:
 * - `::api-operation{id="listUsers"}`, the whole page of one operation (pages.ts writes those pages):
 *   method and path, token scope, its CLI equivalent, parameters, the request body's fields and example,
 *   a `curl` and a Python example, the responses and their headers, and the fields and example of the
 *   successful one;
 * - `::api-operation-index{tag="Users"}`, on a resource's page: a table of its operations, each linked
 *   to its page;
 * - `::api-operations{tag="…"}`, every operation of the version in one page, as a section each.
 * The output is plain Markdown, so it costs no JavaScript beyond that of any doc page.
 */
import {existsSync} from 'node:fs';
import {basename, dirname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import type {Heading, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {cliToolOf, type CliTool} from '../../src/data/cli';
import {docsVersionOf} from '../markdown/doc-version';
import {
  block,
  code,
  heading,
  link,
  list,
  paragraph,
  rich,
  strong,
  table,
  text,
} from '../markdown/mdast';
import {replaceLeafDirectives, type LeafDirective} from '../markdown/leaf-directives';
import {commandAnchor, commandOf} from '../cli-reference/anchors';
import {
  descriptionOf,
  mergeAllOf,
  openapiFileOf,
  operationSlug,
  operationsOf,
  type Description,
  type MediaType,
  type Parameter,
  type ResolvedOperation,
  type Schema,
  typesOf,
} from './description';
import {
  breaksClients,
  changesOf,
  type ApiChange,
  type ApiChanges,
  type OperationChange,
} from './changes';
import {headingAnchor, operationPageOf} from './pages';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const EXAMPLE_SERVER = 'https://server.example.com:2087/api';

/** Where the rendered Markdown goes: the doc's file (links are made relative to it) and its version. */
export interface PageContext {
  readonly file: string;
  readonly docsVersion: string;
  readonly docsRoot: string;
}

const isJson = (mediaType: string): boolean => /^application\/(.+\+)?json$/.test(mediaType);
const FORM = 'application/x-www-form-urlencoded';
const codeLanguage = (mediaType: string): string =>
  isJson(mediaType) ? 'json' : /yaml/.test(mediaType) ? 'yaml' : 'text';
function showExample(mediaType: string, example: unknown): string {
  if (typeof example === 'string' && !isJson(mediaType)) return example;
  if (mediaType === FORM && typeof example === 'object' && example !== null)
    return formEncoded(example);
  return JSON.stringify(example, null, 2);
}
const formEncoded = (fields: object): string =>
  new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  ).toString();

/** A type as a reader wants it: `string (email) or null`, `array of object`, `one of: string, object (Card)`. */
function typeName(value: Schema): string {
  const schema = mergeAllOf(value);
  const alternatives = schema.oneOf ?? schema.anyOf;
  const named = typesOf(schema).map((type) => {
    if (type === 'array' && schema.items) return `array of ${typeName(schema.items)}`;
    if (type === 'object' && typeof schema.additionalProperties === 'object')
      return `object (any key: ${typeName(schema.additionalProperties)})`;
    return type;
  });
  const base = [...(named.length > 0 || !alternatives ? [named.join(' or ') || 'any'] : [])];
  if (alternatives)
    base.push(`${schema.oneOf ? 'one of' : 'any of'}: ${alternatives.map(typeName).join(', ')}`);
  return `${base.join(', ')}${schema.format ? ` (${schema.format})` : ''}${schema.title ? ` (${schema.title})` : ''}`;
}

/** The values a field allows, including those of its array's items. */
const enumOf = (schema: Schema): unknown[] | undefined =>
  schema.enum ?? (schema.items ? mergeAllOf(schema.items).enum : undefined);

function typeCell(value: Schema | undefined): PhrasingContent[] {
  if (!value) return [text('string')];
  const values = enumOf(mergeAllOf(value));
  return [
    text(typeName(value)),
    ...(values
      ? [
          text(': '),
          ...values.flatMap((item, index) => [
            ...(index > 0 ? [text(', ')] : []),
            code(JSON.stringify(item).replace(/^"(.*)"$/, '$1')),
          ]),
        ]
      : []),
  ];
}

const literal = (value: unknown): string =>
  `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The rules of a value that its type does not say: pattern, bounds, default and example. */
function constraints(value: Schema | undefined): string[] {
  if (!value) return [];
  const schema = mergeAllOf(value);
  const range = (low: number | undefined, high: number | undefined, unit = '') => {
    const counted = (count: number) => (unit ? ` ${unit}${count === 1 ? '' : 's'}` : '');
    if (low !== undefined && high !== undefined) return `From ${low} to ${high}${counted(high)}.`;
    if (low !== undefined) return `At least ${low}${counted(low)}.`;
    return high !== undefined ? `At most ${high}${counted(high)}.` : '';
  };
  return [
    schema.pattern ? `Matches \`${schema.pattern}\`.` : '',
    range(schema.minimum, schema.maximum),
    range(schema.minLength, schema.maxLength, 'character'),
    range(schema.minItems, schema.maxItems, 'item'),
    schema.minProperties !== undefined
      ? `At least ${schema.minProperties} ${schema.minProperties === 1 ? 'field' : 'fields'}.`
      : '',
    schema.additionalProperties === false
      ? 'No other fields.'
      : schema.additionalProperties === true
        ? 'Other fields are allowed.'
        : '',
    schema.default !== undefined ? `Default: ${literal(schema.default)}.` : '',
    schema.example !== undefined ? `Example: ${literal(schema.example)}.` : '',
  ].filter(Boolean);
}

type Row = PhrasingContent[][];

/**
 * Every field of a schema, nested ones by their path (`data[].username`, `labels.<key>`), with its type,
 * whether it is required, and its description and rules; the fields of each alternative of a `oneOf` or
 * `anyOf` are marked with it. A schema that contains itself is listed once.
 */
function fieldRows(
  value: Schema,
  prefix: string,
  ancestors: Map<Schema, string>,
  alternative = '',
): Row[] {
  const schema = mergeAllOf(value);
  const nested = (child: Schema, path: string, note = alternative): Row[] => {
    const merged = mergeAllOf(child);
    const seenAs = ancestors.get(child);
    if (seenAs !== undefined) return [];
    return fieldRows(merged, path, new Map([...ancestors, [child, path]]), note);
  };
  const rows: Row[] = Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    const items = mergeAllOf(field).items;
    const loop = ancestors.get(field) ?? (items && ancestors.get(items));
    const shape = loop ? `\`${loop.replace(/\.$/, '')}\`` : 'the body';
    const notes = [
      alternative,
      mergeAllOf(field).description ?? '',
      ...constraints(field),
      loop === undefined
        ? ''
        : ancestors.has(field)
          ? `The same fields as ${shape}.`
          : `Items with the same fields as ${shape}.`,
    ].filter(Boolean);
    const row: Row = [
      [code(name)],
      typeCell(field),
      [text(schema.required?.includes(key) ? 'yes' : 'no')],
      rich(notes.join(' ')),
    ];
    return [row, ...(loop === undefined ? childRows(field, name, nested) : [])];
  });
  const alternatives = schema.oneOf ?? schema.anyOf ?? [];
  alternatives.forEach((part, index) => {
    const label = `In ${schema.oneOf ? 'alternative' : 'option'} ${index + 1}${part.title ? ` (${part.title})` : ''}.`;
    rows.push(...nested(part, prefix, [alternative, label].filter(Boolean).join(' ')));
  });
  if (typeof schema.additionalProperties === 'object') {
    const values = schema.additionalProperties;
    const name = `${prefix}<key>`;
    rows.push([
      [code(name)],
      typeCell(values),
      [text('no')],
      rich(
        [
          alternative,
          'Any other key.',
          mergeAllOf(values).description ?? '',
          ...constraints(values),
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ]);
    rows.push(...childRows(values, name, nested));
  }
  return rows;
}

/** The fields inside a field: an object's, or those of its array's items. */
function childRows(
  field: Schema,
  name: string,
  nested: (child: Schema, path: string) => Row[],
): Row[] {
  const merged = mergeAllOf(field);
  if (merged.items) return nested(merged.items, `${name}[].`);
  return nested(field, `${name}.`);
}

/** A body's fields as a table, after a line for the rules of the body as a whole. */
function fieldTable(schema: Schema): RootContent[] {
  const rows = fieldRows(schema, '', new Map([[schema, '']]));
  const merged = mergeAllOf(schema);
  const itemRows = merged.items
    ? fieldRows(merged.items, '[].', new Map([[merged.items, '[]']]))
    : [];
  const kind = merged.items
    ? `An array of ${typeName(merged.items)}.`
    : rows.length === 0
      ? `A value of type ${typeName(schema)}.`
      : '';
  const whole = [kind, merged.description ?? '', ...constraints(schema)].filter(Boolean);
  return [
    ...(whole.length > 0 ? [paragraph(...rich(whole.join(' ')))] : []),
    ...(rows.length + itemRows.length > 0
      ? [table(['Field', 'Type', 'Required', 'Description'], [...rows, ...itemRows])]
      : []),
  ];
}

/** The value an example call sends for a parameter. */
const exampleValue = (parameter: Parameter): unknown =>
  parameter.example ?? parameter.schema?.example ?? parameter.schema?.default ?? parameter.name;

/** The query parameters an example call sends: the required ones and those with an example. */
const exampleQuery = ({parameters}: ResolvedOperation): Array<[string, string]> =>
  parameters
    .filter(
      (parameter) =>
        parameter.in === 'query' && (parameter.required || parameter.example !== undefined),
    )
    .map((parameter) => [parameter.name, String(exampleValue(parameter))]);

/** The URL of the example call without its query: path parameters filled with their examples. */
const examplePath = ({path, parameters}: ResolvedOperation): string =>
  `${EXAMPLE_SERVER}${path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const parameter = parameters.find(
      (candidate) => candidate.in === 'path' && candidate.name === name,
    );
    return encodeURIComponent(String(parameter ? exampleValue(parameter) : name));
  })}`;

/** The request body the examples send: the first media type that has an example. */
function exampleBody({
  operation,
}: ResolvedOperation): {mediaType: string; value: unknown} | undefined {
  const found = Object.entries(operation.requestBody?.content ?? {}).find(
    ([, media]) => media.example !== undefined,
  );
  return found && {mediaType: found[0], value: found[1].example};
}

const usesBearer = (resolved: ResolvedOperation): boolean => resolved.security.length > 0;
const shellQuote = (value: string): string => `'${value.replace(/'/g, "'\\''")}'`;

export function curlExample(resolved: ResolvedOperation): string {
  const body = exampleBody(resolved);
  const query = exampleQuery(resolved);
  const url = `${examplePath(resolved)}${query.length > 0 ? `?${new URLSearchParams(query)}` : ''}`;
  const lines = [`curl -s${resolved.method === 'GET' ? '' : ` -X ${resolved.method}`} "${url}"`];
  if (usesBearer(resolved)) lines.push('  -H "Authorization: Bearer $PORTICO_TOKEN"');
  if (body) {
    lines.push(`  -H "Content-Type: ${body.mediaType}"`);
    if (body.mediaType === FORM && typeof body.value === 'object' && body.value !== null) {
      lines.push(`  --data-raw ${shellQuote(formEncoded(body.value))}`);
    } else {
      lines.push(
        `  --data-raw ${shellQuote(typeof body.value === 'string' && !isJson(body.mediaType) ? body.value : JSON.stringify(body.value))}`,
      );
    }
  }
  return lines.join(' \\\n');
}

/** A value as a Python literal: dicts, lists, `True`, `False`, `None`; on several lines when long. */
export function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number')
    return Number.isFinite(value) ? JSON.stringify(value) : `float("${value}")`;
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  const [open, close, parts] = Array.isArray(value)
    ? ['[', ']', value.map((item) => pythonLiteral(item, inner))]
    : [
        '{',
        '}',
        Object.entries(value as Record<string, unknown>).map(
          ([key, item]) => `${JSON.stringify(key)}: ${pythonLiteral(item, inner)}`,
        ),
      ];
  const oneLine = `${open}${parts.join(', ')}${close}`;
  if (oneLine.length + indent.length <= 72 && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}${close}`;
}

export function pythonExample(resolved: ResolvedOperation): string {
  const body = exampleBody(resolved);
  const query = exampleQuery(resolved);
  const headers = [
    ...(usesBearer(resolved) ? ['"Authorization": "Bearer " + os.environ["PORTICO_TOKEN"]'] : []),
    ...(body ? [`"Content-Type": ${JSON.stringify(body.mediaType)}`] : []),
  ];
  const success = resolved.responses.find(([status]) => status.startsWith('2'));
  const answer = Object.entries(success?.[1].content ?? {}).find(([mediaType]) =>
    isJson(mediaType),
  )?.[1];
  const wrapped = answer?.schema && mergeAllOf(answer.schema).properties?.data;
  const encodedBody = !body
    ? undefined
    : body.mediaType === FORM
      ? 'urllib.parse.urlencode(body).encode()'
      : isJson(body.mediaType) || typeof body.value !== 'string'
        ? 'json.dumps(body).encode()'
        : 'body.encode()';
  const modules = [
    'json',
    ...(usesBearer(resolved) ? ['os'] : []),
    ...(query.length > 0 || body?.mediaType === FORM ? ['urllib.parse'] : []),
    'urllib.request',
  ];
  return [
    `import ${modules.join(', ')}`,
    '',
    ...(query.length > 0 ? [`query = ${pythonLiteral(Object.fromEntries(query))}`] : []),
    ...(body ? [`body = ${pythonLiteral(body.value)}`] : []),
    'request = urllib.request.Request(',
    `    ${JSON.stringify(examplePath(resolved))}${query.length > 0 ? ' + "?" + urllib.parse.urlencode(query)' : ''},`,
    `    method="${resolved.method}",`,
    `    headers={${headers.join(', ')}},`,
    ...(encodedBody ? [`    data=${encodedBody},`] : []),
    ')',
    'with urllib.request.urlopen(request) as response:',
    answer
      ? `    print(json.load(response)${wrapped ? '["data"]' : ''})`
      : '    print(response.status)',
  ].join('\n');
}

/** Who may make the call: each set of scopes that authorizes it, as the operation's `security` lists them. */
function scopeLine(resolved: ResolvedOperation): PhrasingContent[] {
  const alternatives = resolved.security
    .map((requirement) => Object.values(requirement).flat())
    .filter((scopes) => scopes.length > 0);
  if (alternatives.length === 0) return [];
  return [
    strong('Token scope:'),
    text(' '),
    ...alternatives.flatMap((scopes, index) => [
      ...(index > 0 ? [text(' or ')] : []),
      ...scopes.flatMap((scope, position) => [
        ...(position > 0 ? [text(' and ')] : []),
        code(scope),
      ]),
    ]),
    text('. '),
  ];
}

/** A link from `context`'s page to another doc of its version, given from the version's docs folder. */
const docLink = (context: PageContext, target: string, anchor = ''): string =>
  `${relative(dirname(context.file), join(ROOT, context.docsRoot, target))
    .split(sep)
    .join('/')}${anchor ? `#${anchor}` : ''}`;

/** The operation's CLI equivalents, each linked to its command on the CLI reference, or one line saying there is none. */
function cliLine(resolved: ResolvedOperation, tool: CliTool, context: PageContext): Paragraph {
  const equivalents = resolved.operation['x-cli'] ?? [];
  if (equivalents.length === 0)
    return paragraph(
      strong('Command line:'),
      text(' no '),
      code(tool.binary),
      text(' command does this.'),
    );
  return paragraph(
    strong('Command line:'),
    text(' '),
    ...equivalents.flatMap((equivalent, index) => {
      const command = commandOf(tool, equivalent.command, resolved.operation.operationId);
      const line = [tool.binary, equivalent.command, ...(equivalent.flags ?? [])].join(' ');
      return [
        ...(index > 0 ? [text(', or ')] : []),
        link(
          docLink(
            context,
            `admin/cli-reference/${command.words[0]}.md`,
            commandAnchor(tool, command),
          ),
          [code(line)],
        ),
      ];
    }),
    text('.'),
  );
}

function parameterTable(resolved: ResolvedOperation): RootContent {
  return table(
    ['Name', 'In', 'Type', 'Required', 'Description'],
    resolved.parameters.map((parameter) => [
      [code(parameter.name)],
      [text(parameter.in)],
      typeCell(parameter.schema),
      [text(parameter.required ? 'yes' : 'no')],
      rich(
        [
          parameter.description ?? '',
          ...constraints(parameter.schema),
          parameter['x-since'] && parameter['x-since'] !== resolved.operation['x-since']
            ? `Since ${parameter['x-since']}.`
            : '',
        ]
          .filter(Boolean)
          .join(' '),
      ),
    ]),
  );
}

/** Each media type of a body: its fields and its example, under headings that name the type when there are several. */
function bodyNodes(
  content: Record<string, MediaType>,
  titles: {fields: string; example: string},
  label: (title: string) => Heading | Paragraph,
  withFields: boolean,
): RootContent[] {
  const entries = Object.entries(content);
  const named = (title: string, mediaType: string) =>
    entries.length > 1 ? `${title} (${mediaType})` : title;
  return entries.flatMap(([mediaType, media]) => [
    ...(withFields && media.schema
      ? [label(named(titles.fields, mediaType)), ...fieldTable(media.schema)]
      : []),
    ...(media.example !== undefined
      ? [
          label(named(titles.example, mediaType)),
          block(codeLanguage(mediaType), showExample(mediaType, media.example)),
        ]
      : []),
  ]);
}

/**
 * One operation: the whole of its own page (`ownPage`, each part under a heading), or a section of a
 * page that lists every operation of its version.
 */
export function operationNodes(
  resolved: ResolvedOperation,
  context: PageContext,
  {ownPage, history}: {ownPage: boolean; history?: ApiChanges},
): RootContent[] {
  const {operation, method, path, responses} = resolved;
  const tool = cliToolOf(context.docsVersion);
  const label = (title: string): Heading | Paragraph =>
    ownPage ? heading(2, text(title)) : paragraph(strong(title));
  const change = history?.operations.find(
    (candidate) => candidate.resolved.operation.operationId === operation.operationId,
  );
  const nodes: RootContent[] = [
    ...(ownPage ? [] : [heading(2, text(operation.summary))]),
    paragraph(code(`${method} /api${path}`)),
    ...(operation.description ? [paragraph(...rich(operation.description))] : []),
    paragraph(...scopeLine(resolved), strong('Since:'), text(` ${operation['x-since']}.`)),
    ...(history && change ? [changeNote(history, change, context)] : []),
    cliLine(resolved, tool, context),
  ];
  if (resolved.parameters.length > 0) nodes.push(label('Parameters'), parameterTable(resolved));
  if (operation.requestBody) {
    if (operation.requestBody.description)
      nodes.push(paragraph(...rich(operation.requestBody.description)));
    nodes.push(
      ...bodyNodes(
        operation.requestBody.content,
        {fields: 'Request body fields', example: 'Request body'},
        label,
        ownPage,
      ),
    );
  }
  nodes.push(
    label('Example with curl'),
    block('bash', curlExample(resolved)),
    label('Example in Python'),
    block('python', pythonExample(resolved)),
  );
  nodes.push(
    label('Responses'),
    table(
      ['Status', 'Meaning'],
      responses.map(([status, response]) => [[code(status)], rich(response.description)]),
    ),
  );
  const headerRows = responses.flatMap(([status, response]) =>
    Object.entries(response.headers ?? {}).map(([name, header]) => [
      [code(status)],
      [code(name)],
      typeCell(header.schema),
      rich([header.description ?? '', ...constraints(header.schema)].filter(Boolean).join(' ')),
    ]),
  );
  if (headerRows.length > 0)
    nodes.push(
      label('Response headers'),
      table(['Status', 'Header', 'Type', 'Description'], headerRows),
    );
  const success = responses.find(([status]) => status.startsWith('2'));
  if (success?.[1].content) {
    nodes.push(
      ...bodyNodes(
        success[1].content,
        {fields: `Response ${success[0]} fields`, example: `Response ${success[0]}`},
        label,
        ownPage,
      ),
    );
  }
  return nodes;
}

/** Where a docs version's page of what changed in the API is, from the version's docs folder. */
const CHANGES_PAGE = 'admin/api-reference/changes.md';

/** A change as the changes page and an operation page list it: "**Breaking:** request field `plan` now required". */
const changeLine = (change: ApiChange): PhrasingContent[] => [
  ...(change.breaking ? [strong('Breaking:'), text(' ')] : []),
  ...rich(change.text),
];

/** The line of an operation page that says what changed in it since the docs version before, linked to the changes page. */
function changeNote(history: ApiChanges, change: OperationChange, context: PageContext): Paragraph {
  const said =
    change.status === 'added'
      ? [text(`the ${history.from} API has no such operation.`)]
      : change.changes
          .flatMap((one, index) => [...(index > 0 ? [text('; ')] : []), ...changeLine(one)])
          .concat(text('.'));
  const page = existsSync(join(ROOT, context.docsRoot, CHANGES_PAGE));
  const anchor =
    change.status === 'changed'
      ? headingAnchor(change.resolved.operation.summary)
      : 'operations-added';
  return paragraph(
    strong(`${change.status === 'added' ? 'New' : 'Changed'} since ${history.from}:`),
    text(' '),
    ...said,
    ...(page
      ? [
          text(' See '),
          link(docLink(context, CHANGES_PAGE, anchor), [text('what changed in the API')]),
          text('.'),
        ]
      : []),
  );
}

/** A count as words: "23 operations", "1 operation", "none". */
const counted = (count: number, noun: string): string =>
  count === 0 ? 'none' : `${count} ${noun}${count === 1 ? '' : 's'}`;

/** An operation of the page's version named by its summary, linked to where the version documents it. */
function operationName(resolved: ResolvedOperation, context: PageContext): PhrasingContent {
  const page = operationPageOf(context.docsRoot, resolved);
  const name = text(resolved.operation.summary);
  if (!page) return name;
  const target = relative(dirname(context.file), page.file).split(sep).join('/');
  return link(`${target}${page.anchor ? `#${page.anchor}` : ''}`, [name]);
}

/**
 * The page of what changed in the API since the docs version before: a summary, the operations added
 * and removed as tables, and each changed operation under its own heading with its changes listed,
 * each one that breaks a client marked so.
 */
function changesNodes(history: ApiChanges, context: PageContext): RootContent[] {
  const {from, to, operations} = history;
  const added = operations.filter((change) => change.status === 'added');
  const removed = operations.filter((change) => change.status === 'removed');
  const changed = operations.filter((change) => change.status === 'changed');
  const breaking = operations.filter(breaksClients);
  const request = ({resolved}: OperationChange) => [
    code(`${resolved.method} /api${resolved.path}`),
  ];
  const since = ({resolved}: OperationChange) => [text(resolved.operation['x-since'])];
  return [
    paragraph(
      text(
        `Compared with the ${from} API, the ${to} API adds ${counted(added.length, 'operation')}, removes ${counted(removed.length, 'operation')} and changes `,
      ),
      text(`${changed.length} of the ${operations.length - added.length} it kept. `),
      text(
        breaking.length === 0
          ? `None of these changes breaks a client written for ${from}.`
          : `${counted(breaking.length, 'operation')} changed in a way that breaks a client written for ${from}: ${breaking.map(({resolved}) => resolved.operation.summary).join(', ')}.`,
      ),
    ),
    heading(2, text('Operations added')),
    ...(added.length === 0
      ? [paragraph(text(`The ${to} API has no operation that ${from} did not have.`))]
      : [
          table(
            ['Operation', 'Request', 'Since'],
            added.map((change) => [
              [operationName(change.resolved, context)],
              request(change),
              since(change),
            ]),
          ),
        ]),
    heading(2, text('Operations removed')),
    ...(removed.length === 0
      ? [paragraph(text(`Every operation of ${from} is still there.`))]
      : [
          paragraph(
            strong('Breaking:'),
            text(` a client that calls one of these gets 404 from ${to}.`),
          ),
          table(
            ['Operation', 'Request', 'Since'],
            removed.map((change) => [
              [text(change.resolved.operation.summary)],
              request(change),
              since(change),
            ]),
          ),
        ]),
    heading(2, text('Operations changed')),
    ...(changed.length === 0
      ? [paragraph(text(`Every operation both versions have is the same in ${to}.`))]
      : changed.flatMap((change) => [
          heading(3, text(change.resolved.operation.summary)),
          paragraph(
            ...request(change),
            text(', '),
            operationName(change.resolved, context),
            text('.'),
          ),
          list(
            change.changes.map((one) =>
              changeLine({...one, text: `${one.text[0].toUpperCase()}${one.text.slice(1)}.`}),
            ),
          ),
        ])),
  ];
}

/** A resource's operations as a table, each linked to its own page (a file beside the resource's page). */
function operationIndex(operations: ResolvedOperation[]): RootContent[] {
  return [
    table(
      ['Operation', 'Request', 'Since'],
      operations.map(({operation, method, path}) => [
        [link(`${operationSlug(operation.operationId)}.md`, [text(operation.summary)])],
        [code(`${method} /api${path}`)],
        [text(operation['x-since'])],
      ]),
    ),
  ];
}

const stringifier = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fence: '`', fences: true, rule: '-'});

/** Nodes as the Markdown text a page or its Markdown copy shows. */
export const toMarkdown = (nodes: RootContent[]): string =>
  stringifier.stringify({type: 'root', children: nodes});

/**
 * The directives' nodes for a doc, from its version's description and, where given, what changed in it
 * since the docs version before (`history`).
 */
export function renderApiDirective(
  description: Description,
  directive: LeafDirective,
  context: PageContext,
  history?: ApiChanges,
): RootContent[] {
  if (directive.name === 'api-description') return [descriptionDownload(description, context)];
  const where = relative(ROOT, context.file);
  if (directive.name === 'api-changes') {
    if (!history)
      throw new Error(
        `${where}: no docs version before ${context.docsVersion} has an API description to compare with`,
      );
    return changesNodes(history, context);
  }
  const operations = operationsOf(description);
  if (directive.name === 'api-operation') {
    const found = operations.find(
      ({operation}) => operation.operationId === directive.attributes?.id,
    );
    if (!found)
      throw new Error(
        `${where}: no API operation of ${context.docsVersion} has the id "${directive.attributes?.id}"`,
      );
    return operationNodes(found, context, {ownPage: true, history});
  }
  const tag = directive.attributes?.tag;
  const selected = operations.filter(({operation}) => !tag || operation.tags.includes(tag));
  if (selected.length === 0)
    throw new Error(`${where}: no API operation of ${context.docsVersion} has the tag "${tag}"`);
  if (directive.name === 'api-operation-index') return operationIndex(selected);
  return selected.flatMap((operation) =>
    operationNodes(operation, context, {ownPage: false, history}),
  );
}

/** Where the version's description is downloaded: the file the pages of that version render from. */
function descriptionDownload(description: Description, context: PageContext): Paragraph {
  const name = basename(openapiFileOf(context.docsVersion));
  return paragraph(
    strong('OpenAPI description:'),
    text(' '),
    link(`pathname:///openapi/${name}`, [code(name)]),
    text(`, OpenAPI ${description.openapi}, the API of Portico ${description.info.version}.`),
  );
}

export const API_DIRECTIVES = [
  'api-operation',
  'api-operation-index',
  'api-operations',
  'api-description',
  'api-changes',
] as const;

/** The remark plugin: replaces the API directives with what they stand for. */
export default function apiReferenceRemarkPlugin() {
  return async (tree: Root, file: {path?: string}) => {
    const path = file.path;
    if (!path) return;
    const context: PageContext = {file: path, ...docsVersionOf(path)};
    // The description is read only for a doc that has a directive: the plugin runs on every doc.
    await replaceLeafDirectives(tree, API_DIRECTIVES, async (directive) =>
      renderApiDirective(
        await descriptionOf(context.docsVersion),
        directive,
        context,
        await changesOf(context.docsVersion),
      ),
    );
  };
}
