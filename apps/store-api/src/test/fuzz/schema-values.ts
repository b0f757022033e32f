import fc from 'fast-check';
import type { ValueSource } from './known-values.ts';

/** The part of JSON Schema (as @fastify/swagger writes it from the zod contracts) the fuzz reads. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1 });

const calendarDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** Field names that the contracts keep as plain strings but the services read as dates. */
const dateField = /date|validFrom|validTo/i;

/**
 * A plausible valid value for the schema: inside its enums, formats, patterns and bounds, with ids
 * and codes the shop has answered with where there are any, so that a request passes validation and
 * reaches the service behind it.
 */
export function validValue(schema: JsonSchema, name: string, known: ValueSource): fc.Arbitrary<unknown> {
  const value = nonNullValue(schema, name, known);
  return schema.nullable ? fc.oneof({ arbitrary: value, weight: 4 }, fc.constant(null)) : value;
}

function nonNullValue(schema: JsonSchema, name: string, known: ValueSource): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((branch) => validValue(branch, name, known)));
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf), name, known);
  switch (schema.type) {
    case 'object':
      return validObject(schema, known);
    case 'array':
      return fc.array(validValue(schema.items ?? {}, name, known), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 2, Math.max(schema.minItems ?? 0, 2)),
      });
    case 'string':
      return validString(schema, name, known);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    default:
      return schema.properties ? validObject(schema, known) : fc.constantFrom<unknown>('x', 1, true);
  }
}

/** The required fields and up to three optional ones: more would rarely all be valid together. */
function validObject(schema: JsonSchema, known: ValueSource): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0 && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(word, validValue(schema.additionalProperties, 'value', known), { maxKeys: 3 });
  }
  const required = new Set(schema.required ?? []);
  const optional = properties.map(([key]) => key).filter((key) => !required.has(key));
  return fc
    .subarray(optional, { maxLength: Math.min(3, optional.length) })
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          properties
            .filter(([key]) => required.has(key) || chosen.includes(key))
            .map(([key, property]) => [key, validValue(property, key, known)]),
        ),
      ),
    );
}

function validString(schema: JsonSchema, name: string, known: ValueSource): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    const ids = known.valuesFor(name);
    return ids.length > 0
      ? fc.oneof({ arbitrary: fc.constantFrom(...ids), weight: 4 }, fc.uuid())
      : fc.uuid();
  }
  if (schema.format === 'email') return word.map((local) => `${local}@example.com`);
  if (schema.format === 'uri') return fc.constantFrom('http://shop.test', 'http://shop.test/en');
  if (schema.format === 'date' || dateField.test(name)) return calendarDate;
  if (schema.format === 'date-time') return calendarDate.map((date) => `${date}T10:00:00.000Z`);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
  const fitsLength = (text: string) => text.length >= minLength && text.length <= maxLength;
  const knownFitting = known.valuesFor(name).filter(fitsLength);
  if (knownFitting.length > 0) return fc.constantFrom(...knownFitting);
  if (schema.pattern) {
    return fc.stringMatching(new RegExp(schema.pattern), { size: 'small' }).filter(fitsLength);
  }
  return fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789 '),
    minLength,
    maxLength,
  });
}

/** Mostly small whole numbers (pages, limits, quantities a client sends), sometimes anywhere in range. */
function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const minimum = Math.ceil(schema.minimum ?? 0) + (schema.exclusiveMinimum === true ? 1 : 0);
  const maximum = Math.floor(Math.min(schema.maximum ?? minimum + 1000, minimum + 1000));
  const small = fc.integer({ min: minimum, max: Math.min(maximum, minimum + 10) });
  const inRange = integer
    ? fc.integer({ min: minimum, max: maximum })
    : fc.integer({ min: minimum * 100, max: maximum * 100 }).map((hundredths) => hundredths / 100);
  return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: inRange, weight: 1 });
}
