import { type SearchLocale, textSearchConfigs } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { markCatalogChanged } from '../cache/index.ts';

type Scope = string[] | null;

const onlyProducts = (ids: Scope, column: SQL) =>
  ids ? sql`and ${column} = any(${sql.param(ids)}::uuid[])` : sql``;

function indexProducts(ids: Scope): SQL {
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
          ? sql`and pc.product_id in (select coalesce(parent_id, id) from product where id = any(${sql.param(ids)}::uuid[]))`
          : sql``
      }
      group by pc.product_id
    )
    insert into product_search (product_id, parent_id, product_number, numbers, manufacturer_id, list_price, sales,
      option_ids, category_ids)
    select p.id, p.parent_id, p.product_number, lower(concat_ws(' ', p.product_number, p.ean, p.manufacturer_number)),
      p.manufacturer_id, p.list_price, p.sales, coalesce(o.ids, '{}'), coalesce(c.ids, '{}')
    from product p
    left join options o on o.product_id = p.id
    left join categories c on c.product_id = coalesce(p.parent_id, p.id)
    where p.active ${onlyProducts(ids, sql`p.id`)}
    order by p.sales desc`;
}

function indexTexts(locale: SearchLocale, ids: Scope): SQL {
  const config = sql.raw(`'${textSearchConfigs[locale]}'::regconfig`);
  return sql`
    with lang as (
      select id from language where locale_code like ${`${locale}-%`} order by locale_code limit 1
    ),
    property_names as (
      select pp.product_id, string_agg(ot.name, ' ') as names
      from product_property pp
      join property_group_option_translation ot on ot.option_id = pp.option_id and ot.language_id = (select id from lang)
      where true ${onlyProducts(ids, sql`pp.product_id`)}
      group by pp.product_id
    ),
    -- The category and its parent name the kind of article ("Moeren"), which Dutch and German
    -- product names often hold only inside a compound ("Borgmoer").
    category_names as (
      select pc.product_id, string_agg(ct.name, ' ') as names
      from product_category pc
      join category c on c.id = pc.category_id
      join category_translation ct
        on ct.category_id in (c.id, c.parent_id) and ct.language_id = (select id from lang)
      where true ${onlyProducts(ids, sql`pc.product_id`)}
      group by pc.product_id
    )
    insert into product_search_text (locale, product_id, facet_row, name, sales, document)
    select ${locale}, p.id, s.facet_row, coalesce(pt.name, p.product_number), p.sales,
      setweight(to_tsvector(${config}, coalesce(pt.name, '') || ' ' || coalesce(mt.name, '')), 'A')
        || setweight(to_tsvector(${config}, coalesce(n.names, '') || ' ' || coalesce(cn.names, '')), 'B')
        || strip(to_tsvector(${config}, coalesce(pt.description, '')))
    from product p
    join product_search s on s.product_id = p.id
    left join product_translation pt on pt.product_id = p.id and pt.language_id = (select id from lang)
    left join manufacturer_translation mt
      on mt.manufacturer_id = p.manufacturer_id and mt.language_id = (select id from lang)
    left join property_names n on n.product_id = p.id
    left join category_names cn on cn.product_id = p.id
    where p.active and p.parent_id is null ${onlyProducts(ids, sql`p.id`)}
    order by p.sales desc`;
}

/**
 * Rebuilds the search rows of the given products (all products when omitted) from the catalogue
 * tables, inside the caller's transaction. Rows are written by descending sales, so that the
 * popular products of a frequent word share few pages.
 */
export async function rebuildSearchIndex(tx: Tx, productIds?: string[]): Promise<void> {
  const ids = productIds ?? null;
  if (ids) {
    await tx.execute(sql`delete from product_search where product_id = any(${sql.param(ids)}::uuid[])`);
    await tx.execute(sql`delete from product_search_text where product_id = any(${sql.param(ids)}::uuid[])`);
  } else {
    await tx.execute(sql`truncate product_search, product_search_text restart identity`);
  }
  await tx.execute(indexProducts(ids));
  for (const locale of Object.keys(textSearchConfigs) as SearchLocale[]) {
    await tx.execute(indexTexts(locale, ids));
  }
  if (!ids) await tx.execute(sql`analyze product_search, product_search_text`);
  await markCatalogChanged(tx);
}

/** Takes the products' new list prices into the index (price sorting and filters). */
export async function refreshIndexedListPrices(tx: Tx, productIds: readonly string[]): Promise<void> {
  await tx.execute(sql`update product_search s set list_price = p.list_price from product p
    where p.id = s.product_id and s.product_id = any(${sql.param(productIds)}::uuid[])`);
  await markCatalogChanged(tx);
}
