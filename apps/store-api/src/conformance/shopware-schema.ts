import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import type { TestShop } from '../test/test-app.ts';

/**
 * Shopware's published Store API schema (OpenAPI 3.2), as shipped with the pinned
 * `@shopware/api-client`: the shapes our standard routes answer in.
 */
const require = createRequire(import.meta.url);
const schemaFile = require
  .resolve('@shopware/api-client')
  .replace(/dist[/\\]index\.cjs$/, 'api-types/storeApiSchema.json');
export const storeApiSchema = JSON.parse(readFileSync(schemaFile, 'utf8'));
export const shopwareVersion: string = storeApiSchema.info.version;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
// The schema writes the id pattern into `format` in places, and an empty format in one; read as patterns.
ajv.addFormat('^[0-9a-f]{32}$', /^[0-9a-f]{32}$/);
ajv.addFormat('', /.*/);
ajv.addSchema(
  JSON.parse(JSON.stringify(storeApiSchema).replaceAll('"#/components/', '"sw#/components/')),
  'sw',
);

type Method = 'get' | 'post' | 'patch' | 'delete';
const validators = new Map<string, ValidateFunction>();

function validatorOf(path: string, method: Method): ValidateFunction {
  const key = `${method} ${path}`;
  let validate = validators.get(key);
  if (!validate) {
    const operation = storeApiSchema.paths[path]?.[method];
    let answer = operation?.responses?.['200'];
    // Entity list routes name a shared answer (`#/components/responses/…`).
    if (answer?.$ref) answer = storeApiSchema.components.responses[answer.$ref.split('/').pop()];
    const schema = answer?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`Shopware's schema has no 200 JSON answer for ${key}.`);
    validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"sw#/components/')),
    );
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Where an answer departs from Shopware's schema for the route: one line per mismatch (where, what),
 * leaving out those at the `intended` places (JSON pointers, `*` for any one step), which a decision
 * record explains.
 */
export function shopwareMismatches(
  path: string,
  method: Method,
  answer: unknown,
  intended: readonly string[] = [],
): string[] {
  const validate = validatorOf(path, method);
  if (validate(answer)) return [];
  const allowed = intended.map((pointer) => new RegExp(`^${pointer.replaceAll('*', '[^/]+')}(/|$)`));
  return [
    ...new Set(
      (validate.errors ?? [])
        .map((error) => {
          const at =
            error.keyword === 'required'
              ? `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`
              : error.instancePath;
          return { at, line: `${at || '/'}: ${error.message}` };
        })
        // `oneOf`/`anyOf` report again for each branch what a single field gets wrong.
        .filter((mismatch) => !allowed.some((pattern) => pattern.test(mismatch.at)))
        .map((mismatch) => mismatch.line),
    ),
  ];
}

/**
 * Sends Store API requests on the shop `shopOf` names (read when called), on a session (`token`)
 * or none, and gives their 200 answers: the test fails on any other status.
 */
export function okAnswers(shopOf: () => TestShop) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    token: string | undefined,
    body?: unknown,
  ) => {
    const response = await shopOf().request({
      method,
      url: `/store-api${url}`,
      body,
      headers: token ? { 'sw-context-token': token } : {},
    });
    expect(response.status, JSON.stringify(response.json())).toBe(200);
    return response.json();
  };
}
