import type { Product } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { loadProducts } from './product-loader.ts';

/**
 * The accessories of some articles (a cart's), at most `limit`: the first accessory of each article
 * before the second of any, those the shop has and sells, none of the articles themselves or of
 * their families. A variant without accessories of its own offers its family's.
 */
export async function accessorySuggestions(
  ctx: RequestContext,
  productIds: readonly string[],
  limit: number,
): Promise<Product[]> {
  if (productIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    ctx.tx,
    sql`with asked as (
          select p.id, p.parent_id, ord from unnest(${sql.param([...productIds])}::uuid[]) with ordinality as a(id, ord)
          join product p on p.id = a.id),
        owners as (
          select a.id as owner, a.ord from asked a
          where exists (select 1 from product_reference r where r.product_id = a.id and r.kind = 'accessory')
          union all
          select a.parent_id, a.ord from asked a
          where a.parent_id is not null
            and not exists (select 1 from product_reference r where r.product_id = a.id and r.kind = 'accessory')),
        offered as (
          select t.id, min(r.position) as position, min(o.ord) as ord
          from owners o
          join product_reference r on r.product_id = o.owner and r.kind = 'accessory'
          join product t on t.product_number = r.target_number and t.active
          where t.id not in (select id from asked) and t.id not in (select parent_id from asked where parent_id is not null)
          group by t.id)
        select id from offered order by position, ord, id limit ${limit}`,
  );
  return loadProducts(
    ctx,
    rows.map((row) => row.id),
  );
}
