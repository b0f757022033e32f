import { apiId, storedId } from '@tradeshop/api-client/contracts';
import { defaultFeatureFlags, erasedMark, errorCodes, rightCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, pickup } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };
let article: { id: string; productNumber: string };

beforeAll(async () => {
  shop = await startTestShop({ featureFlags: [...defaultFeatureFlags, 'EXTEND_ADDRESS_BOOK'] });
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
  article = await articleWithOnePrice(shop);
});
afterAll(() => shop?.close());

/**
 * A new user of the demo company with every right, a name, e-mail address and phone of their own,
 * who made an address, a private and a shared order list, placed an order, asked an offer,
 * subscribed to the newsletter and sent a contact message, each naming them.
 */
async function personWithData() {
  const user = await shop.userWith(lead.token, rightCodes);
  const key = crypto.randomUUID().slice(0, 8);
  const digits = String(parseInt(key, 16)).padStart(6, '0').slice(-6);
  const person = {
    ...user,
    firstName: 'Jan',
    lastName: `Peeters${key}`,
    email: `jan.${key}@bouw.example`,
    phone: `+32 475 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`,
    username: '',
  };
  const fullName = `${person.firstName} ${person.lastName}`;
  const call = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    shop.call(method, url, user.token, body).then((answer) => {
      expect(answer.status, url).toBe(200);
      return answer.json();
    });
  await call('POST', '/store-api/account/change-profile', {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: person.phone,
  });
  person.username = (await shop.call('GET', '/store-api/account/customer', user.token)).json().username;
  await call('POST', `/store-api/dexis/companies/${lead.companyId}/address`, {
    name: 'Werf Gent',
    street: 'Dok-Noord',
    houseNumber: '7',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
    contactPerson: fullName,
    phone: person.phone,
  });
  const items = [{ productId: article.id, quantity: 2 }];
  await call('POST', '/store-api/dexis/order/list', { name: 'Mijn vaste bestelling', items });
  await call('POST', '/store-api/dexis/order/list', { name: 'Werf Gent', ownerType: 'company', items });
  await shop.call('DELETE', '/store-api/checkout/cart', user.token);
  await call('POST', '/store-api/checkout/cart/line-item', {
    items: [{ referencedId: article.id, quantity: 3 }],
  });
  const order = await call('POST', '/store-api/checkout/order', {
    ...pickup,
    remark: `Bel ${fullName} vooraf`,
  });
  await call('POST', '/store-api/checkout/cart/line-item', {
    items: [{ referencedId: article.id, quantity: 50 }],
  });
  await call('POST', '/store-api/dexis/offer-request', {
    source: 'cart',
    remark: `Offerte voor ${fullName}`,
  });
  await call('PUT', '/store-api/dexis/newsletter/subscription', { language: 'nl', topics: ['promotions'] });
  await shop.database.db.execute(
    sql`insert into contact_message (id, reference, locale, name, company, customer_number, email, phone,
          subject, message, customer_id, client_address)
        values (${crypto.randomUUID()}, ${`CT-${key.toUpperCase()}`}, 'nl-NL', ${fullName}, 'Demo Bouw',
          '100001', ${person.email}, ${person.phone}, 'Levering', ${`Ik ben ${fullName}, bel me terug`},
          ${user.id}, '192.0.2.7')`,
  );
  return { ...person, fullName, orderNumber: order.orderNumber as string };
}

type Person = Awaited<ReturnType<typeof personWithData>>;

const exportOf = (id: string, staff = 'staff.service') =>
  shop.staffCall(staff, 'GET', `/admin-api/customer-user/${apiId(id)}/personal-data`);
const erase = (
  id: string,
  reason: string | null = 'Asked by the customer in writing',
  staff = 'staff.service',
) => shop.staffCall(staff, 'POST', `/admin-api/customer-user/${apiId(id)}/erase`, { reason });

/** Every text the shop holds of the person, in any table: nothing of it may stay after erasure. */
const traces = (person: Person) => [person.email, person.lastName, person.username, person.phone];

describe("a person's data", () => {
  let subject: Person;
  let bystander: Person;
  beforeAll(async () => {
    subject = await personWithData();
    bystander = await personWithData();
  });

  it('is exported whole: account, addresses, lists, orders, newsletter, messages, requests, mails and audit entries', async () => {
    const answer = await exportOf(subject.id);
    expect(answer.status).toBe(200);
    const data = answer.json().data;
    expect(data.account).toMatchObject({
      id: apiId(subject.id),
      username: subject.username,
      firstName: 'Jan',
      lastName: subject.lastName,
      email: subject.email,
      phone: subject.phone,
      active: true,
      passwordSet: true,
      company: { id: apiId(lead.companyId), number: '100001' },
    });
    expect(data.account.rights).toEqual(
      expect.arrayContaining(['ROLE_MANAGE_ADDRESSES', 'ROLE_PLACE_ORDERS']),
    );
    expect(data.addresses).toEqual([
      expect.objectContaining({ name: 'Werf Gent', contactPerson: subject.fullName }),
    ]);
    expect(
      data.orderLists.map((list: { name: string; shared: boolean }) => [list.name, list.shared]),
    ).toEqual([
      ['Mijn vaste bestelling', false],
      ['Werf Gent', true],
    ]);
    expect(data.orderLists[0].items).toEqual([{ productNumber: article.productNumber, quantity: 2 }]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNumber: subject.orderNumber,
        remark: `Bel ${subject.fullName} vooraf`,
        lines: [expect.objectContaining({ productNumber: article.productNumber, quantity: 3 })],
      }),
    ]);
    expect(data.newsletter).toMatchObject({ status: 'pending', language: 'nl', topics: ['promotions'] });
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: subject.email, message: `Ik ben ${subject.fullName}, bel me terug` }),
    ]);
    expect(data.offerRequests).toEqual([
      expect.objectContaining({ remark: `Offerte voor ${subject.fullName}`, source: 'cart' }),
    ]);
    expect(data.mails.map((mail: { recipient: string }) => mail.recipient)).toContain(subject.email);
    const acts = data.auditEntries.map(
      (entry: { objectType: string; action: string; actor: { name: string } }) => [
        entry.objectType,
        entry.action,
        entry.actor.name,
      ],
    );
    expect(acts).toContainEqual(['customer-user', 'created', 'Lien Peeters']);
    // Their own change of their profile, under the name they had before it.
    expect(acts).toContainEqual(['customer-user', 'changed', `Test ${subject.username}`]);
    expect(acts).toContainEqual(['company-address', 'created', subject.fullName]);
  });

  it('holds nothing of another user or another company', async () => {
    const text = (await exportOf(subject.id)).text;
    for (const trace of [bystander.email, bystander.lastName, bystander.orderNumber, apiId(other.companyId)])
      expect(text).not.toContain(trace);
  });

  it('is exported by staff only with the privacy permission, and each export is audited', async () => {
    expect((await exportOf(subject.id, 'staff.editor')).status).toBe(403);
    expect((await erase(subject.id, 'Not mine to say', 'staff.editor')).status).toBe(403);
    const customerToken = await shop.request({
      url: `/admin-api/customer-user/${apiId(subject.id)}/personal-data`,
      headers: { authorization: `Bearer ${subject.token}` },
    });
    expect(customerToken.status).toBe(401);
    await exportOf(subject.id, 'staff.admin');
    const [entry] = await queryRows<{ actor_name: string; changes: object }>(
      shop.database.db,
      sql`select actor_name, changes from audit_entry
          where object_id = ${storedId(subject.id)} and action = 'personal-data-exported' order by id desc limit 1`,
    );
    expect(entry).toEqual({ actor_name: 'Ada Admin', changes: {} });
  });

  it('is downloaded by the customer from their own account, their own data only', async () => {
    const own = await shop.call('GET', '/store-api/account/personal-data', subject.token);
    expect(own.status).toBe(200);
    const data = own.json().data;
    expect(data.account.id).toBe(apiId(subject.id));
    expect(data.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual([
      subject.orderNumber,
    ]);
    expect(own.text).not.toContain(bystander.email);

    const leads = (await shop.call('GET', '/store-api/account/personal-data', lead.token)).json().data;
    expect(leads.account.id).toBe(apiId(lead.id));
    expect(JSON.stringify(leads)).not.toContain(subject.email);
    const visitor = await shop.request({ url: '/store-api/account/personal-data' });
    expect(visitor.status).toBe(403);
    expect(visitor.json().errors[0].code).toBe(errorCodes.notLoggedIn);
  });

  it('leaves an audit entry when a staff member logged in as the customer downloads it, and none for the customer', async () => {
    const exports = async () =>
      (
        await queryRows<{ actor_kind: string; actor_name: string }>(
          shop.database.db,
          sql`select actor_kind, actor_name from audit_entry
              where object_id = ${storedId(subject.id)} and action = 'personal-data-exported' order by id`,
        )
      ).map((entry) => `${entry.actor_kind} ${entry.actor_name}`);
    const before = await exports();
    await shop.call('GET', '/store-api/account/personal-data', subject.token);
    expect(await exports()).toEqual(before);

    const link = await shop.staffCall(
      'staff.service',
      'POST',
      `/admin-api/customer-user/${apiId(subject.id)}/login-as`,
      {
        reason: 'Ticket 4713',
      },
    );
    const opened = await shop.request({
      method: 'POST',
      url: '/store-api/account/login-as-customer',
      body: { token: new URL(link.json().data.url).searchParams.get('token') },
    });
    const download = await shop.call('GET', '/store-api/account/personal-data', opened.json().contextToken);
    expect(download.json().data.account.id).toBe(apiId(subject.id));
    expect(await exports()).toEqual([...before, 'staff-as-customer Sven Service']);
  });
});

describe('erasing a person', () => {
  let subject: Person;
  let totalsBefore: { amount_total: string; amount_net: string; lines: number }[];
  let erased: ReturnType<Awaited<ReturnType<typeof erase>>['json']>;
  const orderTotals = () =>
    queryRows<{ amount_total: string; amount_net: string; lines: number }>(
      shop.database.db,
      sql`select o.amount_total, o.amount_net, (select count(*)::int from sales_order_line l where l.order_id = o.id) as lines
          from sales_order o where o.customer_id = ${subject.id}`,
    );
  beforeAll(async () => {
    subject = await personWithData();
    totalsBefore = await orderTotals();
    erased = await erase(subject.id);
  });

  it('answers what it kept, removed and made anonymous', () => {
    expect(erased.status).toBe(200);
    expect(erased.json().data).toMatchObject({
      ordersKept: 1,
      orderListsRemoved: 1,
      newsletterRemoved: true,
      contactMessagesAnonymised: 1,
      offerRequestsAnonymised: 1,
      mailsRemoved: expect.any(Number),
      auditEntriesAnonymised: expect.any(Number),
    });
    expect(erased.json().data.mailsRemoved).toBeGreaterThan(0);
    expect(erased.json().data.auditEntriesAnonymised).toBeGreaterThan(2);
  });

  it('leaves nothing of their name, username, e-mail address or phone anywhere in the shop', async () => {
    const [user] = await queryRows<Record<string, unknown>>(
      shop.database.db,
      sql`select username, email, first_name, last_name, phone, active, password_hash, deleted_at is not null as deleted
          from customer where id = ${subject.id}`,
    );
    const key = apiId(subject.id);
    expect(user).toEqual({
      username: `erased-${key}`,
      email: `erased-${key}@erased.invalid`,
      first_name: 'Erased',
      last_name: 'person',
      phone: null,
      active: false,
      password_hash: null,
      deleted: true,
    });
    const everything = await queryRows<{ found: string }>(
      shop.database.db,
      sql`select t.table_name as found from information_schema.columns t
          where t.table_schema = 'public' and t.data_type in ('text', 'jsonb')
          group by t.table_name`,
    );
    for (const { found } of everything) {
      const [hit] = await queryRows<{ row: string }>(
        shop.database.db,
        sql`select x::text as row from ${sql.identifier(found)} x
            where ${sql.join(
              traces(subject).map((trace) => sql`strpos(lower(x::text), ${trace.toLowerCase()}) > 0`),
              sql` or `,
            )} limit 1`,
      );
      expect(hit, found).toBeUndefined();
    }
  });

  it('keeps their order with its lines and totals, remarks naming them erased', async () => {
    expect(await orderTotals()).toEqual(totalsBefore);
    const [order] = await queryRows<{ remark: string }>(
      shop.database.db,
      sql`select remark from sales_order where order_number = ${subject.orderNumber}`,
    );
    expect(order!.remark).toBe(erasedMark);
    const [offer] = await queryRows<{ remark: string }>(
      shop.database.db,
      sql`select remark from offer_request where customer_id = ${subject.id}`,
    );
    expect(offer!.remark).toBe(erasedMark);
  });

  it('keeps the company its shared list and its address, without their contact fields', async () => {
    const lists = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select name from order_list where created_by = ${subject.id}`,
    );
    expect(lists).toEqual([{ name: 'Werf Gent' }]);
    const [address] = await queryRows<{ name: string; contact_person: string | null; phone: string | null }>(
      shop.database.db,
      sql`select name, contact_person, phone from company_address where created_by = ${subject.id}`,
    );
    expect(address).toEqual({ name: 'Werf Gent', contact_person: null, phone: null });
  });

  it('logs them out and they can never log in again', async () => {
    expect((await shop.call('GET', '/store-api/account/customer', subject.token)).status).toBe(403);
    const login = await shop.request({
      method: 'POST',
      url: '/store-api/account/login',
      body: { username: subject.username, password: 'demo1234' },
    });
    expect(login.status).toBe(401);
    const listed = (
      await shop.staffCall('staff.service', 'GET', `/admin-api/company/${apiId(lead.companyId)}`)
    ).json().data.users;
    expect(listed.map((user: { id: string }) => user.id)).not.toContain(apiId(subject.id));
  });

  it('shows staff the erased user under the erased name, and nothing makes them active again', async () => {
    const url = `/admin-api/customer-user/${apiId(subject.id)}`;
    const page = await shop.staffCall('staff.service', 'GET', url);
    expect(page.status).toBe(200);
    expect(page.json().data).toMatchObject({
      name: 'Erased person',
      active: false,
      erasedAt: expect.any(String),
      phone: null,
    });
    const activate = await shop.staffCall('staff.service', 'PATCH', url, { active: true });
    expect(activate.status).toBe(409);
    expect(activate.json().errors[0].code).toBe(errorCodes.adminAlreadyErased);
  });

  it('is audited as the staff member’s act with the reason, holding none of their data', async () => {
    const [entry] = await queryRows<{ actor_name: string; changes: object }>(
      shop.database.db,
      sql`select actor_name, changes from audit_entry where object_id = ${storedId(subject.id)} and action = 'erased'`,
    );
    expect(entry).toEqual({
      actor_name: 'Sven Service',
      changes: { reason: [null, 'Asked by the customer in writing'] },
    });
    const history = (
      await shop.staffCall('staff.admin', 'GET', `/admin-api/audit-log?objectId=${apiId(subject.id)}`)
    ).json().data;
    expect(history.find((logged: { action: string }) => logged.action === 'created').changes).toMatchObject({
      firstName: [null, erasedMark],
      email: [null, erasedMark],
    });
  });

  it('is refused a second time, and for the last active lead buyer, changing nothing', async () => {
    const again = await erase(subject.id);
    expect(again.status).toBe(409);
    expect(again.json().errors[0].code).toBe(errorCodes.adminAlreadyErased);

    const lastLead = await erase(other.id);
    expect(lastLead.status).toBe(409);
    expect(lastLead.json().errors[0].code).toBe(errorCodes.lastLeadBuyer);
    expect((await shop.call('GET', '/store-api/account/customer', other.token)).json().email).not.toMatch(
      /erased/,
    );
    await shop.login('other.lead');
  });
});

describe('bad input to the privacy routes', () => {
  it('answers 404 for an unknown user and 400 for an id that is none', async () => {
    const unknown = '0'.repeat(32);
    for (const answer of [await exportOf(unknown), await erase(unknown)]) {
      expect(answer.status).toBe(404);
      expect(answer.json().errors[0].code).toBe(errorCodes.adminCustomerUserNotFound);
    }
    expect(
      (await shop.staffCall('staff.service', 'GET', '/admin-api/customer-user/nope/personal-data')).status,
    ).toBe(400);
  });

  it('refuses an erasure without a reason, or with one naming the person, changing nothing', async () => {
    const person = await personWithData();
    expect((await erase(person.id, null)).status).toBe(400);
    expect((await erase(person.id, ' ')).status).toBe(400);
    const naming = await erase(person.id, `${person.fullName} asked by mail`);
    expect(naming.status).toBe(400);
    expect(naming.json().errors[0].code).toBe(errorCodes.adminReasonNamesPerson);
    const still = await shop.call('GET', '/store-api/account/customer', person.token);
    expect(still.json()).toMatchObject({ email: person.email, lastName: person.lastName });
    const [{ count }] = (await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from audit_entry where object_id = ${storedId(person.id)} and action = 'erased'`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });
});
