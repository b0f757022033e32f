import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { atProductionCost, oldCostHash } from '../../test/password-cost.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';
import { verifyPassword } from './password.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

async function login(username: string, password = 'demo1234', headers: Record<string, string> = {}) {
  return shop.request({
    method: 'POST',
    url: '/store-api/account/login',
    body: { username, password },
    headers,
  });
}

async function customerOf(token: string) {
  return shop.request({ url: '/store-api/account/customer', headers: { 'sw-context-token': token } });
}

describe('login', () => {
  it('answers a new context token that carries the customer with the company', async () => {
    const response = await login('demo.lead');
    expect(response.status).toBe(200);
    const { contextToken } = response.json();
    expect(contextToken).toMatch(/^[\w-]{32}$/);
    expect(response.headers['sw-context-token']).toBe(contextToken);
    const me = await customerOf(contextToken);
    expect(me.status).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'demo.lead',
      active: true,
      leadBuyer: true,
      company: 'Demo Bouw & Techniek NV',
      customerNumber: '100001',
      dexisCompany: { number: '100001', name: 'Demo Bouw & Techniek NV', active: true },
    });
    expect(me.json().rights).toHaveLength(24);
    expect(me.json().rights.every((right: { enabled: boolean }) => right.enabled)).toBe(true);
  });

  it('rotates the token: the token used before the login does not carry the customer', async () => {
    const before = (await shop.request({ url: '/store-api/context' })).json().token;
    const { contextToken } = (await login('demo.buyer', 'demo1234', { 'sw-context-token': before })).json();
    expect(contextToken).not.toBe(before);
    expect((await customerOf(before)).status).toBe(403);
    const me = (await customerOf(contextToken)).json();
    expect(
      me.rights
        .filter((right: { enabled: boolean }) => right.enabled)
        .map((right: { code: string }) => right.code),
    ).toEqual([
      'ROLE_ACCESS_QUICK_ORDER_FORM',
      'ROLE_MANAGE_ORDER_HISTORY',
      'ROLE_MANAGE_ORDER_LISTS',
      'ROLE_MANAGE_OWN_ACCOUNT',
      'ROLE_PLACE_ORDERS',
      'ROLE_VIEW_PRICES',
      'ROLE_ACCESS_COST_CENTER',
    ]);
  });

  it('accepts the username in any case', async () => {
    expect((await login('Demo.Lead')).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike', async () => {
    for (const response of [await login('demo.lead', 'wrong-password'), await login('nobody.here')]) {
      expect(response.status).toBe(401);
      expect(response.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS');
    }
  });

  it('refuses an inactive user and a user of an inactive company with their codes', async () => {
    const inactive = await login('demo.inactive');
    expect(inactive.status).toBe(401);
    expect(inactive.json().errors[0].code).toBe('DEXIS__CUSTOMER_IS_INACTIVE');
    const closed = await login('closed.lead');
    expect(closed.json().errors[0].code).toBe('DEXIS__COMPANY_IS_INACTIVE');
  });

  it('sends a user who must renew the password to the password-set page with a hash', async () => {
    await shop.database.db.execute(
      sql`update customer set forced_recovery = true where username = 'other.lead'`,
    );
    const response = await login('other.lead');
    expect(response.status).toBe(401);
    const [error] = response.json().errors;
    expect(error.code).toBe('DEXIS__FORCED_CUSTOMER_RECOVERY');
    expect(error.meta.parameters.hash).toMatch(/^[\w-]{43}$/);
    const stored = await queryRows<{ token_hash: string }>(
      shop.database.db,
      sql`select token_hash from customer_recovery r join customer c on c.id = r.customer_id where c.username = 'other.lead'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(error.meta.parameters.hash);
    await shop.database.db.execute(
      sql`update customer set forced_recovery = false where username = 'other.lead'`,
    );
  });

  it('refuses a username from one address after ten wrong passwords there, never elsewhere', async () => {
    const guesser = { 'x-forwarded-for': '203.0.113.10' };
    for (let attempt = 0; attempt < 10; attempt++) await login('demo.approver', 'wrong', guesser);
    const throttled = await login('demo.approver', 'demo1234', guesser);
    expect(throttled.status).toBe(429);
    expect(throttled.json().errors[0]).toMatchObject({
      code: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
      meta: { parameters: { waitTime: expect.any(Number) } },
    });
    expect((await login('demo.approver', 'demo1234', { 'x-forwarded-for': '198.51.100.20' })).status).toBe(
      200,
    );
    await shop.database.db.execute(sql`delete from login_attempt`);
  });

  it('slows a username that fails from many addresses down, and still lets the right password in', async () => {
    for (let attempt = 0; attempt < 14; attempt++) {
      await login('demo.approver', 'wrong', { 'x-forwarded-for': `203.0.113.${100 + attempt}` });
    }
    expect((await login('demo.approver', 'demo1234', { 'x-forwarded-for': '198.51.100.30' })).status).toBe(
      200,
    );
    expect(shop.loginDelays.slice(-5)).toEqual([500, 1000, 2000, 4000, 5000]);
    await shop.database.db.execute(sql`delete from login_attempt`);
  });

  it('throttles many failed logins from one client address, whatever the username', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 0; attempt < 50; attempt++) await login(`guess.${attempt}`, 'wrong', from);
    expect((await login('demo.lead', 'demo1234', from)).status).toBe(429);
    expect((await login('demo.lead', 'demo1234', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    expect((await login('demo.lead')).status).toBe(200);
    await shop.database.db.execute(sql`delete from login_attempt`);
  });

  it('counts a caller that is no trusted proxy under its own address, whatever X-Forwarded-For it claims', async () => {
    const loginFrom = (remoteAddress: string, username: string, password: string, forwardedFor: string) =>
      shop.app
        .inject({
          method: 'POST',
          url: '/store-api/account/login',
          remoteAddress,
          headers: { 'sw-access-key': testAccessKey, 'x-forwarded-for': forwardedFor },
          payload: { username, password },
        })
        .then((response) => response.statusCode);
    for (let attempt = 0; attempt < 50; attempt++) {
      await loginFrom('192.0.2.60', `guess.${attempt}`, 'wrong', `10.0.0.${attempt}`);
    }
    expect(await loginFrom('192.0.2.60', 'demo.lead', 'demo1234', '10.0.1.1')).toBe(429);
    expect(await loginFrom('192.0.2.61', 'demo.lead', 'demo1234', '10.0.1.1')).toBe(200);
    await shop.database.db.execute(sql`delete from login_attempt`);
  });

  it('answers 400 with violations for an empty username or password and writes nothing', async () => {
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/account/login',
      body: { username: ' ' },
    });
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['body/username', 'body/password']));
    const attempts = await queryRows(shop.database.db, sql`select * from login_attempt`);
    expect(attempts).toHaveLength(0);
  });

  it('stores passwords only as scrypt hashes', async () => {
    const rows = await queryRows<{ password_hash: string }>(
      shop.database.db,
      sql`select password_hash from customer`,
    );
    expect(
      rows.every((row) => row.password_hash.startsWith('scrypt$') && !row.password_hash.includes('demo1234')),
    ).toBe(true);
  });

  it('hashes a password of the old cost anew at the next login; a wrong password changes nothing', async () => {
    const { token: lead } = await shop.login('demo.lead');
    const { id } = await shop.userWith(lead, ['ROLE_MANAGE_OWN_ACCOUNT']);
    const oldHash = oldCostHash('demo1234');
    await shop.database.db.execute(sql`update customer set password_hash = ${oldHash} where id = ${id}`);
    const [{ username } = { username: '' }] = await queryRows<{ username: string }>(
      shop.database.db,
      sql`select username from customer where id = ${id}`,
    );
    const storedHash = async () =>
      (
        await queryRows<{ password_hash: string }>(
          shop.database.db,
          sql`select password_hash from customer where id = ${id}`,
        )
      )[0]!.password_hash;

    await atProductionCost(async () => {
      expect((await login(username, 'demo12345')).status).toBe(401);
      expect(await storedHash()).toBe(oldHash);

      expect((await login(username)).status).toBe(200);
      const newHash = await storedHash();
      expect(newHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('demo1234', newHash)).toBe(true);
      expect((await login(username)).status).toBe(200);
      expect(await storedHash()).toBe(newHash);
    });
  });
});

describe('logged-in customer and logout', () => {
  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without a login', async () => {
    const response = await shop.request({ url: '/store-api/account/customer' });
    expect(response.status).toBe(403);
    expect(response.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });

  it('ends the session on logout and answers a fresh token', async () => {
    const { contextToken } = (await login('demo.lead')).json();
    const out = await shop.request({
      method: 'POST',
      url: '/store-api/account/logout',
      headers: { 'sw-context-token': contextToken },
    });
    expect(out.status).toBe(200);
    expect(out.json().contextToken).not.toBe(contextToken);
    expect((await customerOf(contextToken)).status).toBe(403);
  });

  it('logs a session out as soon as its user or company is deactivated', async () => {
    const { contextToken } = (await login('demo.buyer')).json();
    await shop.database.db.execute(sql`update customer set active = false where username = 'demo.buyer'`);
    expect((await customerOf(contextToken)).status).toBe(403);
    await shop.database.db.execute(sql`update customer set active = true where username = 'demo.buyer'`);
    expect((await customerOf(contextToken)).status).toBe(200);
  });
});

describe('profile', () => {
  const profile = {
    salutation: 'ms',
    firstName: 'Lien',
    lastName: 'Peeters-Claes',
    email: 'lien.peeters@demo.example',
    phone: '+32 9 765 43 21',
    mobile: '0470 12 34 56',
    fax: '',
  };

  it('changes the user’s own contact data and language', async () => {
    const { contextToken } = (await login('demo.lead')).json();
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: { ...profile, languageId: shop.languageIds['fr-FR'] },
      headers: { 'sw-context-token': contextToken },
    });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ lastName: 'Peeters-Claes', mobile: '0470 12 34 56', fax: null });
    expect(response.json().languageId).toBe(shop.languageIds['fr-FR']);
  });

  it('keeps the optional numbers a client leaves out, and clears the ones it sends empty', async () => {
    const { contextToken } = (await login('demo.lead')).json();
    const change = (body: Record<string, unknown>) =>
      shop.request({
        method: 'POST',
        url: '/store-api/account/change-profile',
        body,
        headers: { 'sw-context-token': contextToken },
      });
    await change({ ...profile, fax: '+32 9 765 43 22' });
    const { mobile, fax, ...withoutNumbers } = profile;
    const kept = await change(withoutNumbers);
    expect(kept.json()).toMatchObject({ mobile: '0470 12 34 56', fax: '+32 9 765 43 22' });
    const cleared = await change({ ...withoutNumbers, mobile: '' });
    expect(cleared.json()).toMatchObject({ mobile: null, fax: '+32 9 765 43 22' });
    await change(profile);
  });

  it('takes Shopware’s profile body: the salutation by id, the e-mail address left as it is', async () => {
    const { contextToken } = (await login('demo.lead')).json();
    const headers = { 'sw-context-token': contextToken };
    const salutations = (
      await shop.request({ method: 'POST', url: '/store-api/salutation', body: {}, headers })
    ).json();
    const mr = salutations.elements.find((entry: { salutationKey: string }) => entry.salutationKey === 'mr');
    const changed = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: { salutationId: mr.id, firstName: 'Lien', lastName: 'Peeters-Claes' },
      headers,
    });
    expect(changed.status).toBe(200);
    expect(changed.json()).toMatchObject({
      salutationId: mr.id,
      salutation: { salutationKey: 'mr' },
      email: 'lien.peeters@demo.example',
    });
    const back = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: profile,
      headers,
    });
    expect(back.json().salutation.salutationKey).toBe('mrs');
    const unknown = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: {
        salutationId: '00000000000040008000000000000000',
        firstName: 'Lien',
        lastName: 'Peeters-Claes',
      },
      headers,
    });
    expect(unknown.status).toBe(400);
  });

  it('refuses bad contact data with violations and changes nothing', async () => {
    const { contextToken } = (await login('demo.lead')).json();
    const response = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: {
        ...profile,
        lastName: '',
        email: 'not-mail',
        phone: 'call me',
        languageId: '00000000-0000-4000-8000-000000000000',
      },
      headers: { 'sw-context-token': contextToken },
    });
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['body/lastName', 'body/email', 'body/phone']));
    const me = (await customerOf(contextToken)).json();
    expect(me.email).toBe('lien.peeters@demo.example');
  });

  it('refuses an unknown language and a user without ROLE_MANAGE_OWN_CONTACT_INFO', async () => {
    const { contextToken: lead } = (await login('demo.lead')).json();
    const unknown = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: { ...profile, languageId: '00000000-0000-4000-8000-000000000000' },
      headers: { 'sw-context-token': lead },
    });
    expect(unknown.json().errors[0].violations[0].type).toBe('VIOLATION::UNKNOWN_LANGUAGE');
    const { contextToken: buyer } = (await login('demo.buyer')).json();
    const refused = await shop.request({
      method: 'POST',
      url: '/store-api/account/change-profile',
      body: profile,
      headers: { 'sw-context-token': buyer },
    });
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0].meta.parameters.right).toBe('ROLE_MANAGE_OWN_CONTACT_INFO');
  });
});

describe('listing view', () => {
  const choose = (view: unknown, token?: string) =>
    shop.request({
      method: 'POST',
      url: '/store-api/account/listing-view',
      body: { view },
      headers: token ? { 'sw-context-token': token } : {},
    });

  it('starts as cards and stays as the user chose, in every later session, for that user only', async () => {
    const { contextToken: buyer } = (await login('demo.buyer')).json();
    expect((await customerOf(buyer)).json().listingView).toBe('cards');
    const chosen = await choose('list', buyer);
    expect(chosen.status).toBe(200);
    expect(chosen.json().listingView).toBe('list');
    const { contextToken: later } = (await login('demo.buyer')).json();
    expect((await customerOf(later)).json().listingView).toBe('list');
    const { contextToken: lead } = (await login('demo.lead')).json();
    expect((await customerOf(lead)).json().listingView).toBe('cards');
    expect((await choose('cards', later)).json().listingView).toBe('cards');
  });

  it('refuses an unknown view with a violation and a visitor with 403, changing nothing', async () => {
    const { contextToken: buyer } = (await login('demo.buyer')).json();
    const unknown = await choose('table', buyer);
    expect(unknown.status).toBe(400);
    expect(unknown.json().errors[0].violations[0].propertyPath).toBe('body/view');
    expect((await customerOf(buyer)).json().listingView).toBe('cards');
    const visitor = await choose('list');
    expect(visitor.status).toBe(403);
    expect(visitor.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN');
  });
});
