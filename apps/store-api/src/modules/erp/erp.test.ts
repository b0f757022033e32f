import { apiId } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const tokenOf = async (username: string) =>
  (
    await shop.request({
      method: 'POST',
      url: '/store-api/account/login',
      body: { username, password: 'demo1234' },
    })
  ).json().contextToken as string;

const information = (articles: unknown[], token?: string) =>
  shop.request({
    method: 'POST',
    url: '/store-api/dexis/article/information',
    body: { articles },
    headers: token ? { 'sw-context-token': token } : {},
  });

async function productWhere(condition: ReturnType<typeof sql>) {
  const [row] = await queryRows<{ id: string; product_number: string; list_price: string }>(
    shop.database.db,
    sql`select p.id, p.product_number, p.list_price from product p where p.child_count = 0 and ${condition} limit 1`,
  );
  return row!;
}

describe('article information', () => {
  it('gives visitors list prices and whether there is stock, but no stock figures', async () => {
    const article = await productWhere(sql`p.available_stock_hundredths > 1000`);
    const response = await information([{ sku: article.product_number }]);
    expect(response.status).toBe(200);
    const [answer] = response.json().articles;
    expect(answer).toMatchObject({
      article: article.product_number,
      price: Number(article.list_price),
      listPrice: Number(article.list_price),
      hasStock: true,
      stock: null,
      warehouses: [],
    });
  });

  it('gives a logged-in buyer the company’s contract price and the stock per warehouse', async () => {
    const contract = await productWhere(
      sql`exists (select 1 from company_price c join company co on co.id = c.company_id where co.number = '100001' and c.product_id = p.id)
          and p.available_stock_hundredths > 0`,
    );
    const token = await tokenOf('demo.buyer');
    const [answer] = (await information([{ sku: contract.product_number }], token)).json().articles;
    expect(answer.price).toBeCloseTo(Number(contract.list_price) * 0.75, 4);
    expect(answer.listPrice).toBe(Number(contract.list_price));
    expect(answer.stock).toBeGreaterThan(0);
    expect(answer.warehouses.map((entry: { code: string }) => entry.code)).toEqual(['ANT', 'LIE', 'MEL']);
    const total = answer.warehouses.reduce((sum: number, entry: { stock: number }) => sum + entry.stock, 0);
    const [{ stock }] = (await queryRows<{ stock: number }>(
      shop.database.db,
      sql`select available_stock_hundredths / 100.0 as stock from product where id = ${contract.id}`,
    )) as [{ stock: number }];
    expect(total).toBeCloseTo(Number(stock), 2);
  });

  it('applies quantity tiers for the quantity asked', async () => {
    const tiered = await productWhere(sql`exists (select 1 from price_tier t where t.product_id = p.id)`);
    const [{ from_hundredths: from, price }] = (await queryRows<{ from_hundredths: number; price: string }>(
      shop.database.db,
      sql`select from_hundredths, price from price_tier where product_id = ${tiered.id} order by from_hundredths limit 1`,
    )) as [{ from_hundredths: number; price: string }];
    const [small, large] = (
      await information([
        { sku: tiered.product_number },
        { sku: tiered.product_number, quantity: from / 100 },
      ])
    ).json().articles;
    expect(small.price).toBe(Number(tiered.list_price));
    expect(large.price).toBe(Number(price));
    expect(small.tiers.length).toBeGreaterThanOrEqual(2);
  });

  it('hides prices from a user without ROLE_VIEW_PRICES', async () => {
    await shop.database.db.execute(
      sql`update customer_right set enabled = false where code = 'ROLE_VIEW_PRICES'
          and customer_id = (select id from customer where username = 'other.lead')`,
    );
    const article = await productWhere(sql`true`);
    const token = await tokenOf('other.lead');
    const [answer] = (await information([{ sku: article.product_number }], token)).json().articles;
    expect(answer).toMatchObject({ price: null, listPrice: null, tiers: [] });
    await shop.database.db.execute(
      sql`update customer_right set enabled = true where code = 'ROLE_VIEW_PRICES'
          and customer_id = (select id from customer where username = 'other.lead')`,
    );
  });

  it('tells which article numbers are unknown and marks articles not sold online', async () => {
    const blocked = await productWhere(
      sql`exists (select 1 from article_sales_block b where b.product_id = p.id)`,
    );
    const response = (
      await information([{ sku: blocked.product_number }, { sku: 'NO-SUCH-ARTICLE' }])
    ).json();
    expect(response.unknown).toEqual(['NO-SUCH-ARTICLE']);
    expect(response.articles[0].isBuyable).toBe(false);
  });

  it('does not sell the parent of a variant family itself', async () => {
    const [parent] = await queryRows<{ product_number: string }>(
      shop.database.db,
      sql`select product_number from product where child_count > 0 limit 1`,
    );
    const [answer] = (await information([{ sku: parent!.product_number }])).json().articles;
    expect(answer.isBuyable).toBe(false);
  });

  it('prices the parent of a variant family at its cheapest variant, contract prices included', async () => {
    // Every family in which the demo company has a contract price for a variant.
    const rows = await queryRows<{ parent: string; variant: string }>(
      shop.database.db,
      sql`select p.product_number as parent, v.product_number as variant
          from product p join product v on v.parent_id = p.id
          where p.id in (select v2.parent_id from product v2
                         join company_price c on c.product_id = v2.id
                         join company co on co.id = c.company_id and co.number = '100001')
          order by p.product_number, v.product_number`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const token = await tokenOf('demo.buyer');
    for (const parent of new Set(rows.map((row) => row.parent))) {
      const variants = rows.filter((row) => row.parent === parent).map((row) => ({ sku: row.variant }));
      for (const session of [undefined, token]) {
        const answers = (await information([{ sku: parent }, ...variants], session)).json().articles as {
          price: number;
          listPrice: number;
          tiers: unknown[];
        }[];
        const [family, ...rest] = answers;
        const cheapest = rest.reduce((low, answer) => (answer.price < low.price ? answer : low));
        expect(family, parent).toMatchObject({
          price: cheapest.price,
          listPrice: cheapest.listPrice,
          tiers: [],
        });
      }
    }
  });

  it('tells the restock time of an article out of stock', async () => {
    const scarce = await productWhere(sql`p.available_stock_hundredths = 0 and p.restock_time is not null`);
    const [answer] = (await information([{ sku: scarce.product_number }])).json().articles;
    expect(answer.hasStock).toBe(false);
    expect(answer.restockTime).toBeGreaterThan(0);
  });

  it('refuses bad input with violations', async () => {
    expect((await information([])).status).toBe(400);
    const response = await information([{ sku: 'X', quantity: 1.234 }]);
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0].propertyPath).toContain('quantity');
    expect((await information(Array.from({ length: 101 }, () => ({ sku: 'X' })))).status).toBe(400);
  });
});

describe('variants and article links', () => {
  it('counts the variants of parents', async () => {
    const [parent] = await queryRows<{ id: string; child_count: number }>(
      shop.database.db,
      sql`select id, child_count from product where child_count > 0 limit 1`,
    );
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/variants',
      body: { ids: [parent!.id] },
    });
    expect(response.json().data).toEqual([{ id: apiId(parent!.id), childCount: parent!.child_count }]);
  });
});
