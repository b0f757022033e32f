import { apiId } from '@tradeshop/api-client/contracts';
import { addDays, addWorkingDays, brusselsDate, moneyToNumber } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/index.ts';
import type { DispatchLoop } from '../../platform/dispatch-loop.ts';
import { backgroundWorkTimeout, startTestShop, type TestShop } from '../../test/test-app.ts';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { answerBuiltInErpOfferRequests, builtInErpOfferIntake } from '../erp/index.ts';
import { webhookDelivery, webhookSignature } from '../integration/index.ts';
import { answerOfferRequests, recordOfferEvent, startOfferOutbox } from './index.ts';

const secret = 'test-webhook-secret-0123456789abcdef';
const stepSeconds = 60;

let shop: TestShop;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let outbox: DispatchLoop | null = null;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };
/** Two articles sold per piece at one price, with plenty of stock. */
let articles: { id: string; product_number: string }[];

const today = () => brusselsDate(new Date());

const counts = async () =>
  (
    await queryRows<{ requests: number; events: number }>(
      shop.database.db,
      sql`select (select count(*)::int from offer_request) as requests,
                 (select count(*)::int from offer_event) as events`,
    )
  )[0]!;

async function fillCart(token: string, lines: { id: string; quantity: number }[]) {
  await shop.call('DELETE', '/store-api/checkout/cart', token);
  if (lines.length === 0) return;
  const added = await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
    items: lines.map((line) => ({ referencedId: line.id, quantity: line.quantity })),
  });
  expect(added.status).toBe(200);
}

async function createList(token: string, name: string, items: { productId: string; quantity: number }[]) {
  const created = await shop.call('POST', '/store-api/dexis/order/list', token, {
    name,
    ...(items.length > 0 ? { items } : {}),
  });
  expect(created.status).toBe(200);
  return created.json().data as { id: string; name: string };
}

const requestOffer = (token: string, body: unknown) =>
  shop.call('POST', '/store-api/dexis/offer-request', token, body);

beforeAll(async () => {
  shop = await startTestShop();
  receiver = await startWebhookReceiver();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
  articles = await queryRows(
    shop.database.db,
    sql`select p.id, p.product_number from product p
        where p.child_count = 0 and p.active and not p.is_closeout and p.max_purchase_hundredths is null
          and p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100
          and p.available_stock_hundredths >= 100000 and p.list_price between 10 and 400
          and not exists (select 1 from article_sales_block b where b.product_id = p.id)
          and not exists (select 1 from price_tier t where t.product_id = p.id)
        order by p.product_number limit 2`,
  );
  expect(articles).toHaveLength(2);
});
afterEach(async () => {
  await outbox?.stop();
  outbox = null;
  // What one test left undelivered is no business of the next.
  await shop.database.db.execute(sql`update offer_event set delivered_at = now() where delivered_at is null`);
  receiver.received.length = 0;
});
afterAll(async () => {
  await receiver.close();
  await shop?.close();
});

describe('requesting an offer', () => {
  it('copies the cart’s lines with a remark and a wished date; the cart stays as it is', async () => {
    await fillCart(lead.token, [
      { id: articles[0]!.id, quantity: 3 },
      { id: articles[1]!.id, quantity: 12 },
    ]);
    const wishedDate = addDays(today(), 14);
    const response = await requestOffer(lead.token, {
      source: 'cart',
      remark: '  Werf Gent: levering in twee keer  ',
      wishedDate,
    });
    expect(response.status).toBe(200);
    const request = response.json().data;
    expect(request).toMatchObject({
      number: expect.stringMatching(/^OV-\d{8}$/),
      source: 'cart',
      orderList: null,
      remark: 'Werf Gent: levering in twee keer',
      wishedDate,
      status: 'requested',
      offerNumber: null,
      lines: [
        {
          position: 1,
          productId: apiId(articles[0]!.id),
          productNumber: articles[0]!.product_number,
          quantity: 3,
        },
        {
          position: 2,
          productId: apiId(articles[1]!.id),
          productNumber: articles[1]!.product_number,
          quantity: 12,
        },
      ],
    });
    expect(request.lines[0].name).not.toBe('');
    expect(request.requestedBy).toMatch(/\S/);
    const cart = (await shop.call('GET', '/store-api/checkout/cart', lead.token)).json();
    expect(cart.lineItems.map((line: { quantity: number }) => line.quantity)).toEqual([3, 12]);

    const [event] = await queryRows<{
      type: string;
      payload: { number: string; company: { number: string } };
    }>(
      shop.database.db,
      sql`select type, payload from offer_event where payload->>'number' = ${request.number}`,
    );
    expect(event).toMatchObject({ type: 'offer.requested', payload: { company: { number: '100001' } } });
  });

  it('copies the lines of an order list of the company, naming the list', async () => {
    const list = await createList(lead.token, 'Jaarcontract', [{ productId: articles[0]!.id, quantity: 25 }]);
    const response = await requestOffer(lead.token, { source: 'order-list', orderListId: list.id });
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      source: 'order-list',
      orderList: { id: list.id, name: 'Jaarcontract' },
      remark: null,
      wishedDate: null,
      lines: [{ productNumber: articles[0]!.product_number, quantity: 25 }],
    });
  });

  it('needs ROLE_REQUEST_OFFER', async () => {
    const buyer = await shop.userWith(lead.token, ['ROLE_VIEW_PRICES', 'ROLE_PLACE_ORDERS']);
    await fillCart(buyer.token, [{ id: articles[0]!.id, quantity: 1 }]);
    const before = await counts();
    const refused = await requestOffer(buyer.token, { source: 'cart' });
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'DEXIS__MISSING_RIGHT',
      meta: { parameters: { right: 'ROLE_REQUEST_OFFER' } },
    });
    expect((await shop.call('GET', '/store-api/dexis/offer-request', buyer.token)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty cart or list, a past date, a long remark and an unknown list, storing nothing', async () => {
    const emptyList = await createList(lead.token, 'Leeg', []);
    await fillCart(lead.token, []);
    const before = await counts();
    const emptyCart = await requestOffer(lead.token, { source: 'cart' });
    expect(emptyCart.status).toBe(400);
    expect(emptyCart.json().errors[0]).toMatchObject({
      code: 'DEXIS__OFFER_REQUEST_WITHOUT_LINES',
      meta: { parameters: { source: 'cart' } },
    });
    const noLines = await requestOffer(lead.token, { source: 'order-list', orderListId: emptyList.id });
    expect(noLines.status).toBe(400);
    expect(noLines.json().errors[0].code).toBe('DEXIS__OFFER_REQUEST_WITHOUT_LINES');

    await fillCart(lead.token, [{ id: articles[0]!.id, quantity: 1 }]);
    const past = await requestOffer(lead.token, { source: 'cart', wishedDate: addDays(today(), -1) });
    expect(past.status).toBe(400);
    expect(past.json().errors[0]).toMatchObject({
      code: 'DEXIS__OFFER_REQUEST_WISHED_DATE_IN_PAST',
      violations: [{ propertyPath: 'body/wishedDate' }],
    });
    const impossible = await requestOffer(lead.token, { source: 'cart', wishedDate: '2031-02-30' });
    expect(impossible.status).toBe(400);
    const long = await requestOffer(lead.token, { source: 'cart', remark: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json().errors[0].code).toBe('FRAMEWORK__INVALID_REQUEST');
    const unknown = await requestOffer(lead.token, {
      source: 'order-list',
      orderListId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe('DEXIS__ORDER_LIST_NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('does not find the order list of another company', async () => {
    const foreign = await createList(other.token, 'Liste privée', [
      { productId: articles[0]!.id, quantity: 2 },
    ]);
    const before = await counts();
    const response = await requestOffer(lead.token, { source: 'order-list', orderListId: foreign.id });
    expect(response.status).toBe(404);
    expect(response.json().errors[0].code).toBe('DEXIS__ORDER_LIST_NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('lists the company’s requests newest first, and none of another company’s', async () => {
    await fillCart(lead.token, [{ id: articles[1]!.id, quantity: 4 }]);
    const newest = (await requestOffer(lead.token, { source: 'cart', remark: 'Nieuwste' })).json().data;
    const page = await shop.call('GET', '/store-api/dexis/offer-request?limit=2', lead.token);
    expect(page.status).toBe(200);
    const { data, pager } = page.json();
    expect(data[0]).toMatchObject({ number: newest.number, status: 'requested', offerNumber: null });
    expect(data).toHaveLength(2);
    expect(pager).toMatchObject({ currentPage: 1, currentLimit: 2 });
    expect(pager.totalResults).toBeGreaterThanOrEqual(3);
    const foreign = (await shop.call('GET', '/store-api/dexis/offer-request', other.token)).json().data;
    expect(foreign.map((entry: { number: string }) => entry.number)).not.toContain(newest.number);
  });
});

describe('offer requests out to the ERP', () => {
  it('posts offer.requested to the webhook once, signed, with the lines and the buyer', async () => {
    outbox = await startOfferOutbox(shop.database, {
      deliver: webhookDelivery({ url: receiver.url, secret }),
      retrySeconds: [0.05],
      pollMillis: 50,
    });
    await fillCart(lead.token, [{ id: articles[0]!.id, quantity: 5 }]);
    const request = (await requestOffer(lead.token, { source: 'cart', remark: 'Via webhook' })).json().data;
    await vi.waitFor(() => expect(receiver.delivered()).toHaveLength(1), { timeout: backgroundWorkTimeout });
    const [entry] = receiver.received;
    const timestamp = Number(/^t=(\d+),/.exec(entry!.signature)![1]);
    expect(entry!.signature).toBe(webhookSignature(secret, timestamp, entry!.body));
    const event = JSON.parse(entry!.body);
    expect(entry!.id).toBe(String(event.id));
    expect(event).toMatchObject({
      type: 'offer.requested',
      request: {
        number: request.number,
        company: { number: '100001' },
        buyer: { username: 'demo.lead' },
        language: 'nl-NL',
        source: 'cart',
        remark: 'Via webhook',
        lines: [{ position: 1, article: articles[0]!.product_number, quantity: 5 }],
      },
    });
    // Delivered once: the dispatcher keeps polling, and nothing comes again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  it('offers the events to a pulling ERP until it acknowledges them', async () => {
    const token = await shop.integrationToken('Pulling ERP for offers');
    const pull = async () =>
      (
        await shop.app.inject({
          url: '/integration-api/offer-events',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().data as { id: number; type: string; request: { number: string } }[];
    await fillCart(lead.token, [{ id: articles[1]!.id, quantity: 2 }]);
    const request = (await requestOffer(lead.token, { source: 'cart' })).json().data;
    const pending = await pull();
    expect(pending.map((event) => event.request.number)).toEqual([request.number]);
    const acknowledged = await shop.app.inject({
      method: 'POST',
      url: '/integration-api/offer-events/acknowledge',
      headers: { authorization: `Bearer ${token}` },
      payload: { ids: [pending[0]!.id] },
    });
    expect(acknowledged.json().data).toEqual({ acknowledged: 1 });
    expect(await pull()).toEqual([]);
  });
});

describe('the built-in ERP’s offer', () => {
  const clock = () => new Date(Date.now() + (stepSeconds + 1) * 1000);
  const startBuiltInErp = async (step = stepSeconds) => {
    outbox = await startOfferOutbox(shop.database, {
      deliver: builtInErpOfferIntake(shop.database, { stepSeconds: step }),
      pollMillis: 50,
    });
  };
  const offerOf = async (requestNumber: string) =>
    (
      await queryRows<{
        number: string;
        reference: string | null;
        status: string;
        offered_on: string;
        valid_until: string;
        lines: { article: string; quantity: number; unitPrice: number; net: number; deliveryDate: string }[];
      }>(
        shop.database.db,
        sql`select number, reference, status, offered_on::text, valid_until::text, lines
            from erp_offer where request_number = ${requestNumber}`,
      )
    )[0];
  const takenIn = (requestNumber: string) =>
    vi.waitFor(
      async () => {
        const [taken] = await queryRows(
          shop.database.db,
          sql`select 1 from builtin_erp_offer_request where request_number = ${requestNumber}`,
        );
        expect(taken).toBeDefined();
      },
      { timeout: backgroundWorkTimeout },
    );

  it('answers a request a step later at the company’s prices; the request is answered and its buyer mailed', async () => {
    await startBuiltInErp();
    await fillCart(lead.token, [
      { id: articles[0]!.id, quantity: 3 },
      { id: articles[1]!.id, quantity: 12 },
    ]);
    const wishedDate = addDays(today(), 20);
    const request = (
      await requestOffer(lead.token, {
        source: 'cart',
        remark: 'Renovatie school Gent fase twee dak',
        wishedDate,
      })
    ).json().data;
    await takenIn(request.number);
    // Nothing before the step is due.
    await answerBuiltInErpOfferRequests(shop.database, stepSeconds);
    expect(await offerOf(request.number)).toBeUndefined();

    await answerBuiltInErpOfferRequests(shop.database, stepSeconds, clock());
    const offer = await offerOf(request.number);
    expect(offer).toMatchObject({
      number: expect.stringMatching(/^O\d{2}-5\d{5}$/),
      reference: 'Renovatie school Gent fase twee',
      status: 'open',
      valid_until: addDays(offer!.offered_on, 30),
    });
    const prices = await shop.app.ports.erp.articles(shop.database.db, lead.companyId, [
      { productId: articles[0]!.id, quantityHundredths: 300 },
      { productId: articles[1]!.id, quantityHundredths: 1200 },
    ]);
    // The company's price, with the project discount of 5 % from 10 pieces.
    expect(offer!.lines).toMatchObject([
      { article: articles[0]!.product_number, quantity: 3, unitPrice: moneyToNumber(prices[0]!.unitPrice) },
      {
        article: articles[1]!.product_number,
        quantity: 12,
        unitPrice: moneyToNumber(Math.round(prices[1]!.unitPrice * 0.95)),
        deliveryDate: wishedDate,
      },
    ]);

    await answerOfferRequests(shop.database, shop.app.ports.mailer);
    // The shop's own watcher may be taking the answer in at the same time: the request is answered once.
    await vi.waitFor(
      async () => {
        const answered = (await shop.call('GET', '/store-api/dexis/offer-request', lead.token)).json().data;
        expect(answered.find((entry: { number: string }) => entry.number === request.number)).toMatchObject({
          status: 'answered',
          offerNumber: offer!.number,
        });
      },
      { timeout: backgroundWorkTimeout },
    );
    const mails = await queryRows<{ recipient: string; locale: string; subject: string; text: string }>(
      shop.database.db,
      sql`select recipient, locale, subject, text from mail_message
          where template = 'offer-ready' and text like ${`%${offer!.number}%`}`,
    );
    expect(mails).toHaveLength(1);
    const [{ email }] = (await queryRows<{ email: string }>(
      shop.database.db,
      sql`select email from customer where id = ${lead.id}`,
    )) as [{ email: string }];
    expect(mails[0]).toMatchObject({ recipient: email, locale: 'nl-NL', subject: 'Uw offerte is klaar' });
    expect(mails[0]!.text).toContain(request.number);
    expect(mails[0]!.text).toMatch(
      new RegExp(`https?://\\S+/account/offers/details/${encodeURIComponent(offer!.number)}`),
    );
    // Answered once: looking again neither changes it nor mails again.
    await answerOfferRequests(shop.database, shop.app.ports.mailer);
    const again = await queryRows(
      shop.database.db,
      sql`select 1 from mail_message where template = 'offer-ready' and text like ${`%${offer!.number}%`}`,
    );
    expect(again).toHaveLength(1);
  });

  it('names the order list as reference, delivers after ten working days, mails in the buyer’s language', async () => {
    await startBuiltInErp();
    const buyer = await shop.userWith(lead.token, ['ROLE_REQUEST_OFFER', 'ROLE_MANAGE_ORDER_LISTS']);
    await shop.database.db.execute(
      sql`update customer set language_id = ${shop.languageIds['fr-FR']!} where id = ${buyer.id}`,
    );
    const list = await createList(buyer.token, 'Chantier Namur', [
      { productId: articles[1]!.id, quantity: 4 },
    ]);
    const request = (await requestOffer(buyer.token, { source: 'order-list', orderListId: list.id })).json()
      .data;
    await takenIn(request.number);
    const now = clock();
    await answerBuiltInErpOfferRequests(shop.database, stepSeconds, now);
    const offer = await offerOf(request.number);
    expect(offer).toMatchObject({ reference: 'Chantier Namur' });
    expect(offer!.lines[0]!.deliveryDate).toBe(addWorkingDays(brusselsDate(now), 10));
    await answerOfferRequests(shop.database, shop.app.ports.mailer);
    // The shop's own watcher may have taken the answer in first: either way, one mail.
    const mail = await vi.waitFor(
      async () => {
        const [written] = await queryRows<{ locale: string; subject: string; text: string }>(
          shop.database.db,
          sql`select locale, subject, text from mail_message
            where template = 'offer-ready' and text like ${`%${offer!.number}%`}`,
        );
        expect(written).toBeDefined();
        return written!;
      },
      { timeout: backgroundWorkTimeout },
    );
    expect(mail).toMatchObject({ locale: 'fr-FR', subject: 'Votre offre est prête' });
    expect(mail!.text).toContain(`/fr/account/offers/details/${encodeURIComponent(offer!.number)}`);
  });

  it('closes an offer the buyer declined, and leaves an accepted one open', async () => {
    // Offers made now: the ERP's later word on them (processed) must be newer than the offer.
    await startBuiltInErp(0);
    await fillCart(lead.token, [{ id: articles[0]!.id, quantity: 2 }]);
    const declined = (await requestOffer(lead.token, { source: 'cart' })).json().data;
    await fillCart(lead.token, [{ id: articles[1]!.id, quantity: 2 }]);
    const accepted = (await requestOffer(lead.token, { source: 'cart' })).json().data;
    await takenIn(declined.number);
    await takenIn(accepted.number);
    await answerBuiltInErpOfferRequests(shop.database, stepSeconds);
    const declinedOffer = (await offerOf(declined.number))!;
    const acceptedOffer = (await offerOf(accepted.number))!;
    await shop.database.db.transaction(async (tx) => {
      await recordOfferEvent(tx, {
        type: 'offer.declined',
        offerNumber: declinedOffer.number,
        companyId: lead.companyId,
        customerId: lead.id,
        reason: 'Te duur',
      });
      await recordOfferEvent(tx, {
        type: 'offer.accepted',
        offerNumber: acceptedOffer.number,
        companyId: lead.companyId,
        customerId: lead.id,
        reason: null,
      });
    });
    await vi.waitFor(async () => expect((await offerOf(declined.number))!.status).toBe('processed'), {
      timeout: backgroundWorkTimeout,
    });
    const [decision] = await queryRows<{ payload: unknown }>(
      shop.database.db,
      sql`select payload from offer_event where type = 'offer.declined' and payload->>'offer' = ${declinedOffer.number}`,
    );
    expect(decision!.payload).toMatchObject({
      request: declined.number,
      decision: 'declined',
      reason: 'Te duur',
      user: { username: 'demo.lead' },
    });
    await vi.waitFor(
      async () => {
        const [delivered] = await queryRows<{ count: number }>(
          shop.database.db,
          sql`select count(*)::int as count from offer_event where delivered_at is null`,
        );
        expect(delivered!.count).toBe(0);
      },
      { timeout: backgroundWorkTimeout },
    );
    expect((await offerOf(accepted.number))!.status).toBe('open');
  });
});
