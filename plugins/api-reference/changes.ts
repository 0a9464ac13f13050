/**
 * What changed in the REST API between two consecutive docs versions, read from their descriptions:
 * operations added and removed, and for each operation both have (matched by `operationId`), its
 * request, token scope, parameters, request body and responses compared field by field. The changes
 * page (`::api-changes`) and the note on each operation page are rendered from this one comparison.
 *
 * A change breaks a client when a call the old description allowed is refused now, or when an answer
 * may now hold what the old description ruled out. So in what a client sends, a new required value, a
 * removed one, a narrower type or fewer allowed values break it; in what it receives, a removed field,
 * one no longer always present, a wider type or more possible values break it.
 */
import {
  describedDocsVersions,
  descriptionOf,
  mergeAllOf,
  operationsOf,
  scopesOf,
  typesOf,
} from './description';
import type {
  Description,
  MediaType,
  Parameter,
  ResolvedOperation,
  Response,
  Schema,
  SecurityRequirement,
} from './description';

/** One difference, as a sentence of the changes page: names in backticks. */
export interface ApiChange {
  readonly text: string;
  readonly breaking: boolean;
}

export interface OperationChange {
  readonly status: 'added' | 'removed' | 'changed';
  /** The operation as the newer description has it; for a removed one, as the older had it. */
  readonly resolved: ResolvedOperation;
  /** The differences of an operation both versions have; empty for one added or removed. */
  readonly changes: readonly ApiChange[];
}

export interface ApiChanges {
  /** The docs version compared with, the one before. */
  readonly from: string;
  readonly to: string;
  readonly operations: readonly OperationChange[];
}

/** Whether a removed operation or any change of a kept one breaks a client. */
export const breaksClients = (change: OperationChange): boolean =>
  change.status === 'removed' || change.changes.some((one) => one.breaking);

/** Which way a value travels: what the client sends, or what it receives. */
type Direction = 'request' | 'response';

interface FieldShape {
  readonly types: string[];
  readonly required: boolean;
  readonly values?: unknown[];
}

/** The types of a value, an array's with the types of its items: `array of string`. */
function typeSet(value: Schema): string[] {
  const schema = mergeAllOf(value);
  return typesOf(schema).map((type) =>
    type === 'array' && schema.items ? `array of ${typeSet(schema.items).join(' or ')}` : type,
  );
}

const shapeOf = (value: Schema, required: boolean): FieldShape => {
  const schema = mergeAllOf(value);
  return {
    types: typeSet(schema),
    required,
    values: schema.enum ?? (schema.items ? mergeAllOf(schema.items).enum : undefined),
  };
};

/**
 * Every field of a body by its path, as the reference pages name them (`data[].username`, `labels.<key>`);
 * the fields of each `oneOf` or `anyOf` alternative with the others. A schema inside itself is walked once.
 */
function fieldsOf(
  value: Schema,
  prefix = '',
  ancestors: ReadonlySet<Schema> = new Set(),
): Map<string, FieldShape> {
  const fields = new Map<string, FieldShape>();
  if (ancestors.has(value)) return fields;
  const inside = new Set([...ancestors, value]);
  const schema = mergeAllOf(value);
  const add = (entries: Map<string, FieldShape>) =>
    entries.forEach((shape, path) => fields.has(path) || fields.set(path, shape));
  const nested = (child: Schema, path: string) => {
    const merged = mergeAllOf(child);
    add(
      merged.items
        ? fieldsOf(merged.items, `${path}[].`, inside)
        : fieldsOf(child, `${path}.`, inside),
    );
  };
  if (!prefix && schema.items) add(fieldsOf(schema.items, '[].', inside));
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    fields.set(`${prefix}${key}`, shapeOf(field, schema.required?.includes(key) ?? false));
    nested(field, `${prefix}${key}`);
  }
  for (const part of schema.oneOf ?? schema.anyOf ?? []) add(fieldsOf(part, prefix, inside));
  if (typeof schema.additionalProperties === 'object') {
    fields.set(`${prefix}<key>`, shapeOf(schema.additionalProperties, false));
    nested(schema.additionalProperties, `${prefix}<key>`);
  }
  return fields;
}

const listed = (values: readonly unknown[]): string =>
  values
    .map((value) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``)
    .join(', ');
const missingFrom = <T>(values: readonly T[], others: readonly T[]): T[] =>
  values.filter((value) => !others.includes(value));

/** How one value (a parameter or a field) changed between two shapes, named `what`. */
function shapeChanges(
  what: string,
  before: FieldShape,
  after: FieldShape,
  direction: Direction,
): ApiChange[] {
  const changes: ApiChange[] = [];
  if (before.required !== after.required) {
    const text =
      direction === 'request'
        ? `${what} ${after.required ? 'now required' : 'now optional'}`
        : `${what} ${after.required ? 'now always present' : 'no longer always present'}`;
    changes.push({text, breaking: direction === 'request' ? after.required : !after.required});
  }
  const [narrower, wider] =
    direction === 'request' ? [after.types, before.types] : [before.types, after.types];
  if (before.types.join() !== after.types.join()) {
    changes.push({
      text: `${what} type was ${before.types.join(' or ')}, now ${after.types.join(' or ')}`,
      breaking: missingFrom(wider, narrower).length > 0,
    });
  }
  if (before.values || after.values) {
    // A value that lost its list of values allows any value; one that gained a list allows only those.
    const added = before.values && after.values ? missingFrom(after.values, before.values) : [];
    const removed = before.values && after.values ? missingFrom(before.values, after.values) : [];
    if (!before.values || !after.values) {
      changes.push({
        text: `${what} ${after.values ? `now limited to ${listed(after.values)}` : 'no longer limited to a list of values'}`,
        breaking: direction === 'request' ? Boolean(after.values) : !after.values,
      });
    }
    if (added.length > 0)
      changes.push({
        text: `${what} also takes ${listed(added)}`,
        breaking: direction === 'response',
      });
    if (removed.length > 0)
      changes.push({
        text: `${what} no longer takes ${listed(removed)}`,
        breaking: direction === 'request',
      });
  }
  return changes;
}

/** The fields of two bodies compared; `label` names a field of them: "request field `plan`". */
function fieldChanges(
  before: Schema | undefined,
  after: Schema | undefined,
  direction: Direction,
  label: (path: string) => string,
): ApiChange[] {
  const old = before ? fieldsOf(before) : new Map<string, FieldShape>();
  const now = after ? fieldsOf(after) : new Map<string, FieldShape>();
  const changes: ApiChange[] = [];
  for (const [path, shape] of now) {
    const was = old.get(path);
    if (!was)
      changes.push({
        text: `${label(path)} added${direction === 'request' && shape.required ? ', required' : ''}`,
        breaking: direction === 'request' && shape.required,
      });
    else changes.push(...shapeChanges(label(path), was, shape, direction));
  }
  for (const path of old.keys())
    if (!now.has(path)) changes.push({text: `${label(path)} removed`, breaking: true});
  return changes;
}

/** The media types of two bodies compared, and the fields of each type both have. */
function contentChanges(
  before: Record<string, MediaType>,
  after: Record<string, MediaType>,
  direction: Direction,
  label: (path: string, mediaType: string, several: boolean) => string,
  what: string,
): ApiChange[] {
  const several = Object.keys(after).length > 1;
  const changes: ApiChange[] = [];
  const [also, noLonger] =
    direction === 'request'
      ? ['also accepts', 'no longer accepts']
      : ['also comes as', 'no longer comes as'];
  for (const [mediaType, media] of Object.entries(after)) {
    if (!before[mediaType])
      changes.push({text: `${what} ${also} \`${mediaType}\``, breaking: direction === 'response'});
    else
      changes.push(
        ...fieldChanges(before[mediaType].schema, media.schema, direction, (path) =>
          label(path, mediaType, several),
        ),
      );
  }
  for (const mediaType of Object.keys(before))
    if (!after[mediaType])
      changes.push({
        text: `${what} ${noLonger} \`${mediaType}\``,
        breaking: direction === 'request',
      });
  return changes;
}

const parameterName = (parameter: Parameter): string =>
  `parameter \`${parameter.name}\` (${parameter.in})`;
const parameterKey = (parameter: Parameter): string => `${parameter.in} ${parameter.name}`;

function parameterChanges(before: readonly Parameter[], after: readonly Parameter[]): ApiChange[] {
  const old = new Map(before.map((parameter) => [parameterKey(parameter), parameter]));
  const now = new Map(after.map((parameter) => [parameterKey(parameter), parameter]));
  const shape = (parameter: Parameter) =>
    shapeOf(parameter.schema ?? {type: 'string'}, parameter.required ?? false);
  const changes: ApiChange[] = [];
  for (const [key, parameter] of now) {
    const was = old.get(key);
    if (!was)
      changes.push({
        text: `${parameterName(parameter)} added${parameter.required ? ', required' : ''}`,
        breaking: parameter.required ?? false,
      });
    else
      changes.push(
        ...shapeChanges(parameterName(parameter), shape(was), shape(parameter), 'request'),
      );
  }
  for (const [key, parameter] of old)
    if (!now.has(key)) changes.push({text: `${parameterName(parameter)} removed`, breaking: true});
  return changes;
}

const statuses = (codes: readonly string[]): string =>
  `${codes.length > 1 ? 'responses' : 'response'} ${codes.map((code) => `\`${code}\``).join(', ')}`;

function responseChanges(
  before: readonly (readonly [string, Response])[],
  after: readonly (readonly [string, Response])[],
): ApiChange[] {
  const old = new Map(before);
  const now = new Map(after);
  const added = [...now.keys()].filter((status) => !old.has(status));
  const removed = [...old.keys()].filter((status) => !now.has(status));
  const changes: ApiChange[] = [];
  if (added.length > 0) changes.push({text: `${statuses(added)} added`, breaking: false});
  // A client waits for the success it knows; an error it no longer gets changes nothing for it.
  if (removed.length > 0)
    changes.push({
      text: `${statuses(removed)} removed`,
      breaking: removed.some((status) => status.startsWith('2')),
    });
  const kept = [...now.keys()].filter((status) => old.has(status));
  const withBody = kept.filter((status) => !old.get(status)!.content && now.get(status)!.content);
  if (withBody.length > 0)
    changes.push({text: `${statuses(withBody)} now carry a body`, breaking: false});
  for (const status of kept) {
    const [was, is] = [old.get(status)!, now.get(status)!];
    const headersAdded = missingFrom(Object.keys(is.headers ?? {}), Object.keys(was.headers ?? {}));
    const headersRemoved = missingFrom(
      Object.keys(was.headers ?? {}),
      Object.keys(is.headers ?? {}),
    );
    if (headersAdded.length > 0)
      changes.push({
        text: `response \`${status}\` ${headersAdded.length > 1 ? 'headers' : 'header'} ${listed(headersAdded)} added`,
        breaking: false,
      });
    if (headersRemoved.length > 0)
      changes.push({
        text: `response \`${status}\` ${headersRemoved.length > 1 ? 'headers' : 'header'} ${listed(headersRemoved)} removed`,
        breaking: true,
      });
    if (was.content && !is.content)
      changes.push({text: `response \`${status}\` no longer carries a body`, breaking: true});
    if (was.content && is.content) {
      changes.push(
        ...contentChanges(
          was.content,
          is.content,
          'response',
          (path, mediaType, several) =>
            `response \`${status}\`${several ? ` (\`${mediaType}\`)` : ''} field \`${path}\``,
          `response \`${status}\``,
        ),
      );
    }
  }
  return changes;
}

/** Each way to authorize a call as a sentence: "`read` or `read-write`", "any token". */
const scopeText = (security: readonly SecurityRequirement[]): string =>
  security.length === 0
    ? 'no token'
    : security
        .map((requirement) => Object.values(requirement).flat())
        .map((scopes) =>
          scopes.length === 0 ? 'any token' : scopes.map((scope) => `\`${scope}\``).join(' and '),
        )
        .join(' or ');

/**
 * The token scopes a call needs. It breaks a client when a token that was enough before is not now;
 * a description whose scheme declares no scopes says nothing of the scopes its tokens carry, so a
 * scope asked of them breaks nothing the descriptions can show.
 */
function securityChanges(
  before: Description,
  old: ResolvedOperation,
  now: ResolvedOperation,
): ApiChange[] {
  const [was, is] = [scopeText(old.security), scopeText(now.security)];
  if (was === is) return [];
  const enough = (held: string[]) =>
    now.security.some((requirement) =>
      Object.values(requirement)
        .flat()
        .every((scope) => held.includes(scope)),
    );
  const breaking = old.security.some((requirement) => {
    const scoped = Object.keys(requirement).some(
      (scheme) => Object.keys(scopesOf(before, scheme)).length > 0,
    );
    return scoped && !enough(Object.values(requirement).flat());
  });
  return [{text: `token scope ${is} (was: ${was})`, breaking}];
}

/** What changed from one operation to the same operation in a newer description. */
function operationChanges(
  before: Description,
  old: ResolvedOperation,
  now: ResolvedOperation,
): ApiChange[] {
  const changes: ApiChange[] = [];
  if (old.method !== now.method || old.path !== now.path) {
    changes.push({
      text: `request \`${now.method} /api${now.path}\` (was: \`${old.method} /api${old.path}\`)`,
      breaking: true,
    });
  }
  changes.push(
    ...securityChanges(before, old, now),
    ...parameterChanges(old.parameters, now.parameters),
  );
  const [oldBody, newBody] = [old.operation.requestBody, now.operation.requestBody];
  if (newBody && !oldBody)
    changes.push({
      text: `request body added${newBody.required ? ', required' : ''}`,
      breaking: newBody.required ?? false,
    });
  if (oldBody && !newBody) changes.push({text: 'request body removed', breaking: true});
  if (oldBody && newBody) {
    if (Boolean(oldBody.required) !== Boolean(newBody.required)) {
      changes.push({
        text: `request body ${newBody.required ? 'now required' : 'now optional'}`,
        breaking: Boolean(newBody.required),
      });
    }
    changes.push(
      ...contentChanges(
        oldBody.content,
        newBody.content,
        'request',
        (path, mediaType, several) =>
          `request field \`${path}\`${several ? ` (\`${mediaType}\`)` : ''}`,
        'request body',
      ),
    );
  }
  changes.push(...responseChanges(old.responses, now.responses));
  return changes;
}

/** Operations added, removed and changed from `before` to `after`, in the order of `after`, the removed ones last. */
export function diffDescriptions(before: Description, after: Description): OperationChange[] {
  const old = new Map(
    operationsOf(before).map((resolved) => [resolved.operation.operationId, resolved]),
  );
  const now = operationsOf(after);
  const ids = new Set(now.map((resolved) => resolved.operation.operationId));
  const kept: OperationChange[] = now.flatMap((resolved): OperationChange[] => {
    const was = old.get(resolved.operation.operationId);
    if (!was) return [{status: 'added', resolved, changes: []}];
    const changes = operationChanges(before, was, resolved);
    return changes.length > 0 ? [{status: 'changed', resolved, changes}] : [];
  });
  const removed = [...old.values()]
    .filter((resolved) => !ids.has(resolved.operation.operationId))
    .map((resolved): OperationChange => ({status: 'removed', resolved, changes: []}));
  return [...kept, ...removed];
}

/** The docs version before `docsVersion` that has a description; `undefined` for the oldest. */
export function previousDescribedVersion(docsVersion: string): string | undefined {
  const versions = describedDocsVersions();
  const index = versions.indexOf(docsVersion);
  return index < 0 ? undefined : versions[index + 1];
}

const compared = new Map<string, Promise<ApiChanges | undefined>>();

/** What changed in the API from the docs version before `docsVersion` to it, once per build; `undefined` when there is none before. */
export function changesOf(docsVersion: string): Promise<ApiChanges | undefined> {
  let changes = compared.get(docsVersion);
  if (!changes) {
    const from = previousDescribedVersion(docsVersion);
    changes = from
      ? Promise.all([descriptionOf(from), descriptionOf(docsVersion)]).then(([before, after]) => ({
          from,
          to: docsVersion,
          operations: diffDescriptions(before, after),
        }))
      : Promise.resolve(undefined);
    compared.set(docsVersion, changes);
  }
  return changes;
}
