import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../platform/context.ts';

/** Join condition of a `*_translation` row: the translation of `id` in the request's language. */
export function inLanguage(
  ctx: RequestContext,
  foreignKey: AnyPgColumn,
  id: AnyPgColumn,
  languageColumn: AnyPgColumn,
) {
  return and(eq(foreignKey, id), eq(languageColumn, ctx.language.id));
}
