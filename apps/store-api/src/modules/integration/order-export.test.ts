import { importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import type { DispatchLoop } from '../../platform/dispatch-loop.ts';
import { refusedCodes } from '../../test/import-report.ts';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { cancelOrder, startOrderOutbox } from '../order/index.ts';
import { webhookDelivery, webhookSignature } from './webhook.ts';

const secret = 'test-webhook-secret-0123456789abcdef';

let shop: TestShop;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let outbox: DispatchLoop | null = null;
let buyer: string;
let article: { id: string };

/** A dispatcher as a Store API process runs it, retrying after 50 ms. */
async function startDispatcher() {
  outbox = await startOrderOutbox(shop.database, shop.app.ports.erp, {
    deliver: webhookDelivery({ url: receiver.url, secret }),
    retrySeconds: [0.05],
    pollMillis: 50,
  });
  return outbox;
}

async function placeOrder() {
  const response = await orderPieces(shop, buyer, article, 2);
  expect(response.status).toBe(200);
  return response.json() as { id: string; orderNumber: string };
}

const heldStock = async (orderId: string) =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from sales_order_line_stock s
          join sales_order_line l on l.id = s.order_line_id where l.order_id = ${orderId}`,
    )
  )[0]!.count;

beforeAll(async () => {
  shop = await startTestShop();
  receiver = await startWebhookReceiver();
  buyer = (await shop.login('demo.buyer')).token;
  article = await articleWithOnePrice(shop);
});
afterEach(async () => {
  await outbox?.stop();
  outbox = null;
  // What one test left undelivered is no business of the next.
  await shop.database.db.execute(sql`update order_event set delivered_at = now() where delivered_at is null`);
  receiver.received.length = 0;
  receiver.status = 200;
});
afterAll(async () => {
  await receiver.close();
  await shop?.close();
});

describe('orders out through the webhook', () => {
  it('posts a placed order once, signed, with its lines, the company’s number and where its stock was held', async () => {
    const order = await placeOrder();
    // Held until delivered; the dispatcher starts after the check so it cannot win the race.
    expect(await heldStock(order.id)).toBeGreaterThan(0);
    await startDispatcher();
    await vi.waitFor(() => expect(receiver.delivered()).toHaveLength(1), { timeout: backgroundWorkTimeout });
    const [entry] = receiver.received;
    const timestamp = Number(/^t=(\d+),/.exec(entry!.signature)![1]);
    expect(entry!.signature).toBe(webhookSignature(secret, timestamp, entry!.body));
    const event = JSON.parse(entry!.body);
    expect(entry!.id).toBe(String(event.id));
    expect(event).toMatchObject({
      type: 'order.placed',
      order: {
        number: order.orderNumber,
        company: { number: '100001' },
        buyer: { username: 'demo.buyer' },
        currency: 'EUR',
        shipping: { option: 'pickup' },
        lines: [{ position: 1, quantity: 2, warehouses: [expect.objectContaining({ quantity: 2 })] }],
      },
    });
    // Delivered: the ERP counts the order in the stock it reports, so the shop's hold ends.
    await vi.waitFor(async () => expect(await heldStock(order.id)).toBe(0), {
      timeout: backgroundWorkTimeout,
    });
  });

  it('delivers an order placed while the webhook failed once it answers again, under the same id', async () => {
    receiver.status = 503;
    await startDispatcher();
    await placeOrder();
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(2), {
      timeout: backgroundWorkTimeout,
    });
    receiver.status = 200;
    await vi.waitFor(() => expect(receiver.delivered()).toHaveLength(1), { timeout: backgroundWorkTimeout });
    expect(new Set(receiver.received.map((entry) => entry.id)).size).toBe(1);
  });

  it('loses nothing when no process was there to deliver: the next dispatcher does', async () => {
    const order = await placeOrder();
    const [pending] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from order_event e join sales_order o on o.id = e.order_id
          where o.order_number = ${order.orderNumber} and e.delivered_at is null`,
    );
    expect(pending!.count).toBe(1);
    await startDispatcher();
    await vi.waitFor(
      () => expect(receiver.delivered().map((event) => event.order.number)).toEqual([order.orderNumber]),
      { timeout: backgroundWorkTimeout },
    );
  });

  it('keeps a company’s events in order: a cancellation waits until the order itself is delivered', async () => {
    receiver.status = 503;
    const order = await placeOrder();
    await shop.database.db.transaction((tx) => cancelOrder({ tx, erp: shop.app.ports.erp }, order.id));
    await startDispatcher();
    await vi.waitFor(() => expect(receiver.received.length).toBeGreaterThanOrEqual(3), {
      timeout: backgroundWorkTimeout,
    });
    expect(new Set(receiver.received.map((entry) => JSON.parse(entry.body).type))).toEqual(
      new Set(['order.placed']),
    );
    receiver.status = 200;
    await vi.waitFor(
      () =>
        expect(receiver.delivered().map((event) => event.type)).toEqual(['order.placed', 'order.cancelled']),
      { timeout: backgroundWorkTimeout },
    );
  });
});

describe('orders out for an ERP that pulls', () => {
  it('offers placed orders until they are acknowledged, then ends the shop’s hold on their stock', async () => {
    const token = await shop.integrationToken('Pulling ERP');
    const call = (method: 'GET' | 'POST', url: string, body?: object) =>
      shop.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(body ? { payload: body } : {}),
      });
    const first = await placeOrder();
    const second = await placeOrder();
    const offered = (await call('GET', '/integration-api/orders?limit=10')).json().data;
    expect(offered.map((event: { order: { number: string } }) => event.order.number)).toEqual([
      first.orderNumber,
      second.orderNumber,
    ]);
    expect((await call('GET', `/integration-api/orders?after=${offered[0].id}`)).json().data).toHaveLength(1);
    expect((await call('GET', '/integration-api/orders')).json().data).toHaveLength(2);

    const acknowledged = await call('POST', '/integration-api/orders/acknowledge', { ids: [offered[0].id] });
    expect(acknowledged.json().data).toEqual({ acknowledged: 1 });
    expect(await heldStock(first.id)).toBe(0);
    expect(await heldStock(second.id)).toBeGreaterThan(0);
    const left = (await call('GET', '/integration-api/orders')).json().data;
    expect(left.map((event: { order: { number: string } }) => event.order.number)).toEqual([
      second.orderNumber,
    ]);
    expect(
      (await call('POST', '/integration-api/orders/acknowledge', { ids: [offered[0].id] })).json().data,
    ).toEqual({ acknowledged: 0 });
    expect((await call('GET', '/integration-api/orders?after=abc')).statusCode).toBe(400);
  });
});

describe('order statuses from the ERP', () => {
  let bearer: string;
  beforeAll(async () => {
    bearer = await shop.integrationToken('Status ERP');
  });
  const putStatuses = (rows: unknown[]) =>
    shop.app.inject({
      method: 'PUT',
      url: '/integration-api/order-statuses',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { rows },
    });

  it('moves a shop order on, with its shipment and per line the delivery, shipping note and invoice', async () => {
    const order = await placeOrder();
    const row = {
      order: order.orderNumber,
      status: 'shipped',
      shipmentNumber: '3SBPO0123456',
      trackAndTraceUrl: 'https://track.example/3SBPO0123456',
      lines: [
        {
          position: 1,
          deliveryDate: '2026-11-26',
          shippingNoteNumber: 'LB-7781',
          invoiceNumber: 'F26-0042',
          invoiceDate: '2026-11-27',
        },
      ],
      changedAt: '2026-11-25T10:00:00Z',
    };
    expect((await putStatuses([row])).json().data).toMatchObject({ updated: 1 });
    expect((await putStatuses([row])).json().data).toMatchObject({ unchanged: 1 });
    const [stored] = await queryRows<Record<string, string>>(
      shop.database.db,
      sql`select o.status, o.shipment_number, o.track_and_trace_url, l.delivery_date::text, l.shipping_note_number,
                 l.invoice_number, l.invoice_date::text
          from sales_order o join sales_order_line l on l.order_id = o.id where o.id = ${order.id}`,
    );
    expect(stored).toEqual({
      status: 'shipped',
      shipment_number: '3SBPO0123456',
      track_and_trace_url: 'https://track.example/3SBPO0123456',
      delivery_date: '2026-11-26',
      shipping_note_number: 'LB-7781',
      invoice_number: 'F26-0042',
      invoice_date: '2026-11-27',
    });
    // The company's order history shows what the ERP said.
    const lead = (await shop.login('demo.lead')).token;
    const seen = await shop.call(
      'GET',
      `/store-api/dexis/sw/order/history/detail?orderNumber=${order.orderNumber}`,
      lead,
    );
    expect(seen.json().data).toMatchObject({
      status: 'shipped',
      shipmentNumber: '3SBPO0123456',
      trackAndTraceUrl: 'https://track.example/3SBPO0123456',
      lineItems: [
        {
          deliveryDate: '2026-11-26',
          shippingNoteNumber: 'LB-7781',
          invoiceNumber: 'F26-0042',
          invoiceDate: '2026-11-27',
        },
      ],
    });
    const older = await putStatuses([{ ...row, status: 'open', changedAt: '2026-11-25T09:00:00Z' }]);
    expect(older.json().errors[0].meta.parameters.rows[0].code).toBe(importRowCodes.stale);
  });

  it('refuses an unknown order, an unknown line and a status that is none of the twelve, changing nothing', async () => {
    const order = await placeOrder();
    const changedAt = '2026-11-25T10:00:00Z';
    const response = await putStatuses([
      { order: order.orderNumber, status: 'completed', changedAt },
      { order: '99999999', status: 'shipped', changedAt },
      { order: order.orderNumber, status: 'shipped', lines: [{ position: 99 }], changedAt },
      { order: order.orderNumber, status: 'lost', changedAt },
    ]);
    expect(response.statusCode).toBe(422);
    expect(refusedCodes(response)).toEqual([
      [1, importRowCodes.unknownOrder],
      [2, importRowCodes.duplicate],
      [3, importRowCodes.invalid],
    ]);
    const [stored] = await queryRows<{ status: string }>(
      shop.database.db,
      sql`select status from sales_order where id = ${order.id}`,
    );
    expect(stored!.status).toBe('open');
  });

  it('ends the shop’s hold on the stock of an order the ERP cancelled', async () => {
    const order = await placeOrder();
    expect(await heldStock(order.id)).toBeGreaterThan(0);
    const response = await putStatuses([
      { order: order.orderNumber, status: 'cancelled', changedAt: '2026-11-25T10:00:00Z' },
    ]);
    expect(response.json().data).toMatchObject({ updated: 1 });
    expect(await heldStock(order.id)).toBe(0);
  });
});
