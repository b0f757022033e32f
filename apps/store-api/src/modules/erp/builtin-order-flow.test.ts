import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, pickup } from '../../test/ordering.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { cancelOrder } from '../order/index.ts';
import { advanceBuiltInErpOrders } from './builtin-order-flow.ts';

const stepSeconds = 60;
let shop: TestShop;
let buyer: string;
let clock: number;

/**
 * Lets the built-in ERP's clock run one step on and moves what is due: a step after the last one, and
 * after now, since an order placed a while after the last step took its own time.
 */
const nextStep = () => {
  clock = Math.max(clock, Date.now()) + (stepSeconds + 1) * 1000;
  return advanceBuiltInErpOrders(shop.database, stepSeconds, new Date(clock));
};

const stockOf = async (productId: string) =>
  (
    await queryRows<{ stock: number; available: number }>(
      shop.database.db,
      sql`select stock_hundredths as stock, available_stock_hundredths as available from product where id = ${productId}`,
    )
  )[0]!;

async function placeOrder(lines: { id: string; quantity: number }[], checkout: object = pickup) {
  await shop.call('DELETE', '/store-api/checkout/cart', buyer);
  await shop.call('POST', '/store-api/checkout/cart/line-item', buyer, {
    items: lines.map((line) => ({ referencedId: line.id, quantity: line.quantity })),
  });
  const placed = await shop.call('POST', '/store-api/checkout/order', buyer, checkout);
  expect(placed.status).toBe(200);
  const order = placed.json() as { id: string; orderNumber: string };
  // The order outbox hands the order to the built-in ERP as soon as it is committed.
  await vi.waitFor(
    async () => {
      const [taken] = await queryRows<{ count: number }>(
        shop.database.db,
        sql`select count(*)::int as count from order_event
            where order_id = ${order.id} and delivered_at is not null`,
      );
      expect(taken!.count).toBeGreaterThan(0);
    },
    { timeout: backgroundWorkTimeout, interval: 50 },
  );
  return order;
}

const shopOrder = async (id: string) =>
  queryRows<{
    status: string;
    track_and_trace_url: string | null;
    position: number;
    shipping_note_number: string | null;
    invoice_number: string | null;
  }>(
    shop.database.db,
    sql`select o.status, o.track_and_trace_url, l.position, l.shipping_note_number, l.invoice_number
        from sales_order o join sales_order_line l on l.order_id = o.id
        where o.id = ${id} order by l.position`,
  );

const erpOrder = async (shopOrderNumber: string) =>
  (
    await queryRows<{ number: string; channel: string; status: string }>(
      shop.database.db,
      sql`select number, channel, status from erp_order where shop_order_number = ${shopOrderNumber}`,
    )
  )[0];

beforeAll(async () => {
  shop = await startTestShop({ builtInErp: { stepSeconds, pollMillis: 50 } });
  buyer = (await shop.login('demo.buyer')).token;
  clock = Date.now();
});
afterAll(() => shop?.close());

describe('the built-in ERP', () => {
  it('takes a placed order in, counts its stock, and moves it step by step to completed with its shipping note, invoice and PDFs', async () => {
    const article = await articleWithOnePrice(shop);
    const before = await stockOf(article.id);
    const order = await placeOrder([{ id: article.id, quantity: 3 }]);

    // Taken in: the ERP's stock counts the order, and the shop holds nothing any more.
    expect(await stockOf(article.id)).toEqual({
      stock: before.stock - 300,
      available: before.available - 300,
    });
    expect(await erpOrder(order.orderNumber)).toMatchObject({ channel: 'shop', status: 'open' });

    const statuses: string[] = [];
    for (let step = 0; step < 5; step++) {
      expect(await nextStep()).toBeGreaterThanOrEqual(1);
      statuses.push((await shopOrder(order.id))[0]!.status);
    }
    expect(statuses).toEqual(['inProgress', 'handling', 'shipped', 'invoiced', 'completed']);
    const [line] = await shopOrder(order.id);
    expect(line!.shipping_note_number).toMatch(/^LB\d{2}-5\d{5}$/);
    expect(line!.invoice_number).toMatch(/^F\d{2}-5\d{5}$/);
    // Picked up: a shipping note, but no parcel to follow.
    expect(line!.track_and_trace_url).toBeNull();
    expect(await erpOrder(order.orderNumber)).toMatchObject({ status: 'completed' });

    const [invoice] = await queryRows<{ total: string; open_amount: string; documents: string[] }>(
      shop.database.db,
      sql`select i.total, i.open_amount,
                 array(select kind from erp_document d where d.number = i.number order by kind) as documents
          from erp_invoice i where i.number = ${line!.invoice_number}`,
    );
    expect(Number(invoice!.total)).toBeGreaterThan(0);
    expect(invoice!.open_amount).toBe(invoice!.total);
    expect(invoice!.documents).toEqual(['delivery-proof', 'invoice']);
    // The buyer's order lists the invoice among its documents, named in the order's language.
    const listed = await shop.call('POST', '/store-api/order', buyer, {
      filter: [{ type: 'equals', field: 'id', value: order.id }],
      associations: { documents: {} },
    });
    expect(
      (listed.json() as { orders: { elements: { documents: unknown[] }[] } }).orders.elements[0]!.documents,
    ).toMatchObject([
      { documentNumber: line!.invoice_number, documentType: { technicalName: 'invoice', name: 'Factuur' } },
    ]);
    // Nothing moves past completed.
    expect(await nextStep()).toBe(0);
  });

  it('delivers what lay in stock first and the backorder a step later, each on its own shipping note to follow', async () => {
    const plenty = await articleWithOnePrice(shop);
    const [scarce] = await queryRows<{ id: string; available: number }>(
      shop.database.db,
      sql`select p.id, p.available_stock_hundredths / 100 as available from product p
          where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
            and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
            and p.available_stock_hundredths between 100 and 5000 and p.id <> ${plenty.id}
            and not exists (select 1 from article_sales_block b where b.product_id = p.id)
          order by p.product_number limit 1`,
    );
    const order = await placeOrder(
      [
        { id: plenty.id, quantity: 2 },
        { id: scarce!.id, quantity: scarce!.available + 5 },
      ],
      { shippingOption: 'delivery' },
    );
    await nextStep();
    await nextStep();
    await nextStep();
    const partly = await shopOrder(order.id);
    expect(partly[0]!.status).toBe('ltShipped');
    const shipped = partly.filter((line) => line.shipping_note_number);
    expect(shipped).toHaveLength(1);
    expect(partly[0]!.track_and_trace_url).toBe(
      `https://track.example.com/${shipped[0]!.shipping_note_number}`,
    );
    await nextStep();
    const whole = await shopOrder(order.id);
    expect(whole[0]!.status).toBe('shipped');
    const notes = new Set(whole.map((line) => line.shipping_note_number));
    expect(notes.size).toBe(2);
    expect(notes.has(null)).toBe(false);
  });

  it('keeps an order the imports refuse where it is, and moves the others on', async () => {
    const article = await articleWithOnePrice(shop);
    const stuck = await placeOrder([{ id: article.id, quantity: 1 }]);
    const moving = await placeOrder([{ id: article.id, quantity: 1 }]);
    // The company of the order has gone from the ERP's point of view: its record is refused.
    await shop.database.db.execute(
      sql`update builtin_erp_order set document = jsonb_set(document, '{company,number}', '"999999"')
          where shop_order_number = ${stuck.orderNumber}`,
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await nextStep();
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(stuck.orderNumber));
    errors.mockRestore();
    expect((await shopOrder(stuck.id))[0]!.status).toBe('open');
    expect((await shopOrder(moving.id))[0]!.status).toBe('inProgress');
  });

  it('puts a cancelled order back on the shelf when it has not shipped, and takes it no further', async () => {
    const article = await articleWithOnePrice(shop);
    const before = await stockOf(article.id);
    const order = await placeOrder([{ id: article.id, quantity: 4 }]);
    await shop.database.db.transaction((tx) => cancelOrder({ tx, erp: shop.app.ports.erp }, order.id));
    await vi.waitFor(async () => expect((await erpOrder(order.orderNumber))?.status).toBe('cancelled'), {
      timeout: backgroundWorkTimeout,
      interval: 50,
    });
    expect(await stockOf(article.id)).toEqual(before);
    await nextStep();
    expect((await erpOrder(order.orderNumber))?.status).toBe('cancelled');
  });
});
