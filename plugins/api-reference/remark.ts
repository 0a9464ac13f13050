/**
 * Renders the REST API reference from `static/openapi/portico.openapi.yaml` into the Markdown of the API
 * reference pages at build time, through three directives:
 * - `::api-operation{id="listUsers"}`, the whole page of one operation (pages.ts writes those pages):
 *   method and path, parameters, the request body's fields and example, a `curl` and a Python example,
 *   the responses, and the fields and example of the successful one;
 * - `::api-operation-index{tag="Users"}`, on a resource's page: a table of its operations, each linked
 *   to its page;
 * - `::api-operations{tag="…"}`, in versioned docs: every operation of that release in one page, as a
 *   section each, without the parameters added later.
 * The output is plain Markdown, so it costs no JavaScript beyond that of any doc page.
 */
import {readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {load} from 'js-yaml';
import {replaceLeafDirectives} from '../leaf-directives';
import type {Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Under static/, so the site also serves it for download at /openapi/portico.openapi.yaml. */
export const SPEC_PATH = join(ROOT, 'static', 'openapi', 'portico.openapi.yaml');
const EXAMPLE_SERVER = 'https://server.example.com:2087/api';
const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Reference {
  $ref: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema?: {type?: string | string[]; default?: unknown};
  example?: unknown;
  /** The release that added the parameter, when later than its operation. */
  'x-since'?: string;
}
/** The part of JSON Schema the description uses. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema | Reference>;
  required?: string[];
  items?: Schema | Reference;
  allOf?: Array<Schema | Reference>;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  default?: unknown;
  description?: string;
}
interface MediaType {
  schema?: Schema | Reference;
  example?: unknown;
}
interface Response {
  description: string;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  'x-since': string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Array<Parameter | Reference>;
  requestBody?: {required?: boolean; content: Record<string, MediaType>};
  responses: Record<string, Response | Reference>;
}
type PathItem = Partial<Record<(typeof HTTP_METHODS)[number], Operation>> & {parameters?: Array<Parameter | Reference>};
export interface Spec {
  paths: Record<string, PathItem>;
  components: Record<string, Record<string, unknown>>;
}

export interface ResolvedOperation {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
  readonly parameters: Parameter[];
  readonly responses: Array<[string, Response]>;
}

export function loadSpec(): Spec {
  return load(readFileSync(SPEC_PATH, 'utf8')) as Spec;
}

function resolve<T>(spec: Spec, value: T | Reference): T {
  if (typeof value !== 'object' || value === null || !('$ref' in value)) return value as T;
  const [, , group, name] = value.$ref.split('/');
  return spec.components[group][name] as T;
}

/** Every operation of the description, in the file's order, with its references resolved. */
export function operationsOf(spec: Spec): ResolvedOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((parameter) => resolve(spec, parameter));
      const responses = Object.entries(operation.responses).map(([status, response]): [string, Response] => [status, resolve(spec, response)]);
      return {method: method.toUpperCase(), path, operation, parameters, responses};
    }),
  );
}

/** The file name of an operation's page: `listUsers` → `list-users`. */
export const operationSlug = (operationId: string): string => operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const compareVersions = (a: string, b: string): number => {
  const [left, right] = [a, b].map((version) => version.split('.').map(Number));
  return left[0] - right[0] || left[1] - right[1] || left[2] - right[2];
};

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const block = (lang: string, value: string, meta?: string): Code => ({type: 'code', lang, value, meta: meta ?? null});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({type: 'link', url, children});

function rich(sentence: string): PhrasingContent[] {
  return sentence.split(/(`[^`]+`|\*\*[^*]+\*\*)/).filter(Boolean).map((part) => {
    if (part.startsWith('`')) return code(part.slice(1, -1));
    if (part.startsWith('**')) return strong(part.slice(2, -2));
    return text(part);
  });
}

function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});
  return {
    type: 'table',
    align: header.map(() => null),
    children: [header.map((title) => [text(title)]), ...rows].map((cells) => ({type: 'tableRow', children: cells.map(cell)})),
  };
}

/** The URL of the example call: path parameters filled with their examples, required query parameters added. */
function exampleUrl({path, parameters}: ResolvedOperation): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => String(parameters.find((parameter) => parameter.name === name)?.example ?? name));
  return `${EXAMPLE_SERVER}${filled}`;
}

const requestExample = (operation: Operation): unknown => operation.requestBody?.content['application/json']?.example;

export function curlExample(resolved: ResolvedOperation): string {
  const body = requestExample(resolved.operation);
  const lines = [`curl -s${resolved.method === 'GET' ? '' : ` -X ${resolved.method}`} "${exampleUrl(resolved)}"`, '  -H "Authorization: Bearer $PORTICO_TOKEN"'];
  if (body !== undefined) {
    lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`);
  }
  return lines.join(' \\\n');
}

export function pythonExample(resolved: ResolvedOperation): string {
  const body = requestExample(resolved.operation);
  const headers = ['"Authorization": "Bearer " + os.environ["PORTICO_TOKEN"]', ...(body !== undefined ? ['"Content-Type": "application/json"'] : [])];
  const noContent = resolved.responses.some(([status]) => status === '204');
  return [
    'import json, os, urllib.request',
    '',
    'request = urllib.request.Request(',
    `    "${exampleUrl(resolved)}",`,
    `    method="${resolved.method}",`,
    `    headers={${headers.join(', ')}},`,
    ...(body !== undefined ? [`    data=json.dumps(${JSON.stringify(body)}).encode(),`] : []),
    ')',
    'with urllib.request.urlopen(request) as response:',
    noContent ? '    print(response.status)' : '    print(json.load(response)["data"])',
  ].join('\n');
}

/** A schema with its references resolved and the parts of an `allOf` merged into one object. */
function flatten(spec: Spec, value: Schema | Reference): Schema {
  const schema = resolve(spec, value);
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map((part) => flatten(spec, part));
  return {
    type: 'object',
    description: schema.description,
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** A field's type as a reader wants it: `string or null`, `array of string`, with the format and the allowed values. */
function typeOf(spec: Spec, schema: Schema): PhrasingContent[] {
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  const named = types.map((type) => (type === 'array' && schema.items ? `array of ${[flatten(spec, schema.items).type ?? 'object'].flat().join(' or ')}` : type));
  return [
    text(`${named.join(' or ')}${schema.format ? ` (${schema.format})` : ''}`),
    ...(schema.enum ? [text(': '), ...schema.enum.flatMap((value, index) => [...(index > 0 ? [text(', ')] : []), code(String(value))])] : []),
  ];
}

/**
 * Every field of an object schema, nested ones by their path (`data[].username`), with its type, whether it
 * is required, and its description, pattern and default.
 */
function fieldRows(spec: Spec, schema: Schema, prefix = ''): PhrasingContent[][][] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
    const field = flatten(spec, value);
    const name = `${prefix}${key}`;
    const notes = [
      field.description ?? '',
      field.pattern ? ` Matches \`${field.pattern}\`.` : '',
      field.default !== undefined ? ` Default: \`${String(field.default)}\`.` : '',
    ].join('').trim();
    const row = [[code(name)], typeOf(spec, field), [text(schema.required?.includes(key) ? 'yes' : 'no')], rich(notes)];
    const items = field.items ? flatten(spec, field.items) : undefined;
    const children = field.properties ? fieldRows(spec, field, `${name}.`) : items?.properties ? fieldRows(spec, items, `${name}[].`) : [];
    return [row, ...children];
  });
}

const fieldTable = (spec: Spec, schema: Schema | Reference): Table =>
  table(['Field', 'Type', 'Required', 'Description'], fieldRows(spec, flatten(spec, schema)));

/**
 * One operation: the whole of its own page (`ownPage`, each part under a heading), or a section of a
 * versioned page. `docsVersion` is set for versioned docs, which describe the API as that release had
 * it: parameters added later are left out, and so are the token scopes and the error codes, which
 * arrived in 1.0.0.
 */
function operationNodes(
  spec: Spec,
  resolved: ResolvedOperation,
  {ownPage, docsVersion}: {ownPage: boolean; docsVersion?: string},
): RootContent[] {
  const {operation, method, path, responses} = resolved;
  const label = (title: string): Heading | Paragraph => (ownPage ? {type: 'heading', depth: 2, children: [text(title)]} : paragraph(strong(title)));
  const parameters = resolved.parameters.filter(
    (parameter) => !docsVersion || !parameter['x-since'] || compareVersions(parameter['x-since'], docsVersion) <= 0,
  );
  const nodes: RootContent[] = [
    ...(ownPage ? [] : [{type: 'heading', depth: 2, children: [text(operation.summary)]} satisfies Heading]),
    paragraph(code(`${method} /api${path}`)),
    paragraph(...rich(operation.description ?? '')),
    docsVersion
      ? paragraph(strong('Since:'), text(` ${operation['x-since']}.`))
      : paragraph(strong('Token scope:'), text(method === 'GET' ? ' Read. ' : ' Read and write. '), strong('Since:'), text(` ${operation['x-since']}.`)),
  ];
  if (parameters.length > 0) {
    nodes.push(
      label('Parameters'),
      table(
        ['Name', 'In', 'Type', 'Required', 'Description'],
        parameters.map((parameter) => [
          [code(parameter.name)],
          [text(parameter.in)],
          [text([parameter.schema?.type ?? 'string'].flat().join(' or '))],
          [text(parameter.required ? 'yes' : 'no')],
          rich(`${parameter.description ?? ''}${parameter.schema?.default !== undefined ? ` Default: \`${String(parameter.schema.default)}\`.` : ''}`),
        ]),
      ),
    );
  }
  const body = requestExample(operation);
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  if (ownPage && bodySchema) nodes.push(label('Request body fields'), fieldTable(spec, bodySchema));
  if (body !== undefined) nodes.push(label('Request body'), block('json', JSON.stringify(body, null, 2)));
  nodes.push(label('Example with curl'), block('bash', curlExample(resolved)), label('Example in Python'), block('python', pythonExample(resolved)));
  if (!docsVersion) {
    nodes.push(label('Responses'), table(['Status', 'Meaning'], responses.map(([status, response]) => [[code(status)], rich(response.description)])));
  }
  const success = responses.find(([status]) => status.startsWith('2'));
  const successMedia = success?.[1].content?.['application/json'];
  if (ownPage && success && successMedia?.schema) nodes.push(label(`Response ${success[0]} fields`), fieldTable(spec, successMedia.schema));
  if (success && successMedia?.example !== undefined) {
    nodes.push(label(`Response ${success[0]}`), block('json', JSON.stringify(successMedia.example, null, 2)));
  }
  return nodes;
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

/** The remark plugin: replaces the API directives with what they stand for. */
export default function apiReferenceRemarkPlugin() {
  return (tree: Root, file: {path?: string}) => {
    const path = file.path;
    if (!path) return;
    const versioned = /^versioned_docs\/version-([^/]+)\//.exec(relative(ROOT, path).split(sep).join('/'));
    // Read only for a file that has a directive: the plugin runs on every doc.
    let spec: Spec | undefined;
    const specOf = (): Spec => (spec ??= loadSpec());
    const operations = () =>
      operationsOf(specOf()).filter(({operation}) => !versioned || compareVersions(operation['x-since'], versioned[1]) <= 0);
    replaceLeafDirectives(tree, ['api-operation', 'api-operation-index', 'api-operations'], ({name, attributes}) => {
      if (name === 'api-operation') {
        const found = operations().find(({operation}) => operation.operationId === attributes?.id);
        if (!found) throw new Error(`${path}: no API operation has the id "${attributes?.id}"`);
        return operationNodes(specOf(), found, {ownPage: true});
      }
      const tag = attributes?.tag;
      const selected = operations().filter(({operation}) => !tag || operation.tags.includes(tag));
      if (selected.length === 0) throw new Error(`${path}: no API operation has the tag "${tag}"`);
      if (name === 'api-operation-index') return operationIndex(selected);
      return selected.flatMap((operation) => operationNodes(specOf(), operation, {ownPage: false, docsVersion: versioned?.[1]}));
    });
  };
}
