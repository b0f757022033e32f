import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.ts';
import { demoUuid } from './ids.ts';

/** The demo ERP's warehouses: the stock of every article is spread over them. */
export const demoWarehouses = [
  { code: 'ANT', name: 'Antwerpen' },
  { code: 'MEL', name: 'Melle' },
  { code: 'LIE', name: 'Liège' },
] as const;

/** A stable pseudo-random number per article (`p`) and salt. */
const hash = (salt: string) => sql.raw(`abs(hashtext(p.product_number || '${salt}'))`);

/**
 * Prices and stock of the built-in ERP for the demo catalogue, derived from the article numbers so
 * that the same catalogue always gets the same data: stock per warehouse in whole units, quantity
 * tiers on one article in eight and one article in a hundred sold on request only.
 */
export async function insertDemoErpData(tx: Tx) {
  await tx.execute(
    sql`insert into warehouse (code, name) values ${sql.join(
      demoWarehouses.map((warehouse) => sql`(${warehouse.code}, ${warehouse.name})`),
      sql`, `,
    )}`,
  );
  // The article's stock and available stock are the sums over its warehouses: what orders hold (the
  // stock not available) is held in Antwerpen first, then Melle, then Liège.
  await tx.execute(sql`
    insert into warehouse_stock (product_id, warehouse_code, stock_hundredths, reserved_hundredths)
    select p.id, w.code,
      case w.code when 'ANT' then s.ant when 'MEL' then s.mel else p.stock_hundredths - s.ant - s.mel end,
      case w.code when 'ANT' then h.ant when 'MEL' then h.mel else s.held - h.ant - h.mel end
    from product p
    cross join lateral (
      select (p.stock_hundredths / 100) * (30 + ${hash('a')} % 40) / 100 * 100 as ant,
             (p.stock_hundredths / 100) * (${hash('m')} % 30) / 100 * 100 as mel,
             p.stock_hundredths - p.available_stock_hundredths as held
    ) s
    cross join lateral (
      select least(s.held, s.ant) as ant, least(s.held - least(s.held, s.ant), s.mel) as mel
    ) h
    cross join warehouse w
    where p.child_count = 0 and p.stock_hundredths > 0`);
  await tx.execute(sql`
    insert into price_tier (product_id, from_hundredths, price)
    select p.id, t.factor * p.min_purchase_hundredths, round(p.list_price * t.share, 4)
    from product p cross join (values (10, 0.95), (50, 0.90)) as t(factor, share)
    where p.child_count = 0 and ${hash('t')} % 8 = 0`);
  await tx.execute(sql`
    insert into article_sales_block (product_id, buyable, reason)
    select p.id, false, 'On request'
    from product p
    where p.child_count = 0 and ${hash('b')} % 100 = 42`);
}

/** Brand discounts and contract prices of the demo companies, seeded with their accounts. */
export async function insertDemoCompanyTerms(tx: Tx) {
  const demo = demoUuid('company', 'demo');
  const other = demoUuid('company', 'other');
  await tx.execute(sql`
    insert into company_discount (company_id, manufacturer_id, discount_percent)
    select ${demo}::uuid, m.id, d.percent
    from (select id, row_number() over (order by id) as rank from manufacturer) m
    join (values (1, 10.00), (2, 15.00), (3, 20.00)) as d(rank, percent) on d.rank = m.rank
    union all
    select ${other}::uuid, m.id, 5.00
    from (select id, row_number() over (order by id desc) as rank from manufacturer) m
    where m.rank <= 2`);
  await tx.execute(sql`
    insert into company_price (company_id, product_id, from_hundredths, price)
    select ${demo}::uuid, p.id, 0, round(p.list_price * 0.75, 4)
    from product p
    where p.child_count = 0 and ${hash('c')} % 40 = 1`);
}
