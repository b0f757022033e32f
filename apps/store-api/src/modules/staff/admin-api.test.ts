import { readFileSync, writeFileSync } from 'node:fs';
import { errorCodes, staffPermissions } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersWithDemoPassword } from '../../demo/accounts.ts';
import { demoClientWithKnownSecret } from '../../demo/integration-client.ts';
import { replaceDemoPasswords } from '../../demo/seed-demo.ts';
import { staffWithDemoPassword } from '../../demo/staff.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { hashPassword } from '../account/index.ts';
import { createStaffMember, type NewStaffMember, staffWithPassword } from './index.ts';
import { staffRightsMatrix } from './staff-rights.ts';

const matrixFile = new URL('../../../../../docs/staff-rights.md', import.meta.url);

let shop: TestShop;
const password = 'a long staff passphrase';

let passwordHash: string;
const staff = (username: string, presets: NewStaffMember['presets']): NewStaffMember => ({
  username,
  email: `${username}@tradeshop.example`,
  name: `Staff ${username}`,
  language: 'nl',
  passwordHash,
  presets,
});

const token = (body: Record<string, string>, form = false) =>
  shop.app.inject({
    method: 'POST',
    url: '/admin-api/oauth/token',
    ...(form
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(body).toString(),
        }
      : { payload: body }),
  });

const signIn = async (username: string, secret = password, form = false) =>
  token({ grant_type: 'password', client_id: 'administration', username, password: secret }, form);

const asStaff = (accessToken: string, url: string, method: 'GET' | 'POST' = 'GET') =>
  shop.app.inject({ method, url, headers: { authorization: `Bearer ${accessToken}` } });

beforeAll(async () => {
  shop = await startTestShop();
  passwordHash = await hashPassword(password);
  await createStaffMember(shop.database.db, staff('anna.admin', ['admin']));
  await createStaffMember(shop.database.db, staff('erik.editor', ['content-editor']));
  await createStaffMember(shop.database.db, staff('sam.service', ['customer-service']));
  await createStaffMember(shop.database.db, staff('ivo.inactive', ['admin']));
  await shop.database.db.execute(sql`update staff_member set active = false where username = 'ivo.inactive'`);
});
afterAll(() => shop?.close());

describe('Admin API sign-in', () => {
  it('signs a staff member in by the password grant, as a form or JSON, and answers who they are', async () => {
    for (const form of [true, false]) {
      const answer = await signIn('Anna.Admin', password, form);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const tokens = answer.json();
      expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
      const me = await asStaff(tokens.access_token, '/admin-api/_info/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({
        username: 'anna.admin',
        language: 'nl',
        roles: [{ name: 'Administrator' }],
        permissions: [...staffPermissions],
      });
    }
  });

  it('gives one answer for an unknown username, a wrong password and an inactive member', async () => {
    const answers = await Promise.all([
      signIn('nobody.here'),
      signIn('anna.admin', 'wrong password'),
      signIn('ivo.inactive'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('answers bad token requests with a 400 that names the field, never a 500', async () => {
    for (const body of [
      {},
      { grant_type: 'client_credentials', client_id: 'administration' },
      { grant_type: 'password', client_id: 'storefront', username: 'anna.admin', password },
      { grant_type: 'password', client_id: 'administration', username: '', password },
      { grant_type: 'refresh_token', client_id: 'administration' },
    ]) {
      const answer = await token(body as Record<string, string>);
      expect(answer.statusCode).toBe(400);
    }
    const broken = await shop.app.inject({
      method: 'POST',
      url: '/admin-api/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses the eleventh failed sign-in of a username from one address for a while', async () => {
    await createStaffMember(shop.database.db, staff('tina.throttled', ['admin']));
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await signIn('tina.throttled', `wrong ${attempt}`)).statusCode).toBe(400);
    const refused = await signIn('tina.throttled');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe(errorCodes.loginThrottled);
  });
});

describe('demo staff', () => {
  it('lets the demo shop’s staff sign in with the password of the README', async () => {
    expect(await staffWithDemoPassword(shop.database.db)).toEqual([
      'staff.admin',
      'staff.service',
      'staff.editor',
      'staff.integration',
    ]);
    expect((await signIn('staff.editor', 'demo1234')).statusCode).toBe(200);
  });

  it('gives a production shop no demo staff', async () => {
    const production = await startTestShop({ production: true });
    try {
      expect(await staffWithDemoPassword(production.database.db)).toEqual([]);
      const refused = await production.app.inject({
        method: 'POST',
        url: '/admin-api/oauth/token',
        payload: {
          grant_type: 'password',
          client_id: 'administration',
          username: 'staff.admin',
          password: 'demo1234',
        },
      });
      expect(refused.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });

  it('lets a benchmark replace the demo passwords of users and staff and end the demo’s integration client, which a production start refuses', async () => {
    const benchmarked = await startTestShop();
    try {
      const replaced = await replaceDemoPasswords(benchmarked.database.db);
      expect(await usersWithDemoPassword(benchmarked.database.db)).toEqual([]);
      expect(await staffWithDemoPassword(benchmarked.database.db)).toEqual([]);
      expect(await staffWithPassword(benchmarked.database.db, ['staff.admin'], replaced)).toEqual([
        'staff.admin',
      ]);
      expect(await demoClientWithKnownSecret(benchmarked.database.db)).toEqual([]);
    } finally {
      await benchmarked.close();
    }
  });
});

describe('Admin API sessions', () => {
  it('renews the tokens with the refresh token, after which the old ones no longer work', async () => {
    const first = (await signIn('sam.service')).json();
    const renewed = await token({
      grant_type: 'refresh_token',
      client_id: 'administration',
      refresh_token: first.refresh_token,
    });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json();
    expect((await asStaff(second.access_token, '/admin-api/_info/me')).statusCode).toBe(200);
    expect((await asStaff(first.access_token, '/admin-api/_info/me')).statusCode).toBe(401);
    const reused = await token({
      grant_type: 'refresh_token',
      client_id: 'administration',
      refresh_token: first.refresh_token,
    });
    expect(reused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends a session at sign-out, after 30 minutes unused and 12 hours after sign-in', async () => {
    const signOut = (await signIn('sam.service')).json();
    expect((await asStaff(signOut.access_token, '/admin-api/oauth/logout', 'POST')).statusCode).toBe(200);
    expect((await asStaff(signOut.access_token, '/admin-api/_info/me')).statusCode).toBe(401);

    const ofSam = sql`staff_id = (select id from staff_member where username = 'sam.service') and ended_at is null`;
    const idle = (await signIn('sam.service')).json();
    await shop.database.db.execute(
      sql`update staff_session set last_used_at = now() - interval '31 minutes' where ${ofSam}`,
    );
    const old = (await signIn('sam.service')).json();
    await shop.database.db.execute(sql`update staff_session set started_at = now() - interval '12 hours 1 minute'
      where ${ofSam} and last_used_at > now() - interval '1 minute'`);
    for (const tokens of [idle, old]) {
      const refreshed = await token({
        grant_type: 'refresh_token',
        client_id: 'administration',
        refresh_token: tokens.refresh_token,
      });
      expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('ends the sessions of a member who is deactivated', async () => {
    await createStaffMember(shop.database.db, staff('dirk.leaving', ['customer-service']));
    const tokens = (await signIn('dirk.leaving')).json();
    await shop.database.db.execute(
      sql`update staff_member set active = false where username = 'dirk.leaving'`,
    );
    expect((await asStaff(tokens.access_token, '/admin-api/_info/me')).statusCode).toBe(401);
  });
});

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

const post = (accessToken: string, url: string, body: object) =>
  shop.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${accessToken}` },
    payload: body,
  });

describe('two-factor sign-in', () => {
  it('asks a code of the authenticator once set up, takes each code once, and a recovery code once', async () => {
    await createStaffMember(shop.database.db, staff('tom.totp', ['customer-service']));
    const first = (await signIn('tom.totp')).json();
    const setup = (await asStaff(first.access_token, '/admin-api/_me/two-factor/setup', 'POST')).json().data;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*tom\.totp\?.*secret=/);
    expect(
      (await post(first.access_token, '/admin-api/_me/two-factor/confirm', { code: '000000' })).statusCode,
    ).toBe(400);
    const confirmed = await post(first.access_token, '/admin-api/_me/two-factor/confirm', {
      code: codeOf(setup.secret),
    });
    const { recoveryCodes } = confirmed.json().data;
    expect(recoveryCodes).toHaveLength(10);

    const withoutCode = await signIn('tom.totp');
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ error: 'invalid_grant', two_factor_required: true });
    const withCode = (code: Record<string, string>) =>
      token({ grant_type: 'password', client_id: 'administration', username: 'tom.totp', password, ...code });
    const nextCode = codeOf(setup.secret, 1);
    expect((await withCode({ totp_code: nextCode })).statusCode).toBe(200);
    expect((await withCode({ totp_code: nextCode })).json()).toMatchObject({ two_factor_required: true });
    expect((await withCode({ recovery_code: recoveryCodes[0].toUpperCase() })).statusCode).toBe(200);
    expect((await withCode({ recovery_code: recoveryCodes[0] })).statusCode).toBe(400);
    const me = (await asStaff(first.access_token, '/admin-api/_info/me')).json().data;
    expect(me.twoFactor).toEqual({ on: true, required: false });
  });

  it('lets a member of whom it is required only set it up, then do what the roles allow', async () => {
    await createStaffMember(shop.database.db, {
      ...staff('rita.required', ['admin']),
      twoFactorRequired: true,
    });
    const session = (await signIn('rita.required')).json();
    const before = await asStaff(session.access_token, '/admin-api/staff-role');
    expect(before.statusCode).toBe(403);
    expect(before.json().errors[0].code).toBe(errorCodes.adminTwoFactorSetupRequired);
    expect((await asStaff(session.access_token, '/admin-api/_info/me')).json().data).toMatchObject({
      twoFactor: { on: false, required: true },
      twoFactorSetupPending: true,
    });
    const { secret } = (await asStaff(session.access_token, '/admin-api/_me/two-factor/setup', 'POST')).json()
      .data;
    await post(session.access_token, '/admin-api/_me/two-factor/confirm', { code: codeOf(secret) });
    expect((await asStaff(session.access_token, '/admin-api/staff-role')).statusCode).toBe(200);
    const off = await post(session.access_token, '/admin-api/_me/two-factor/off', {
      code: codeOf(secret, 1),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0].code).toBe(errorCodes.adminTwoFactorRequired);
  });

  it('turns off with a current code only', async () => {
    await createStaffMember(shop.database.db, staff('otto.off', ['content-editor']));
    const session = (await signIn('otto.off')).json();
    const { secret } = (await asStaff(session.access_token, '/admin-api/_me/two-factor/setup', 'POST')).json()
      .data;
    await post(session.access_token, '/admin-api/_me/two-factor/confirm', { code: codeOf(secret) });
    const wrong = await post(session.access_token, '/admin-api/_me/two-factor/off', { code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].violations[0].propertyPath).toBe('body/code');
    expect(
      (await post(session.access_token, '/admin-api/_me/two-factor/off', { code: codeOf(secret, 1) }))
        .statusCode,
    ).toBe(200);
    expect((await signIn('otto.off')).statusCode).toBe(200);
  });
});

describe('Admin API walls', () => {
  it('refuses a request without a staff token, and a customer’s or an integration client’s token', async () => {
    const customer = await shop.login('demo.buyer');
    const integration = await shop.integrationToken('ERP');
    for (const authorization of [
      undefined,
      `Bearer ${customer.token}`,
      `Bearer ${integration}`,
      'Basic abc',
    ]) {
      const answer = await shop.app.inject({
        url: '/admin-api/_info/me',
        headers: authorization ? { authorization } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="admin-api"');
      expect(answer.json().errors[0].code).toBe(errorCodes.adminUnauthorized);
    }
  });

  it('gives a staff token no access to the Store API or the integration API', async () => {
    const { access_token } = (await signIn('anna.admin')).json();
    const asCustomer = await shop.call('GET', '/store-api/account/customer', access_token);
    expect(asCustomer.status).toBe(403);
    const asIntegration = await shop.app.inject({
      url: '/integration-api/orders',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(asIntegration.statusCode).toBe(401);
  });

  it('lets only a role with `staff.manage` read the roles', async () => {
    const admin = (await signIn('anna.admin')).json();
    const roles = await asStaff(admin.access_token, '/admin-api/staff-role');
    expect(roles.statusCode).toBe(200);
    expect(roles.json().data.map((role: { preset: string }) => role.preset)).toEqual([
      'admin',
      'content-editor',
      'customer-service',
      'integration-manager',
    ]);
    for (const username of ['erik.editor', 'sam.service']) {
      const member = (await signIn(username)).json();
      const refused = await asStaff(member.access_token, '/admin-api/staff-role');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].code).toBe(errorCodes.adminForbidden);
    }
  });

  it('publishes its own OpenAPI document, apart from the Store API’s', async () => {
    const document = (await shop.app.inject({ url: '/admin-api/_docs/json' })).json();
    expect(document.info.title).toBe('Trade Shop Admin API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/admin-api/oauth/token', '/admin-api/_info/me', '/admin-api/staff-role']),
    );
    expect(Object.keys(document.paths).every((path) => path.startsWith('/admin-api'))).toBe(true);
  });
});

describe('staff management', () => {
  it('lets an administrator deactivate a member, whose sessions end, and records who did it', async () => {
    await createStaffMember(shop.database.db, staff('bart.bye', ['customer-service']));
    const admin = (await signIn('anna.admin')).json();
    const bart = (await signIn('bart.bye')).json();
    const members = (await asStaff(admin.access_token, '/admin-api/staff-member')).json().data;
    const target = members.find((member: { username: string }) => member.username === 'bart.bye');
    const changed = await shop.app.inject({
      method: 'PATCH',
      url: `/admin-api/staff-member/${target.id}`,
      headers: { authorization: `Bearer ${admin.access_token}` },
      payload: { active: false, twoFactorRequired: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ active: false, twoFactor: { on: false, required: true } });
    expect((await asStaff(bart.access_token, '/admin-api/_info/me')).statusCode).toBe(401);
    const log = await asStaff(
      admin.access_token,
      `/admin-api/audit-log?objectType=staff-member&objectId=${target.id}`,
    );
    expect(log.json().data).toEqual([
      expect.objectContaining({
        action: 'changed',
        actor: expect.objectContaining({ kind: 'staff', name: 'Staff anna.admin' }),
        changes: { active: [true, false], twoFactorRequired: [false, true] },
      }),
    ]);
  });

  it('refuses an administrator deactivating themself or changing their own roles, and a role that does not exist', async () => {
    const admin = (await signIn('anna.admin')).json();
    const me = (await asStaff(admin.access_token, '/admin-api/_info/me')).json().data;
    const otherId = await createStaffMember(shop.database.db, staff('uma.unknown', ['content-editor']));
    const patch = (memberId: string, payload: object) =>
      shop.app.inject({
        method: 'PATCH',
        url: `/admin-api/staff-member/${memberId}`,
        headers: { authorization: `Bearer ${admin.access_token}` },
        payload,
      });
    expect((await patch(me.id, { active: false })).json().errors[0].code).toBe(errorCodes.adminOwnAccess);
    expect((await patch(me.id, { roleIds: [] })).statusCode).toBe(409);
    const unknownRole = await patch(otherId, { roleIds: ['0123456789abcdef0123456789abcdef'] });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors[0].violations[0].propertyPath).toBe('body/roleIds/0');
    expect((await patch(otherId, { name: '' })).statusCode).toBe(400);
    expect((await patch(otherId, { email: 'anna.admin@tradeshop.example' })).statusCode).toBe(400);
  });

  it('lets an administrator make a role of their own, give it, change it and delete it, each step audited', async () => {
    const admin = (await signIn('anna.admin')).json();
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      shop.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${admin.access_token}` },
        ...(payload ? { payload } : {}),
      });
    const created = await send('POST', '/admin-api/staff-role', {
      name: 'Orders only',
      permissions: ['orders.read'],
    });
    expect(created.statusCode).toBe(200);
    const role = created.json().data;
    expect(role).toMatchObject({ preset: null, permissions: ['orders.read'] });
    expect(
      (await send('POST', '/admin-api/staff-role', { name: 'ORDERS ONLY', permissions: [] })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/admin-api/staff-role', { name: 'X', permissions: ['orders.fly'] })).statusCode,
    ).toBe(400);

    const presets = (await asStaff(admin.access_token, '/admin-api/staff-role')).json().data;
    const adminPreset = presets.find((preset: { preset: string }) => preset.preset === 'admin');
    const locked = await send('PATCH', `/admin-api/staff-role/${adminPreset.id}`, { permissions: [] });
    expect(locked.json().errors[0].code).toBe(errorCodes.adminPresetRole);

    const memberId = await createStaffMember(shop.database.db, staff('olga.orders', []));
    await send('PATCH', `/admin-api/staff-member/${memberId}`, { roleIds: [role.id] });
    const olga = (await signIn('olga.orders')).json();
    expect((await asStaff(olga.access_token, '/admin-api/_info/me')).json().data.permissions).toEqual([
      'orders.read',
    ]);
    await send('PATCH', `/admin-api/staff-role/${role.id}`, { permissions: ['carts.read', 'orders.read'] });
    expect((await asStaff(olga.access_token, '/admin-api/_info/me')).json().data.permissions).toEqual([
      'orders.read',
      'carts.read',
    ]);

    expect((await send('DELETE', `/admin-api/staff-role/${role.id}`)).json().errors[0].code).toBe(
      errorCodes.adminRoleInUse,
    );
    await send('PATCH', `/admin-api/staff-member/${memberId}`, { roleIds: [] });
    expect((await send('DELETE', `/admin-api/staff-role/${role.id}`)).statusCode).toBe(200);
    const log = (
      await asStaff(admin.access_token, `/admin-api/audit-log?objectType=staff-role&objectId=${role.id}`)
    ).json();
    expect(log.data.map((entry: { action: string }) => entry.action)).toEqual([
      'deleted',
      'changed',
      'created',
    ]);
    expect(log.data[1].changes).toEqual({ permissions: [['orders.read'], ['orders.read', 'carts.read']] });
  });

  it('shows the audit log to those who may read it only', async () => {
    const editor = (await signIn('erik.editor')).json();
    expect((await asStaff(editor.access_token, '/admin-api/audit-log')).statusCode).toBe(403);
    const service = (await signIn('sam.service')).json();
    const log = await asStaff(service.access_token, '/admin-api/audit-log?since=2020-01-01&limit=5');
    expect(log.statusCode).toBe(200);
    expect((await asStaff(service.access_token, '/admin-api/audit-log?since=yesterday')).statusCode).toBe(
      400,
    );
  });
});

describe('staff rights matrix', () => {
  it('is written from the routes: docs/staff-rights.md lists every guarded route against the preset roles', () => {
    const matrix = staffRightsMatrix(shop.app.staffRoutes);
    expect(matrix).toContain('| GET | `/admin-api/staff-role` | `staff.manage` | yes | – | – | – |');
    if (process.env.UPDATE_STAFF_RIGHTS === '1') writeFileSync(matrixFile, matrix);
    expect(
      readFileSync(matrixFile, 'utf8'),
      'docs/staff-rights.md is out of date: run with UPDATE_STAFF_RIGHTS=1',
    ).toBe(matrix);
  });
});
