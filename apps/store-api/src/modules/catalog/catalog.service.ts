import type { Category, categoryCriteria } from '@tradeshop/api-client/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import { category } from './catalog.tables.ts';
import { loadCategories } from './category-loader.ts';

type CategoryFilter = NonNullable<z.output<typeof categoryCriteria>['filter']>[number];

export async function findCategories(
  ctx: RequestContext,
  filters: CategoryFilter[],
  page: number,
  limit: number,
): Promise<{ elements: Category[]; total: number; apiAlias: 'dal_entity_search_result' }> {
  const conditions = [eq(category.active, true)];
  for (const filter of filters) {
    const values = filter.type === 'equals' ? [filter.value] : filter.value;
    conditions.push(inArray(filter.field === 'id' ? category.id : category.parentId, values));
  }
  const rows = await ctx.tx
    .select({ id: category.id, total: sql<number>`(count(*) over ())::int` })
    .from(category)
    .where(and(...conditions))
    .orderBy(asc(category.level), asc(category.position))
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    elements: await loadCategories(
      ctx,
      rows.map((row) => row.id),
    ),
    total: rows[0]?.total ?? 0,
    apiAlias: 'dal_entity_search_result',
  };
}

/** A category by id, or the main navigation's root for `home`; null when there is none. */
export async function findCategory(ctx: RequestContext, navigationId: string): Promise<Category | null> {
  const categoryId = navigationId === 'home' ? ctx.salesChannel.navigation.main : navigationId;
  if (!categoryId) return null;
  const [found] = await loadCategories(ctx, [categoryId]);
  return found ?? null;
}
