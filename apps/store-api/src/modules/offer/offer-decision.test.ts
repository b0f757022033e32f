import { apiId } from '@tradeshop/api-client/contracts';
import { addDays, brusselsDate, cartErrorCodes, cartErrorLevels, errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartErrorsOf } from '../../test/cart-requests.ts';
import { articleWithOnePrice, pickup } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { builtInErp, erpImports } from '../erp/index.ts';

let shop: TestShop;
let lead: string;
let article: { id: string; number: string; price: number };

/** Belgian days: an offer valid until today holds until midnight in Brussels. */
const daysFrom = (days: number) => addDays(brusselsDate(new Date()), days);

/** An offer of the ERP for the demo company: two pieces of the article at 70 % of its price. */
async function offer(number: string, fields: object = {}) {
  const unitPrice = Math.round(article.price * 70) / 100;
  await shop.database.db.transaction((tx) =>
    erpImports.offers({ tx, erp: builtInErp }, [
      {
        number,
        company: '100001',
        reference: 'Project Zwijnaarde',
        offeredOn: daysFrom(-3),
        validUntil: daysFrom(27),
        status: 'open',
        net: unitPrice * 2,
        lines: [
          {
            position: 1,
            article: article.number,
            name: 'Offered article',
            quantity: 2,
            unit: 'PCE',
            unitPrice,
            net: unitPrice * 2,
          },
          {
            position: 2,
            article: 'TS-099990',
            name: 'Special make',
            quantity: 1,
            unit: 'PCE',
            unitPrice: 10,
            net: 10,
          },
        ],
        changedAt: new Date().toISOString(),
        ...fields,
      },
    ]),
  );
  return unitPrice;
}

const accept = (body: object, token = lead) =>
  shop.call('POST', '/store-api/dexis/offer/accept', token, body);
const decline = (body: object, token = lead) =>
  shop.call('POST', '/store-api/dexis/offer/decline', token, body);
const cart = async () => (await shop.call('GET', '/store-api/checkout/cart', lead)).json();
const errorOf = (response: { status: number; json: () => { errors: { code: string }[] } }) => [
  response.status,
  response.json().errors[0]!.code,
];

beforeAll(async () => {
  shop = await startTestShop();
  lead = (await shop.login('demo.lead')).token;
  const { id } = await articleWithOnePrice(shop);
  const [row] = await queryRows<{ number: string; price: number }>(
    shop.database.db,
    sql`select product_number as number, list_price::float8 as price from product where id = ${id}`,
  );
  // Named by its id as the Store API writes it.
  article = { id: apiId(id), ...row! };
});
beforeEach(() => shop.call('DELETE', '/store-api/checkout/cart', lead));
afterAll(() => shop?.close());

describe('accepting an offer', () => {
  it('puts its lines into the cart at the offered prices, names what cannot go in, and orders at those prices', async () => {
    const offered = await offer('O-ACCEPT-1');
    const response = await accept({ offerNumber: 'O-ACCEPT-1' });
    expect(response.status).toBe(200);
    const { lines, added } = response.json().data;
    expect(added).toBe(1);
    expect(lines[1]).toMatchObject({
      name: 'Special make',
      added: false,
      problem: { code: cartErrorCodes.productNotFound },
    });
    const [line] = (await cart()).lineItems;
    expect(line).toMatchObject({
      referencedId: article.id,
      quantity: 2,
      price: { unitPrice: offered },
      payload: { offer: { number: 'O-ACCEPT-1', position: 1 } },
    });
    const listed = (await shop.call('GET', '/store-api/dexis/offer/history?term=O-ACCEPT-1', lead)).json()
      .data[0];
    expect(listed).toMatchObject({ decision: 'accepted', holds: true });

    const order = (await shop.call('POST', '/store-api/checkout/order', lead, pickup)).json();
    expect(order.lineItems[0]).toMatchObject({
      unitPrice: offered,
      offer: { number: 'O-ACCEPT-1', position: 1 },
    });
  });

  it('sets a cart line of the offered article to the offered quantity instead of adding to it', async () => {
    const offered = await offer('O-ACCEPT-4');
    await shop.call('POST', '/store-api/checkout/cart/line-item', lead, {
      items: [{ referencedId: article.id, quantity: 7 }],
    });
    await accept({ offerNumber: 'O-ACCEPT-4' });
    expect((await cart()).lineItems).toEqual([
      expect.objectContaining({
        referencedId: article.id,
        quantity: 2,
        price: expect.objectContaining({ unitPrice: offered }),
      }),
    ]);
  });

  it('takes only the chosen lines', async () => {
    await offer('O-ACCEPT-2');
    const { lines } = (await accept({ offerNumber: 'O-ACCEPT-2', positions: [1] })).json().data;
    expect(lines.map((line: { position: number }) => line.position)).toEqual([1]);
  });

  it('prices a line as usual, with a warning, once its offer no longer holds', async () => {
    const offered = await offer('O-ACCEPT-3');
    await accept({ offerNumber: 'O-ACCEPT-3' });
    await offer('O-ACCEPT-3', { status: 'processed', changedAt: new Date(Date.now() + 1000).toISOString() });
    const answer = await cart();
    const { lineItems } = answer;
    const errors = cartErrorsOf(answer);
    expect(lineItems[0].price.unitPrice).not.toBe(offered);
    expect(lineItems[0].payload.offer).toBeNull();
    expect(errors).toContainEqual(
      expect.objectContaining({
        messageKey: cartErrorCodes.offerNoLongerHolds,
        level: cartErrorLevels.warning,
      }),
    );
  });

  it('refuses an expired or processed offer, and another company’s is not found', async () => {
    await offer('O-OLD-1', { offeredOn: daysFrom(-40), validUntil: daysFrom(-1) });
    expect(errorOf(await accept({ offerNumber: 'O-OLD-1' }))).toEqual([409, errorCodes.offerClosed]);
    await offer('O-DONE-1', { status: 'processed' });
    expect(errorOf(await accept({ offerNumber: 'O-DONE-1' }))).toEqual([409, errorCodes.offerClosed]);
    const other = (await shop.login('other.lead')).token;
    expect(errorOf(await accept({ offerNumber: 'O-ACCEPT-2' }, other))).toEqual([
      404,
      errorCodes.documentNotFound,
    ]);
    expect((await cart()).lineItems).toEqual([]);
  });

  it('holds the offer on its last valid day', async () => {
    await offer('O-LAST-1', { validUntil: daysFrom(0) });
    expect((await accept({ offerNumber: 'O-LAST-1' })).status).toBe(200);
  });
});

describe('declining an offer', () => {
  it('records the decline with its reason; the offer can then no longer be accepted', async () => {
    await offer('O-DECLINE-1');
    const response = await decline({ offerNumber: 'O-DECLINE-1', reason: 'Te duur' });
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({ decision: 'declined', holds: false });
    expect(errorOf(await accept({ offerNumber: 'O-DECLINE-1' }))).toEqual([409, errorCodes.offerDeclined]);
    // The ERP learns of it through the offer outbox, in the transaction of the decline.
    const events = await queryRows<{ type: string; payload: { reason: string } }>(
      shop.database.db,
      sql`select type, payload from offer_event where payload::text like '%O-DECLINE-1%'`,
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'offer.declined',
        payload: expect.objectContaining({ reason: 'Te duur' }),
      }),
    ]);
  });

  it('cannot decline an offer once accepted, nor one of another company', async () => {
    await offer('O-DECLINE-2');
    await accept({ offerNumber: 'O-DECLINE-2' });
    expect(errorOf(await decline({ offerNumber: 'O-DECLINE-2' }))).toEqual([409, errorCodes.offerAccepted]);
    const other = (await shop.login('other.lead')).token;
    expect(errorOf(await decline({ offerNumber: 'O-DECLINE-1' }, other))).toEqual([
      404,
      errorCodes.documentNotFound,
    ]);
    expect((await decline({ offerNumber: 'O-DECLINE-1', reason: 'x'.repeat(501) })).status).toBe(400);
  });

  it('needs the right to see offers', async () => {
    const buyer = (await shop.login('demo.buyer')).token;
    expect(errorOf(await decline({ offerNumber: 'O-DECLINE-2' }, buyer))).toEqual([
      403,
      errorCodes.missingRight,
    ]);
  });
});
