import { type StaffMemberInput, storedId } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let serviceRoleId: string;

beforeAll(async () => {
  shop = await startTestShop();
  const roles = (await shop.staffCall('staff.admin', 'GET', '/admin-api/staff-role')).json().data;
  serviceRoleId = roles.find((role: { preset: string }) => role.preset === 'customer-service').id;
});
afterAll(() => shop?.close());

const newMember = (username: string, change: Partial<StaffMemberInput> = {}): StaffMemberInput => ({
  username,
  name: `Staff ${username}`,
  email: `${username}@distributor.example`,
  language: 'nl',
  roleIds: [serviceRoleId],
  twoFactorRequired: false,
  ...change,
});

const invite = (member: StaffMemberInput, username = 'staff.admin') =>
  shop.staffCall(username, 'POST', '/admin-api/staff-member', member);

const sendLink = (id: string, username = 'staff.admin') =>
  shop.staffCall(username, 'POST', `/admin-api/staff-member/${id}/send-password-link`);

/** The mails to `recipient`, oldest first, with the token of the link each carries. */
async function mailsTo(recipient: string) {
  const mails = await queryRows<{ template: string; locale: string; subject: string; text: string }>(
    shop.database.db,
    sql`select template, locale, subject, text from mail_message where recipient = ${recipient} order by created_at`,
  );
  return mails.map((mail) => ({
    ...mail,
    token: /http:\/\/shop\.test\/admin\/set-password\?token=([\w-]+)/.exec(mail.text)?.[1],
  }));
}

/** The token of the newest link mailed to `recipient`. */
const newestToken = async (recipient: string) => (await mailsTo(recipient)).at(-1)!.token!;

const linkState = (token: string) =>
  shop.request({ url: `/admin-api/oauth/password-link?token=${encodeURIComponent(token)}` });

const setPassword = (token: string, password: string) =>
  shop.request({ method: 'POST', url: '/admin-api/oauth/set-password', body: { token, password } });

const signIn = (username: string, password: string) =>
  shop.request({
    method: 'POST',
    url: '/admin-api/oauth/token',
    body: { grant_type: 'password', client_id: 'administration', username, password },
  });

const auditOf = (id: string) =>
  queryRows<{ action: string; actor_id: string; actor_name: string; changes: Record<string, unknown> }>(
    shop.database.db,
    sql`select action, actor_id, actor_name, changes from audit_entry
        where object_type = 'staff-member' and object_id = ${storedId(id)} order by id`,
  );

describe('inviting staff members', () => {
  it('makes a member without a password who chooses one with the mailed link, in their language, and signs in', async () => {
    const created = await invite(
      newMember('Nina.Nouveau', {
        name: 'Nina Nouveau',
        email: 'nina.nouveau@distributor.example',
        language: 'fr',
        twoFactorRequired: true,
      }),
    );
    expect(created.status).toBe(200);
    const member = created.json().data;
    expect(member).toMatchObject({
      username: 'nina.nouveau',
      language: 'fr',
      active: true,
      passwordSet: false,
      roles: [{ name: 'Customer service' }],
      twoFactor: { on: false, required: true },
    });
    expect((await signIn('nina.nouveau', 'any password at all')).json()).toMatchObject({
      error: 'invalid_grant',
    });

    const [mail, ...more] = await mailsTo('nina.nouveau@distributor.example');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'staff-invitation',
      locale: 'fr-FR',
      subject: 'Votre compte pour le back-office',
    });
    expect(mail!.text).toContain('Ada Admin');
    expect(mail!.text).toContain('nina.nouveau');
    expect(mail!.text).toContain('7 jours');
    const token = mail!.token!;

    expect((await linkState(token)).json().data).toEqual({
      usable: true,
      username: 'nina.nouveau',
      name: 'Nina Nouveau',
      language: 'fr',
      passwordSet: false,
    });
    const set = await setPassword(token, 'un mot de passe assez long');
    expect(set.status).toBe(200);
    const signedIn = await signIn('nina.nouveau', 'un mot de passe assez long');
    expect(signedIn.status).toBe(200);
    const me = await shop.request({
      url: '/admin-api/_info/me',
      headers: { authorization: `Bearer ${signedIn.json().access_token}` },
    });
    expect(me.json().data).toMatchObject({ username: 'nina.nouveau', twoFactorSetupPending: true });

    expect((await auditOf(member.id)).map(({ action, actor_name }) => [action, actor_name])).toEqual([
      ['created', 'Ada Admin'],
      ['password-set', 'Nina Nouveau'],
    ]);
    const [createdEntry, passwordEntry] = await auditOf(member.id);
    expect(createdEntry!.changes).toMatchObject({
      username: [null, 'nina.nouveau'],
      roles: [null, ['Customer service']],
      twoFactorRequired: [null, true],
    });
    expect(passwordEntry!.actor_id).toBe(storedId(member.id));
  });

  it('takes a link once', async () => {
    await invite(newMember('otto.once'));
    const token = await newestToken('otto.once@distributor.example');
    expect((await setPassword(token, 'the first long password')).status).toBe(200);
    const again = await setPassword(token, 'the second long password');
    expect(again.status).toBe(400);
    expect(again.json().errors[0].code).toBe(errorCodes.adminPasswordLinkInvalid);
    expect((await linkState(token)).json().data).toEqual({ usable: false });
    expect((await signIn('otto.once', 'the first long password')).status).toBe(200);
    expect((await signIn('otto.once', 'the second long password')).status).toBe(400);
  });

  it('refuses an expired link and an unknown one alike', async () => {
    const member = (await invite(newMember('eddy.expired'))).json().data;
    const token = await newestToken('eddy.expired@distributor.example');
    await shop.database.db.execute(
      sql`update staff_password_link set expires_at = now() - interval '1 minute' where staff_id = ${storedId(member.id)}`,
    );
    for (const refused of [token, 'no-such-token']) {
      expect((await linkState(refused)).json().data).toEqual({ usable: false });
      const answer = await setPassword(refused, 'a long enough password');
      expect(answer.status).toBe(400);
      expect(answer.json().errors[0].code).toBe(errorCodes.adminPasswordLinkInvalid);
    }
  });

  it('sends a new invitation or a new-password link that ends the earlier links and the sessions, three an hour', async () => {
    const member = (await invite(newMember('rita.resend', { language: 'en' }))).json().data;
    const resent = await sendLink(member.id);
    expect(resent.json().data).toEqual({ sent: 'invitation', to: 'rita.resend@distributor.example' });
    const [first, second] = await mailsTo('rita.resend@distributor.example');
    expect(second!.template).toBe('staff-invitation');
    expect((await linkState(first!.token!)).json().data).toEqual({ usable: false });
    expect((await setPassword(second!.token!, 'my very first password')).status).toBe(200);
    const session = (await signIn('rita.resend', 'my very first password')).json();

    const newPasswordLink = await sendLink(member.id);
    expect(newPasswordLink.json().data.sent).toBe('password-link');
    const third = (await mailsTo('rita.resend@distributor.example'))[2]!;
    expect(third).toMatchObject({
      template: 'staff-password-link',
      locale: 'en-GB',
      subject: 'A new password for the back-office',
    });
    expect((await linkState(third.token!)).json().data).toMatchObject({ usable: true, passwordSet: true });
    // The old password works until the new one is set.
    expect((await signIn('rita.resend', 'my very first password')).status).toBe(200);
    expect((await setPassword(third.token!, 'my brand new password')).status).toBe(200);
    const me = await shop.request({
      url: '/admin-api/_info/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.status).toBe(401);
    expect((await signIn('rita.resend', 'my very first password')).status).toBe(400);
    expect((await signIn('rita.resend', 'my brand new password')).status).toBe(200);

    expect((await sendLink(member.id)).status).toBe(200);
    const fourth = await sendLink(member.id);
    expect(fourth.status).toBe(429);
    expect(fourth.json().errors[0].code).toBe(errorCodes.adminPasswordLinksTooMany);
    expect((await auditOf(member.id)).map((entry) => entry.action)).toEqual([
      'created',
      'invitation-sent',
      'password-set',
      'password-link-sent',
      'password-set',
      'password-link-sent',
    ]);
  });

  it('sends no link to a deactivated member, whose links stop working', async () => {
    const member = (await invite(newMember('dora.deactivated'))).json().data;
    const token = await newestToken('dora.deactivated@distributor.example');
    await shop.staffCall('staff.admin', 'PATCH', `/admin-api/staff-member/${member.id}`, { active: false });
    expect((await linkState(token)).json().data).toEqual({ usable: false });
    const refused = await sendLink(member.id);
    expect(refused.status).toBe(409);
    expect(refused.json().errors[0].code).toBe(errorCodes.adminStaffMemberInactive);
  });

  it('refuses a username or e-mail address another member has, whatever its case', async () => {
    const username = await invite(newMember('STAFF.ADMIN'));
    expect(username.status).toBe(409);
    expect(username.json().errors[0].code).toBe(errorCodes.adminUsernameTaken);
    const email = await invite(newMember('sara.same', { email: 'Staff.Service@tradeshop.example' }));
    expect(email.status).toBe(409);
    expect(email.json().errors[0].code).toBe(errorCodes.adminEmailTaken);
    expect(await mailsTo('sara.same@distributor.example')).toEqual([]);
  });

  it('lets only a member who manages the staff invite or send links', async () => {
    const member = (await invite(newMember('paul.permitted'))).json().data;
    for (const username of ['staff.service', 'staff.editor']) {
      expect((await invite(newMember(`not.by.${username}`), username)).status).toBe(403);
      expect((await sendLink(member.id, username)).status).toBe(403);
    }
  });

  it('answers bad requests with a 400, an unknown member with a 404', async () => {
    for (const body of [
      {},
      newMember('ab'),
      newMember('bad.language', { language: 'de' as 'nl' }),
      newMember('bad.email', { email: 'no address' }),
      newMember('bad.role', { roleIds: ['0123456789abcdef0123456789abcdef'] }),
      { ...newMember('no.two.factor.flag'), twoFactorRequired: undefined },
    ])
      expect((await invite(body as StaffMemberInput)).status).toBe(400);
    for (const body of [{}, { token: 'some-token' }, { token: 'some-token', password: 'nine char' }])
      expect(
        (await shop.request({ method: 'POST', url: '/admin-api/oauth/set-password', body })).status,
      ).toBe(400);
    expect((await shop.request({ url: '/admin-api/oauth/password-link' })).status).toBe(400);
    expect((await sendLink('0123456789abcdef0123456789abcdef')).status).toBe(404);
  });
});
