import fc from 'fast-check';
import {
  bodyLimit,
  hostileUrlText,
  hostileValue,
  injectionText,
  RawJson,
  randomId,
  wrongType,
} from './hostile-values.ts';
import type { KnownValues, ValueSource } from './known-values.ts';
import type { FuzzRoute, HttpMethod, RouteParameter } from './openapi-routes.ts';
import { type JsonSchema, validValue } from './schema-values.ts';

/** One generated request, as it is sent and as the report shows it. */
export interface FuzzInput {
  /** What was done to the plausible valid request, e.g. `body.startDate = "2026-13-01"`. */
  mutation: string;
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  payload: string | undefined;
  /** A loopback address of its own, so that the login throttle of one address does not stop the fuzz. */
  remoteAddress: string;
}

/** A request before it is written out: path values and query already percent-encoded. */
interface RequestParts {
  pathValues: Record<string, string>;
  query: [string, string][];
  body: unknown;
  /** Sent instead of the JSON of `body` (invalid JSON, an empty body). */
  rawBody?: string;
  /** `null` sends no content type at all. */
  contentType?: string | null;
  headers: Record<string, string>;
}

type Path = (string | number)[];

/** Requests for the route: valid ones, and valid ones with one part made hostile. */
export function fuzzInputs(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzInput> {
  const address = fc.integer({ min: 2, max: 0xfffe }).map((host) => `127.1.${host >> 8}.${host & 0xff}`);
  return fc
    .tuple(
      validParts(route, known).chain((parts) => mutated(route, parts, known)),
      address,
    )
    .map(([[mutation, parts], remoteAddress]) => toInput(route, parts, mutation, remoteAddress));
}

/**
 * A valid request. A path parameter takes the ids that routes up to it answered (`{id}` of
 * `/dexis/order-flow/{id}` those of `/dexis/order-flow`); query and body fields those of routes up to
 * the first parameter.
 */
function validParts(route: FuzzRoute, known: KnownValues): fc.Arbitrary<RequestParts> {
  const pathValues = fc.record(
    Object.fromEntries(
      route.pathParameters.map((parameter) => [
        parameter.name,
        validValue(
          parameter.schema,
          parameter.name,
          known.near(pathBefore(route, `{${parameter.name}}`)),
        ).map((value) => encodeURIComponent(String(value))),
      ]),
    ),
  );
  const fields = known.near(pathBefore(route, '{'));
  const query = validValue(queryObject(route.queryParameters), 'query', fields).map((values) =>
    queryPairs(values as Record<string, unknown>),
  );
  const body = route.body ? validValue(route.body, 'body', fields) : fc.constant(undefined);
  return fc.record({ pathValues, query, body, headers: fc.constant({}) });
}

/** The route's path up to the marker, without a trailing slash. */
function pathBefore(route: FuzzRoute, marker: string): string {
  const end = route.path.indexOf(marker);
  return (end === -1 ? route.path : route.path.slice(0, end)).replace(/\/$/, '');
}

/**
 * The query parameters as one object schema, less those a query string cannot carry (objects and
 * lists of objects), which the valid request leaves out.
 */
function queryObject(parameters: RouteParameter[]): JsonSchema {
  const expressible = parameters.filter(
    ({ schema }) => !isObjectLike(schema) && !(schema.type === 'array' && isObjectLike(schema.items ?? {})),
  );
  return {
    type: 'object',
    properties: Object.fromEntries(expressible.map(({ name, schema }) => [name, schema])),
    required: expressible.filter(({ required }) => required).map(({ name }) => name),
  };
}

function isObjectLike(schema: JsonSchema): boolean {
  return schema.type === 'object' || (schema.anyOf ?? schema.oneOf ?? []).some(isObjectLike);
}

function queryPairs(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) && value.every((item) => typeof item !== 'object') ? value : [value]).map(
      (item): [string, string] => [
        encodeURIComponent(name),
        encodeURIComponent(typeof item === 'object' ? JSON.stringify(item) : String(item)),
      ],
    ),
  );
}

type Mutation = fc.Arbitrary<[string, RequestParts]>;

function mutated(route: FuzzRoute, parts: RequestParts, known: KnownValues): Mutation {
  const bodyPaths = route.body ? schemaPaths(route.body) : [];
  const mutations: { arbitrary: Mutation; weight: number }[] = [
    { arbitrary: fc.constant(['valid request', parts]), weight: 2 },
    { arbitrary: wholeBody(parts), weight: 2 },
    { arbitrary: hostileHeader(parts, known.near('')), weight: 1 },
    { arbitrary: extraQuery(parts), weight: 1 },
  ];
  if (bodyPaths.length > 0) {
    mutations.push(
      { arbitrary: replacedField(parts, bodyPaths), weight: 8 },
      { arbitrary: removedField(parts, bodyPaths), weight: 2 },
      { arbitrary: extraField(parts, bodyPaths), weight: 1 },
      { arbitrary: wrongContentType(parts), weight: 1 },
    );
  }
  const arrayPaths = arrayPathsIn(parts.body);
  if (arrayPaths.length > 0) mutations.push({ arbitrary: duplicatedItems(parts, arrayPaths), weight: 1 });
  if (route.pathParameters.length > 0) {
    mutations.push({ arbitrary: hostilePathValue(parts, route.pathParameters), weight: 4 });
  }
  if (route.queryParameters.length > 0) {
    mutations.push({ arbitrary: hostileQueryValue(parts, route.queryParameters), weight: 4 });
  }
  return fc.oneof(...mutations);
}

function replacedField(parts: RequestParts, paths: Path[]): Mutation {
  return fc
    .tuple(fc.constantFrom(...paths), hostileValue)
    .map(([path, value]) => [
      `body.${pathName(path)} = ${preview(value)}`,
      { ...parts, body: setAt(parts.body, path, value) },
    ]);
}

function removedField(parts: RequestParts, paths: Path[]): Mutation {
  return fc
    .constantFrom(...paths)
    .map((path) => [
      `body.${pathName(path)} removed`,
      { ...parts, body: setAt(parts.body, path, undefined) },
    ]);
}

function extraField(parts: RequestParts, paths: Path[]): Mutation {
  const objectPaths = [
    [],
    ...paths.filter((path) => typeof path.at(-1) === 'string').map((path) => path.slice(0, -1)),
  ];
  return fc
    .tuple(
      fc.constantFrom(...objectPaths),
      fc.constantFrom(
        'extra',
        '__proto__',
        'constructor',
        'id',
        'companyId',
        'leadBuyer',
        'rights',
        'password',
      ),
      fc.oneof(hostileValue, randomId, fc.constant(true)),
    )
    .map(([path, key, value]) => [
      `body.${pathName([...path, key])} added = ${preview(value)}`,
      { ...parts, body: setAt(parts.body, [...path, key], value) },
    ]);
}

function duplicatedItems(parts: RequestParts, paths: Path[]): Mutation {
  return fc.constantFrom(...paths).map((path) => {
    const items = getAt(parts.body, path) as unknown[];
    return [
      `body.${pathName(path)} items repeated`,
      { ...parts, body: setAt(parts.body, path, [...items, ...items]) },
    ];
  });
}

/** The whole body replaced: invalid JSON, another type, empty, beyond the body limit. */
function wholeBody(parts: RequestParts): Mutation {
  const rawBody = fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      "{'a':1}",
      '[1,]',
      '{}x',
      'nul',
      'NaN',
      '{"a":NaN}',
      '\u0000',
      '{"a":"\u0000"}',
      '{"a":"\\u0000"}',
      '\ufeff{}',
      '{"a":1,"a":2}',
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    ),
    fc.constantFrom(bodyLimit - 16, bodyLimit + 1).map((length) => `{"a":"${'a'.repeat(length)}"}`),
  );
  const jsonBody = fc.oneof(wrongType, hostileValue, injectionText);
  return fc.oneof(
    rawBody.map((text): [string, RequestParts] => [
      `body = ${preview(text)}`,
      { ...parts, rawBody: text, contentType: 'application/json' },
    ]),
    jsonBody.map((value): [string, RequestParts] => [
      `body = ${preview(value)}`,
      { ...parts, body: value, contentType: 'application/json' },
    ]),
  );
}

function wrongContentType(parts: RequestParts): Mutation {
  return fc
    .constantFrom(
      null,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/vnd.api+json',
      'application/jsonx',
      '',
      '*/*',
    )
    .map((contentType) => [
      `content-type ${contentType === null ? 'missing' : `"${contentType}"`}`,
      { ...parts, contentType },
    ]);
}

function hostilePathValue(parts: RequestParts, parameters: RouteParameter[]): Mutation {
  return fc
    .tuple(fc.constantFrom(...parameters.map(({ name }) => name)), hostileUrlText)
    .map(([name, value]) => [
      `path ${name} = ${preview(value)}`,
      { ...parts, pathValues: { ...parts.pathValues, [name]: value } },
    ]);
}

function hostileQueryValue(parts: RequestParts, parameters: RouteParameter[]): Mutation {
  return fc
    .tuple(fc.constantFrom(...parameters.map(({ name }) => name)), hostileUrlText, fc.boolean())
    .map(([name, value, repeated]) => {
      const others = parts.query.filter(([key]) => key !== encodeURIComponent(name));
      const values: [string, string][] = (repeated ? [value, value] : [value]).map((item) => [
        encodeURIComponent(name),
        item,
      ]);
      return [
        `query ${name} = ${preview(value)}${repeated ? ' (twice)' : ''}`,
        { ...parts, query: [...others, ...values] },
      ];
    });
}

function extraQuery(parts: RequestParts): Mutation {
  return fc
    .tuple(
      fc.constantFrom('extra', '__proto__', 'constructor', 'page', 'limit', 'filter', 'a[b]'),
      hostileUrlText,
    )
    .map(([name, value]) => [
      `query ${name} added = ${preview(value)}`,
      { ...parts, query: [...parts.query, [encodeURIComponent(name), value]] },
    ]);
}

function hostileHeader(parts: RequestParts, known: ValueSource): Mutation {
  const text = fc.oneof(
    randomId,
    injectionText,
    fc.constantFrom('', ' ', 'x'.repeat(10_000), 'not-an-address', '::1, 127.0.0.1, 10.0.0.1', 'é'),
    ...(known.valuesFor('languageId').length > 0 ? [fc.constantFrom(...known.valuesFor('languageId'))] : []),
  );
  return fc
    .tuple(fc.constantFrom('sw-context-token', 'sw-language-id', 'x-forwarded-for', 'accept-language'), text)
    .map(([name, value]) => [`header ${name} = ${preview(value)}`, { ...parts, headers: { [name]: value } }]);
}

function toInput(route: FuzzRoute, parts: RequestParts, mutation: string, remoteAddress: string): FuzzInput {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.pathValues[name] ?? '');
  const query = parts.query.map(([name, value]) => `${name}=${value}`).join('&');
  const payload = parts.rawBody ?? (parts.body === undefined ? undefined : jsonText(parts.body));
  const contentType =
    parts.contentType === undefined ? (payload === undefined ? null : 'application/json') : parts.contentType;
  return {
    mutation,
    method: route.method,
    url: query ? `${path}?${query}` : path,
    headers: { ...(contentType === null ? {} : { 'content-type': contentType }), ...parts.headers },
    payload,
    remoteAddress,
  };
}

/** JSON with the raw tokens (NaN, 1e400) written as they are. */
function jsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (!(item instanceof RawJson)) return item;
    raw.push(item.text);
    return `@@raw:${raw.length - 1}@@`;
  });
  return text.replace(/"@@raw:(\d+)@@"/g, (_, index: string) => raw[Number(index)]!);
}

/** The paths of the schema's fields, objects within arrays included (through their first item). */
function schemaPaths(schema: JsonSchema, prefix: Path = [], depth = 0): Path[] {
  if (depth > 4) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((branch) => schemaPaths(branch, prefix, depth));
  if (schema.type === 'array' && schema.items) {
    return [[...prefix, 0], ...schemaPaths(schema.items, [...prefix, 0], depth + 1)].filter(
      (path) => path.length > 0,
    );
  }
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
    [...prefix, key],
    ...schemaPaths(property, [...prefix, key], depth + 1),
  ]);
}

function arrayPathsIn(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) {
    return [
      ...(value.length > 0 ? [prefix] : []),
      ...value.flatMap((item, index) => arrayPathsIn(item, [...prefix, index])),
    ];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => arrayPathsIn(item, [...prefix, key]));
  }
  return [];
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown> | undefined)?.[key],
    value,
  );
}

/** A copy of `value` with the path set (created where missing); `undefined` removes the field. */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  const node: Record<string | number, unknown> | unknown[] = Array.isArray(value)
    ? [...value]
    : value && typeof value === 'object'
      ? { ...value }
      : typeof key === 'number'
        ? []
        : {};
  const child = setAt((node as Record<string | number, unknown>)[key], rest, replacement);
  if (child === undefined && !Array.isArray(node)) delete (node as Record<string | number, unknown>)[key];
  else
    Object.defineProperty(node, key, { value: child, enumerable: true, writable: true, configurable: true });
  return node;
}

function pathName(path: Path): string {
  return path
    .map((key) => (typeof key === 'number' ? `[${key}]` : key))
    .join('.')
    .replaceAll('.[', '[');
}

/** A short, printable view of a value: as JSON, control characters escaped, long text cut. */
export function preview(value: unknown, maxLength = 120): string {
  const text =
    value instanceof RawJson
      ? value.text
      : typeof value === 'string'
        ? JSON.stringify(value)
        : jsonText(value);
  return shortened(text ?? String(value), maxLength);
}

export function shortened(text: string, maxLength: number): string {
  const printable = escapeControls(text);
  return printable.length > maxLength
    ? `${printable.slice(0, maxLength)}… (${printable.length.toLocaleString('en')} characters)`
    : printable;
}

export function escapeControls(text: string): string {
  let escaped = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    const isControl = code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);
    escaped += isControl ? `\\u${code.toString(16).padStart(4, '0')}` : character;
  }
  return escaped;
}
