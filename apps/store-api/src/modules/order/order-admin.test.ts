import { apiId } from '@tradeshop/api-client/contracts';
import { brusselsDate, errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { startOrderOutbox } from './index.ts';

let shop: TestShop;
let buyer: { token: string; companyId: string };
let article: { id: string };

const adminGet = (url: string) => shop.staffCall('staff.admin', 'GET', url);

async function placeOrder() {
  const placed = await orderPieces(shop, buyer.token, article, 2);
  expect(placed.status).toBe(200);
  const { id, orderNumber } = placed.json() as { id: string; orderNumber: string };
  return { id: apiId(id), orderNumber };
}

const detailOf = async (orderId: string) => (await adminGet(`/admin-api/order/${orderId}`)).json().data;
const listed = async (query: string) => (await adminGet(`/admin-api/order?${query}`)).json();
const numbersListed = async (query: string) =>
  (await listed(query)).data.map((order: { orderNumber: string }) => order.orderNumber);

/** What the warehouses hold for orders of the article, in hundredths. */
const reservedStock = async () =>
  (
    await queryRows<{ reserved: number }>(
      shop.database.db,
      sql`select coalesce(sum(reserved_hundredths), 0)::int as reserved from warehouse_stock where product_id = ${article.id}`,
    )
  )[0]!.reserved;

/** Lets the order's event be pushed once, to a webhook answering 503. */
async function failDeliveryOf(orderNumber: string) {
  const outbox = await startOrderOutbox(shop.database, shop.app.ports.erp, {
    deliver: async () => {
      throw new Error('The ERP webhook answered 503.');
    },
    retrySeconds: [3600],
    pollMillis: 50,
  });
  await vi.waitFor(
    async () => {
      const [event] = await queryRows<{ failure: string | null }>(
        shop.database.db,
        sql`select e.failure from order_event e join sales_order o on o.id = e.order_id
            where o.order_number = ${orderNumber}`,
      );
      expect(event!.failure).not.toBeNull();
    },
    { timeout: backgroundWorkTimeout },
  );
  await outbox.stop();
}

beforeAll(async () => {
  shop = await startTestShop();
  buyer = await shop.login('demo.buyer');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

describe('the back-office’s orders', () => {
  it('are read by customer service and administrators, not by a content editor or anyone signed out', async () => {
    const order = await placeOrder();
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/order')).status).toBe(200);
    expect((await shop.staffCall('staff.service', 'GET', `/admin-api/order/${order.id}`)).status).toBe(200);
    for (const url of ['/admin-api/order', `/admin-api/order/${order.id}`]) {
      const refused = await shop.staffCall('staff.editor', 'GET', url);
      expect([refused.status, refused.json().errors[0].code]).toEqual([403, errorCodes.adminForbidden]);
    }
    for (const action of ['cancel', 'deliver-again']) {
      const refused = await shop.staffCall('staff.editor', 'POST', `/admin-api/order/${order.id}/${action}`, {
        reason: 'Test',
      });
      expect(refused.status).toBe(403);
    }
    expect((await shop.request({ url: '/admin-api/order' })).status).toBe(401);
  });

  it('lists every order newest first with its company, buyer, totals and state at the ERP', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const answer = await listed('limit=2');
    expect(answer.data.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(answer.data[0]).toMatchObject({
      id: second.id,
      status: 'open',
      approvalStatus: null,
      company: { id: apiId(buyer.companyId), number: '100001' },
      customer: { name: expect.any(String) },
      totals: { net: expect.any(Number), gross: expect.any(Number) },
      erpDelivery: 'waiting',
    });
    expect(answer.data[0].totals.gross).toBeGreaterThan(answer.data[0].totals.net);
    expect(answer.total).toMatchObject({ exact: true, count: expect.any(Number) });
    expect(answer.next).toBe(first.orderNumber);
  });

  it('pages on after the last order of the page before, to the end', async () => {
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    const first = await listed('limit=1');
    const second = await listed(`limit=1&after=${first.next}`);
    const third = await listed(`limit=1&after=${second.next}`);
    expect([first, second, third].map((page) => page.data[0].orderNumber)).toEqual(
      placed.map((order) => order.orderNumber).reverse(),
    );
    const all = await listed('limit=200');
    expect(await listed(`after=${all.data.at(-1).orderNumber}`)).toMatchObject({ data: [], next: null });
  });

  it('filters by status, company, period, state at the ERP and order number', async () => {
    const order = await placeOrder();
    const [otherCompany] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from company where id <> ${buyer.companyId} limit 1`,
    );
    const today = brusselsDate(new Date());
    expect(await numbersListed(`status=open&limit=1`)).toEqual([order.orderNumber]);
    expect(await numbersListed(`status=shipped`)).not.toContain(order.orderNumber);
    expect(await numbersListed(`companyId=${apiId(buyer.companyId)}&limit=1`)).toEqual([order.orderNumber]);
    expect(await numbersListed(`companyId=${otherCompany!.id}`)).toEqual([]);
    expect(await numbersListed(`since=${today}&limit=1`)).toEqual([order.orderNumber]);
    expect(await numbersListed(`until=${today}`)).toEqual([]);
    expect(await numbersListed(`since=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(await numbersListed(`erpDelivery=waiting&limit=1`)).toEqual([order.orderNumber]);
    expect(await numbersListed(`erpDelivery=taken`)).not.toContain(order.orderNumber);
    expect(await numbersListed(`number=${order.orderNumber}`)).toEqual([order.orderNumber]);
    expect(await numbersListed(`number=${order.orderNumber.slice(0, -1)}`)).toEqual([]);
    expect((await listed(`number=${order.orderNumber}`)).total).toEqual({ count: 1, exact: true });
  });

  it('answers an order with its addresses, lines and events for the ERP', async () => {
    const order = await placeOrder();
    const detail = await detailOf(order.id);
    expect(detail).toMatchObject({
      id: order.id,
      orderNumber: order.orderNumber,
      customer: { username: 'demo.buyer', email: expect.stringContaining('@') },
      shipping: { option: 'pickup', address: null },
      billingAddress: { name: expect.any(String), city: expect.any(String) },
      cancelReason: null,
      lines: [{ position: 1, quantity: 2, articleNumber: expect.any(String), name: expect.any(String) }],
      erpEvents: [{ type: 'order.placed', deliveredAt: null, failure: null, attemptCount: 0, attempts: [] }],
      erpDelivery: 'waiting',
      cancellable: true,
      deliverableAgain: false,
    });
    const [line] = detail.lines;
    expect(line.total).toBeCloseTo(line.unitPrice * 2, 2);
  });

  it('keeps each attempt of a pulling ERP: offered, then acknowledged, and the order is taken', async () => {
    const order = await placeOrder();
    const bearer = await shop.integrationToken('Pulling ERP');
    const integration = (method: 'GET' | 'POST', url: string, payload?: object) =>
      shop.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${bearer}` },
        ...(payload ? { payload } : {}),
      });
    const offered = (await integration('GET', '/integration-api/orders?limit=500')).json().data;
    const event = offered.find(
      (entry: { order: { number: string } }) => entry.order.number === order.orderNumber,
    );
    expect((await detailOf(order.id)).erpEvents[0]).toMatchObject({
      attemptCount: 1,
      attempts: [{ via: 'pull', outcome: 'offered', failure: null }],
    });
    await integration('POST', '/integration-api/orders/acknowledge', { ids: [event.id] });
    const detail = await detailOf(order.id);
    expect(detail.erpEvents[0].attempts.map((attempt: { outcome: string }) => attempt.outcome)).toEqual([
      'offered',
      'delivered',
    ]);
    expect(detail).toMatchObject({ erpDelivery: 'taken', cancellable: false });
    expect(await numbersListed(`erpDelivery=taken&limit=1`)).toEqual([order.orderNumber]);
  });

  it('delivers a failed event again only when it failed, and writes it in the audit log', async () => {
    // The company's events go out in order: what earlier tests left waiting would go first.
    await shop.database.db.execute(
      sql`update order_event set delivered_at = now() where delivered_at is null`,
    );
    const order = await placeOrder();
    const notFailed = await shop.staffCall(
      'staff.service',
      'POST',
      `/admin-api/order/${order.id}/deliver-again`,
    );
    expect([notFailed.status, notFailed.json().errors[0].code]).toEqual([
      409,
      errorCodes.adminNoFailedDelivery,
    ]);

    await failDeliveryOf(order.orderNumber);
    const failed = await detailOf(order.id);
    expect(failed).toMatchObject({ erpDelivery: 'failed', deliverableAgain: true });
    expect(failed.erpEvents[0]).toMatchObject({
      failure: 'The ERP webhook answered 503.',
      attempts: [{ via: 'push', outcome: 'failed', failure: 'The ERP webhook answered 503.' }],
    });
    expect(await numbersListed(`erpDelivery=failed&limit=200`)).toContain(order.orderNumber);

    const again = await shop.staffCall('staff.service', 'POST', `/admin-api/order/${order.id}/deliver-again`);
    expect(again.status).toBe(200);
    expect(again.json().data).toMatchObject({
      erpDelivery: 'waiting',
      deliverableAgain: false,
      erpEvents: [{ failure: null }],
    });
    const log = (await adminGet(`/admin-api/audit-log?objectType=order&objectId=${order.id}`)).json().data;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'delivered-again',
        actor: expect.objectContaining({ kind: 'staff', name: 'Sven Service' }),
        changes: { erpDelivery: ['failed', 'waiting'], failure: ['The ERP webhook answered 503.', null] },
      }),
    ]);
  });

  it('cancels an order the ERP has not taken, with its reason: stock back, the ERP told, audited', async () => {
    const before = await reservedStock();
    const order = await placeOrder();
    expect(await reservedStock()).toBe(before + 200);
    const cancelled = await shop.staffCall('staff.service', 'POST', `/admin-api/order/${order.id}/cancel`, {
      reason: '  Customer phoned: ordered twice  ',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer phoned: ordered twice',
      cancellable: false,
      erpEvents: [{ type: 'order.placed' }, { type: 'order.cancelled' }],
    });
    expect(await reservedStock()).toBe(before);
    const log = (await adminGet(`/admin-api/audit-log?objectType=order&objectId=${order.id}`)).json().data;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'cancelled',
        changes: {
          status: ['open', 'cancelled'],
          cancelReason: [null, 'Customer phoned: ordered twice'],
        },
      }),
    ]);
    const again = await shop.staffCall('staff.service', 'POST', `/admin-api/order/${order.id}/cancel`, {
      reason: 'Twice',
    });
    expect([again.status, again.json().errors[0].code]).toEqual([409, errorCodes.adminOrderNotCancellable]);
    expect(await reservedStock()).toBe(before);
  });

  it('refuses to cancel an order once the ERP has taken it', async () => {
    const order = await placeOrder();
    await shop.database.db.execute(
      sql`update order_event set delivered_at = now()
          where order_id = (select id from sales_order where order_number = ${order.orderNumber})`,
    );
    expect(await detailOf(order.id)).toMatchObject({ erpDelivery: 'taken', cancellable: false });
    const refused = await shop.staffCall('staff.admin', 'POST', `/admin-api/order/${order.id}/cancel`, {
      reason: 'Too late',
    });
    expect([refused.status, refused.json().errors[0].code]).toEqual([
      409,
      errorCodes.adminOrderNotCancellable,
    ]);
    expect((await detailOf(order.id)).status).toBe('open');
  });

  it('answers bad ids and queries with 400, and an unknown order with 404', async () => {
    const order = await placeOrder();
    for (const url of [
      '/admin-api/order/not-an-id',
      '/admin-api/order?status=lost',
      '/admin-api/order?limit=0',
      '/admin-api/order?limit=201',
      '/admin-api/order?companyId=123',
      '/admin-api/order?since=yesterday',
      '/admin-api/order?since=1850-01-01',
      '/admin-api/order?erpDelivery=sent',
      '/admin-api/order?after=no-such-order',
      '/admin-api/order?since=2026-02-01&until=2026-01-01',
    ]) {
      expect((await adminGet(url)).status, url).toBe(400);
    }
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const refused = await shop.staffCall(
        'staff.admin',
        'POST',
        `/admin-api/order/${order.id}/cancel`,
        payload,
      );
      expect(refused.status).toBe(400);
    }
    const unknown = await adminGet(`/admin-api/order/${'0'.repeat(32)}`);
    expect([unknown.status, unknown.json().errors[0].code]).toEqual([404, errorCodes.adminOrderNotFound]);
    const cancelUnknown = await shop.staffCall(
      'staff.admin',
      'POST',
      `/admin-api/order/${'0'.repeat(32)}/cancel`,
      {
        reason: 'Gone',
      },
    );
    expect(cancelUnknown.status).toBe(404);
  });
});
