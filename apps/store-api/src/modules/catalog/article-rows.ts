import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { category, product, productCategory, productTranslation } from './catalog.tables.ts';

/** An article's stored row: what the modules that sell it read (ERP, cart, order stock). */
export type ArticleRow = typeof product.$inferSelect;

export interface ArticleRowFilter {
  /** Rows matching any of these ids, article numbers, EANs, manufacturer's numbers, parents or brands. */
  ids?: readonly string[];
  productNumbers?: readonly string[];
  eans?: readonly string[];
  manufacturerNumbers?: readonly string[];
  parentIds?: readonly string[];
  /** The variants of the families among these article numbers, read with the articles themselves. */
  variantsOfProductNumbers?: readonly string[];
  /** Rows of articles of these brands. */
  manufacturerIds?: readonly string[];
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
  if (filter.eans?.length) matches.push(inArray(product.ean, [...filter.eans]));
  if (filter.manufacturerNumbers?.length) {
    matches.push(inArray(product.manufacturerNumber, [...filter.manufacturerNumbers]));
  }
  if (filter.parentIds?.length) matches.push(inArray(product.parentId, [...filter.parentIds]));
  if (filter.variantsOfProductNumbers?.length) {
    const familyAlias = 'family';
    const family = alias(product, familyAlias);
    matches.push(
      // An array, not `in (select …)`: the planner then reads both sides of the `or` by index,
      // where a subquery beside another condition made it scan every article.
      sql`${product.parentId} = any(array(select ${family.id} from ${product} as ${sql.identifier(familyAlias)}
        where ${inArray(family.productNumber, [...filter.variantsOfProductNumbers])}))`,
    );
  }
  if (filter.manufacturerIds?.length)
    matches.push(inArray(product.manufacturerId, [...filter.manufacturerIds]));
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

/**
 * The ids of the articles with these numbers and of their families: whose search rows follow a
 * change of the articles. One array parameter, for any number of articles.
 */
export async function articleAndFamilyIds(tx: Tx, productNumbers: readonly string[]): Promise<string[]> {
  if (productNumbers.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select unnest(array[p.id, p.parent_id]) as id from product p
        where p.product_number = any(${sql.param(productNumbers)}::text[])`,
  );
  return [...new Set(rows.flatMap((row) => row.id ?? []))];
}

/** Article number and name (in the language of `languageId`) of articles, by id. */
export async function articleNames(
  tx: Tx,
  languageId: string | null,
  ids: readonly string[],
): Promise<Map<string, { productNumber: string; name: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: product.id, productNumber: product.productNumber, name: productTranslation.name })
    .from(product)
    .leftJoin(
      productTranslation,
      and(
        eq(productTranslation.productId, product.id),
        languageId ? eq(productTranslation.languageId, languageId) : sql`false`,
      ),
    )
    .where(inArray(product.id, [...ids]));
  return new Map(rows.map((row) => [row.id, { productNumber: row.productNumber, name: row.name }]));
}

/**
 * A condition on another module's rows that name an article in `productId`: the article's number
 * or its name in the request's language holds `text` (any case). It runs per row, so it suits a
 * company's own rows, not the whole catalogue.
 */
export function articleTextMatches(
  ctx: Pick<RequestContext, 'language'>,
  productId: AnyPgColumn,
  text: string,
): SQL {
  const pattern = containing(text);
  return sql`exists (select 1 from ${product}
    left join ${productTranslation} on ${productTranslation.productId} = ${product.id}
      and ${productTranslation.languageId} = ${ctx.language.id}
    where ${product.id} = ${productId}
      and (${product.productNumber} ilike ${pattern} or ${productTranslation.name} ilike ${pattern}))`;
}

export interface ArticleClassification {
  unspsc: string | null;
  etimClass: string | null;
  productGroup: string | null;
}

/**
 * How procurement systems classify articles, by id: the UNSPSC code and ETIM class the ERP or a
 * supplier's catalogue sent with the article, and the key of its product group (the ERP's category key).
 */
export async function articleClassifications(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, ArticleClassification>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string } & ArticleClassification>(
    tx,
    sql`select p.id, p.custom_fields->>'unspsc' as unspsc, p.custom_fields->>'etimClass' as "etimClass",
          (select c.erp_key from ${productCategory} pc join ${category} c on c.id = pc.category_id
            where pc.product_id = p.id and c.erp_key is not null order by c.erp_key limit 1) as "productGroup"
        from ${product} p where p.id = any(${sql.param([...ids])}::uuid[])`,
  );
  return new Map(rows.map(({ id, ...classification }) => [id, classification]));
}
