import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/**
 * What the search's facets are made of and named with: the property options with their groups, the
 * groups that filter, and the names of brands, options and groups in a language; and the categories
 * and brands a search leads to.
 */

/** Every property option with its group, in id order. */
export function propertyOptions(tx: Tx): Promise<{ id: string; groupId: string }[]> {
  return queryRows(tx, sql`select id, group_id as "groupId" from property_group_option order by id`);
}

/** Every property group, and whether listings filter by it. */
export function propertyGroups(tx: Tx): Promise<{ id: string; filterable: boolean }[]> {
  return queryRows(tx, sql`select id, filterable from property_group`);
}

/** The groups of these options: options of one group are alternatives in a filter. */
export function groupsOfOptions(
  tx: Tx,
  optionIds: readonly string[],
): Promise<{ id: string; groupId: string }[]> {
  return queryRows(
    tx,
    sql`select id, group_id as "groupId" from property_group_option where id = any(${sql.param([...optionIds])}::uuid[])`,
  );
}

export interface FacetNames {
  brands: Map<string, string>;
  options: Map<string, { name: string; position: number }>;
  groups: Map<string, { name: string; position: number }>;
}

/** Names (empty where untranslated) and positions of brands, options and groups in a language. */
export async function facetNames(tx: Tx, languageId: string): Promise<FacetNames> {
  const [brands, options, groups] = await Promise.all([
    queryRows<{ id: string; name: string }>(
      tx,
      sql`select manufacturer_id as id, name from manufacturer_translation where language_id = ${languageId}`,
    ),
    queryRows<{ id: string; name: string | null; position: number }>(
      tx,
      sql`select o.id, t.name, o.position from property_group_option o
          left join property_group_option_translation t on t.option_id = o.id and t.language_id = ${languageId}`,
    ),
    queryRows<{ id: string; name: string | null; position: number }>(
      tx,
      sql`select g.id, t.name, g.position from property_group g
          left join property_group_translation t on t.property_group_id = g.id and t.language_id = ${languageId}`,
    ),
  ]);
  return {
    brands: new Map(brands.map((row) => [row.id, row.name])),
    options: new Map(options.map((row) => [row.id, { name: row.name ?? '', position: row.position }])),
    groups: new Map(groups.map((row) => [row.id, { name: row.name ?? '', position: row.position }])),
  };
}

/** A category or brand a search leads to: its name and the path of its page. */
export interface CatalogueLead {
  id: string;
  name: string;
  path: string;
}

interface Shown {
  languageId: string;
  salesChannelId: string;
}

/** Categories as leads, in the order of `ranked` (ids with their rank), named in the language. */
async function categoryLeads(tx: Tx, shown: Shown, ranked: SQL): Promise<CatalogueLead[]> {
  const rows = await queryRows<{ id: string; name: string | null; seo_path: string | null }>(
    tx,
    sql`select r.id, ct.name, seo.seo_path_info as seo_path
      from (${ranked}) r
      join category c on c.id = r.id and c.active
      left join category_translation ct on ct.category_id = r.id and ct.language_id = ${shown.languageId}
      left join lateral (select seo_path_info from seo_url
        where foreign_key = r.id and language_id = ${shown.languageId}
          and sales_channel_id = ${shown.salesChannelId} and is_canonical limit 1) seo on true
      order by r.rank`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    path: row.seo_path ? `/${row.seo_path.replace(/^\/+/, '')}` : `/navigation/${row.id}`,
  }));
}

/**
 * The categories these products stand in most (their own, not the ancestors'), at most `limit`;
 * a tie goes to the category of the earlier product.
 */
export function categoriesOfProducts(
  tx: Tx,
  shown: Shown,
  productIds: readonly string[],
  limit: number,
): Promise<CatalogueLead[]> {
  const ids = sql.param([...productIds]);
  return categoryLeads(
    tx,
    shown,
    sql`select pc.category_id as id,
        row_number() over (order by count(*) desc, min(array_position(${ids}::uuid[], pc.product_id))) as rank
      from product_category pc where pc.product_id = any(${ids}::uuid[])
      group by pc.category_id order by rank limit ${limit}`,
  );
}

/** Categories whose name comes at least `similarity` close to `query` (pg_trgm's word similarity). */
export function categoriesNamedLike(
  tx: Tx,
  shown: Shown,
  query: string,
  { similarity, limit }: { similarity: number; limit: number },
): Promise<CatalogueLead[]> {
  return categoryLeads(
    tx,
    shown,
    sql`select category_id as id,
        row_number() over (order by word_similarity(${query}, lower(name)) desc, name) as rank
      from category_translation
      where language_id = ${shown.languageId} and word_similarity(${query}, lower(name)) >= ${similarity}
      order by rank limit ${limit}`,
  );
}

/** Brands with active articles whose name comes at least `similarity` close to one of the words. */
export async function brandsNamedLike(
  tx: Tx,
  languageId: string,
  words: readonly string[],
  { similarity, limit }: { similarity: number; limit: number },
): Promise<CatalogueLead[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string; slug: string }>(
    tx,
    sql`select m.id, mt.name, m.slug from manufacturer m
      join manufacturer_translation mt on mt.manufacturer_id = m.id and mt.language_id = ${languageId}
      cross join lateral (select max(similarity(w, lower(mt.name))) as closeness
        from unnest(${sql.param([...words])}::text[]) w) c
      where m.slug is not null and c.closeness >= ${similarity}
        and exists (select 1 from product p where p.manufacturer_id = m.id and p.active)
      order by c.closeness desc, mt.name limit ${limit}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, path: `/brands/${row.slug}` }));
}
