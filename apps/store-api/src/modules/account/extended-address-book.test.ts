import { defaultFeatureFlags } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { articleWithOnePrice } from '../../test/ordering.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

const warehouse = {
  name: 'Magazijn Gent',
  street: 'Dok-Noord',
  houseNumber: '7',
  zipcode: '9000',
  city: 'Gent',
  country: 'BE',
};

const extras = {
  department: 'Onderhoud',
  contactPerson: 'Lotte Maes',
  phone: '+32 9 123 45 67',
  deliveryInstructions: 'Poort 3, laadkade achteraan.\nNiet leveren tussen 12 en 13 uur.',
};

/** The extended fields as the database holds them. */
async function storedExtras(shop: TestShop, id: string) {
  const [row] = await queryRows<Record<string, string | null>>(
    shop.database.db,
    sql`select department, contact_person as "contactPerson", phone, delivery_instructions as "deliveryInstructions"
        from company_address where id = ${id}`,
  );
  return row;
}

/** Puts two pieces in the buyer's cart and has them delivered to the address. */
async function orderTo(shop: TestShop, token: string, addressId: string) {
  const article = await articleWithOnePrice(shop);
  await shop.call('DELETE', '/store-api/checkout/cart', token);
  await shop.call('POST', '/store-api/checkout/cart/line-item', token, {
    items: [{ referencedId: article.id, quantity: 2 }],
  });
  return shop.call('POST', '/store-api/checkout/order', token, {
    shippingOption: 'delivery',
    shippingMethod: 'together',
    paymentMethod: 'invoice',
    addressId,
  });
}

describe('with the extended address book (EXTEND_ADDRESS_BOOK)', () => {
  let shop: TestShop;
  let lead: { token: string; companyId: string };
  let addressUrl: string;
  beforeAll(async () => {
    shop = await startTestShop({ featureFlags: [...defaultFeatureFlags, 'EXTEND_ADDRESS_BOOK'] });
    lead = await shop.login('demo.lead');
    addressUrl = `/store-api/dexis/companies/${lead.companyId}/address`;
  });
  afterAll(() => shop?.close());

  it('keeps department, contact person, phone and delivery instructions, and lists them', async () => {
    const created = await shop.call('POST', addressUrl, lead.token, { ...warehouse, ...extras });
    expect(created.status).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject(extras);
    const listed = (await shop.call('POST', '/store-api/account/list-address', lead.token)).json().elements;
    // Shopware's names: the contact person split at the first space; the address's name is the company.
    expect(listed.find((address: { id: string }) => address.id === id)).toMatchObject({
      ...extras,
      firstName: 'Lotte',
      lastName: 'Maes',
      company: warehouse.name,
    });
    // Addresses without them answer them empty.
    expect(listed.find((address: { isBilling: boolean }) => address.isBilling)).toMatchObject({
      department: null,
      contactPerson: null,
      phone: null,
      deliveryInstructions: null,
    });
  });

  it('changes what is sent, clears what is sent empty and keeps what is left out', async () => {
    const { id } = (await shop.call('POST', addressUrl, lead.token, { ...warehouse, ...extras })).json().data;
    const changed = await shop.call('PUT', `${addressUrl}/${id}`, lead.token, {
      ...warehouse,
      contactPerson: 'Jonas Peeters',
      phone: '',
    });
    expect(changed.status).toBe(200);
    expect(await storedExtras(shop, id)).toEqual({
      department: extras.department,
      contactPerson: 'Jonas Peeters',
      phone: null,
      deliveryInstructions: extras.deliveryInstructions,
    });
  });

  it('refuses fields that are too long and a phone number that is none, and writes nothing', async () => {
    const before = await queryRows(shop.database.db, sql`select id from company_address`);
    const response = await shop.call('POST', addressUrl, lead.token, {
      ...warehouse,
      department: 'd'.repeat(101),
      contactPerson: 'c'.repeat(101),
      phone: 'bel mij maar',
      deliveryInstructions: 'i'.repeat(501),
    });
    expect(response.status).toBe(400);
    expect(
      response
        .json()
        .errors[0].violations.map((violation: { propertyPath: string }) => violation.propertyPath),
    ).toEqual(
      expect.arrayContaining([
        'body/department',
        'body/contactPerson',
        'body/phone',
        'body/deliveryInstructions',
      ]),
    );
    const tooLongPhone = await shop.call('POST', addressUrl, lead.token, {
      ...warehouse,
      phone: `+32 ${'9'.repeat(37)}`,
    });
    expect(tooLongPhone.status).toBe(400);
    // As long as a phone may be, in the format of the shop's other phone fields.
    const longestPhone = await shop.call('POST', addressUrl, lead.token, {
      ...warehouse,
      phone: `+32 (0)9/${'1'.repeat(31)}`,
    });
    expect(longestPhone.status).toBe(200);
    expect(await queryRows(shop.database.db, sql`select id from company_address`)).toHaveLength(
      before.length + 1,
    );
  });

  it('gives the order a copy of them with its delivery address, which later changes leave alone', async () => {
    const { id } = (await shop.call('POST', addressUrl, lead.token, { ...warehouse, ...extras })).json().data;
    const buyer = await shop.login('demo.buyer');
    const placed = await orderTo(shop, buyer.token, id);
    expect(placed.status).toBe(200);
    const order = placed.json();
    const { country, ...postal } = warehouse;
    expect(order.shippingAddress).toMatchObject({ ...postal, countryCode: country, ...extras });

    await shop.call('PUT', `${addressUrl}/${id}`, lead.token, {
      ...warehouse,
      contactPerson: 'Iemand anders',
    });
    const [kept] = await queryRows<{ address: Record<string, unknown> }>(
      shop.database.db,
      sql`select shipping_address as address from sales_order where id = ${order.id}`,
    );
    expect(kept!.address).toMatchObject({ contactPerson: extras.contactPerson });
  });
});

describe('without the extended address book', () => {
  let shop: TestShop;
  let lead: { token: string; companyId: string };
  let addressUrl: string;
  beforeAll(async () => {
    shop = await startTestShop({ featureFlags: defaultFeatureFlags });
    lead = await shop.login('demo.lead');
    addressUrl = `/store-api/dexis/companies/${lead.companyId}/address`;
  });
  afterAll(() => shop?.close());

  it('refuses the extended fields with a violation each and writes nothing', async () => {
    const before = await queryRows(shop.database.db, sql`select id from company_address`);
    const response = await shop.call('POST', addressUrl, lead.token, {
      ...warehouse,
      department: extras.department,
      deliveryInstructions: extras.deliveryInstructions,
    });
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/department', type: 'VIOLATION::FEATURE_DISABLED' }),
      expect.objectContaining({
        propertyPath: 'body/deliveryInstructions',
        type: 'VIOLATION::FEATURE_DISABLED',
      }),
    ]);
    expect(await queryRows(shop.database.db, sql`select id from company_address`)).toHaveLength(
      before.length,
    );
  });

  it('neither answers nor changes what an address already holds of them, and orders go without them', async () => {
    const { id } = (await shop.call('POST', addressUrl, lead.token, warehouse)).json().data;
    // Filled while the shop had the flag on.
    await shop.database.db.execute(
      sql`update company_address set department = ${extras.department}, contact_person = ${extras.contactPerson},
            phone = ${extras.phone}, delivery_instructions = ${extras.deliveryInstructions} where id = ${id}`,
    );
    const listed = (await shop.call('POST', '/store-api/account/list-address', lead.token)).json().elements;
    const address = listed.find((candidate: { id: string }) => candidate.id === id);
    for (const field of Object.keys(extras)) expect(address).not.toHaveProperty(field);

    const changed = await shop.call('PUT', `${addressUrl}/${id}`, lead.token, {
      ...warehouse,
      name: 'Magazijn Gent-Zeehaven',
      department: '',
    });
    expect(changed.status).toBe(200);
    expect(changed.json().data.name).toBe('Magazijn Gent-Zeehaven');
    expect(await storedExtras(shop, id)).toEqual(extras);

    const placed = await orderTo(shop, (await shop.login('demo.buyer')).token, id);
    expect(placed.status).toBe(200);
    for (const field of Object.keys(extras)) expect(placed.json().shippingAddress).not.toHaveProperty(field);
  });
});
