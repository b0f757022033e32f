import { type DashboardFigures, storedId } from '@tradeshop/api-client/contracts';
import { brusselsDate, errorCodes, startOfBrusselsDay } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { hashPassword } from '../account/index.ts';
import { createStaffMember } from '../staff/index.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let article: { id: string; productNumber: string };

const figures = async (): Promise<DashboardFigures> => {
  const answer = await shop.staffCall('staff.editor', 'GET', '/admin-api/dashboard');
  expect(answer.status).toBe(200);
  return answer.json().data;
};

/** An order of demo.lead placed now; answers its stored id and amounts. */
async function placedOrder() {
  const placed = await orderPieces(shop, lead.token, article, 2);
  expect(placed.status).toBe(200);
  const order = placed.json() as { id: string; amountNet: number; amountTotal: number };
  return { ...order, id: storedId(order.id) };
}

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

describe('the back-office dashboard', () => {
  it('counts the orders placed since the start of the day in Brussels with their amounts, not cancelled ones', async () => {
    const before = await figures();
    expect(before.day).toBe(brusselsDate(new Date()));
    const order = await placedOrder();
    const after = await figures();
    expect(after.ordersToday.count).toBe(before.ordersToday.count + 1);
    expect(after.ordersToday.amountNet).toBeCloseTo(before.ordersToday.amountNet + order.amountNet, 4);
    expect(after.ordersToday.amountTotal).toBeCloseTo(before.ordersToday.amountTotal + order.amountTotal, 4);

    const dayStart = startOfBrusselsDay(after.day);
    await shop.database.db.execute(
      sql`update sales_order set ordered_at = ${new Date(dayStart.getTime() - 1000)} where id = ${order.id}`,
    );
    expect((await figures()).ordersToday.count).toBe(before.ordersToday.count);
    await shop.database.db.execute(
      sql`update sales_order set ordered_at = ${dayStart} where id = ${order.id}`,
    );
    expect((await figures()).ordersToday.count).toBe(after.ordersToday.count);
    await shop.database.db.execute(sql`update sales_order set status = 'cancelled' where id = ${order.id}`);
    expect((await figures()).ordersToday.count).toBe(before.ordersToday.count);
  });

  it('counts the placed orders the ERP has not taken, and the events whose delivery failed', async () => {
    const before = await figures();
    const order = await placedOrder();
    const placed = await figures();
    expect(placed.ordersAwaitingErp).toBe(before.ordersAwaitingErp + 1);
    expect(placed.failingErpDeliveries).toEqual(before.failingErpDeliveries);

    await shop.database.db.execute(
      sql`update order_event set attempts = 1, failure = 'The ERP webhook answered 503.' where order_id = ${order.id}`,
    );
    await shop.database.db.execute(
      sql`insert into offer_event (company_id, type, payload, attempts, failure)
          values (${lead.companyId}, 'offer.requested', '{}', 3, 'The ERP webhook answered 502.')`,
    );
    expect((await figures()).failingErpDeliveries).toEqual({
      orderEvents: before.failingErpDeliveries.orderEvents + 1,
      offerEvents: before.failingErpDeliveries.offerEvents + 1,
    });

    await shop.database.db.execute(
      sql`update order_event set delivered_at = now(), failure = null where order_id = ${order.id}`,
    );
    const taken = await figures();
    expect(taken.ordersAwaitingErp).toBe(before.ordersAwaitingErp);
    expect(taken.failingErpDeliveries.orderEvents).toBe(before.failingErpDeliveries.orderEvents);
  });

  it('counts the contact messages and offer requests nobody has finished handling', async () => {
    const before = await figures();
    const messageId = crypto.randomUUID();
    await shop.database.db.execute(
      sql`insert into contact_message (id, reference, locale, name, company, customer_number, email, phone,
            subject, message, client_address)
          values (${messageId}, ${`CT-${messageId.slice(0, 8)}`}, 'nl-NL', 'An Claes', '', '', 'an@bouw.example',
            '', 'Levering', 'Kan de levering op dinsdag komen?', '192.0.2.1')`,
    );
    await shop.call('POST', '/store-api/checkout/cart/line-item', lead.token, {
      items: [{ referencedId: article.id, quantity: 1 }],
    });
    const asked = await shop.call('POST', '/store-api/dexis/offer-request', lead.token, { source: 'cart' });
    expect(asked.status).toBe(200);
    const opened = await figures();
    expect(opened.openContactMessages).toBe(before.openContactMessages + 1);
    expect(opened.openOfferRequests).toBe(before.openOfferRequests + 1);

    await shop.database.db.execute(
      sql`update contact_message set handling_state = 'done' where id = ${messageId}`,
    );
    await shop.database.db.execute(
      sql`update offer_request set handling_state = 'done' where number = ${asked.json().data.number}`,
    );
    const handled = await figures();
    expect(handled.openContactMessages).toBe(before.openContactMessages);
    expect(handled.openOfferRequests).toBe(before.openOfferRequests);
  });

  it('counts the registrations whose confirmation link is still open', async () => {
    const before = await figures();
    const email = `koen.${crypto.randomUUID().slice(0, 8)}@demo.example`;
    const registered = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/register/company/customer',
      body: {
        companyNumber: '100001',
        salutation: 'mr',
        firstName: 'Koen',
        lastName: 'Janssens',
        email,
        phone: '+32 3 555 12 12',
        password: 'nog-een-wachtwoord',
        passwordConfirm: 'nog-een-wachtwoord',
        acceptedPrivacy: true,
        acceptedTerms: true,
        storefrontUrl: 'http://shop.test',
      },
    });
    expect(registered.status).toBe(200);
    expect((await figures()).registrationsAwaitingConfirmation).toBe(
      before.registrationsAwaitingConfirmation + 1,
    );
    await shop.database.db.execute(
      sql`update registration_confirmation set expires_at = now() - interval '1 minute'
          where customer_id = (select id from customer where email = ${email})`,
    );
    expect((await figures()).registrationsAwaitingConfirmation).toBe(
      before.registrationsAwaitingConfirmation,
    );
  });

  it('is open to every role with `dashboard.read`, and to nobody without it or signed out', async () => {
    await createStaffMember(shop.database.db, {
      username: 'nina.noroles',
      email: 'nina.noroles@tradeshop.example',
      name: 'Nina No Roles',
      language: 'nl',
      passwordHash: await hashPassword('demo1234'),
      presets: [],
    });
    const refused = await shop.staffCall('nina.noroles', 'GET', '/admin-api/dashboard');
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0].code).toBe(errorCodes.adminForbidden);
    expect((await shop.app.inject({ url: '/admin-api/dashboard' })).statusCode).toBe(401);
    for (const username of ['staff.admin', 'staff.service'])
      expect((await shop.staffCall(username, 'GET', '/admin-api/dashboard')).status).toBe(200);
  });
});
