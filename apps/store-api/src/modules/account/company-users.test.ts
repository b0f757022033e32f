import { rightPresets } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; id: string; companyId: string };
let other: { token: string; id: string; companyId: string };

const list = (token: string, body: unknown = {}) =>
  shop.call('POST', '/store-api/dexis/companies/customers', token, body);
const enabledCodes = (rights: { code: string; enabled: boolean }[]) =>
  rights.filter((right) => right.enabled).map((right) => right.code);
const countUsers = async () =>
  (await queryRows<{ count: number }>(shop.database.db, sql`select count(*)::int as count from customer`))[0]!
    .count;

const newUser = (overrides: Record<string, unknown> = {}) => {
  const username = `lotte.${Math.random().toString(36).slice(2, 8)}`;
  return {
    salutation: 'ms',
    firstName: 'Lotte',
    lastName: 'Verstraete',
    username,
    email: `${username}@demo.example`,
    storefrontUrl: 'http://shop.test',
    ...overrides,
  };
};
const invitationsTo = async (email: string) =>
  (
    await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from mail_message where template = 'invitation' and recipient = ${email}`,
    )
  )[0]!.count;

beforeAll(async () => {
  shop = await startTestShop();
  lead = await shop.login('demo.lead');
  other = await shop.login('other.lead');
});
afterAll(() => shop?.close());

describe('users list', () => {
  it('lists the users of the own company only, with 24 rights each and a pager', async () => {
    const response = await list(lead.token);
    expect(response.status).toBe(200);
    const { data, pager } = response.json();
    const usernames = data.map((user: { username: string }) => user.username);
    expect(usernames).toEqual(
      expect.arrayContaining(['demo.lead', 'demo.buyer', 'demo.approver', 'demo.inactive']),
    );
    expect(usernames).not.toContain('other.lead');
    expect(data.every((user: { rights: unknown[] }) => user.rights.length === 24)).toBe(true);
    expect(pager).toEqual({ currentPage: 1, currentLimit: 20, totalResults: data.length, totalPages: 1 });
  });

  it('sorts by last name, then first name, unless told otherwise', async () => {
    const byName = (await list(lead.token))
      .json()
      .data.map((user: { lastName: string }) => user.lastName.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const byUsernameDown = (await list(lead.token, { sort: [{ field: 'username', order: 'DESC' }] }))
      .json()
      .data.map((user: { username: string }) => user.username);
    expect(byUsernameDown).toEqual([...byUsernameDown].sort().reverse());
  });

  it('searches names, username and e-mail with a term, and filters by field, lead buyer and status', async () => {
    const term = (await list(lead.token, { term: 'APPROV' })).json().data;
    expect(term.map((user: { username: string }) => user.username)).toEqual(['demo.approver']);
    const leadBuyers = (await list(lead.token, { filter: { leadBuyer: true } })).json().data;
    expect(leadBuyers.map((user: { username: string }) => user.username)).toEqual(['demo.lead']);
    const inactive = (await list(lead.token, { filter: { active: false } })).json().data;
    expect(inactive.map((user: { username: string }) => user.username)).toEqual(['demo.inactive']);
    const byUsername = (await list(lead.token, { filter: { username: 'demo.b' } })).json().data;
    expect(byUsername.map((user: { username: string }) => user.username)).toEqual(['demo.buyer']);
    // A % typed by the user is searched for literally.
    expect((await list(lead.token, { term: '%' })).json().data).toEqual([]);
  });

  it('pages the list', async () => {
    const all = (await list(lead.token)).json().data;
    const second = (await list(lead.token, { page: 2, limit: 2 })).json();
    expect(second.data.map((user: { id: string }) => user.id)).toEqual(
      all.slice(2, 4).map((user: { id: string }) => user.id),
    );
    expect(second.pager).toEqual({
      currentPage: 2,
      currentLimit: 2,
      totalResults: all.length,
      totalPages: Math.ceil(all.length / 2),
    });
  });

  it('shows each user’s flow budget and what is left, and filters by both ranges', async () => {
    const buyer = await shop.login('demo.buyer');
    const approver = await shop.login('demo.approver');
    const flow = await shop.call('POST', '/store-api/dexis/order-flow', lead.token, {
      name: 'Budget filter',
      period: 'monthly',
      startDate: new Date().toISOString().slice(0, 10),
      mode: 'renewable',
      budgetAmount: 800,
      approveFrom: 500,
      approverIds: [approver.id],
      userIds: [buyer.id],
    });
    expect(flow.status).toBe(200);
    const usernames = async (filter: unknown) =>
      (await list(lead.token, { filter })).json().data.map((user: { username: string }) => user.username);
    const listed = (await list(lead.token, { term: 'demo.buyer' })).json().data[0];
    expect(listed).toMatchObject({ flow: { name: 'Budget filter' }, budget: 800, remainingBudget: 800 });
    expect(await usernames({ budget: { min: 500, max: 1000 } })).toEqual(['demo.buyer']);
    expect(await usernames({ budget: { min: 900 } })).toEqual([]);
    expect(await usernames({ remainingBudget: { min: 700, max: 900 } })).toEqual(['demo.buyer']);
    expect(await usernames({ remainingBudget: { max: 100 } })).toEqual([]);
    const inverted = await list(lead.token, { filter: { budget: { min: 500, max: 100 } } });
    expect(inverted.status).toBe(400);
  });
});

describe('creating a user', () => {
  it('creates the user with a preset plus one extra right and mails a link to choose a password', async () => {
    const before = await countUsers();
    const body = newUser({
      preset: 'buyer',
      rights: ['ROLE_MANAGE_ADDRESSES'],
      languageId: shop.languageIds['fr-FR'],
    });
    const response = await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body);
    expect(response.status).toBe(200);
    const created = response.json().data;
    expect(created).toMatchObject({
      username: body.username,
      active: true,
      leadBuyer: false,
      passwordSet: false,
      flow: null,
    });
    expect(enabledCodes(created.rights).sort()).toEqual(
      [...rightPresets.buyer, 'ROLE_MANAGE_ADDRESSES'].sort(),
    );
    expect(await countUsers()).toBe(before + 1);

    const [mail] = await queryRows<{ locale: string; subject: string; text: string }>(
      shop.database.db,
      sql`select locale, subject, text from mail_message where template = 'invitation' and text like ${`%${body.username}%`}`,
    );
    expect(mail).toMatchObject({ locale: 'fr-FR', subject: "Votre compte pour l'e-shop" });
    const hash = decodeURIComponent(/hash=([^\s]+)/.exec(mail!.text)![1]!);
    const setPassword = await shop.request({
      method: 'POST',
      url: '/store-api/account/recovery-password-confirm',
      body: { hash, newPassword: 'welkom-2026', newPasswordConfirm: 'welkom-2026' },
    });
    expect(setPassword.status).toBe(200);
    const session = await shop.login(body.username, 'welkom-2026');
    expect(session.companyId).toBe(lead.companyId);
  });

  it('gives a user without preset or codes only the two own-account rights', async () => {
    const response = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser(),
    );
    expect(enabledCodes(response.json().data.rights).sort()).toEqual([
      'ROLE_MANAGE_OWN_ACCOUNT',
      'ROLE_MANAGE_OWN_CONTACT_INFO',
    ]);
  });

  it('refuses a taken username (in any case) with VIOLATION::USERNAME_EXISTS and writes nothing', async () => {
    const before = await countUsers();
    const response = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ username: 'Other.Lead' }),
    );
    expect(response.status).toBe(400);
    const [error] = response.json().errors;
    expect(error.code).toBe('VIOLATION::USERNAME_EXISTS');
    expect(error.violations).toEqual([expect.objectContaining({ propertyPath: 'body/username' })]);
    expect(await countUsers()).toBe(before);
  });

  it('checks every field and names each wrong one, writing nothing', async () => {
    const before = await countUsers();
    const response = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ firstName: '', email: 'not-an-address', username: 'a b', phone: 'call me', preset: 'boss' }),
    );
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(
      expect.arrayContaining(['body/firstName', 'body/email', 'body/username', 'body/phone', 'body/preset']),
    );
    expect(await countUsers()).toBe(before);
  });

  it('refuses unknown right codes with VIOLATION::INVALID_ROLE and writes nothing', async () => {
    const before = await countUsers();
    const response = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ rights: ['ROLE_VIEW_PRICES', 'ROLE_SUPERUSER'] }),
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_ROLE',
      violations: [{ propertyPath: 'body/rights/1', type: 'VIOLATION::INVALID_ROLE' }],
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an e-mail address another user of the company has, before any invitation, unless confirmed', async () => {
    const before = await countUsers();
    const body = newUser({ email: 'Demo.Buyer@demo.example' });
    const refused = await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body);
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'VIOLATION::EMAIL_ALREADY_USED',
      meta: { parameters: { usedBy: [{ firstName: 'Tom', lastName: 'Janssens', username: 'demo.buyer' }] } },
      violations: [expect.objectContaining({ propertyPath: 'body/email' })],
    });
    expect(await countUsers()).toBe(before);
    expect(await invitationsTo(body.email)).toBe(0);

    const confirmed = await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, {
      ...body,
      confirmSharedEmail: true,
    });
    expect(confirmed.status).toBe(200);
    expect(await invitationsTo(body.email)).toBe(1);
    // An address of a user of another company is no concern of this one.
    const elsewhere = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ email: 'other.lead@other.example' }),
    );
    expect(elsewhere.status).toBe(200);
  });

  it('sends the invitation link only to the shop’s own domains', async () => {
    const response = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ storefrontUrl: 'https://evil.example' }),
    );
    expect(response.status).toBe(400);
  });
});

describe('sending an invitation again', () => {
  const linkOf = (text: string) => decodeURIComponent(/hash=([^\s]+)/.exec(text)![1]!);
  const invitationTexts = (email: string) =>
    queryRows<{ text: string }>(
      shop.database.db,
      sql`select text from mail_message where template = 'invitation' and recipient = ${email} order by created_at`,
    );
  const resend = (id: string, token = lead.token, storefrontUrl = 'http://shop.test') =>
    shop.call('POST', `/store-api/dexis/companies/customers/${id}/invitation`, token, { storefrontUrl });
  const isExpired = async (hash: string) =>
    (
      await shop.request({
        method: 'POST',
        url: '/store-api/account/customer/recovery-is-expired',
        body: { hash },
      })
    ).json().isExpired;

  it('mails a new link that replaces the old one, at most 3 times an hour', async () => {
    const body = newUser();
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body)
    ).json().data;
    const [first] = await invitationTexts(body.email);

    const again = await resend(created.id);
    expect(again.status).toBe(200);
    expect(again.json().data).toMatchObject({ id: created.id, passwordSet: false });
    const texts = await invitationTexts(body.email);
    expect(texts).toHaveLength(2);
    expect(await isExpired(linkOf(first!.text))).toBe(true);
    expect(await isExpired(linkOf(texts[1]!.text))).toBe(false);

    expect((await resend(created.id)).status).toBe(200);
    expect((await resend(created.id)).status).toBe(200);
    const refused = await resend(created.id);
    expect([refused.status, refused.json().errors[0].code]).toEqual([429, 'DEXIS__INVITATION_TOO_MANY']);
    expect(await invitationTexts(body.email)).toHaveLength(4);
  });

  it('refuses a user who chose a password, another company’s user, a foreign link and a user without the right', async () => {
    const buyer = await shop.login('demo.buyer');
    const accepted = await resend(buyer.id);
    expect([accepted.status, accepted.json().errors[0].code]).toEqual([409, 'DEXIS__INVITATION_ACCEPTED']);
    expect((await resend(other.id)).status).toBe(404);
    const body = newUser();
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body)
    ).json().data;
    expect((await resend(created.id, lead.token, 'https://evil.example')).status).toBe(400);
    expect((await resend(created.id, buyer.token)).status).toBe(403);
    expect(await invitationTexts(body.email)).toHaveLength(1);
  });
});

describe('changing a user', () => {
  it('changes contact data and keeps the fields left out', async () => {
    const created = (
      await shop.call(
        'POST',
        '/store-api/dexis/companies/customers/create',
        lead.token,
        newUser({ phone: '+32 9 123 45 67' }),
      )
    ).json().data;
    const response = await shop.call(
      'PATCH',
      `/store-api/dexis/companies/customers/${created.id}`,
      lead.token,
      {
        lastName: 'Peeters',
        leadBuyer: true,
      },
    );
    expect(response.status).toBe(200);
    expect(response.json().data).toMatchObject({
      lastName: 'Peeters',
      firstName: 'Lotte',
      leadBuyer: true,
      phone: '+32 9 123 45 67',
    });
  });

  it('changes contact data, status and rights in one change, or nothing when a part is wrong', async () => {
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, newUser())
    ).json().data;
    const change = (body: unknown) =>
      shop.call('PATCH', `/store-api/dexis/companies/customers/${created.id}`, lead.token, body);
    const refused = await change({
      lastName: 'Peeters',
      active: false,
      roles: [{ code: 'ROLE_SUPERUSER', enabled: true }],
    });
    expect(refused.status).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'VIOLATION::INVALID_ROLE',
      violations: [expect.objectContaining({ propertyPath: 'body/roles/0/code' })],
    });
    const unchanged = (
      await shop.call('GET', `/store-api/dexis/companies/customers/${created.id}`, lead.token)
    ).json().data;
    expect(unchanged).toMatchObject({ lastName: 'Verstraete', active: true });

    const saved = await change({
      lastName: 'Peeters',
      active: false,
      roles: [
        { code: 'ROLE_VIEW_PRICES', enabled: true },
        { code: 'ROLE_MANAGE_ORDER_HISTORY', enabled: true },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json().data).toMatchObject({ lastName: 'Peeters', active: false });
    expect(enabledCodes(saved.json().data.rights).sort()).toEqual([
      'ROLE_MANAGE_ORDER_HISTORY',
      'ROLE_MANAGE_OWN_ACCOUNT',
      'ROLE_MANAGE_OWN_CONTACT_INFO',
      'ROLE_VIEW_PRICES',
    ]);
    const self = await shop.call('PATCH', `/store-api/dexis/companies/customers/${lead.id}`, lead.token, {
      firstName: 'Lien',
      roles: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: false }],
    });
    expect(self.json().errors[0].code).toBe('DEXIS__CUSTOMER_IS_SELF');
  });

  it('refuses a username another user has with VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE', async () => {
    const buyer = await shop.login('demo.buyer');
    const response = await shop.call(
      'PATCH',
      `/store-api/dexis/companies/customers/${buyer.id}`,
      lead.token,
      {
        username: 'DEMO.APPROVER',
      },
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].code).toBe('VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE');
  });

  it('lets nobody deactivate themselves', async () => {
    const response = await shop.call('PATCH', `/store-api/dexis/companies/customers/${lead.id}`, lead.token, {
      active: false,
    });
    expect(response.status).toBe(409);
    expect(response.json().errors[0].code).toBe('DEXIS__CUSTOMER_IS_SELF');
  });

  it('keeps the last lead buyer of a company', async () => {
    const otherShopUser = (
      await shop.call(
        'POST',
        '/store-api/dexis/companies/customers/create',
        other.token,
        newUser({ preset: 'administrator' }),
      )
    ).json().data;
    const response = await shop.call(
      'PATCH',
      `/store-api/dexis/companies/customers/${other.id}`,
      other.token,
      {
        leadBuyer: false,
      },
    );
    expect(response.status).toBe(409);
    expect(response.json().errors[0].code).toBe('DEXIS__LAST_LEAD_BUYER');
    // With a second lead buyer the first may step down.
    await shop.call('PATCH', `/store-api/dexis/companies/customers/${otherShopUser.id}`, other.token, {
      leadBuyer: true,
    });
    const stepDown = await shop.call(
      'PATCH',
      `/store-api/dexis/companies/customers/${other.id}`,
      other.token,
      {
        leadBuyer: false,
      },
    );
    expect(stepDown.status).toBe(200);
    await shop.call('PATCH', `/store-api/dexis/companies/customers/${other.id}`, other.token, {
      leadBuyer: true,
    });
  });

  it('logs a deactivated user out at once', async () => {
    const body = newUser({ preset: 'buyer' });
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body)
    ).json().data;
    await shop.giveDemoPassword(created.id);
    const session = await shop.login(body.username);
    await shop.call('PATCH', `/store-api/dexis/companies/customers/${created.id}`, lead.token, {
      active: false,
    });
    const after = await shop.call('GET', '/store-api/account/customer', session.token);
    expect(after.status).toBe(403);
  });
});

describe('deleting users', () => {
  it('deletes all listed users or none: a user of another company refuses the whole request', async () => {
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, newUser())
    ).json().data;
    const refused = await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
      customerIds: [created.id, other.id],
    });
    expect(refused.status).toBe(404);
    expect(
      (await shop.call('GET', `/store-api/dexis/companies/customers/${created.id}`, lead.token)).status,
    ).toBe(200);

    const deleted = await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
      customerIds: [created.id],
    });
    expect(deleted.status).toBe(200);
    expect(
      (await shop.call('GET', `/store-api/dexis/companies/customers/${created.id}`, lead.token)).status,
    ).toBe(404);
    const usernames = (await list(lead.token, { limit: 100 }))
      .json()
      .data.map((user: { username: string }) => user.username);
    expect(usernames).not.toContain(created.username);
    // The username is free again.
    const again = await shop.call(
      'POST',
      '/store-api/dexis/companies/customers/create',
      lead.token,
      newUser({ username: created.username }),
    );
    expect(again.status).toBe(200);
  });

  it('lets nobody delete themselves', async () => {
    const response = await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
      customerIds: [lead.id],
    });
    expect(response.status).toBe(409);
    expect(response.json().errors[0].code).toBe('DEXIS__CUSTOMER_IS_SELF');
  });

  it('answers VIOLATION::INVALID_UUID for malformed ids', async () => {
    const response = await shop.call('DELETE', '/store-api/dexis/companies/customers', lead.token, {
      customerIds: ['1234'],
    });
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations[0].type).toBe('VIOLATION::INVALID_UUID');
    const get = await shop.call('GET', '/store-api/dexis/companies/customers/not-a-uuid', lead.token);
    expect(get.json().errors[0].violations[0]).toMatchObject({
      propertyPath: 'params/id',
      type: 'VIOLATION::INVALID_UUID',
    });
  });
});

describe('rights of a user', () => {
  it('answers the 24 rights as {code, enabled}', async () => {
    const buyer = await shop.login('demo.buyer');
    const response = await shop.call('GET', `/store-api/dexis/account/${buyer.id}/role`, lead.token);
    expect(response.status).toBe(200);
    expect(response.json().data).toHaveLength(24);
    expect(response.json().data[0]).toEqual({
      code: 'ROLE_ACCESS_QUICK_ORDER_FORM',
      enabled: expect.any(Boolean),
    });
  });

  it('refuses unknown codes with VIOLATION::INVALID_ROLE and changes nothing', async () => {
    const buyer = await shop.login('demo.buyer');
    const before = (await shop.call('GET', `/store-api/dexis/account/${buyer.id}/role`, lead.token)).json()
      .data;
    const response = await shop.call('PUT', `/store-api/dexis/account/${buyer.id}/role`, lead.token, {
      roles: [
        { code: 'ROLE_MANAGE_ADDRESSES', enabled: true },
        { code: 'ROLE_GOD_MODE', enabled: true },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/roles/1/code', type: 'VIOLATION::INVALID_ROLE' }),
    ]);
    expect(
      (await shop.call('GET', `/store-api/dexis/account/${buyer.id}/role`, lead.token)).json().data,
    ).toEqual(before);
  });

  it('grants and takes rights, and the user’s next request counts with them', async () => {
    const body = newUser({ preset: 'viewer' });
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body)
    ).json().data;
    await shop.giveDemoPassword(created.id);
    const user = await shop.login(body.username);
    const addressBook = () =>
      shop.call('POST', `/store-api/dexis/companies/${lead.companyId}/address`, user.token, {});
    expect((await addressBook()).status).toBe(403);

    const grant = await shop.call('PUT', `/store-api/dexis/account/${created.id}/role`, lead.token, {
      roles: [{ code: 'ROLE_MANAGE_ADDRESSES', enabled: true }],
    });
    expect(enabledCodes(grant.json().data)).toContain('ROLE_MANAGE_ADDRESSES');
    // Past the right check the empty body is what is wrong.
    expect((await addressBook()).status).toBe(400);

    await shop.call('PUT', `/store-api/dexis/account/${created.id}/role`, lead.token, {
      roles: [{ code: 'ROLE_MANAGE_ADDRESSES', enabled: false }],
    });
    const refused = await addressBook();
    expect(refused.status).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'DEXIS__MISSING_RIGHT',
      meta: { parameters: { right: 'ROLE_MANAGE_ADDRESSES' } },
    });
  });

  it('counts a code listed twice as listed last', async () => {
    const body = newUser({ preset: 'viewer' });
    const created = (
      await shop.call('POST', '/store-api/dexis/companies/customers/create', lead.token, body)
    ).json().data;
    const twice = [
      { code: 'ROLE_MANAGE_ADDRESSES', enabled: false },
      { code: 'ROLE_MANAGE_ADDRESSES', enabled: true },
    ];
    const put = await shop.call('PUT', `/store-api/dexis/account/${created.id}/role`, lead.token, {
      roles: twice,
    });
    expect(put.status).toBe(200);
    expect(enabledCodes(put.json().data)).toContain('ROLE_MANAGE_ADDRESSES');
    const patch = await shop.call('PATCH', `/store-api/dexis/companies/customers/${created.id}`, lead.token, {
      roles: twice.toReversed(),
    });
    expect(patch.status).toBe(200);
    expect(enabledCodes(patch.json().data.rights)).not.toContain('ROLE_MANAGE_ADDRESSES');
  });

  it('lets no manager take the user management right from themselves', async () => {
    const response = await shop.call('PUT', `/store-api/dexis/account/${lead.id}/role`, lead.token, {
      roles: [{ code: 'ROLE_MANAGE_CONTACTS', enabled: false }],
    });
    expect(response.status).toBe(409);
  });
});

describe('access to the users of a company', () => {
  it('is refused without ROLE_MANAGE_CONTACTS, whatever the request', async () => {
    const buyer = await shop.login('demo.buyer');
    for (const [method, url] of [
      ['POST', '/store-api/dexis/companies/customers'],
      ['POST', '/store-api/dexis/companies/customers/create'],
      ['GET', `/store-api/dexis/companies/customers/${lead.id}`],
      ['PATCH', `/store-api/dexis/companies/customers/${lead.id}`],
      ['DELETE', '/store-api/dexis/companies/customers'],
      ['GET', `/store-api/dexis/account/${lead.id}/role`],
      ['PUT', `/store-api/dexis/account/${lead.id}/role`],
    ] as const) {
      const response = await shop.call(method, url, buyer.token, {});
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.json().errors[0].code).toBe('DEXIS__MISSING_RIGHT');
    }
  });

  it('never reaches a user of another company', async () => {
    const buyer = await shop.login('demo.buyer');
    for (const [method, url, body] of [
      ['GET', `/store-api/dexis/companies/customers/${buyer.id}`, undefined],
      ['PATCH', `/store-api/dexis/companies/customers/${buyer.id}`, { active: false }],
      ['GET', `/store-api/dexis/account/${buyer.id}/role`, undefined],
      [
        'PUT',
        `/store-api/dexis/account/${buyer.id}/role`,
        { roles: [{ code: 'ROLE_VIEW_PRICES', enabled: false }] },
      ],
      ['DELETE', '/store-api/dexis/companies/customers', { customerIds: [buyer.id] }],
    ] as const) {
      const response = await shop.call(method, url, other.token, body);
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.json().errors[0].code).toBe('CHECKOUT__CUSTOMER_NOT_FOUND');
    }
    expect((await shop.call('GET', '/store-api/account/customer', buyer.token)).json().active).toBe(true);
  });
});

describe('bulk import of users', () => {
  const row = (username: string, overrides: Record<string, unknown> = {}) => ({
    firstName: 'Jonas',
    lastName: 'Claes',
    username,
    email: `${username}@demo.example`,
    preset: 'buyer',
    ...overrides,
  });
  const importUsers = (rows: unknown[], dryRun: boolean, confirmSharedEmails?: boolean) =>
    shop.call('POST', '/store-api/dexis/companies/customers/import', lead.token, {
      rows,
      dryRun,
      confirmSharedEmails,
      storefrontUrl: 'http://shop.test',
    });

  it('previews each row’s problems without writing anything', async () => {
    const before = await countUsers();
    const response = await importUsers(
      [
        row('import.one'),
        row('demo.buyer'),
        row('import.two', { email: 'nope', preset: 'king' }),
        row('IMPORT.ONE'),
      ],
      true,
    );
    expect(response.status).toBe(200);
    expect(response.json().data).toEqual({
      created: 0,
      rows: [
        { row: 1, username: 'import.one', problems: [] },
        {
          row: 2,
          username: 'demo.buyer',
          problems: [
            { field: 'username', code: 'VIOLATION::USERNAME_EXISTS' },
            { field: 'email', code: 'VIOLATION::EMAIL_ALREADY_USED' },
          ],
        },
        {
          row: 3,
          username: 'import.two',
          problems: [
            { field: 'email', code: 'VIOLATION::INVALID_FORMAT' },
            { field: 'preset', code: 'VIOLATION::INVALID_VALUE' },
          ],
        },
        {
          row: 4,
          username: 'IMPORT.ONE',
          problems: [
            { field: 'username', code: 'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE' },
            { field: 'email', code: 'VIOLATION::EMAIL_ALREADY_USED' },
          ],
        },
      ],
    });
    expect(await countUsers()).toBe(before);
  });

  it('imports nothing when one row is wrong', async () => {
    const before = await countUsers();
    const response = await importUsers(
      [row('import.three'), row('demo.lead', { email: 'tweede.lead@demo.example' })],
      false,
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/rows/1/username', type: 'VIOLATION::USERNAME_EXISTS' }),
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('imports rows whose e-mail address is used before only when the sharing is confirmed', async () => {
    const before = await countUsers();
    const rows = [
      row('import.shared.one', { email: 'demo.approver@demo.example' }),
      row('import.shared.two', { email: 'werkplaats@demo.example' }),
      row('import.shared.three', { email: 'Werkplaats@demo.example' }),
    ];
    const refused = await importUsers(rows, false);
    expect(refused.status).toBe(400);
    expect(
      refused
        .json()
        .errors[0].violations.map((violation: { propertyPath: string; type: string }) => [
          violation.propertyPath,
          violation.type,
        ]),
    ).toEqual([
      ['body/rows/0/email', 'VIOLATION::EMAIL_ALREADY_USED'],
      ['body/rows/2/email', 'VIOLATION::EMAIL_ALREADY_USED'],
    ]);
    expect(await countUsers()).toBe(before);
    expect(await invitationsTo('werkplaats@demo.example')).toBe(0);

    const confirmed = await importUsers(rows, false, true);
    expect(confirmed.json().data.created).toBe(3);
    expect(await invitationsTo('demo.approver@demo.example')).toBe(1);
  });

  it('creates every row with its preset and an invitation mail', async () => {
    const response = await importUsers([row('import.four'), row('import.five', { preset: 'viewer' })], false);
    expect(response.status).toBe(200);
    expect(response.json().data.created).toBe(2);
    const users = (await list(lead.token, { term: 'import.f', limit: 100 })).json().data;
    const five = users.find((user: { username: string }) => user.username === 'import.five');
    expect(enabledCodes(five.rights).sort()).toEqual([...rightPresets.viewer].sort());
    const [{ count }] = (await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from mail_message where template = 'invitation' and recipient in ('import.four@demo.example', 'import.five@demo.example')`,
    )) as [{ count: number }];
    expect(count).toBe(2);
  });
});

describe('whom to ask for a right', () => {
  it('names the active lead buyers of the own company to every user of it, and no one of another company', async () => {
    const buyer = await shop.login('demo.buyer');
    const response = await shop.call('GET', '/store-api/dexis/companies/lead-buyers', buyer.token);
    expect(response.status).toBe(200);
    const [leadUser] = await queryRows<{ first_name: string; last_name: string; email: string }>(
      shop.database.db,
      sql`select first_name, last_name, email from customer where username = 'demo.lead'`,
    );
    expect(response.json().data).toContainEqual({
      firstName: leadUser!.first_name,
      lastName: leadUser!.last_name,
      email: leadUser!.email,
    });
    const otherLead = await shop.call('GET', '/store-api/dexis/companies/lead-buyers', other.token);
    expect(otherLead.json().data).not.toContainEqual(expect.objectContaining({ email: leadUser!.email }));
  });
});
