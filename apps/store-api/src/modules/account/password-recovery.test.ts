import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const post = (url: string, body: unknown, token?: string) =>
  shop.request({ method: 'POST', url, body, headers: token ? { 'sw-context-token': token } : {} });

const login = (username: string, password: string) =>
  post('/store-api/account/login', { username, password });

async function mailsTo(recipient: string) {
  return queryRows<{ subject: string; text: string; locale: string }>(
    shop.database.db,
    sql`select subject, text, locale from mail_message where recipient = ${recipient} order by created_at`,
  );
}

/** Asks for a recovery mail and reads the link's hash from it. */
async function recoveryHash(username: string, email: string): Promise<string> {
  const response = await post('/store-api/account/recovery-password', {
    username,
    storefrontUrl: 'http://shop.test/fr',
  });
  expect(response.status).toBe(200);
  const mail = (await mailsTo(email)).at(-1)!;
  return decodeURIComponent(/hash=([^\s]+)/.exec(mail.text)![1]!);
}

describe('forgot password', () => {
  it('mails a one-time link to the storefront in the user’s language', async () => {
    const hash = await recoveryHash('demo.approver', 'demo.approver@demo.example');
    const [mail] = await mailsTo('demo.approver@demo.example');
    expect(mail).toMatchObject({ locale: 'fr-FR', subject: 'Réinitialiser votre mot de passe' });
    expect(mail!.text).toContain('http://shop.test/fr/auth/password-recovery?hash=');
    expect(hash).toMatch(/^[\w-]{43}$/);
  });

  it('shows the mail in the development outbox', async () => {
    const outbox = (await shop.request({ url: '/store-api/_dev/mails' })).json().data;
    expect(outbox[0]).toMatchObject({
      recipient: 'demo.approver@demo.example',
      template: 'password-recovery',
    });
    expect(outbox[0].html).toContain('/auth/password-recovery?hash=');
  });

  it('shows the outbox only to the machine itself, not to another address or one any proxy passed on', async () => {
    const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
      shop.app
        .inject({
          url: '/store-api/_dev/mails',
          remoteAddress,
          headers: { 'sw-access-key': testAccessKey, ...headers },
        })
        .then((response) => response.statusCode);
    expect(await outbox('::1')).toBe(200);
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1', host: '127.0.0.1:4000' })).toBe(200);
    expect(await outbox('192.0.2.10')).toBe(404);
    expect(await outbox('192.0.2.10', { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
    expect(await outbox('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).toBe(404);
    for (const proxied of [
      { forwarded: 'for=198.51.100.7' },
      { 'x-real-ip': '198.51.100.7' },
      { 'x-forwarded-host': 'shop.example' },
      { host: 'shop.example' },
    ] as Record<string, string>[]) {
      expect(await outbox('127.0.0.1', proxied), JSON.stringify(proxied)).toBe(404);
    }
  });

  it('answers the same for an unknown user and mails nobody', async () => {
    const before = await queryRows(shop.database.db, sql`select id from mail_message`);
    const response = await post('/store-api/account/recovery-password', {
      username: 'nobody.at.all',
      storefrontUrl: 'http://shop.test',
    });
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await queryRows(shop.database.db, sql`select id from mail_message`)).toHaveLength(before.length);
  });

  it('mails by e-mail address as Shopware’s clients ask, whatever its case; unknown or neither answers alike', async () => {
    const before = (await mailsTo('demo.approver@demo.example')).length;
    const byEmail = await post('/store-api/account/recovery-password', {
      email: 'Demo.Approver@DEMO.example',
      storefrontUrl: 'http://shop.test',
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.json()).toEqual({ success: true });
    expect(await mailsTo('demo.approver@demo.example')).toHaveLength(before + 1);

    const all = await queryRows(shop.database.db, sql`select id from mail_message`);
    const unknown = await post('/store-api/account/recovery-password', {
      email: 'nobody@demo.example',
      storefrontUrl: 'http://shop.test',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await queryRows(shop.database.db, sql`select id from mail_message`)).toHaveLength(all.length);

    const neither = await post('/store-api/account/recovery-password', { storefrontUrl: 'http://shop.test' });
    expect(neither.status).toBe(400);
  });

  it('mails a user at most 3 links an hour and a client address at most 10 requests, answering alike', async () => {
    const ask = (username: string, remoteAddress: string) =>
      shop.app
        .inject({
          method: 'POST',
          url: '/store-api/account/recovery-password',
          remoteAddress,
          headers: { 'sw-access-key': testAccessKey },
          payload: { username, storefrontUrl: 'http://shop.test' },
        })
        .then((response) => [response.statusCode, response.json()]);
    const recipient = 'demo.inactive@demo.example';
    await shop.database.db.execute(sql`update customer set active = true where username = 'demo.inactive'`);
    const before = (await mailsTo(recipient)).length;

    const burst = await Promise.all(Array.from({ length: 15 }, () => ask('demo.inactive', '192.0.2.40')));
    expect(burst).toEqual(Array(15).fill([200, { success: true }]));
    expect(await mailsTo(recipient)).toHaveLength(before + 3);
    // Another address does not open the user's mailbox again within the hour.
    expect(await ask('demo.inactive', '198.51.100.41')).toEqual([200, { success: true }]);
    expect(await mailsTo(recipient)).toHaveLength(before + 3);

    // An address that used up its requests mails nobody, known user or not, and says so to nobody.
    for (let index = 0; index < 10; index++) await ask(`nobody.${index}`, '2001:db8:42:1::1');
    const all = await queryRows(shop.database.db, sql`select id from mail_message`);
    expect(await ask('demo.approver', '2001:db8:42:1::99')).toEqual([200, { success: true }]);
    expect(await queryRows(shop.database.db, sql`select id from mail_message`)).toHaveLength(all.length);
    await shop.database.db.execute(sql`update customer set active = false where username = 'demo.inactive'`);
  });

  it('refuses a link to a site that is not one of the shop’s domains, and writes nothing', async () => {
    const recoveries = await queryRows(shop.database.db, sql`select * from customer_recovery`);
    const response = await post('/store-api/account/recovery-password', {
      username: 'demo.lead',
      storefrontUrl: 'https://evil.example/reset',
    });
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0]).toMatchObject({
      propertyPath: 'body/storefrontUrl',
      type: 'VIOLATION::UNKNOWN_DOMAIN',
    });
    expect(await queryRows(shop.database.db, sql`select * from customer_recovery`)).toHaveLength(
      recoveries.length,
    );
  });

  it('sets a new password with the link once; the old password and the old sessions end', async () => {
    const { contextToken: oldSession } = (await login('demo.buyer', 'demo1234')).json();
    const hash = await recoveryHash('demo.buyer', 'demo.buyer@demo.example');
    expect((await post('/store-api/account/customer/recovery-is-expired', { hash })).json()).toEqual({
      isExpired: false,
    });

    const mismatch = await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-secret-1',
      newPasswordConfirm: 'new-secret-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json().errors[0].violations[0].propertyPath).toBe('body/newPasswordConfirm');
    const tooShort = await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'short',
      newPasswordConfirm: 'short',
    });
    expect(tooShort.status).toBe(400);

    const confirmed = await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-secret-1',
      newPasswordConfirm: 'new-secret-1',
    });
    expect(confirmed.json()).toEqual({ success: true });
    expect((await login('demo.buyer', 'demo1234')).status).toBe(401);
    expect((await login('demo.buyer', 'new-secret-1')).status).toBe(200);
    expect(
      (
        await shop.request({
          url: '/store-api/account/customer',
          headers: { 'sw-context-token': oldSession },
        })
      ).status,
    ).toBe(403);

    const again = await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-secret-3',
      newPasswordConfirm: 'new-secret-3',
    });
    expect(again.status).toBe(404);
    expect(again.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED');
    expect((await post('/store-api/account/customer/recovery-is-expired', { hash })).json().isExpired).toBe(
      true,
    );
  });

  it('does not accept an expired link', async () => {
    const hash = await recoveryHash('demo.lead', 'demo.lead@demo.example');
    await shop.database.db.execute(
      sql`update customer_recovery set expires_at = now() - interval '1 minute'`,
    );
    expect((await post('/store-api/account/customer/recovery-is-expired', { hash })).json().isExpired).toBe(
      true,
    );
    const response = await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'new-secret-1',
      newPasswordConfirm: 'new-secret-1',
    });
    expect(response.status).toBe(404);
    expect((await login('demo.lead', 'demo1234')).status).toBe(200);
  });

  it('lets a user whose password must be renewed set it with the hash of the login answer', async () => {
    await shop.database.db.execute(
      sql`update customer set forced_recovery = true where username = 'other.lead'`,
    );
    const refused = await login('other.lead', 'demo1234');
    const hash = refused.json().errors[0].meta.parameters.hash;
    await post('/store-api/account/recovery-password-confirm', {
      hash,
      newPassword: 'renewed-password',
      newPasswordConfirm: 'renewed-password',
    });
    expect((await login('other.lead', 'renewed-password')).status).toBe(200);
  });
});

describe('change password in the profile', () => {
  it('needs a login', async () => {
    const response = await post('/store-api/account/change-password', {
      password: 'demo1234',
      newPassword: 'changed-password',
      newPasswordConfirm: 'changed-password',
    });
    expect(response.status).toBe(403);
  });

  it('refuses a wrong current password with CUSTOMER_PASSWORD_NOT_CORRECT and changes nothing', async () => {
    const { contextToken } = (await login('demo.approver', 'demo1234')).json();
    const response = await post(
      '/store-api/account/change-password',
      { password: 'not-it', newPassword: 'changed-password', newPasswordConfirm: 'changed-password' },
      contextToken,
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].code).toBe('CUSTOMER_PASSWORD_NOT_CORRECT');
    expect((await login('demo.approver', 'demo1234')).status).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { contextToken: other } = (await login('demo.approver', 'demo1234')).json();
    const { contextToken: current } = (await login('demo.approver', 'demo1234')).json();
    const response = await post(
      '/store-api/account/change-password',
      { password: 'demo1234', newPassword: 'changed-password', newPasswordConfirm: 'changed-password' },
      current,
    );
    expect(response.json()).toEqual({ success: true });
    const me = (token: string) =>
      shop.request({ url: '/store-api/account/customer', headers: { 'sw-context-token': token } });
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(403);
    expect((await login('demo.approver', 'changed-password')).status).toBe(200);
  });
});
