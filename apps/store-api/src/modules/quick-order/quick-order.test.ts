import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };

const { articles, clearCart } = cartRequests(() => shop);
const perPiece = sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`;
const lookup = (rows: { number: string; quantity?: number }[], token = lead.token) =>
  shop.call('POST', '/store-api/dexis/quick-order/lookup', token, { rows });
const addToCart = (rows: { number: string; quantity?: number }[], token = lead.token) =>
  shop.call('POST', '/store-api/dexis/quick-order/cart', token, { rows });

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
});
afterAll(() => shop?.close());

describe('quick order', () => {
  it('finds an article by the own number, ours in any case, the EAN and the manufacturer’s number', async () => {
    const [own, ours, byEan, byManufacturer] = await articles(
      4,
      sql`${perPiece} and p.ean is not null and p.manufacturer_number is not null
        and (select count(*) from product o where o.manufacturer_number = p.manufacturer_number) = 1`,
    );
    await shop.call('POST', '/store-api/dexis/article-links', lead.token, {
      productId: own!.id,
      customerSku: 'QO-EIGEN-1',
    });
    const [ean] = await queryRows<{ ean: string }>(
      shop.database.db,
      sql`select ean from product where id = ${byEan!.id}`,
    );
    const [manufacturer] = await queryRows<{ manufacturer_number: string }>(
      shop.database.db,
      sql`select manufacturer_number from product where id = ${byManufacturer!.id}`,
    );
    const rows = (
      await lookup([
        { number: 'qo-eigen-1', quantity: 2 },
        { number: ours!.product_number.toLowerCase() },
        { number: ean!.ean },
        { number: manufacturer!.manufacturer_number },
      ])
    ).json().data;
    expect(rows.map((row: { matchedBy: string }) => row.matchedBy)).toEqual([
      'customerSku',
      'productNumber',
      'ean',
      'manufacturerNumber',
    ]);
    expect(rows.map((row: { article: { productId: string } }) => row.article.productId)).toEqual(
      [own, ours, byEan, byManufacturer].map((article) => article!.id),
    );
    expect(rows[0]).toMatchObject({
      quantity: 2,
      problem: null,
      article: { customerSku: 'QO-EIGEN-1', name: expect.any(String), price: expect.any(Number) },
    });
    // Without a quantity a row asks the article's minimum.
    expect(rows[1].quantity).toBe(ours!.min / 100);
  });

  it('names why a row cannot be ordered without holding the others back', async () => {
    const [good] = await articles(1, perPiece);
    const [stepped] = await articles(1, sql`p.purchase_steps_hundredths > 100`);
    const [shared] = await queryRows<{ manufacturer_number: string }>(
      shop.database.db,
      sql`select manufacturer_number from product where manufacturer_number is not null
        group by manufacturer_number having count(*) > 1 limit 1`,
    );
    const rows = (
      await lookup([
        { number: good!.product_number, quantity: 1 },
        { number: 'NO-SUCH-NUMBER', quantity: 1 },
        { number: stepped!.product_number, quantity: stepped!.min / 100 + 0.01 },
        ...(shared ? [{ number: shared.manufacturer_number }] : []),
      ])
    ).json().data;
    expect(rows[0].problem).toBeNull();
    expect(rows[1]).toMatchObject({ article: null, problem: { code: 'product-not-found' } });
    expect(rows[2].problem).toMatchObject({
      code: 'dexis-cart-invalidQuantity',
      parameters: { productNumber: stepped!.product_number },
    });
    if (shared) expect(rows[3].problem.code).toBe('DEXIS__QUICK_ORDER_AMBIGUOUS');
  });

  it('adds every good row of 1,000 to the cart in one request and reports the bad ones', async () => {
    await clearCart(lead.token);
    const pool = await articles(200, perPiece);
    const rows = Array.from({ length: 1000 }, (_, index) =>
      index % 250 === 7
        ? { number: `NO-SUCH-${index}`, quantity: 1 }
        : { number: pool[index % pool.length]!.product_number, quantity: 1 },
    );
    const answer = (await addToCart(rows)).json().data;
    expect(answer.added).toBe(996);
    expect(
      answer.rows
        .filter((row: { added: boolean }) => !row.added)
        .map((row: { number: string }) => row.number),
    ).toEqual(['NO-SUCH-7', 'NO-SUCH-257', 'NO-SUCH-507', 'NO-SUCH-757']);
    // Rows of the same article stack onto one line.
    expect(answer.cart.lineItems).toHaveLength(pool.length);
    const first = answer.cart.lineItems.find(
      (line: { referencedId: string }) => line.referencedId === pool[0]!.id,
    );
    expect(first.quantity).toBe(rows.filter((row) => row.number === pool[0]!.product_number).length);
  });

  it('is for users with ROLE_ACCESS_QUICK_ORDER_FORM', async () => {
    const visitor = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/quick-order/lookup',
      body: { rows: [{ number: '1' }] },
    });
    expect(visitor.status).toBe(403);
    const tooMany = await lookup(Array.from({ length: 1001 }, () => ({ number: '1' })));
    expect(tooMany.status).toBe(400);
  });
});
