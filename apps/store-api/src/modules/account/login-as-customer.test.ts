import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
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
      sql`select staff_name, reason, client_address from login_as_customer_use`,
    );
    expect(record).toMatchObject({ staff_name: 'Jan Peeters', reason: 'Ticket 4711: order does not show' });
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
