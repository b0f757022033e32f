import { z } from 'zod';

/**
 * A value Shopware's schema types as present-or-absent where we hold null: left out of the answer
 * when null, and read back as null, so both sides keep working with `T | null`.
 */
export const omittedWhenNull = <Schema extends z.ZodType>(schema: Schema) =>
  // The inner schema runs once, on the side that holds null; the answer's side takes it as it is.
  z.codec(z.unknown().optional(), schema.nullable(), {
    decode: (value) => (value ?? null) as z.input<Schema> | null,
    encode: (value) => value ?? undefined,
  });

/** Shopware's entity search result around a list of entities (`/language`, `/country`, …). */
export const entitySearchResult = <Entity extends z.ZodType>(entity: Entity, name: string) =>
  z.object({
    elements: z.array(entity),
    total: z.number().int(),
    aggregations: z.array(z.record(z.string(), z.unknown())),
    page: z.number().int(),
    limit: z.number().int(),
    entity: z.literal(name),
    apiAlias: z.literal('dal_entity_search_result'),
  });

/** Shopware's search criteria of its entity list routes; the lists are short and answered whole. */
export const entityCriteria = z.object({
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).optional(),
  term: z.string().optional(),
  filter: z.array(z.record(z.string(), z.unknown())).optional(),
  sort: z.array(z.record(z.string(), z.unknown())).optional(),
  associations: z.record(z.string(), z.unknown()).optional(),
  includes: z.record(z.string(), z.array(z.string())).optional(),
  aggregations: z.array(z.record(z.string(), z.unknown())).optional(),
  'total-count-mode': z.union([z.enum(['none', 'exact', 'next-pages']), z.coerce.number().int()]).optional(),
});
