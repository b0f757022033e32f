import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let lead: { token: string; companyId: string };
let buyer: string;
let otherLead: { token: string; companyId: string };

async function session(username: string) {
  const { contextToken } = (
    await shop.request({
      method: 'POST',
      url: '/store-api/account/login',
      body: { username, password: 'demo1234' },
    })
  ).json();
  const me = (
    await shop.request({ url: '/store-api/account/customer', headers: { 'sw-context-token': contextToken } })
  ).json();
  return { token: contextToken as string, companyId: me.companyId as string };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  token: string,
  body?: unknown,
) => shop.request({ method, url, body, headers: { 'sw-context-token': token } });

const warehouse = {
  name: 'Depot Zwijnaarde',
  email: 'depot@demo.example',
  street: 'Technologiepark',
  houseNumber: '3',
  zipcode: '9052',
  city: 'Gent',
  country: 'BE',
};

beforeAll(async () => {
  shop = await startTestShop();
  lead = await session('demo.lead');
  buyer = (await session('demo.buyer')).token;
  otherLead = await session('other.lead');
});
afterAll(() => shop?.close());

describe('address book', () => {
  it('lists the company’s addresses with the billing and default delivery address marked', async () => {
    const response = await call('POST', '/store-api/account/list-address', lead.token);
    expect(response.status).toBe(200);
    const addresses = response.json().elements;
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toMatchObject({ isBilling: true, companyId: lead.companyId });
    expect(
      addresses.filter((address: { isDefaultShipping: boolean }) => address.isDefaultShipping),
    ).toHaveLength(1);
  });

  it('needs a login', async () => {
    const response = await shop.request({ method: 'POST', url: '/store-api/account/list-address' });
    expect(response.status).toBe(403);
  });

  it('adds, changes and deletes an address, and makes one the default delivery address', async () => {
    const created = await call(
      'POST',
      `/store-api/dexis/companies/${lead.companyId}/address`,
      lead.token,
      warehouse,
    );
    expect(created.status).toBe(200);
    const { id } = created.json().data;
    const changed = await call(
      'PUT',
      `/store-api/dexis/companies/${lead.companyId}/address/${id}`,
      lead.token,
      {
        ...warehouse,
        box: '2B',
      },
    );
    expect(changed.json().data).toMatchObject({ id, box: '2B', isDefaultShipping: false });

    const defaulted = await call('PATCH', `/store-api/account/address/default-shipping/${id}`, lead.token);
    expect(defaulted.json().data.isDefaultShipping).toBe(true);
    const me = (
      await shop.request({ url: '/store-api/account/customer', headers: { 'sw-context-token': lead.token } })
    ).json();
    expect(me.defaultShippingAddressId).toBe(id);

    const deleted = await call(
      'DELETE',
      `/store-api/dexis/companies/${lead.companyId}/address/${id}`,
      lead.token,
    );
    expect(deleted.json()).toEqual({ success: true });
    const after = (
      await shop.request({ url: '/store-api/account/customer', headers: { 'sw-context-token': lead.token } })
    ).json();
    // Without a default delivery address of their own, the company's billing address is the default.
    expect(after.defaultShippingAddressId).toBe(after.defaultBillingAddressId);
  });

  it('refuses bad input with violations and writes nothing', async () => {
    const before = await queryRows(shop.database.db, sql`select id from company_address`);
    const response = await call('POST', `/store-api/dexis/companies/${lead.companyId}/address`, lead.token, {
      ...warehouse,
      zipcode: '90520',
      country: 'XX',
      email: 'not-an-email',
      name: '',
    });
    expect(response.status).toBe(400);
    const paths = response
      .json()
      .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath);
    expect(paths).toEqual(expect.arrayContaining(['body/name', 'body/email', 'body/country']));
    const belgian = await call('POST', `/store-api/dexis/companies/${lead.companyId}/address`, lead.token, {
      ...warehouse,
      zipcode: '90520',
    });
    expect(belgian.json().errors[0].violations[0].propertyPath).toBe('body/zipcode');
    expect(await queryRows(shop.database.db, sql`select id from company_address`)).toHaveLength(
      before.length,
    );
  });

  it('keeps the billing address of the company', async () => {
    const [billing] = (await call('POST', '/store-api/account/list-address', lead.token)).json().elements;
    const response = await call(
      'DELETE',
      `/store-api/dexis/companies/${lead.companyId}/address/${billing.id}`,
      lead.token,
    );
    expect(response.status).toBe(400);
    expect(response.json().errors[0].code).toBe('DEXIS__ADDRESS_IS_BILLING_ADDRESS');
  });

  it('lets only users with ROLE_MANAGE_ADDRESSES change addresses', async () => {
    const response = await call(
      'POST',
      `/store-api/dexis/companies/${lead.companyId}/address`,
      buyer,
      warehouse,
    );
    expect(response.status).toBe(403);
    expect(response.json().errors[0]).toMatchObject({
      code: 'DEXIS__MISSING_RIGHT',
      meta: { parameters: { right: 'ROLE_MANAGE_ADDRESSES' } },
    });
  });

  it('never shows or changes the addresses of another company', async () => {
    const theirs = (await call('POST', '/store-api/account/list-address', otherLead.token)).json().elements;
    const mine = (await call('POST', '/store-api/account/list-address', lead.token)).json().elements;
    expect(
      theirs.some((address: { id: string }) => mine.some((own: { id: string }) => own.id === address.id)),
    ).toBe(false);
    const target = theirs[1];
    const update = await call(
      'PUT',
      `/store-api/dexis/companies/${otherLead.companyId}/address/${target.id}`,
      lead.token,
      warehouse,
    );
    expect(update.status).toBe(403);
    const disguised = await call(
      'PUT',
      `/store-api/dexis/companies/${lead.companyId}/address/${target.id}`,
      lead.token,
      warehouse,
    );
    expect(disguised.status).toBe(404);
    const defaulted = await call(
      'PATCH',
      `/store-api/account/address/default-shipping/${target.id}`,
      lead.token,
    );
    expect(defaulted.status).toBe(404);
    const stored = await queryRows<{ name: string }>(
      shop.database.db,
      sql`select name from company_address where id = ${target.id}`,
    );
    expect(stored[0]!.name).toBe(target.name);
  });
});
