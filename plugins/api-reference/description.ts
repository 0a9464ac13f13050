/**
 * The REST API description of each docs version, read once through `@redocly/openapi-core`: every
 * `$ref` resolved (cycles kept as cycles), and every keyword checked against what the reference
 * pages render. The renderer, the page generator and the unit tests all read the API through here.
 */
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundle, createConfig} from '@redocly/openapi-core';
import {docsVersions} from '../../src/data/releases';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OPENAPI_DIR = join(ROOT, 'static', 'openapi');
/** The current docs version's description, at the address that never changes. */
export const CURRENT_DESCRIPTION_FILE = 'portico.openapi.yaml';

/**
 * The description a docs version renders from and offers for download: the current version's at
 * the stable address, each frozen version's as `<version>.yaml`, as that version shipped it.
 */
export function openapiFileOf(docsVersion: string): string {
  return join(
    OPENAPI_DIR,
    docsVersion === docsVersions.current ? CURRENT_DESCRIPTION_FILE : `${docsVersion}.yaml`,
  );
}

/** The docs versions that have a description, current first: the API arrived after the oldest releases. */
export const describedDocsVersions = (): string[] =>
  [docsVersions.current, ...docsVersions.previous].filter((version) =>
    existsSync(openapiFileOf(version)),
  );

export interface Schema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  minProperties?: number;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  enum?: unknown[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  default?: unknown;
  example?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: Schema;
  example?: unknown;
  /** The release that added the parameter, when later than its operation. */
  'x-since'?: string;
}
export interface MediaType {
  schema?: Schema;
  example?: unknown;
}
export interface Header {
  description?: string;
  schema?: Schema;
}
export interface Response {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}
export type SecurityRequirement = Record<string, string[]>;
/** A command of the docs version's CLI that does what the operation does, with the flags that make it so. */
export interface CliEquivalent {
  /** The words after the tool's name: `user delete`. */
  command: string;
  flags?: string[];
}
export interface Operation {
  operationId: string;
  'x-since': string;
  /** The CLI equivalents; absent when no command does what the operation does. */
  'x-cli'?: CliEquivalent[];
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: {required?: boolean; description?: string; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  security?: SecurityRequirement[];
}
export interface SecurityScheme {
  type: string;
  scheme?: string;
  description?: string;
  /** What each scope a token can carry allows (a bearer scheme has no OAuth flows to declare them). */
  'x-scopes'?: Record<string, string>;
  flows?: Record<string, {scopes: Record<string, string>}>;
}
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type PathItem = Partial<Record<(typeof HTTP_METHODS)[number], Operation>> & {
  parameters?: Parameter[];
};
export interface Description {
  openapi: string;
  info: {title: string; version: string};
  servers: Array<{url: string}>;
  security?: SecurityRequirement[];
  tags?: Array<{name: string; description?: string}>;
  paths: Record<string, PathItem>;
  components?: {securitySchemes?: Record<string, SecurityScheme>; schemas?: Record<string, Schema>};
}

export interface ResolvedOperation {
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
  /** The path item's parameters and the operation's own, the operation's winning on a name. */
  readonly parameters: Parameter[];
  readonly responses: Array<[string, Response]>;
  /** Each way to authorize the call: scheme name to the scopes it needs. */
  readonly security: SecurityRequirement[];
}

/** What the pages render of each object; any other key fails the build. */
const RENDERED: Record<string, ReadonlySet<string>> = {
  operation: new Set([
    'tags',
    'operationId',
    'x-since',
    'x-cli',
    'summary',
    'description',
    'parameters',
    'requestBody',
    'responses',
    'security',
  ]),
  parameter: new Set(['name', 'in', 'required', 'description', 'schema', 'example', 'x-since']),
  requestBody: new Set(['required', 'description', 'content']),
  mediaType: new Set(['schema', 'example']),
  response: new Set(['description', 'headers', 'content']),
  header: new Set(['description', 'schema']),
  schema: new Set([
    'type',
    'title',
    'description',
    'properties',
    'required',
    'additionalProperties',
    'minProperties',
    'items',
    'allOf',
    'oneOf',
    'anyOf',
    'enum',
    'nullable',
    'format',
    'pattern',
    'default',
    'example',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'minItems',
    'maxItems',
  ]),
};

/** Where an operation uses a keyword the pages do not render, as `keyword at location`. */
function unrenderedKeywords(operation: Operation, pathParameters: Parameter[]): string[] {
  const found: string[] = [];
  const seen = new Set<object>();
  const check = (kind: keyof typeof RENDERED, value: object, at: string) => {
    for (const key of Object.keys(value))
      if (!RENDERED[kind].has(key)) found.push(`"${key}" at ${at}`);
  };
  const schema = (value: Schema | undefined, at: string): void => {
    // A schema that contains itself is checked once.
    if (!value || seen.has(value)) return;
    seen.add(value);
    check('schema', value, at);
    for (const [name, property] of Object.entries(value.properties ?? {}))
      schema(property, `${at}.properties.${name}`);
    if (typeof value.additionalProperties === 'object')
      schema(value.additionalProperties, `${at}.additionalProperties`);
    schema(value.items, `${at}.items`);
    for (const keyword of ['allOf', 'oneOf', 'anyOf'] as const)
      value[keyword]?.forEach((part, index) => schema(part, `${at}.${keyword}[${index}]`));
  };
  const media = (content: Record<string, MediaType> | undefined, at: string) => {
    for (const [type, value] of Object.entries(content ?? {})) {
      check('mediaType', value, `${at}.content.${type}`);
      schema(value.schema, `${at}.content.${type}.schema`);
    }
  };
  check('operation', operation, 'the operation');
  [...pathParameters, ...(operation.parameters ?? [])].forEach((parameter) => {
    check('parameter', parameter, `parameter ${parameter.name}`);
    schema(parameter.schema, `parameter ${parameter.name}.schema`);
  });
  if (operation.requestBody) {
    check('requestBody', operation.requestBody, 'requestBody');
    media(operation.requestBody.content, 'requestBody');
  }
  for (const [status, response] of Object.entries(operation.responses)) {
    check('response', response, `responses.${status}`);
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      check('header', header, `responses.${status}.headers.${name}`);
      schema(header.schema, `responses.${status}.headers.${name}.schema`);
    }
    media(response.content, `responses.${status}`);
  }
  return found;
}

/**
 * Every operation of a description, in the file's order. Throws, naming the operation and the keyword,
 * when one uses a keyword the pages do not render, or a scope its security scheme does not declare.
 */
export function operationsOf(description: Description): ResolvedOperation[] {
  return Object.entries(description.paths).flatMap(([path, item]) => {
    // A method the pages do not list (head, options, trace) or a summary of the path would be left out.
    const unlisted = Object.keys(item).filter(
      (key) => key !== 'parameters' && !(HTTP_METHODS as readonly string[]).includes(key),
    );
    if (unlisted.length > 0)
      throw new Error(
        `The API reference does not render ${unlisted.map((key) => `"${key}"`).join(', ')} of path ${path}.`,
      );
    return HTTP_METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method]!;
      const unrendered = unrenderedKeywords(operation, item.parameters ?? []);
      if (unrendered.length > 0) {
        throw new Error(
          `The API reference does not render ${unrendered.join(', ')} of operation ${operation.operationId} (${method.toUpperCase()} ${path}).`,
        );
      }
      const own = operation.parameters ?? [];
      const parameters = [
        ...(item.parameters ?? []).filter(
          (parameter) => !own.some((other) => other.name === parameter.name),
        ),
        ...own,
      ];
      const security = operation.security ?? description.security ?? [];
      for (const requirement of security) {
        for (const [scheme, scopes] of Object.entries(requirement)) {
          const declared = scopesOf(description, scheme);
          const unknown = scopes.filter((scope) => !(scope in declared));
          if (unknown.length > 0)
            throw new Error(
              `Operation ${operation.operationId} needs scope ${unknown.join(', ')}, which ${scheme} does not declare.`,
            );
        }
      }
      return {
        method: method.toUpperCase(),
        path,
        operation,
        parameters,
        responses: Object.entries(operation.responses),
        security,
      };
    });
  });
}

/** The scopes a security scheme declares, each with what it allows. */
export function scopesOf(description: Description, scheme: string): Record<string, string> {
  const declared = description.components?.securitySchemes?.[scheme];
  if (!declared) throw new Error(`No security scheme is named ${scheme}.`);
  return Object.assign(
    {},
    declared['x-scopes'],
    ...Object.values(declared.flows ?? {}).map((flow) => flow.scopes),
  );
}

const loaded = new Map<string, Promise<Description>>();

/** A description file with every reference resolved; read once per build. */
export function loadDescription(file: string): Promise<Description> {
  let description = loaded.get(file);
  if (!description) {
    description = (async () => {
      const config = await createConfig({});
      const {bundle: document, problems} = await bundle({ref: file, config, dereference: true});
      const errors = problems.filter((problem) => problem.severity === 'error');
      if (errors.length > 0)
        throw new Error(`${file}: ${errors.map((problem) => problem.message).join('; ')}`);
      return document.parsed as Description;
    })();
    loaded.set(file, description);
  }
  return description;
}

/** The description of a docs version's own file. */
export const descriptionOf = (docsVersion: string): Promise<Description> =>
  loadDescription(openapiFileOf(docsVersion));

/** The file name of an operation's page: `listUsers` → `list-users`. */
export const operationSlug = (operationId: string): string =>
  operationId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The JSON types a schema allows, `null` included when it is nullable; an object or array type is read from its keywords when not named. */
export const typesOf = (schema: Schema): string[] => {
  const types = [
    schema.type ??
      (schema.properties || schema.additionalProperties !== undefined
        ? 'object'
        : schema.items
          ? 'array'
          : []),
  ].flat();
  return schema.nullable && !types.includes('null') ? [...types, 'null'] : types;
};

/**
 * A schema with its `allOf` parts merged into one: their properties and required fields together,
 * and the first part's value of every other keyword that the schema itself leaves out.
 */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const {allOf, ...own} = schema;
  return allOf.map(mergeAllOf).reduce<Schema>(
    (merged, part) => ({
      ...part,
      ...merged,
      properties: {...merged.properties, ...part.properties},
      required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
    }),
    {...own, properties: {...own.properties}, required: [...(own.required ?? [])]},
  );
}
