import { type SQL, sql } from 'drizzle-orm';

/**
 * The catalogue's part of the search index, as statements the index composes into its own
 * (docs/decisions/0046): what each active article is filtered and sorted by, and what listed
 * articles say in a language. Both read all products when `ids` is null, else only these.
 */

const onlyProducts = (ids: readonly string[] | null, column: SQL) =>
  ids ? sql`and ${column} = any(${sql.param([...ids])}::uuid[])` : sql``;

/**
 * Every active article (variants too, so that their own numbers are found): its numbers in lower
 * case, brand, list price, sales, options (properties and a variant's own), categories (the
 * family's, with all their ancestors) and numeric characteristics (group, lowest and highest figure).
 */
export function indexedArticles(ids: readonly string[] | null): SQL {
  return sql`
    with options as (
      select x.product_id, array_agg(distinct x.option_id) as ids
      from (
        select product_id, option_id from product_property
        union all
        select product_id, option_id from product_option
      ) x
      where true ${onlyProducts(ids, sql`x.product_id`)}
      group by x.product_id
    ),
    categories as (
      select pc.product_id, array_agg(distinct ancestor) as ids
      from product_category pc
      join category c on c.id = pc.category_id
      cross join lateral unnest(string_to_array(trim(both '|' from c.path), '|')::uuid[] || c.id) as ancestor
      where true ${
        ids
          ? sql`and pc.product_id in (select coalesce(parent_id, id) from product where id = any(${sql.param([...ids])}::uuid[]))`
          : sql``
      }
      group by pc.product_id
    ),
    measurements as (
      select product_id, array_agg(group_id order by group_id) as group_ids,
        array_agg(value::float8 order by group_id) as lows,
        array_agg(coalesce(value_to, value)::float8 order by group_id) as highs
      from product_measurement
      where true ${onlyProducts(ids, sql`product_id`)}
      group by product_id
    )
    select p.id as product_id, p.parent_id, p.product_number,
      lower(concat_ws(' ', p.product_number, p.ean, p.manufacturer_number)) as numbers,
      p.manufacturer_id, p.list_price, p.sales, coalesce(o.ids, '{}') as option_ids, coalesce(c.ids, '{}') as category_ids,
      coalesce(m.group_ids, '{}') as measure_group_ids, coalesce(m.lows, '{}') as measure_lows,
      coalesce(m.highs, '{}') as measure_highs
    from product p
    left join options o on o.product_id = p.id
    left join categories c on c.product_id = coalesce(p.parent_id, p.id)
    left join measurements m on m.product_id = p.id
    where p.active ${onlyProducts(ids, sql`p.id`)}`;
}

/**
 * The texts of listed articles (parents and single products) in a language, by what they say:
 * `a` the name and brand, `b` the property values and the head word (`headWord`) of the own
 * category's name, `c` the head word of its parent's, `d` the category names and the description;
 * with the name (the article number where it has none) and sales.
 */
export function listedArticleTexts(
  languageId: string | null,
  ids: readonly string[] | null,
  headWord: (name: SQL) => SQL,
): SQL {
  return sql`
    with property_names as (
      select pp.product_id, string_agg(ot.name, ' ') as names
      from product_property pp
      join property_group_option_translation ot on ot.option_id = pp.option_id and ot.language_id = ${languageId}
      where true ${onlyProducts(ids, sql`pp.product_id`)}
      group by pp.product_id
    ),
    -- The category and its parent name the kind of article ("Moeren"), which Dutch and German
    -- product names often hold only inside a compound ("Borgmoer").
    category_names as (
      select pc.product_id, string_agg(ct.name, ' ') as names,
        string_agg(${headWord(sql`ct.name`)}, ' ') filter (where ct.category_id = c.id) as heads,
        string_agg(${headWord(sql`ct.name`)}, ' ') filter (where ct.category_id <> c.id) as parent_heads
      from product_category pc
      join category c on c.id = pc.category_id
      join category_translation ct on ct.category_id in (c.id, c.parent_id) and ct.language_id = ${languageId}
      where true ${onlyProducts(ids, sql`pc.product_id`)}
      group by pc.product_id
    )
    select p.id as product_id, p.sales, coalesce(pt.name, p.product_number) as name,
      coalesce(pt.name, '') || ' ' || coalesce(mt.name, '') as a,
      coalesce(n.names, '') || ' ' || coalesce(cn.heads, '') as b,
      coalesce(cn.parent_heads, '') as c,
      coalesce(cn.names, '') || ' ' || coalesce(pt.description, '') as d
    from product p
    left join product_translation pt on pt.product_id = p.id and pt.language_id = ${languageId}
    left join manufacturer_translation mt on mt.manufacturer_id = p.manufacturer_id and mt.language_id = ${languageId}
    left join property_names n on n.product_id = p.id
    left join category_names cn on cn.product_id = p.id
    where p.active and p.parent_id is null ${onlyProducts(ids, sql`p.id`)}`;
}
