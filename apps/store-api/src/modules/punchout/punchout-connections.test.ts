import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { validateAgainstCxmlDtd } from '../../test/cxml-dtd.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { verifyPassword } from '../account/index.ts';

let shop: TestShop;
const manager = 'staff.integration';
const base = '/admin-api/punchout/connection';

const cxml = {
  protocol: 'cxml',
  username: 'demo.approver',
  cxmlDomain: 'NetworkID',
  cxmlIdentity: 'AN01000000042',
  allowedHosts: ['*.ariba.example'],
};

const stored = async (username: string) =>
  (
    await queryRows<{
      hash: string | null;
      ociHash: string | null;
      hosts: string[] | null;
      flagged: boolean;
    }>(
      shop.database.db,
      sql`select a.cxml_secret_hash as hash, a.oci_password_hash as "ociHash", a.allowed_hosts as hosts,
                 c.oci_customer as flagged
          from customer c left join punchout_account a on a.customer_id = c.id
          where lower(c.username) = ${username}`,
    )
  )[0]!;

const history = async (id: string) =>
  (
    await shop.staffCall(
      'staff.admin',
      'GET',
      `/admin-api/audit-log?objectType=punchout-connection&objectId=${id}`,
    )
  ).json().data as { action: string; actor: { name: string }; changes: Record<string, [unknown, unknown]> }[];

const testSetup = (
  id: string,
  sharedSecret: string,
  browserFormPostUrl = 'https://s1.ariba.example/punchout',
) => shop.staffCall(manager, 'POST', `${base}/${id}/test-setup`, { sharedSecret, browserFormPostUrl });

let connectionId: string;
let secret: string;

beforeAll(async () => {
  shop = await startTestShop();
  const created = await shop.staffCall(manager, 'POST', base, cxml);
  expect(created.status).toBe(200);
  ({ secret } = created.json().data);
  connectionId = created.json().data.connection.customerId;
});
afterAll(() => shop?.close());

describe('creating a punch-out connection in the back-office', () => {
  it('shows the shared secret once and keeps only its hash, and lists the connection with its company', async () => {
    expect(secret).toMatch(/^[\w-]{32}$/);
    const row = await stored('demo.approver');
    expect(row.flagged).toBe(true);
    expect(row.hash).not.toContain(secret);
    expect(await verifyPassword(secret, row.hash!)).toBe(true);
    const list = await shop.staffCall(manager, 'GET', base);
    expect(list.status).toBe(200);
    const listed = list
      .json()
      .data.find((entry: { customerId: string }) => entry.customerId === connectionId);
    expect(listed).toMatchObject({
      company: { name: 'Demo Bouw & Techniek NV' },
      user: { username: 'demo.approver' },
      protocol: 'cxml',
      cxmlDomain: 'networkid',
      cxmlIdentity: 'an01000000042',
      allowedHosts: ['*.ariba.example'],
      lastUsedAt: null,
    });
    expect(listed.entryUrl).toMatch(/\/cxml\/setup$/);
    expect(JSON.stringify(list.json())).not.toContain(secret);
    expect(JSON.stringify(list.json())).not.toContain(row.hash);
    const [entry] = await history(connectionId);
    expect(entry).toMatchObject({
      action: 'created',
      actor: { name: 'Ivo Integration' },
      changes: { protocol: [null, 'cxml'], allowedHosts: [null, '*.ariba.example'] },
    });
  });

  it('makes an OCI password the same way, and refuses a second connection for the same user', async () => {
    const created = await shop.staffCall(manager, 'POST', base, {
      protocol: 'oci',
      username: 'demo.reset',
      ociUsername: 'SRM-TEST',
      allowedHosts: ['srm.bouw.example'],
    });
    expect(created.status).toBe(200);
    const { secret: password, connection } = created.json().data;
    expect(connection).toMatchObject({ protocol: 'oci', ociUsername: 'srm-test', ociLogin: 'password' });
    expect(connection.entryUrl).toMatch(/\/oci$/);
    expect(await verifyPassword(password, (await stored('demo.reset')).ociHash!)).toBe(true);
    const again = await shop.staffCall(manager, 'POST', base, { ...cxml, username: 'demo.reset' });
    expect([again.status, again.json().errors[0].code]).toEqual([409, 'PUNCHOUT__ALREADY_CONNECTED']);
  });

  it('refuses bad input with 400 and keeps nothing: hosts that are no host names, an unknown user', async () => {
    const before = await stored('demo.lead');
    for (const [body, path] of [
      [
        { ...cxml, username: 'demo.lead', allowedHosts: ['https://evil.example/post'] },
        'body/allowedHosts/0',
      ],
      [{ ...cxml, username: 'demo.lead', allowedHosts: [] }, 'body/allowedHosts'],
      [{ ...cxml, username: 'demo.lead', cxmlIdentity: '' }, 'body/cxmlIdentity'],
      [{ ...cxml, username: 'nobody.here' }, 'body/username'],
    ] as const) {
      const refused = await shop.staffCall(manager, 'POST', base, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(
        refused.json().errors[0].violations.map((v: { propertyPath: string }) => v.propertyPath),
      ).toContain(path);
    }
    expect(await stored('demo.lead')).toEqual(before);
    expect(before.hash).toBeNull();
  });

  it('refuses credentials another user logs in with', async () => {
    const taken = await shop.staffCall(manager, 'POST', base, { ...cxml, username: 'demo.lead' });
    expect([taken.status, taken.json().errors[0].code]).toEqual([409, 'PUNCHOUT__CREDENTIALS_TAKEN']);
    expect((await stored('demo.lead')).flagged).toBe(false);
  });
});

describe('changing a connection', () => {
  it('replaces the allowed hosts with valid host names, and refuses others without a change', async () => {
    const url = `${base}/${connectionId}/allowed-hosts`;
    const refused = await shop.staffCall(manager, 'PUT', url, {
      allowedHosts: ['ariba.example', 'not a host'],
    });
    expect(refused.status).toBe(400);
    expect((await stored('demo.approver')).hosts).toEqual(['*.ariba.example']);
    const changed = await shop.staffCall(manager, 'PUT', url, {
      allowedHosts: ['*.ariba.example', 'S1.Coupa.example:8443'],
    });
    expect(changed.status).toBe(200);
    expect(changed.json().data.allowedHosts).toEqual(['*.ariba.example', 's1.coupa.example:8443']);
    expect((await history(connectionId))[0]).toMatchObject({
      action: 'changed',
      changes: { allowedHosts: ['*.ariba.example', '*.ariba.example s1.coupa.example:8443'] },
    });
  });

  it('renews the secret, shown once: the old one stops working', async () => {
    const renewed = await shop.staffCall(manager, 'POST', `${base}/${connectionId}/secret`);
    expect(renewed.status).toBe(200);
    const fresh = renewed.json().data.secret as string;
    expect(fresh).not.toBe(secret);
    const hash = (await stored('demo.approver')).hash!;
    expect(await verifyPassword(fresh, hash)).toBe(true);
    expect(await verifyPassword(secret, hash)).toBe(false);
    expect((await history(connectionId))[0]!.action).toBe('secret-renewed');
    secret = fresh;
  });

  it('answers 404 for a user without a connection', async () => {
    const lead = await shop.login('demo.lead');
    const missing = await shop.staffCall(manager, 'POST', `${base}/${lead.id}/secret`);
    expect([missing.status, missing.json().errors[0].code]).toEqual([404, 'PUNCHOUT__NOT_CONNECTED']);
  });
});

describe('the test setup request', () => {
  it('with the right secret gets a 200 answer, valid cXML, whose start page opens the shop as the user', async () => {
    const tested = await testSetup(connectionId, secret);
    expect(tested.status).toBe(200);
    const answer = tested.json().data;
    expect(answer).toMatchObject({ status: 200, statusText: 'OK' });
    expect(answer.startPageUrl).toMatch(/\/cxml\/auth\/[0-9a-f-]{36}\/[\w-]{40,}$/);
    expect(answer.responseXml).toContain('<PunchOutSetupResponse><StartPage><URL>');
    expect(await validateAgainstCxmlDtd(answer.responseXml)).toEqual([]);
    expect(await validateAgainstCxmlDtd(answer.requestXml)).toEqual([]);
    expect(answer.requestXml).toContain('<Credential domain="networkid"><Identity>an01000000042</Identity>');
    expect(answer.requestXml).toContain('<URL>https://s1.ariba.example/punchout</URL>');
    expect(answer.requestXml).not.toContain(secret);
    const [, user, once] = /\/cxml\/auth\/([^/]+)\/([^/]+)$/.exec(answer.startPageUrl)!;
    const opened = await shop.request({
      method: 'POST',
      url: `/store-api/DexisCxmlEntry/auth/${user}/${once}`,
    });
    expect(opened.status).toBe(200);
    expect((await history(connectionId))[0]).toMatchObject({
      action: 'setup-tested',
      changes: { answer: [null, '200 OK'] },
    });
    const listed = (await shop.staffCall(manager, 'GET', `${base}/${connectionId}`)).json().data;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('with a wrong secret gets the 401 refusal, and one for a foreign BrowserFormPost host the 403', async () => {
    const wrong = (await testSetup(connectionId, 'not-the-shared-secret')).json().data;
    expect(wrong).toMatchObject({ status: 401, startPageUrl: null });
    expect(wrong.statusText).toMatch(/^Unauthorized: Unknown sender or wrong shared secret/);
    expect(await validateAgainstCxmlDtd(wrong.responseXml)).toEqual([]);
    const foreign = (await testSetup(connectionId, secret, 'https://evil.example/post')).json().data;
    expect(foreign).toMatchObject({ status: 403, startPageUrl: null });
  });

  it('refuses bad input with 400, an OCI connection with 409', async () => {
    expect((await testSetup(connectionId, '')).status).toBe(400);
    expect((await testSetup(connectionId, secret, 'javascript:alert(1)')).status).toBe(400);
    const oci = (await shop.staffCall(manager, 'GET', base))
      .json()
      .data.find((entry: { protocol: string }) => entry.protocol === 'oci');
    const refused = await testSetup(oci.customerId, 'whatever');
    expect([refused.status, refused.json().errors[0].code]).toEqual([409, 'PUNCHOUT__TEST_NEEDS_CXML']);
  });
});

describe('who may manage connections', () => {
  it('refuses a content editor and customer service everything, changing nothing', async () => {
    for (const username of ['staff.editor', 'staff.service']) {
      for (const [method, url, body] of [
        ['GET', base, undefined],
        ['POST', base, { ...cxml, username: 'demo.lead', cxmlIdentity: 'AN-OTHER' }],
        ['PUT', `${base}/${connectionId}/allowed-hosts`, { allowedHosts: ['evil.example'] }],
        ['POST', `${base}/${connectionId}/secret`, undefined],
        [
          'POST',
          `${base}/${connectionId}/test-setup`,
          { sharedSecret: secret, browserFormPostUrl: 'https://a.ariba.example/' },
        ],
        ['DELETE', `${base}/${connectionId}`, undefined],
      ] as const) {
        expect(
          (await shop.staffCall(username, method, url, body)).status,
          `${username} ${method} ${url}`,
        ).toBe(403);
      }
    }
    expect((await stored('demo.approver')).hosts).toEqual(['*.ariba.example', 's1.coupa.example:8443']);
    expect((await stored('demo.lead')).flagged).toBe(false);
  });
});

describe('deleting a connection', () => {
  it('ends it: the user is no punch-out user any more, and the log keeps what it was', async () => {
    const deleted = await shop.staffCall(manager, 'DELETE', `${base}/${connectionId}`);
    expect(deleted.status).toBe(200);
    expect(await stored('demo.approver')).toMatchObject({ hash: null, flagged: false });
    expect((await history(connectionId))[0]).toMatchObject({
      action: 'deleted',
      changes: { protocol: ['cxml', null] },
    });
    expect((await shop.staffCall(manager, 'DELETE', `${base}/${connectionId}`)).status).toBe(404);
  });
});
