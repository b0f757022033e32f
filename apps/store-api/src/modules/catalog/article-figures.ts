import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** An article's list price as the ERP sends it. */
export interface ListPrice {
  productId: string;
  listPrice: number;
}

/** Sets the list prices that changed; answers the ids of the articles whose price it changed. */
export async function setListPrices(tx: Tx, prices: readonly ListPrice[]): Promise<string[]> {
  if (prices.length === 0) return [];
  const changed = await queryRows<{ id: string }>(
    tx,
    sql`update product p set list_price = r.price
        from unnest(${sql.param(prices.map((price) => price.productId))}::uuid[],
                    ${sql.param(prices.map((price) => price.listPrice))}::numeric[]) as r(id, price)
        where p.id = r.id and p.list_price <> r.price
        returning p.id`,
  );
  return changed.map((row) => row.id);
}

/** An article's stock over all its warehouses, in hundredths: on hand, and not reserved by orders. */
export interface StockFigures {
  productId: string;
  stock: number;
  available: number;
}

/**
 * Sets the stock figures of the articles, and those of their variant families' parents to the sums
 * over their variants, so that they never disagree.
 */
export async function setStockFigures(tx: Tx, figures: readonly StockFigures[]): Promise<void> {
  if (figures.length === 0) return;
  const ids = sql.param(figures.map((figure) => figure.productId));
  await tx.execute(sql`
    update product p set stock_hundredths = f.stock, available_stock_hundredths = f.available
    from unnest(${ids}::uuid[], ${sql.param(figures.map((figure) => figure.stock))}::int[],
                ${sql.param(figures.map((figure) => figure.available))}::int[]) as f(id, stock, available)
    where p.id = f.id`);
  // Parents in id order too, so that checkouts of variants of the same families wait in turn.
  const parents = await queryRows<{ id: string }>(
    tx,
    sql`select id from product where id in (select parent_id from product where id = any(${ids}::uuid[]))
        order by id for update`,
  );
  if (parents.length === 0) return;
  await tx.execute(sql`
    update product p set stock_hundredths = v.stock, available_stock_hundredths = v.available
    from (select parent_id, sum(stock_hundredths)::int as stock,
                 sum(available_stock_hundredths)::int as available
          from product
          where parent_id = any(${sql.param(parents.map((parent) => parent.id))}::uuid[])
          group by parent_id) v
    where p.id = v.parent_id`);
}
