import {
  addDays,
  brusselsDate,
  cartErrorLevels,
  cutOffOf,
  defaultDeliverySettings,
  orderDelivery,
  promisedDelivery,
} from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartErrorsOf } from '../../test/cart-requests.ts';
import { newBuyer } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { cancelOrder } from './order.service.ts';

let shop: TestShop;
let buyer: string;

beforeAll(async () => {
  shop = await startTestShop();
  buyer = (await shop.login('demo.buyer')).token;
});
afterAll(() => shop?.close());

interface Article {
  id: string;
  product_number: string;
}

/** Stock per warehouse in pieces: physical stock and what orders hold of it. */
type Warehouses = Record<string, { stock: number; reserved: number }>;

/** Articles sold per piece from one on, buyable, none of them twice in this file. */
const used = new Set<string>();
async function article(closeout: boolean): Promise<Article> {
  const candidates = await queryRows<Article>(
    shop.database.db,
    sql`select p.id, p.product_number from product p
        where p.child_count = 0 and p.active and p.is_closeout = ${closeout}
          and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
        order by p.product_number`,
  );
  const found = candidates.find((candidate) => !used.has(candidate.id))!;
  used.add(found.id);
  return found;
}

/** Gives the article this stock per warehouse, as the ERP reports it, with figures that match. */
async function stockUp(productId: string, pieces: Record<string, number>) {
  await shop.database.db.execute(sql`delete from warehouse_stock where product_id = ${productId}`);
  for (const [code, stock] of Object.entries(pieces)) {
    await shop.database.db.execute(
      sql`insert into warehouse_stock (product_id, warehouse_code, stock_hundredths) values (${productId}, ${code}, ${stock * 100})`,
    );
  }
  const total = Object.values(pieces).reduce((sum, stock) => sum + stock * 100, 0);
  await shop.database.db.execute(
    sql`update product set stock_hundredths = ${total}, available_stock_hundredths = ${total},
        max_purchase_hundredths = null where id = ${productId}`,
  );
}

async function warehousesOf(productId: string): Promise<Warehouses> {
  const rows = await queryRows<{ code: string; stock: number; reserved: number }>(
    shop.database.db,
    sql`select warehouse_code as code, stock_hundredths / 100.0 as stock, reserved_hundredths / 100.0 as reserved
        from warehouse_stock where product_id = ${productId}`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.code, { stock: Number(row.stock), reserved: Number(row.reserved) }]),
  );
}

/** The article's figures as a logged-in buyer sees them: available stock in total and per warehouse. */
async function information(sku: string) {
  const response = await shop.call('POST', '/store-api/dexis/article/information', buyer, {
    articles: [{ sku }],
  });
  const [answer] = response.json().articles;
  return {
    stock: answer.stock as number,
    hasStock: answer.hasStock as boolean,
    warehouses: Object.fromEntries(
      answer.warehouses.map((entry: { code: string; stock: number }) => [entry.code, entry.stock]),
    ) as Record<string, number>,
  };
}

const pickupAt = (pickupLocation: string) => ({
  shippingOption: 'pickup',
  pickupLocation,
  paymentMethod: 'prepayment',
});
const delivered = { shippingOption: 'delivery', shippingMethod: 'together', paymentMethod: 'prepayment' };

/** Empties the cart, puts the pieces in it and places the order. */
async function order(token: string, sku: string, pieces: number, how: object = delivered) {
  await shop.call('DELETE', '/store-api/checkout/cart', token);
  const added = await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
    items: [{ sku, quantity: pieces }],
  });
  expect(cartErrorsOf(added.json())).not.toContainEqual(
    expect.objectContaining({ level: cartErrorLevels.error }),
  );
  return shop.call('POST', '/store-api/checkout/order', token, how);
}

/** What each warehouse gave the order's lines, in pieces. */
async function takenFor(orderId: string) {
  const rows = await queryRows<{ code: string; pieces: number }>(
    shop.database.db,
    sql`select s.warehouse_code as code, s.quantity_hundredths / 100.0 as pieces
        from sales_order_line_stock s join sales_order_line l on l.id = s.order_line_id
        where l.order_id = ${orderId}`,
  );
  return Object.fromEntries(rows.map((row) => [row.code, Number(row.pieces)]));
}

describe('stock per warehouse', () => {
  it('is what every article’s stock figures add up to, and a family’s are its variants’', async () => {
    const [articles] = await queryRows<{ holding: number; off: number }>(
      shop.database.db,
      sql`select count(*) filter (where s.reserved > 0)::int as holding,
                 count(*) filter (where p.stock_hundredths <> coalesce(s.stock, 0)
                   or p.available_stock_hundredths <> coalesce(s.available, 0))::int as off
          from product p
          left join (select product_id, sum(stock_hundredths) as stock, sum(reserved_hundredths) as reserved,
                            sum(stock_hundredths - reserved_hundredths) as available
                     from warehouse_stock group by product_id) s on s.product_id = p.id
          where p.child_count = 0`,
    );
    expect(articles!.holding).toBeGreaterThan(0);
    expect(articles!.off).toBe(0);
    const [families] = await queryRows<{ off: number }>(
      shop.database.db,
      sql`select count(*)::int as off from product p
          join (select parent_id, sum(stock_hundredths) as stock, sum(available_stock_hundredths) as available
                from product group by parent_id) v on v.parent_id = p.id
          where p.stock_hundredths <> v.stock or p.available_stock_hundredths <> v.available`,
    );
    expect(families!.off).toBe(0);
  });

  it('goes to 0 in every warehouse when a closeout sells out', async () => {
    const closeout = await article(true);
    await stockUp(closeout.id, { ANT: 2, LIE: 3, MEL: 1 });
    const placed = await order(buyer, closeout.product_number, 6);
    expect(placed.status).toBe(200);
    expect(await information(closeout.product_number)).toEqual({
      stock: 0,
      hasStock: false,
      warehouses: { ANT: 0, LIE: 0, MEL: 0 },
    });
    expect(await takenFor(placed.json().id)).toEqual({ ANT: 2, LIE: 3, MEL: 1 });
  });

  it('takes a pickup from the shop’s warehouse first and the rest from the fullest; a delivery from the fullest', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 10, LIE: 30, MEL: 5 });
    const pickedUp = (await order(buyer, item.product_number, 8, pickupAt('IMM_MEL'))).json();
    expect(await information(item.product_number)).toMatchObject({
      stock: 37,
      warehouses: { ANT: 10, LIE: 27, MEL: 0 },
    });
    const shipped = (await order(buyer, item.product_number, 12)).json();
    expect(await information(item.product_number)).toMatchObject({
      stock: 25,
      warehouses: { ANT: 10, LIE: 15, MEL: 0 },
    });
    expect(await takenFor(pickedUp.id)).toEqual({ MEL: 5, LIE: 3 });
    expect(await takenFor(shipped.id)).toEqual({ LIE: 12 });
    // Held, not yet gone: the physical stock stays until the goods leave.
    expect(await warehousesOf(item.id)).toEqual({
      ANT: { stock: 10, reserved: 0 },
      LIE: { stock: 30, reserved: 15 },
      MEL: { stock: 5, reserved: 5 },
    });
  });

  it('takes nothing for a backorder: the part beyond the stock waits for the restock', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 1, MEL: 2 });
    const placed = (await order(buyer, item.product_number, 5)).json();
    expect(placed.lineItems[0]).toMatchObject({ quantity: 5, backorderQuantity: 2 });
    expect(await information(item.product_number)).toEqual({
      stock: 0,
      hasStock: false,
      warehouses: { ANT: 0, MEL: 0 },
    });
    expect(await takenFor(placed.id)).toEqual({ ANT: 1, MEL: 2 });
  });

  it('promises the part from stock by its warehouses’ cut-off and the backorder from its restock date, and keeps both', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 1, LIE: 2 });
    const [oneToTwoDays] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from delivery_time where min = 1 and max = 2 and unit = 'day'`,
    );
    await shop.database.db.execute(
      sql`update product set delivery_time_id = ${oneToTwoDays!.id}, restock_time = 3 where id = ${item.id}`,
    );
    const promisesAt = (now: Date) => {
      const delivery = { min: 1, max: 2 };
      // Taken from ANT (16:00) and LIE (15:00): the later of the two leaves last.
      const fromStock = orderDelivery(
        ['ANT', 'LIE'].map((code) =>
          promisedDelivery({
            now,
            cutOff: cutOffOf(defaultDeliverySettings, code),
            delivery,
            availableOn: null,
          }),
        ),
        true,
      )[0]!;
      const restocked = addDays(brusselsDate(now), 3);
      const backorder = promisedDelivery({ now, cutOff: '15:00', delivery, availableOn: restocked });
      return { fromStock, backorder };
    };
    const before = promisesAt(new Date());
    const placed = (await order(buyer, item.product_number, 5)).json();
    const after = promisesAt(new Date());
    expect([before, after]).toContainEqual(placed.lineItems[0].promisedDelivery);
    // Shipped together: the order arrives with its backorder.
    expect(placed.deliveryParts).toEqual([
      { promise: placed.lineItems[0].promisedDelivery.backorder, positions: [1] },
    ]);
    // Read again later, the order shows the same days.
    const listed = await shop.call('POST', '/store-api/order', buyer, {
      filter: [{ type: 'equals', field: 'id', value: placed.id }],
    });
    expect(listed.json().orders.elements[0].deliveryParts).toEqual(placed.deliveryParts);
  });

  it('gives a cancelled order’s stock back to the warehouses it came from', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 4, LIE: 6, MEL: 3 });
    const before = await information(item.product_number);
    const placed = (await order(buyer, item.product_number, 9, pickupAt('IMH_ANT'))).json();
    expect(await information(item.product_number)).toMatchObject({
      stock: 4,
      warehouses: { ANT: 0, LIE: 1, MEL: 3 },
    });
    expect(await takenFor(placed.id)).toEqual({ ANT: 4, LIE: 5 });
    await shop.database.db.transaction((tx) => cancelOrder({ tx, erp: shop.app.ports.erp }, placed.id));
    expect(await information(item.product_number)).toEqual(before);
    expect(await takenFor(placed.id)).toEqual({});
    const listed = (
      await shop.call('POST', '/store-api/order', buyer, {
        filter: [{ type: 'equals', field: 'id', value: placed.id }],
      })
    ).json();
    expect(listed.orders.elements[0].status).toBe('cancelled');
    // Cancelled once: a second cancellation gives nothing back twice.
    await shop.database.db.transaction((tx) => cancelOrder({ tx, erp: shop.app.ports.erp }, placed.id));
    expect(await information(item.product_number)).toEqual(before);
  });

  it('is held when an approver approves, and untouched by a waiting or declined order', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 5, LIE: 5, MEL: 5 });
    const lead = await shop.login('demo.lead');
    const approver = await shop.login('demo.approver');
    const waiting = await newBuyer(shop, lead.token);
    const flow = await shop.call('POST', '/store-api/dexis/order-flow', lead.token, {
      name: `Stock ${crypto.randomUUID().slice(0, 8)}`,
      period: 'monthly',
      startDate: brusselsDate(new Date()),
      mode: 'renewable',
      budgetAmount: 1_000_000,
      approveFrom: 0.01,
      approverIds: [approver.id],
      userIds: [waiting.id],
    });
    expect(flow.status).toBe(200);
    const approved = (await order(waiting.token, item.product_number, 7, pickupAt('IML_LIE'))).json();
    const declined = (await order(waiting.token, item.product_number, 4, pickupAt('IMH_HAS'))).json();
    expect([approved.approvalStatus, declined.approvalStatus]).toEqual(['pending', 'pending']);
    const untouched = { stock: 15, hasStock: true, warehouses: { ANT: 5, LIE: 5, MEL: 5 } };
    expect(await information(item.product_number)).toEqual(untouched);

    const decide = (orderId: string, action: 'approve' | 'decline') =>
      shop.call('POST', '/store-api/dexis/order/approvals/actions', approver.token, {
        actions: [{ orderId, action }],
      });
    expect((await decide(declined.id, 'decline')).status).toBe(200);
    expect(await information(item.product_number)).toEqual(untouched);
    expect((await decide(approved.id, 'approve')).status).toBe(200);
    expect(await information(item.product_number)).toMatchObject({
      stock: 8,
      warehouses: { ANT: 3, LIE: 0, MEL: 5 },
    });
    expect(await takenFor(approved.id)).toEqual({ LIE: 5, ANT: 2 });
  });
});

describe('concurrent checkouts', () => {
  const buyers = async () => [buyer, (await shop.login('other.lead')).token];

  it('never sell the last items of a closeout twice', async () => {
    const closeout = await article(true);
    await stockUp(closeout.id, { ANT: 2, LIE: 3 });
    const tokens = await buyers();
    const answers = await Promise.all(tokens.map((token) => order(token, closeout.product_number, 4)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json().errors[0].code).toBe(
      'product-out-of-stock',
    );
    expect(await information(closeout.product_number)).toMatchObject({
      stock: 1,
      warehouses: { ANT: 1, LIE: 0 },
    });
    const sold = answers.find((answer) => answer.status === 200)!.json();
    expect(await takenFor(sold.id)).toEqual({ LIE: 3, ANT: 1 });
  });

  it('hold no more than there is of an ordinary article: what one takes, the other backorders', async () => {
    const item = await article(false);
    await stockUp(item.id, { ANT: 2, MEL: 3 });
    const tokens = await buyers();
    const answers = await Promise.all(tokens.map((token) => order(token, item.product_number, 4)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const backorders = answers.map((answer) => answer.json().lineItems[0].backorderQuantity);
    expect(backorders.reduce((sum, pieces) => sum + pieces, 0)).toBe(3);
    expect(await information(item.product_number)).toEqual({
      stock: 0,
      hasStock: false,
      warehouses: { ANT: 0, MEL: 0 },
    });
    expect(await warehousesOf(item.id)).toEqual({
      ANT: { stock: 2, reserved: 2 },
      MEL: { stock: 3, reserved: 3 },
    });
  });
});
