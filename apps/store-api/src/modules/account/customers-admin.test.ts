import { storedId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { id: string; companyId: string };
const hex = (uuid: string) => uuid.replaceAll('-', '');

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

const auditOf = (objectId: string) =>
  queryRows<{ action: string; actor_name: string; changes: Record<string, unknown> }>(
    shop.database.db,
    sql`select action, actor_name, changes from audit_entry where object_id = ${storedId(objectId)} order by id`,
  );

describe('companies in the back-office', () => {
  it('finds a company by its number, by part of its name, by its VAT number and by its city', async () => {
    const [company] = await queryRows<{ number: string; name: string; vat_number: string; city: string }>(
      shop.database.db,
      sql`select c.number, c.name, c.vat_number, a.city from company c
          join company_address a on a.id = c.billing_address_id where c.id = ${lead.companyId}`,
    );
    for (const term of [
      company!.number,
      company!.name.slice(2, 8),
      company!.vat_number.slice(0, 6),
      company!.city,
    ]) {
      const found = await shop.staffCall(
        'staff.service',
        'GET',
        `/admin-api/company?term=${encodeURIComponent(term)}`,
      );
      expect(found.status).toBe(200);
      expect(found.json().data.map((row: { id: string }) => row.id)).toContain(hex(lead.companyId));
    }
    const byNumber = (
      await shop.staffCall('staff.service', 'GET', `/admin-api/company?term=${company!.number}`)
    ).json();
    expect(byNumber.data[0]).toMatchObject({
      id: hex(lead.companyId),
      number: company!.number,
      active: true,
    });
  });

  it('shows a company with its terms, addresses and only its own users', async () => {
    const answer = await shop.staffCall('staff.service', 'GET', `/admin-api/company/${hex(lead.companyId)}`);
    expect(answer.status).toBe(200);
    const company = answer.json().data;
    expect(company.addresses.some((address: { billing: boolean }) => address.billing)).toBe(true);
    const userIds = company.users.map((user: { id: string }) => user.id);
    expect(userIds).toContain(hex(lead.id));
    expect(userIds).not.toContain(hex(other.id));
    expect(company.users.find((user: { id: string }) => user.id === hex(lead.id))).toMatchObject({
      leadBuyer: true,
      passwordSet: true,
    });
  });

  it('blocks a company with a reason, logging its users out, and unblocks it; both audited', async () => {
    const url = `/admin-api/company/${hex(other.companyId)}`;
    expect((await shop.staffCall('staff.service', 'POST', `${url}/block`, { reason: '' })).status).toBe(400);
    const blocked = await shop.staffCall('staff.service', 'POST', `${url}/block`, {
      reason: 'Unpaid invoices',
    });
    expect(blocked.json().data).toMatchObject({ active: false, blockReason: 'Unpaid invoices' });
    const session = await shop.request({
      url: '/store-api/account/customer',
      headers: { 'sw-context-token': (await shop.login('demo.lead')).token },
    });
    expect(session.status).toBe(200);
    const loggedOut = await shop.request({
      method: 'POST',
      url: '/store-api/account/login',
      body: { username: 'other.lead', password: 'demo1234' },
    });
    expect(loggedOut.status).toBe(401);
    const unblocked = await shop.staffCall('staff.service', 'POST', `${url}/unblock`, { reason: 'Paid' });
    expect(unblocked.json().data).toMatchObject({ active: true, blockReason: null });
    expect(await auditOf(other.companyId)).toEqual([
      {
        action: 'blocked',
        actor_name: 'Sven Service',
        changes: { active: [true, false], reason: [null, 'Unpaid invoices'] },
      },
      {
        action: 'unblocked',
        actor_name: 'Sven Service',
        changes: { active: [false, true], reason: [null, 'Paid'] },
      },
    ]);
  });

  it('answers 404 for an unknown company and 400 for an id that is none', async () => {
    const unknown = await shop.staffCall('staff.service', 'GET', `/admin-api/company/${'0'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe(errorCodes.adminCompanyNotFound);
    expect((await shop.staffCall('staff.service', 'GET', '/admin-api/company/nope')).status).toBe(400);
  });

  it('lets an editor neither read nor block companies', async () => {
    expect((await shop.staffCall('staff.editor', 'GET', '/admin-api/company')).status).toBe(403);
    const block = await shop.staffCall(
      'staff.editor',
      'POST',
      `/admin-api/company/${hex(lead.companyId)}/block`,
      {
        reason: 'Not mine to say',
      },
    );
    expect(block.status).toBe(403);
  });
});

describe('the parts of a company’s page', () => {
  const cart = cartRequests(() => shop);
  const part = (name: string, username = 'staff.service') =>
    shop.staffCall(username, 'GET', `/admin-api/company/${hex(lead.companyId)}/${name}`);

  it('shows the company’s flows and references, punch-out accounts and order lists', async () => {
    const [budgets, punchout, lists] = await Promise.all([
      part('budgets'),
      part('punchout-accounts'),
      part('order-lists'),
    ]);
    const [expected] = await queryRows<{ budgets: number; lists: number }>(
      shop.database.db,
      sql`select (select count(*)::int from order_budget where company_id = ${lead.companyId}) as budgets,
                 (select count(*)::int from order_list where company_id = ${lead.companyId}) as lists`,
    );
    expect(budgets.json().data).toHaveLength(expected!.budgets);
    expect(lists.json().data).toHaveLength(expected!.lists);
    expect(punchout.status).toBe(200);
    expect(JSON.stringify(punchout.json())).not.toMatch(/hash|secret|password/i);
  });

  it('shows what a user has in their cart now, to help them on the phone', async () => {
    const buyer = await cart.login('demo.buyer');
    const [article] = await cart.articles(1);
    await cart.add(buyer, [{ type: 'product', referencedId: article!.id, quantity: article!.min / 100 }]);
    const buyerId = hex((await shop.login('demo.buyer')).id);
    const carts = (await part('carts')).json().data;
    const buyerCart = carts.find((entry: { customerId: string }) => entry.customerId === buyerId);
    expect(buyerCart.lines).toContainEqual(
      expect.objectContaining({ productNumber: article!.product_number }),
    );
  });

  it('lets an editor see none of them', async () => {
    for (const name of ['budgets', 'punchout-accounts', 'order-lists', 'carts'])
      expect((await part(name, 'staff.editor')).status, name).toBe(403);
  });
});

describe('shop users in the back-office', () => {
  it('shows a user with their company and rights', async () => {
    const answer = await shop.staffCall('staff.service', 'GET', `/admin-api/customer-user/${hex(lead.id)}`);
    expect(answer.status).toBe(200);
    expect(answer.json().data).toMatchObject({
      username: 'demo.lead',
      company: { id: hex(lead.companyId) },
      rights: expect.arrayContaining([{ code: 'ROLE_MANAGE_CONTACTS', enabled: true }]),
    });
  });

  it('deactivates a user, ending their sessions, and activates them again; audited', async () => {
    const buyer = await shop.login('demo.buyer');
    const url = `/admin-api/customer-user/${hex(buyer.id)}`;
    const off = await shop.staffCall('staff.service', 'PATCH', url, { active: false });
    expect(off.json().data.active).toBe(false);
    expect((await shop.call('GET', '/store-api/account/customer', buyer.token)).status).toBe(403);
    const on = await shop.staffCall('staff.service', 'PATCH', url, { active: true });
    expect(on.json().data.active).toBe(true);
    expect((await auditOf(buyer.id)).map((entry) => entry.changes)).toEqual([
      { active: [true, false] },
      { active: [false, true] },
    ]);
  });

  it('mails an invitation to a user without a password and a password link to one with', async () => {
    const [invited] = await queryRows<{ id: string; email: string }>(
      shop.database.db,
      sql`insert into customer (id, company_id, username, email, first_name, last_name)
          values (gen_random_uuid(), ${lead.companyId}, 'invited.user', 'invited@demo.example', 'Ivy', 'Invited')
          returning id, email`,
    );
    const invitation = await shop.staffCall(
      'staff.service',
      'POST',
      `/admin-api/customer-user/${hex(invited!.id)}/send-link`,
    );
    expect(invitation.json().data).toEqual({ sent: 'invitation', to: 'invited@demo.example' });
    const link = await shop.staffCall(
      'staff.service',
      'POST',
      `/admin-api/customer-user/${hex(lead.id)}/send-link`,
    );
    expect(link.json().data.sent).toBe('password-link');
    const mails = await queryRows<{ template: string; text: string }>(
      shop.database.db,
      sql`select template, text from mail_message where recipient = 'invited@demo.example'`,
    );
    expect(mails).toEqual([expect.objectContaining({ template: 'invitation' })]);
    expect(mails[0]!.text).toContain('Sven Service');
  });

  it('lets an editor not change users', async () => {
    const answer = await shop.staffCall('staff.editor', 'PATCH', `/admin-api/customer-user/${hex(lead.id)}`, {
      active: false,
    });
    expect(answer.status).toBe(403);
  });
});
