import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { verifyPassword } from '../account/index.ts';
import { PunchoutAccountRefused, removePunchoutAccount, setPunchoutAccount } from './index.ts';

let shop: TestShop;
const inTransaction = <T>(work: Parameters<TestShop['database']['db']['transaction']>[0]) =>
  shop.database.db.transaction(work) as Promise<T>;

const oci = {
  protocol: 'oci' as const,
  ociUsername: 'SRM-Bouw',
  ociPassword: 'a-long-oci-password',
  allowedHosts: ['srm.bouw.example', '*.ariba.example'],
};

async function accountOf(username: string) {
  const [row] = await queryRows<{ ociUsername: string; hash: string; flagged: boolean; hosts: string[] }>(
    shop.database.db,
    sql`select a.oci_username as "ociUsername", a.oci_password_hash as hash, c.oci_customer as flagged,
               a.allowed_hosts as hosts
        from customer c left join punchout_account a on a.customer_id = c.id
        where lower(c.username) = ${username}`,
  );
  return row!;
}

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('punch-out accounts', () => {
  it('makes a user an OCI user with a hashed password and marks them as such', async () => {
    await inTransaction((tx) => setPunchoutAccount(tx, 'demo.buyer', oci));
    const account = await accountOf('demo.buyer');
    expect(account).toMatchObject({ ociUsername: 'srm-bouw', flagged: true, hosts: oci.allowedHosts });
    expect(account.hash).not.toContain(oci.ociPassword);
    expect(await verifyPassword(oci.ociPassword, account.hash)).toBe(true);
  });

  it('lets one OCI username name one user only', async () => {
    await expect(inTransaction((tx) => setPunchoutAccount(tx, 'demo.lead', oci))).rejects.toThrow(
      PunchoutAccountRefused,
    );
    expect((await accountOf('demo.lead')).flagged).toBe(false);
  });

  it('refuses a host that is no host name, a short secret and an unknown user, storing nothing', async () => {
    for (const input of [
      { ...oci, ociUsername: 'other', allowedHosts: ['https://evil.example/path'] },
      { ...oci, ociUsername: 'other', ociPassword: 'short' },
      {
        protocol: 'cxml' as const,
        cxmlDomain: 'NetworkID',
        cxmlIdentity: 'AN01',
        cxmlSecret: 'too-short',
        allowedHosts: ['x.example'],
      },
    ])
      await expect(inTransaction((tx) => setPunchoutAccount(tx, 'demo.lead', input))).rejects.toThrow();
    await expect(inTransaction((tx) => setPunchoutAccount(tx, 'nobody.here', oci))).rejects.toThrow(
      'No user',
    );
    expect((await accountOf('demo.lead')).flagged).toBe(false);
  });

  it('switches a user to cXML, and removing the account ends the punch-out', async () => {
    await inTransaction((tx) =>
      setPunchoutAccount(tx, 'demo.buyer', {
        protocol: 'cxml',
        cxmlDomain: 'NetworkID',
        cxmlIdentity: 'AN01000000001',
        cxmlSecret: 'a-shared-secret-of-length',
        allowedHosts: ['*.ariba.example'],
      }),
    );
    expect((await accountOf('demo.buyer')).ociUsername).toBeNull();
    expect(await inTransaction((tx) => removePunchoutAccount(tx, 'demo.buyer'))).toBe(true);
    expect(await accountOf('demo.buyer')).toMatchObject({ flagged: false, hosts: null });
  });
});

describe('the lead buyer connects users to the procurement system', () => {
  const put = (token: string, id: string, body: object) =>
    shop.call('PUT', `/store-api/dexis/punchout/account/${id}`, token, body);
  const account = {
    protocol: 'oci',
    ociUsername: 'SRM-Lead',
    ociPassword: 'another-long-password',
    allowedHosts: ['srm.bouw.example'],
  };

  it('sets a user’s OCI account, refuses taken credentials, and removes it again', async () => {
    const lead = (await shop.login('demo.lead')).token;
    const user = await shop.userWith(lead, ['ROLE_VIEW_PRICES']);
    expect((await put(lead, user.id, account)).status).toBe(204);
    const taken = await put(lead, (await shop.login('demo.approver')).id, account);
    expect([taken.status, taken.json().errors[0].code]).toEqual([409, 'PUNCHOUT__CREDENTIALS_TAKEN']);
    expect((await put(lead, user.id, { ...account, allowedHosts: ['not a host'] })).status).toBe(400);
    expect((await shop.call('DELETE', `/store-api/dexis/punchout/account/${user.id}`, lead)).status).toBe(
      204,
    );
  });

  it('shows the account without its secrets, and keeps the password when a change leaves it out', async () => {
    const lead = (await shop.login('demo.lead')).token;
    const user = await shop.userWith(lead, ['ROLE_VIEW_PRICES']);
    const get = async () =>
      (await shop.call('GET', `/store-api/dexis/punchout/account/${user.id}`, lead)).json().data;
    expect(await get()).toBeNull();
    const { ociPassword: _, ...withoutPassword } = { ...account, ociUsername: 'srm-kept' };
    const refused = await put(lead, user.id, withoutPassword);
    expect([refused.status, refused.json().errors[0].code]).toEqual([400, 'PUNCHOUT__SECRET_REQUIRED']);
    expect((await put(lead, user.id, { ...account, ociUsername: 'srm-kept' })).status).toBe(204);
    expect(
      (await put(lead, user.id, { ...withoutPassword, allowedHosts: ['srm.bouw.example', '*.bouw.example'] }))
        .status,
    ).toBe(204);
    const shown = await get();
    expect(shown).toMatchObject({
      protocol: 'oci',
      ociUsername: 'srm-kept',
      ociLogin: 'password',
      allowedHosts: ['srm.bouw.example', '*.bouw.example'],
    });
    expect(JSON.stringify(shown)).not.toMatch(/password-hash|\$argon|\$scrypt|another-long-password/);
    const entered = await shop.request({
      method: 'POST',
      url: '/store-api/AgiqonOciEntry/login',
      body: { username: 'srm-kept', password: account.ociPassword, hookUrl: 'https://srm.bouw.example/hook' },
    });
    expect(entered.status).toBe(200);
  });

  it('finds no user of another company, and needs the right to manage users', async () => {
    const lead = (await shop.login('demo.lead')).token;
    const other = await shop.login('other.lead');
    expect((await put(lead, other.id, { ...account, ociUsername: 'srm-other' })).status).toBe(404);
    const buyer = await shop.login('demo.buyer');
    expect((await put(buyer.token, buyer.id, { ...account, ociUsername: 'srm-self' })).status).toBe(403);
  });
});
