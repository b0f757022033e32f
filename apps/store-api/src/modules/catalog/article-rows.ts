import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { product } from './catalog.tables.ts';

/** An article's stored row: what the modules that sell it read (ERP, cart, order stock). */
export type ArticleRow = typeof product.$inferSelect;

export interface ArticleRowFilter {
  /** Rows matching any of these ids, article numbers or parents. */
  ids?: readonly string[];
  productNumbers?: readonly string[];
  parentIds?: readonly string[];
  /** Only active articles. */
  active?: boolean;
  /** Only articles a cart can hold: active and not the parent of a variant family. */
  sellable?: boolean;
}

/** The rows of the articles a filter names; none when it names none. */
export async function articleRows(tx: Tx, filter: ArticleRowFilter): Promise<ArticleRow[]> {
  const matches: SQL[] = [];
  if (filter.ids?.length) matches.push(inArray(product.id, [...filter.ids]));
  if (filter.productNumbers?.length) matches.push(inArray(product.productNumber, [...filter.productNumbers]));
  if (filter.parentIds?.length) matches.push(inArray(product.parentId, [...filter.parentIds]));
  if (matches.length === 0) return [];
  return tx
    .select()
    .from(product)
    .where(
      and(
        or(...matches),
        filter.active || filter.sellable ? eq(product.active, true) : undefined,
        filter.sellable ? eq(product.childCount, 0) : undefined,
      ),
    );
}
