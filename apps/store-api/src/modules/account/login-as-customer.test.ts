import { createHash, randomUUID } from 'node:crypto';
import { apiId, storedId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice, orderPieces } from '../../test/ordering.ts';
import { startTestShop, type TestShop, testSigningKey } from '../../test/test-app.ts';
import { type LoginAsCustomerClaims, signToken, verifyToken } from './signed-token.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const inMinutes = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;

function claims(overrides: Partial<LoginAsCustomerClaims> = {}): LoginAsCustomerClaims {
  return {
    id: randomUUID(),
    username: 'demo.buyer',
    staff: 'Jan Peeters',
    reason: 'Ticket 4711: order does not show',
    expiresAt: inMinutes(15),
    ...overrides,
  };
}

const use = (token: string) =>
  shop.request({ method: 'POST', url: '/store-api/account/login-as-customer', body: { token } });

describe('signed tokens', () => {
  it('verify only with the key they were signed with, untouched and unexpired', () => {
    const token = signToken('key-a', claims());
    expect(verifyToken('key-a', token)?.username).toBe('demo.buyer');
    expect(verifyToken('key-b', token)).toBeNull();
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), username: 'demo.lead' }),
    ).toString('base64url');
    expect(verifyToken('key-a', `${forged}.${signature}`)).toBeNull();
    expect(verifyToken('key-a', signToken('key-a', claims({ expiresAt: inMinutes(-1) })))).toBeNull();
    expect(verifyToken('key-a', 'not.a.token')).toBeNull();
  });
});

describe('log in as a customer', () => {
  it('opens the customer’s session once and records who did it and why', async () => {
    const token = signToken(testSigningKey, claims());
    const response = await use(token);
    expect(response.status).toBe(200);
    const me = await shop.request({
      url: '/store-api/account/customer',
      headers: { 'sw-context-token': response.json().contextToken },
    });
    expect(me.json().username).toBe('demo.buyer');

    const [record] = await queryRows<{ staff_name: string; reason: string; client_address: string }>(
      shop.database.db,
      sql`select staff_name, staff_id, reason, client_address from login_as_customer_use`,
    );
    // A link of the command line names the staff member only.
    expect(record).toMatchObject({
      staff_name: 'Jan Peeters',
      staff_id: null,
      reason: 'Ticket 4711: order does not show',
    });
    expect(record!.client_address).toBeTruthy();

    const again = await use(token);
    expect(again.status).toBe(401);
    expect(again.json().errors[0].code).toBe('DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID');
  });

  it('refuses an expired, forged or unknown-user token and records nothing', async () => {
    const before = await queryRows(shop.database.db, sql`select * from login_as_customer_use`);
    for (const token of [
      signToken(testSigningKey, claims({ expiresAt: inMinutes(-1) })),
      signToken('another-key', claims()),
      signToken(testSigningKey, claims({ username: 'nobody.here' })),
    ]) {
      const response = await use(token);
      expect(response.status).toBe(401);
      expect(response.json().errors[0].code).toBe('DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID');
    }
    expect(await queryRows(shop.database.db, sql`select * from login_as_customer_use`)).toEqual(before);
  });

  it('does not open the session of an inactive user or company', async () => {
    expect(
      (await use(signToken(testSigningKey, claims({ username: 'demo.inactive' })))).json().errors[0].code,
    ).toBe('DEXIS__CUSTOMER_IS_INACTIVE');
    expect(
      (await use(signToken(testSigningKey, claims({ username: 'closed.lead' })))).json().errors[0].code,
    ).toBe('DEXIS__COMPANY_IS_INACTIVE');
  });

  it('answers a malformed body with 400', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/account/login-as-customer',
      body: {},
    });
    expect(response.status).toBe(400);
  });
});

/** Asks the back-office's link for a user, as a demo staff member. */
const askLink = (staff: string, customerId: string, body: object) =>
  shop.staffCall(staff, 'POST', `/admin-api/customer-user/${customerId}/login-as`, body);

const asService = (url: string) => shop.staffCall('staff.service', 'GET', url);

const userId = async (username: string) =>
  (
    await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from customer where username = ${username}`,
    )
  )[0]!.id;

/** Asks the back-office's link for a user and opens it as the storefront does: the session's token. */
async function sessionOpenedBy(staff: string, username: string): Promise<string> {
  const link = (await askLink(staff, await userId(username), { reason: 'Ticket 4712' })).json().data;
  const opened = await use(new URL(link.url).searchParams.get('token')!);
  expect(opened.status).toBe(200);
  return opened.json().contextToken;
}

/** Sets how long ago a session began, as if that time had passed. */
const backdate = (contextToken: string, minutes: number) =>
  shop.database.db.execute(
    sql`update context_token set created_at = now() - make_interval(mins => ${minutes})
        where token_hash = ${createHash('sha256').update(contextToken).digest('hex')}`,
  );

describe('log in as a customer from the back-office', () => {
  const service = 'staff.service';

  it('asks a reason and the permission customers.login-as', async () => {
    const buyer = await userId('demo.buyer');
    for (const body of [{}, { reason: '  ' }, { reason: 'x'.repeat(501) }])
      expect((await askLink(service, buyer, body)).status).toBe(400);
    const editor = await askLink('staff.editor', buyer, { reason: 'Curious' });
    expect(editor.status).toBe(403);
    expect(editor.json().errors[0].code).toBe(errorCodes.adminForbidden);
  });

  it('answers a one-time storefront address in the user’s language and records who asked it and why', async () => {
    const buyer = await userId('demo.buyer');
    const asked = await askLink(service, buyer, { reason: ' Ticket 4711: order does not show ' });
    expect(asked.status).toBe(200);
    const { url, expiresAt } = asked.json().data;
    expect(url).toMatch(/^http:\/\/shop\.test\/loginascustomer\?token=/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const approverLink = (
      await askLink(service, await userId('demo.approver'), { reason: 'Ticket 4713' })
    ).json();
    expect(approverLink.data.url).toMatch(/^http:\/\/shop\.test\/fr\/loginascustomer\?token=/);

    const token = new URL(url).searchParams.get('token')!;
    expect((await use(token)).status).toBe(200);
    expect((await use(token)).status).toBe(401);
    const me = (await asService('/admin-api/_info/me')).json().data;
    const [recorded] = await queryRows(
      shop.database.db,
      sql`select staff_id, reason from login_as_customer_use
          where customer_id = ${buyer} and staff_name = 'Sven Service'`,
    );
    expect(recorded).toEqual({ staff_id: storedId(me.id), reason: 'Ticket 4711: order does not show' });
    const log = (await asService(`/admin-api/audit-log?objectType=customer-user&objectId=${buyer}`)).json();
    expect(log.data).toContainEqual(
      expect.objectContaining({
        action: 'login-as',
        actor: expect.objectContaining({ kind: 'staff', id: me.id, name: 'Sven Service' }),
        changes: { reason: [null, 'Ticket 4711: order does not show'] },
      }),
    );
  });

  it('refuses an inactive user and a user of a blocked company with 409, and an unknown one with 404', async () => {
    const inactive = await askLink(service, await userId('demo.inactive'), { reason: 'Ticket 4714' });
    expect(inactive.status).toBe(409);
    expect(inactive.json().errors[0].code).toBe(errorCodes.customerInactive);
    const blocked = await askLink(service, await userId('closed.lead'), { reason: 'Ticket 4714' });
    expect(blocked.status).toBe(409);
    expect(blocked.json().errors[0].code).toBe(errorCodes.companyInactive);
    const unknown = await askLink(service, randomUUID(), { reason: 'Ticket 4714' });
    expect(unknown.status).toBe(404);
    expect(unknown.json().errors[0].code).toBe(errorCodes.adminCustomerUserNotFound);
  });

  it('names the staff member and the session’s end in the context, and ends the session an hour after it began', async () => {
    const staffSession = await sessionOpenedBy(service, 'demo.buyer');
    const context = (await shop.call('GET', '/store-api/context', staffSession)).json();
    expect(context.actingStaff.name).toBe('Sven Service');
    expect(Date.parse(context.actingStaff.endsAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    const own = await shop.login('demo.buyer');
    expect((await shop.call('GET', '/store-api/context', own.token)).json().actingStaff).toBeNull();

    await backdate(staffSession, 59);
    expect((await shop.call('GET', '/store-api/account/customer', staffSession)).status).toBe(200);
    await backdate(staffSession, 61);
    await backdate(own.token, 61);
    expect((await shop.call('GET', '/store-api/account/customer', staffSession)).status).toBe(403);
    expect((await shop.call('GET', '/store-api/context', staffSession)).json().actingStaff).toBeNull();
    expect((await shop.call('GET', '/store-api/account/customer', own.token)).status).toBe(200);
  });

  it('puts the staff member’s name on the orders placed in the session', async () => {
    const article = await articleWithOnePrice(shop);
    const placed = await orderPieces(shop, await sessionOpenedBy(service, 'demo.buyer'), article, 1);
    expect(placed.status).toBe(200);
    expect(placed.json()).toMatchObject({
      customerId: apiId(await userId('demo.buyer')),
      placedByStaff: 'Sven Service',
    });
    const own = await orderPieces(shop, (await shop.login('demo.buyer')).token, article, 1);
    expect(own.json().placedByStaff).toBeNull();
    // The back-office's order says who placed it for whom.
    const inBackOffice = (await asService(`/admin-api/order/${placed.json().id}`)).json().data;
    expect(inBackOffice).toMatchObject({ customer: { name: 'Tom Janssens' }, placedByStaff: 'Sven Service' });
    expect((await asService(`/admin-api/order/${own.json().id}`)).json().data.placedByStaff).toBeNull();
  });

  it('records the changes made in the session as the staff member’s, acting as the customer', async () => {
    const me = (await asService('/admin-api/_info/me')).json().data;
    const lead = await userId('demo.lead');
    const sessions = [
      { token: await sessionOpenedBy(service, 'demo.lead'), actor: { id: me.id, name: 'Sven Service' } },
      {
        token: (await use(signToken(testSigningKey, claims({ username: 'demo.lead' })))).json().contextToken,
        actor: { id: null, name: 'Jan Peeters' },
      },
    ];
    for (const { token, actor } of sessions) {
      const post = await shop.call('POST', '/store-api/dexis/cost-posts', token, {
        code: `LAC-${randomUUID().slice(0, 8)}`,
        name: 'Support',
      });
      const log = await asService(
        `/admin-api/audit-log?objectType=cost-post&objectId=${post.json().data.id}`,
      );
      expect(log.json().data).toEqual([
        expect.objectContaining({
          action: 'created',
          actor: {
            kind: 'staff-as-customer',
            ...actor,
            onBehalfOf: { id: apiId(lead), name: 'Lien Peeters' },
            clientAddress: expect.any(String),
          },
        }),
      ]);
    }
  });
});
