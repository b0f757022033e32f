import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop, testAccessKey } from '../../test/test-app.ts';
import { createIntegrationClient, revokeIntegrationClient } from './index.ts';

let shop: TestShop;
let client: { id: string; secret: string };
let bearer: string;

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => shop.app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });

async function tokenFor(id: string, secret: string) {
  const response = await send('POST', '/integration-api/oauth/token', {
    grant_type: 'client_credentials',
    client_id: id,
    client_secret: secret,
  });
  return { status: response.statusCode, body: response.json() };
}

const put = (path: string, rows: unknown[], token = bearer) =>
  send('PUT', `/integration-api${path}`, { rows }, { authorization: `Bearer ${token}` });

async function articles(count: number, condition = sql`true`) {
  return queryRows<{ id: string; product_number: string; list_price: string }>(
    shop.database.db,
    sql`select id, product_number, list_price from product
        where child_count = 0 and parent_id is null and ${condition} order by product_number limit ${count}`,
  );
}

async function stockOf(productId: string) {
  return queryRows<{ warehouse_code: string; stock_hundredths: number; restock_on: string | null }>(
    shop.database.db,
    sql`select warehouse_code, stock_hundredths, restock_on::text from warehouse_stock
        where product_id = ${productId} order by warehouse_code`,
  );
}

beforeAll(async () => {
  shop = await startTestShop();
  client = await createIntegrationClient(shop.database.db, 'ERP');
  const issued = await tokenFor(client.id, client.secret);
  bearer = issued.body.access_token;
});
afterAll(() => shop?.close());

describe('integration API authentication', () => {
  it('issues a bearer token for a client id and secret, in a form or by HTTP Basic', async () => {
    expect(await tokenFor(client.id, client.secret)).toMatchObject({
      status: 200,
      body: { token_type: 'Bearer', expires_in: 3600 },
    });
    const basic = Buffer.from(`${client.id}:${client.secret}`).toString('base64');
    const form = await shop.app.inject({
      method: 'POST',
      url: '/integration-api/oauth/token',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(form.statusCode).toBe(200);
    expect(
      (await put('/warehouses', [{ code: 'ANT', name: 'Antwerpen' }], form.json().access_token)).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong secret, an unknown client and another grant', async () => {
    expect(await tokenFor(client.id, `${client.secret}x`)).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect((await tokenFor('erp_unknown', client.secret)).status).toBe(401);
    const password = await send('POST', '/integration-api/oauth/token', {
      grant_type: 'password',
      client_id: client.id,
      client_secret: client.secret,
    });
    expect(password.statusCode).toBe(400);
    const broken = await shop.app.inject({
      method: 'POST',
      url: '/integration-api/oauth/token',
      headers: { authorization: `Basic ${Buffer.from('erp_x:%E0%A4%A').toString('base64')}` },
      payload: { grant_type: 'client_credentials' },
    });
    expect(broken.statusCode).toBe(401);
  });

  it('refuses an import without a token, with the Store API access key or with a customer session', async () => {
    const rows = [{ code: 'ANT', name: 'Antwerpen' }];
    const session = await shop.login('demo.lead');
    for (const headers of [
      {} as Record<string, string>,
      { 'sw-access-key': testAccessKey },
      { 'sw-access-key': testAccessKey, 'sw-context-token': session.token },
      { authorization: `Bearer ${session.token}` },
      { authorization: `Bearer ${testAccessKey}` },
    ]) {
      const response = await send('PUT', '/integration-api/warehouses', { rows }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].code).toBe(errorCodes.integrationUnauthorized);
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('ends a revoked client and every token it holds', async () => {
    const revoked = await createIntegrationClient(shop.database.db, 'Old middleware');
    const token = (await tokenFor(revoked.id, revoked.secret)).body.access_token;
    expect((await put('/warehouses', [{ code: 'ANT', name: 'Antwerpen' }], token)).statusCode).toBe(200);
    expect(await revokeIntegrationClient(shop.database.db, revoked.id)).toBe(true);
    expect((await put('/warehouses', [{ code: 'ANT', name: 'Antwerpen' }], token)).statusCode).toBe(401);
    expect((await tokenFor(revoked.id, revoked.secret)).status).toBe(401);
  });

  it('is its own OpenAPI document, apart from the Store API', async () => {
    const own = (await send('GET', '/integration-api/_docs/json')).json();
    expect(Object.keys(own.paths).sort()).toEqual([
      '/integration-api/companies',
      '/integration-api/company-prices',
      '/integration-api/list-prices',
      '/integration-api/oauth/token',
      '/integration-api/order-statuses',
      '/integration-api/orders',
      '/integration-api/orders/acknowledge',
      '/integration-api/stock',
      '/integration-api/warehouses',
    ]);
    const storeApi = (await send('GET', '/store-api/_docs/json')).json();
    expect(Object.keys(storeApi.paths).filter((path) => path.startsWith('/integration-api'))).toEqual([]);
  });
});

describe('stock import', () => {
  it('sets the stock per warehouse and restock date, and the article’s stock figures follow', async () => {
    const [article] = await articles(1);
    const changedAt = '2026-11-20T08:00:00Z';
    const response = await put('/stock', [
      { article: article!.product_number, warehouse: 'ANT', quantity: 12.5, restockOn: null, changedAt },
      { article: article!.product_number, warehouse: 'MEL', quantity: 0, restockOn: '2026-12-01', changedAt },
      { article: article!.product_number, warehouse: 'LIE', quantity: 3, changedAt },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await stockOf(article!.id)).toEqual([
      { warehouse_code: 'ANT', stock_hundredths: 1250, restock_on: null },
      { warehouse_code: 'LIE', stock_hundredths: 300, restock_on: null },
      { warehouse_code: 'MEL', stock_hundredths: 0, restock_on: '2026-12-01' },
    ]);
    const [figures] = await queryRows<{ stock_hundredths: number; available_stock_hundredths: number }>(
      shop.database.db,
      sql`select stock_hundredths, available_stock_hundredths from product where id = ${article!.id}`,
    );
    expect(figures!.stock_hundredths).toBe(1550);
  });

  it('changes nothing when the same request comes twice', async () => {
    const [, article] = await articles(2);
    const rows = [
      { article: article!.product_number, warehouse: 'ANT', quantity: 7, changedAt: '2026-11-21T08:00:00Z' },
    ];
    const first = (await put('/stock', rows)).json().data;
    expect(first.created + first.updated).toBe(1);
    expect((await put('/stock', rows)).json().data).toEqual({
      received: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
    });
  });

  it('applies nothing of a request with a bad row, and names every bad row with its reason', async () => {
    const [first, second] = await articles(2, sql`product_number > 'TS-1001'`);
    const [family] = await queryRows<{ product_number: string }>(
      shop.database.db,
      sql`select product_number from product where child_count > 0 limit 1`,
    );
    const before = await stockOf(first!.id);
    const changedAt = '2026-11-22T08:00:00Z';
    const response = await put('/stock', [
      { article: first!.product_number, warehouse: 'ANT', quantity: 999, changedAt },
      { article: 'NO-SUCH-ARTICLE', warehouse: 'ANT', quantity: 1, changedAt },
      { article: second!.product_number, warehouse: 'XXX', quantity: 1, changedAt },
      { article: second!.product_number, warehouse: 'ANT', quantity: -1, changedAt },
      { article: first!.product_number, warehouse: 'ANT', quantity: 5, changedAt },
      { article: family!.product_number, warehouse: 'ANT', quantity: 5, changedAt },
      { article: second!.product_number, warehouse: 'MEL', quantity: 1.005, changedAt },
      { article: second!.product_number, warehouse: 'LIE', quantity: 1, changedAt: '0000-01-01T00:00:00Z' },
      { article: second!.product_number, warehouse: 'ANT', quantity: 1, restockOn: '2026-02-30', changedAt },
      'TS-100001;ANT;5',
    ]);
    expect(response.statusCode).toBe(422);
    const [problem] = response.json().errors;
    expect(problem.code).toBe(errorCodes.integrationRowsRefused);
    expect(
      problem.meta.parameters.rows.map((row: { row: number; code: string }) => [row.row, row.code]),
    ).toEqual([
      [1, importRowCodes.unknownArticle],
      [2, importRowCodes.unknownWarehouse],
      [3, importRowCodes.invalid],
      [4, importRowCodes.duplicate],
      [5, importRowCodes.variantFamily],
      [6, importRowCodes.invalid],
      [7, importRowCodes.invalid],
      [8, importRowCodes.invalid],
      [9, importRowCodes.invalid],
    ]);
    expect(problem.meta.parameters.rows[2].reason).toContain('quantity');
    expect(await stockOf(first!.id)).toEqual(before);
  });

  it('refuses a row older than the one the shop holds, and takes a newer one', async () => {
    const [, , article] = await articles(3);
    const row = (quantity: number, changedAt: string) => ({
      article: article!.product_number,
      warehouse: 'ANT',
      quantity,
      changedAt,
    });
    expect((await put('/stock', [row(40, '2026-11-23T10:00:00+01:00')])).statusCode).toBe(200);
    const stale = await put('/stock', [row(10, '2026-11-23T08:59:59Z')]);
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors[0].meta.parameters.rows[0]).toMatchObject({
      code: importRowCodes.stale,
      key: `${article!.product_number}@ANT`,
    });
    expect(
      (await stockOf(article!.id)).find((entry) => entry.warehouse_code === 'ANT')?.stock_hundredths,
    ).toBe(4000);
    expect((await put('/stock', [row(41, '2026-11-23T09:00:01Z')])).statusCode).toBe(200);
    expect(
      (await stockOf(article!.id)).find((entry) => entry.warehouse_code === 'ANT')?.stock_hundredths,
    ).toBe(4100);
  });

  it('takes stock for a new warehouse once the warehouse is known', async () => {
    const [article] = await articles(1);
    const row = {
      article: article!.product_number,
      warehouse: 'GNT',
      quantity: 2,
      changedAt: '2026-11-24T08:00:00Z',
    };
    expect((await put('/stock', [row])).statusCode).toBe(422);
    expect((await put('/warehouses', [{ code: 'GNT', name: 'Gent' }])).json().data).toMatchObject({
      created: 1,
    });
    expect((await put('/stock', [row])).json().data).toMatchObject({ created: 1 });
  });

  it('refuses more than 10,000 rows and an empty request', async () => {
    const row = { code: 'ANT', name: 'Antwerpen' };
    expect(
      (
        await put(
          '/warehouses',
          Array.from({ length: 10_001 }, () => row),
        )
      ).statusCode,
    ).toBe(400);
    expect((await put('/warehouses', [])).statusCode).toBe(400);
  });
});

describe('list price import', () => {
  it('sets list prices and replaces the tiers; the Store API and the price sorting follow', async () => {
    const [article] = await articles(
      1,
      sql`not exists (select 1 from price_tier t where t.product_id = product.id)`,
    );
    const rows = [
      {
        article: article!.product_number,
        listPrice: 19.9,
        tiers: [
          { fromQuantity: 10, price: 18.5 },
          { fromQuantity: 50, price: 17 },
        ],
        changedAt: '2026-11-24T06:00:00Z',
      },
    ];
    expect((await put('/list-prices', rows)).json().data).toEqual({
      received: 1,
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    const information = await shop.request({
      method: 'POST',
      url: '/store-api/dexis/article/information',
      body: { articles: [{ sku: article!.product_number, quantity: 10 }] },
    });
    expect(information.json().articles[0]).toMatchObject({ listPrice: 19.9, price: 18.5 });
    const [indexed] = await queryRows<{ list_price: string }>(
      shop.database.db,
      sql`select list_price from product_search where product_id = ${article!.id}`,
    );
    expect(Number(indexed!.list_price)).toBe(19.9);
    expect((await put('/list-prices', rows)).json().data).toEqual({
      received: 1,
      created: 0,
      updated: 0,
      unchanged: 1,
    });

    const fewerTiers = [
      { ...rows[0]!, tiers: [{ fromQuantity: 10, price: 18.5 }], changedAt: '2026-11-24T07:00:00Z' },
    ];
    expect((await put('/list-prices', fewerTiers)).json().data).toMatchObject({ updated: 1 });
    const tiers = await queryRows<{ from_hundredths: number }>(
      shop.database.db,
      sql`select from_hundredths from price_tier where product_id = ${article!.id}`,
    );
    expect(tiers).toEqual([{ from_hundredths: 1000 }]);
  });

  it('refuses an unknown article, a negative price and two tiers from the same quantity', async () => {
    const [article] = await articles(1);
    const changedAt = '2026-11-24T08:00:00Z';
    const response = await put('/list-prices', [
      { article: 'NO-SUCH-ARTICLE', listPrice: 1, changedAt },
      { article: article!.product_number, listPrice: -1, changedAt },
      {
        article: article!.product_number,
        listPrice: 5,
        tiers: [
          { fromQuantity: 5, price: 4 },
          { fromQuantity: 5, price: 3 },
        ],
        changedAt,
      },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.parameters.rows.map((row: { code: string }) => row.code)).toEqual([
      importRowCodes.unknownArticle,
      importRowCodes.invalid,
      importRowCodes.invalid,
    ]);
    const [unchanged] = await queryRows<{ list_price: string }>(
      shop.database.db,
      sql`select list_price from product where id = ${article!.id}`,
    );
    expect(unchanged!.list_price).toBe(article!.list_price);
  });
});

describe('company price import', () => {
  it('gives a company its contract prices in tiers, which its buyers see; no tiers end them', async () => {
    const [article] = await articles(
      1,
      sql`list_price > 20 and not exists (select 1 from company_price c where c.product_id = product.id)
          and not exists (select 1 from price_tier t where t.product_id = product.id)
          and min_purchase_hundredths = 100 and purchase_steps_hundredths = 100`,
    );
    const row = (tiers: { fromQuantity: number; price: number }[], changedAt: string) => ({
      company: '100001',
      article: article!.product_number,
      tiers,
      changedAt,
    });
    const contract = [
      { fromQuantity: 0, price: 11.5 },
      { fromQuantity: 10, price: 10.25 },
    ];
    expect((await put('/company-prices', [row(contract, '2026-11-24T06:00:00Z')])).json().data).toMatchObject(
      {
        updated: 1,
      },
    );
    expect((await put('/company-prices', [row(contract, '2026-11-24T06:00:00Z')])).json().data).toMatchObject(
      {
        unchanged: 1,
      },
    );
    const { token } = await shop.login('demo.buyer');
    const priceAt = async (quantity: number) =>
      (
        await shop.call('POST', '/store-api/dexis/article/information', token, {
          articles: [{ sku: article!.product_number, quantity }],
        })
      ).json().articles[0].price;
    expect(await priceAt(1)).toBe(11.5);
    expect(await priceAt(10)).toBe(10.25);

    expect((await put('/company-prices', [row([], '2026-11-24T07:00:00Z')])).json().data).toMatchObject({
      updated: 1,
    });
    const [left] = await queryRows<{ count: number }>(
      shop.database.db,
      sql`select count(*)::int as count from company_price where product_id = ${article!.id}`,
    );
    expect(left!.count).toBe(0);
    expect(await priceAt(1)).not.toBe(11.5);
  });

  it('refuses a company the shop does not know', async () => {
    const [article] = await articles(1);
    const response = await put('/company-prices', [
      { company: '999999', article: article!.product_number, tiers: [], changedAt: '2026-11-24T06:00:00Z' },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].meta.parameters.rows[0].code).toBe(importRowCodes.unknownCompany);
  });
});

describe('company import', () => {
  const address = (key: string, street: string) => ({
    key,
    name: 'Bouwbedrijf Peeters',
    street,
    houseNumber: '12',
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  const company = (changes: Record<string, unknown> = {}) => ({
    number: '700001',
    clientNumber: 'C-700001',
    name: 'Bouwbedrijf Peeters',
    vatNumber: 'BE0700000001',
    creditLimit: 25000,
    minimumOrderValue: 50,
    minimumOrderSurcharge: 7.5,
    billingAddress: address('B1', 'Kaai'),
    deliveryAddresses: [address('D1', 'Werfstraat')],
    changedAt: '2026-11-24T06:00:00Z',
    ...changes,
  });
  const stored = async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      shop.database.db,
      sql`select c.name, c.active, c.credit_limit, c.minimum_order_value, b.street as billing_street,
            (select array_agg(a.street order by a.street) from company_address a where a.company_id = c.id) as streets
          from company c left join company_address b on b.id = c.billing_address_id where c.number = '700001'`,
    );
    return row;
  };

  it('creates a company with its terms and addresses, changes it, and blocks it', async () => {
    expect((await put('/companies', [company()])).json().data).toMatchObject({ created: 1 });
    expect(await stored()).toEqual({
      name: 'Bouwbedrijf Peeters',
      active: true,
      credit_limit: '25000.00',
      minimum_order_value: '50.00',
      billing_street: 'Kaai',
      streets: ['Kaai', 'Werfstraat'],
    });
    expect((await put('/companies', [company()])).json().data).toMatchObject({ unchanged: 1 });

    // An address a user made in the shop stays whatever the ERP sends.
    await shop.database.db.execute(sql`insert into company_address (id, company_id, name, street, house_number,
        zipcode, city, country) select gen_random_uuid(), id, 'Eigen adres', 'Dorp', '1', '9000', 'Gent', 'BE'
        from company where number = '700001'`);
    const blocked = company({
      blocked: true,
      creditLimit: 30000,
      billingAddress: address('B1', 'Nieuwe Kaai'),
      changedAt: '2026-11-24T07:00:00Z',
    });
    expect((await put('/companies', [blocked])).json().data).toMatchObject({ updated: 1 });
    expect(await stored()).toMatchObject({
      active: false,
      credit_limit: '30000.00',
      billing_street: 'Nieuwe Kaai',
      streets: ['Dorp', 'Nieuwe Kaai', 'Werfstraat'],
    });
  });

  it('refuses a client or VAT number another company holds, and a number that is no company number', async () => {
    const [other] = await queryRows<{ number: string; vat_number: string }>(
      shop.database.db,
      sql`select number, vat_number from company where vat_number is not null and number <> '700002' limit 1`,
    );
    const response = await put('/companies', [
      company({ number: '700002', clientNumber: null, vatNumber: other!.vat_number }),
      company({ number: '70003' }),
      company({ number: '700004', clientNumber: 'C-700004', vatNumber: null }),
      company({ number: '700005', clientNumber: 'C-700004', vatNumber: null }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .errors[0].meta.parameters.rows.map((row: { row: number; code: string }) => [row.row, row.code]),
    ).toEqual([
      [0, importRowCodes.numberTaken],
      [1, importRowCodes.invalid],
      [3, importRowCodes.numberTaken],
    ]);
  });
});
