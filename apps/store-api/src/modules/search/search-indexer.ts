import { type SearchLocale, textSearchConfigs } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';

function indexLocale(locale: SearchLocale, productIds: string[] | null): SQL {
  const config = sql.raw(`'${textSearchConfigs[locale]}'::regconfig`);
  const onlyProducts = (column: SQL) =>
    productIds ? sql`and ${column} = any(${sql.param(productIds)}::uuid[])` : sql``;
  const onlyFamilies = (column: SQL) =>
    productIds
      ? sql`and ${column} in (select coalesce(parent_id, id) from product where id = any(${sql.param(productIds)}::uuid[]))`
      : sql``;
  return sql`
    with lang as (
      select id from language where locale_code like ${`${locale}-%`} order by locale_code limit 1
    ),
    options as (
      select x.product_id, array_agg(distinct x.option_id) as ids, string_agg(ot.name, ' ') as names
      from (
        select product_id, option_id from product_property
        union all
        select product_id, option_id from product_option
      ) x
      left join property_group_option_translation ot
        on ot.option_id = x.option_id and ot.language_id = (select id from lang)
      where true ${onlyProducts(sql`x.product_id`)}
      group by x.product_id
    ),
    categories as (
      select pc.product_id, array_agg(distinct ancestor) as ids
      from product_category pc
      join category c on c.id = pc.category_id
      cross join lateral unnest(string_to_array(trim(both '|' from c.path), '|')::uuid[] || c.id) as ancestor
      where true ${onlyFamilies(sql`pc.product_id`)}
      group by pc.product_id
    )
    insert into product_search (product_id, locale, parent_id, product_number, name, document, numbers,
      manufacturer_id, list_price, sales, option_ids, category_ids)
    select p.id, ${locale}, p.parent_id, p.product_number, coalesce(pt.name, p.product_number),
      setweight(to_tsvector(${config}, coalesce(pt.name, '') || ' ' || coalesce(mt.name, '')), 'A')
        || setweight(to_tsvector(${config}, coalesce(o.names, '')), 'B')
        || setweight(to_tsvector(${config}, coalesce(pt.description, '')), 'C'),
      lower(concat_ws(' ', p.product_number, p.ean, p.manufacturer_number)),
      p.manufacturer_id, p.list_price, p.sales,
      coalesce(o.ids, '{}'), coalesce(c.ids, '{}')
    from product p
    left join product_translation pt on pt.product_id = p.id and pt.language_id = (select id from lang)
    left join manufacturer_translation mt
      on mt.manufacturer_id = p.manufacturer_id and mt.language_id = (select id from lang)
    left join options o on o.product_id = p.id
    left join categories c on c.product_id = coalesce(p.parent_id, p.id)
    where p.active ${onlyProducts(sql`p.id`)}`;
}

/**
 * Rebuilds the search rows of the given products (all products when omitted) in every search
 * locale, from the catalogue tables, inside the caller's transaction.
 */
export async function rebuildSearchIndex(tx: Tx, productIds?: string[]): Promise<void> {
  const ids = productIds ?? null;
  if (ids) {
    await tx.execute(sql`delete from product_search where product_id = any(${sql.param(ids)}::uuid[])`);
  } else {
    await tx.execute(sql`truncate product_search`);
  }
  for (const locale of Object.keys(textSearchConfigs) as SearchLocale[]) {
    await tx.execute(indexLocale(locale, ids));
  }
  if (!ids) await tx.execute(sql`analyze product_search`);
}
