import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Shopware's `includes` criteria: per entity alias (`product`, `media`, …) the fields to answer. */
export type Includes = Record<string, string[]>;

/**
 * Keeps of every entity (an object with an `apiAlias`) only the fields `includes` names for its
 * alias, and its alias; entities of other aliases and plain objects keep every field.
 */
export function applyIncludes(value: unknown, includes: Includes): unknown {
  const fieldsOf = new Map(Object.entries(includes).map(([alias, fields]) => [alias, new Set(fields)]));
  const cut = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(cut);
    if (value === null || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    const kept = typeof record.apiAlias === 'string' ? fieldsOf.get(record.apiAlias) : undefined;
    const answer: Record<string, unknown> = {};
    for (const field in record) {
      if (kept && field !== 'apiAlias' && !kept.has(field)) continue;
      answer[field] = cut(record[field]);
    }
    return answer;
  };
  return cut(value);
}

/** Sends JSON the handler has already checked against the route's schema. */
export function sendChecked(reply: FastifyReply, answer: unknown) {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
}

/**
 * Sends an answer with `includes` applied: checked whole against the route's schema first, then cut
 * down. Without includes the route's own serializer sends it.
 */
export function sendIncluding<Schema extends z.ZodType>(
  reply: FastifyReply,
  schema: Schema,
  value: z.output<Schema>,
  includes: Includes | undefined,
) {
  if (!includes || Object.keys(includes).length === 0) return value;
  return sendChecked(reply, applyIncludes(z.encode(schema, value), includes));
}
