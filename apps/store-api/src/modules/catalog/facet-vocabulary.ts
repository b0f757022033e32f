import type { FeatureType } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
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

/** Every property group, whether listings filter by it, and its feature type. */
export function propertyGroups(
  tx: Tx,
): Promise<{ id: string; filterable: boolean; featureType: FeatureType }[]> {
  return queryRows(tx, sql`select id, filterable, feature_type as "featureType" from property_group`);
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
  /** With the unit's symbol of a numeric group. */
  groups: Map<string, { name: string; position: number; unit: string | null }>;
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
    queryRows<{ id: string; name: string | null; position: number; unit: string | null }>(
      tx,
      sql`select g.id, t.name, g.position, t.unit from property_group g
          left join property_group_translation t on t.property_group_id = g.id and t.language_id = ${languageId}`,
    ),
  ]);
  return {
    brands: new Map(brands.map((row) => [row.id, row.name])),
    options: new Map(options.map((row) => [row.id, { name: row.name ?? '', position: row.position }])),
    groups: new Map(
      groups.map((row) => [row.id, { name: row.name ?? '', position: row.position, unit: row.unit }]),
    ),
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

/**
 * Where a search leads in the catalogue, at most `limit` of each, in one statement: the categories
 * its best matches stand in most (their own, not the ancestors'; a tie goes to the category of the
 * earlier product) or, when it found nothing, those whose name comes at least `similarity` close
 * to its text (pg_trgm's word similarity); and the brands with active articles whose name comes
 * that close to one of its words.
 */
export async function catalogueLeads(
  tx: Tx,
  shown: Shown,
  search: { bestMatches: readonly string[]; text: string; words: readonly string[] },
  { similarity, limit }: { similarity: number; limit: number },
): Promise<{ categories: CatalogueLead[]; brands: CatalogueLead[] }> {
  const ids = sql.param([...search.bestMatches]);
  const rankedCategories =
    search.bestMatches.length > 0
      ? sql`select pc.category_id as id,
          row_number() over (order by count(*) desc, min(array_position(${ids}::uuid[], pc.product_id))) as rank
        from product_category pc where pc.product_id = any(${ids}::uuid[])
        group by pc.category_id order by rank limit ${limit}`
      : sql`select category_id as id,
          row_number() over (order by word_similarity(${search.text}, lower(name)) desc, name) as rank
        from category_translation
        where language_id = ${shown.languageId} and word_similarity(${search.text}, lower(name)) >= ${similarity}
        order by rank limit ${limit}`;
  const brands =
    search.words.length > 0
      ? sql` union all select * from (select 'brand' as kind, m.id, mt.name, coalesce(mt.slug, m.slug) as path,
            row_number() over (order by c.closeness desc, mt.name) as rank
          from manufacturer m
          join manufacturer_translation mt on mt.manufacturer_id = m.id and mt.language_id = ${shown.languageId}
          cross join lateral (select max(similarity(w, lower(mt.name))) as closeness
            from unnest(${sql.param([...search.words])}::text[]) w) c
          where m.slug is not null and c.closeness >= ${similarity}
            and exists (select 1 from product p where p.manufacturer_id = m.id and p.active)
          order by rank limit ${limit}) b`
      : sql``;
  const rows = await queryRows<{
    kind: 'category' | 'brand';
    id: string;
    name: string | null;
    path: string | null;
  }>(
    tx,
    sql`select 'category' as kind, r.id, ct.name, seo.seo_path_info as path, r.rank
      from (${rankedCategories}) r
      join category c on c.id = r.id and c.active
      left join category_translation ct on ct.category_id = r.id and ct.language_id = ${shown.languageId}
      left join lateral (select seo_path_info from seo_url
        where foreign_key = r.id and language_id = ${shown.languageId}
          and sales_channel_id = ${shown.salesChannelId} and is_canonical limit 1) seo on true
      ${brands}
      order by kind desc, rank`,
  );
  const leads = { categories: [] as CatalogueLead[], brands: [] as CatalogueLead[] };
  for (const row of rows) {
    if (row.kind === 'brand') {
      leads.brands.push({ id: row.id, name: row.name ?? '', path: `/brands/${row.path}` });
    } else {
      leads.categories.push({
        id: row.id,
        name: row.name ?? '',
        path: row.path ? `/${row.path.replace(/^\/+/, '')}` : `/navigation/${row.id}`,
      });
    }
  }
  return leads;
}
