import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { demoClientWithKnownSecret } from '../../demo/integration-client.ts';
import { refusedCodes } from '../../test/import-report.ts';
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

  it('gives the demo shop the client demo-erp with the README’s secret, which a production start refuses', async () => {
    expect(await tokenFor('demo-erp', 'demo-erp-secret')).toMatchObject({ status: 200 });
    expect(await demoClientWithKnownSecret(shop.database.db)).toEqual(['the integration client demo-erp']);
    const production = await startTestShop({ production: true });
    try {
      expect(await demoClientWithKnownSecret(production.database.db)).toEqual([]);
    } finally {
      await production.close();
    }
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
      '/integration-api/articles',
      '/integration-api/brands',
      '/integration-api/catalog-files',
      '/integration-api/catalog-files/{key}',
      '/integration-api/catalog/bmecat',
      '/integration-api/companies',
      '/integration-api/company-discounts',
      '/integration-api/company-prices',
      '/integration-api/content-pages/{key}',
      '/integration-api/documents/{kind}/{number}',
      '/integration-api/erp-orders',
      '/integration-api/features',
      '/integration-api/imports/{id}',
      '/integration-api/invoices',
      '/integration-api/list-prices',
      '/integration-api/media/{file}',
      '/integration-api/newsletter-subscriptions',
      '/integration-api/newsletters',
      '/integration-api/oauth/token',
      '/integration-api/offer-events',
      '/integration-api/offer-events/acknowledge',
      '/integration-api/offers',
      '/integration-api/order-statuses',
      '/integration-api/orders',
      '/integration-api/orders/acknowledge',
      '/integration-api/search/synonyms',
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
    expect(refusedCodes(response)).toEqual([
      [0, importRowCodes.numberTaken],
      [1, importRowCodes.invalid],
      [3, importRowCodes.numberTaken],
    ]);
  });
});

describe('article import', () => {
  let group: string;
  let category: string;
  let picture: string;
  let options: string[];
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00Z`;
  const article = (number: string, fields: Record<string, unknown> = {}) => ({
    number,
    ean: null,
    brand: 'quadrix',
    manufacturerNumber: `Q-${number}`,
    category,
    names: { nl: `Zwaluwstaartklem ${number}`, fr: `Serre-joint queue d'aronde ${number}` },
    descriptions: { nl: 'Klemt vast.', en: 'Clamps tight.' },
    properties: [{ group, option: options[0] }],
    unit: 'PCE',
    minPurchase: 2,
    purchaseStep: 2,
    deliveryTime: { min: 1, max: 2, unit: 'day' },
    listPrice: 12.5,
    media: [picture],
    changedAt: at(1),
    ...fields,
  });
  const productOf = async (number: string) =>
    (
      await queryRows<{ id: string; child_count: number; stock_hundredths: number }>(
        shop.database.db,
        sql`select id, child_count, stock_hundredths from product where product_number = ${number}`,
      )
    )[0];
  const search = async (term: string) =>
    (await shop.request({ method: 'POST', url: '/store-api/search', body: { search: term } }))
      .json()
      .elements.map((element: { productNumber: string }) => element.productNumber);

  beforeAll(async () => {
    const [characteristic] = await queryRows<{ group: string; options: string[] }>(
      shop.database.db,
      sql`select g.erp_key as group, array_agg(o.erp_key order by o.position) as options
          from property_group g join property_group_option o on o.group_id = g.id
          group by g.erp_key having count(*) >= 3 order by g.erp_key limit 1`,
    );
    group = characteristic!.group;
    options = characteristic!.options;
    [{ erp_key: category }] = (await queryRows<{ erp_key: string }>(
      shop.database.db,
      sql`select erp_key from category where erp_key is not null and child_count = 0 order by erp_key limit 1`,
    )) as [{ erp_key: string }];
    [{ path: picture }] = (await queryRows<{ path: string }>(
      shop.database.db,
      sql`select path from media where path like 'catalog/%.svg' order by path limit 1`,
    )) as [{ path: string }];
    const brand = {
      key: 'quadrix',
      name: 'Quadrix',
      link: 'https://quadrix.example.com',
      descriptions: { nl: 'Klemmen uit Gent.' },
      changedAt: at(1),
    };
    expect((await put('/brands', [brand])).json()).toEqual({
      data: { received: 1, created: 1, updated: 0, unchanged: 0 },
    });
  });

  it('creates an article with its texts, brand, product group, characteristics and pictures, which the Store API shows and search finds', async () => {
    const response = await put('/articles', [article('ERP-7001')]);
    expect(response.json()).toEqual({ data: { received: 1, created: 1, updated: 0, unchanged: 0 } });
    const { id } = (await productOf('ERP-7001'))!;
    const { product } = (await shop.request({ method: 'POST', url: `/store-api/product/${id}` })).json();
    expect(product).toMatchObject({
      productNumber: 'ERP-7001',
      manufacturerNumber: 'Q-ERP-7001',
      manufacturer: { translated: { name: 'Quadrix' } },
      translated: { name: 'Zwaluwstaartklem ERP-7001', description: 'Klemt vast.' },
      minPurchase: 2,
      purchaseSteps: 2,
      customFields: { dexisSeoCanonicalLink: 'zwaluwstaartklem-erp-7001/erp-7001' },
    });
    expect(product.cover.media.url).toContain(picture);
    expect(product.properties.map((option: { id: string }) => option.id)).toHaveLength(1);
    expect(product.seoUrls).toHaveLength(4);
    const french = await shop.request({
      method: 'POST',
      url: `/store-api/product/${id}`,
      headers: { 'sw-language-id': shop.languageIds['fr-FR']! },
    });
    // French as sent; English takes the Dutch name the ERP left out, and its own description.
    expect(french.json().product.translated.name).toBe("Serre-joint queue d'aronde ERP-7001");
    const english = await shop.request({
      method: 'POST',
      url: `/store-api/product/${id}`,
      headers: { 'sw-language-id': shop.languageIds['en-GB']! },
    });
    expect(english.json().product.translated).toMatchObject({
      name: 'Zwaluwstaartklem ERP-7001',
      description: 'Clamps tight.',
    });
    expect(await search('zwaluwstaartklem')).toContain('ERP-7001');
  });

  it('takes the distributor’s features and an article’s numbers of them, refusing what does not fit a feature’s type', async () => {
    const feature = (key: string, fields: Record<string, unknown>) => ({
      key,
      names: { nl: `Kenmerk ${key}`, fr: `Caractéristique ${key}` },
      changedAt: at(1),
      ...fields,
    });
    const wrong = await put('/features', [
      feature('EF900001', { type: 'numeric', values: [{ key: 'EV1', names: { nl: 'een' } }] }),
      feature('EF900002', { type: 'logical', unit: { code: 'MMT', symbols: { nl: 'mm' } } }),
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].meta.parameters.rows.map((row: { reason: string }) => row.reason)).toEqual([
      'values: Only an alphanumeric feature has values',
      'unit: Only a numeric or range feature has a unit',
    ]);
    expect(
      (
        await put('/features', [
          feature('EF900003', { type: 'numeric', unit: { code: 'MMT', symbols: { nl: 'mm' } } }),
          feature('EF900004', { type: 'logical' }),
        ])
      ).json(),
    ).toEqual({ data: { received: 2, created: 2, updated: 0, unchanged: 0 } });
    const refused = await put('/articles', [
      article('ERP-7901', { measurements: [{ group: 'EF900004', value: 3 }] }),
      article('ERP-7902', { measurements: [{ group: 'EF900003', value: 3, upTo: 5 }] }),
    ]);
    expect(
      refused.json().errors[0].meta.parameters.rows.map((row: { reason: string }) => row.reason),
    ).toEqual([
      'measurements: EF900004 is a logical feature: its values go in properties.',
      'measurements: EF900003 takes one number, not a range.',
    ]);
    await put('/articles', [
      article('ERP-7903', {
        properties: [{ group: 'EF900004', option: 'true' }],
        measurements: [{ group: 'EF900003', value: 12.5 }],
      }),
    ]);
    const { product } = (
      await shop.request({ method: 'POST', url: `/store-api/product/${(await productOf('ERP-7903'))!.id}` })
    ).json();
    expect(
      product.properties.map(
        (option: { group: { translated: { name: string } }; translated: { name: string } }) =>
          `${option.group.translated.name}: ${option.translated.name}`,
      ),
    ).toEqual(['Kenmerk EF900004: Ja', 'Kenmerk EF900003: 12,5\u00a0mm']);
  });

  it('changes nothing when the same articles come twice', async () => {
    expect((await put('/articles', [article('ERP-7001')])).json()).toEqual({
      data: { received: 1, created: 0, updated: 0, unchanged: 1 },
    });
  });

  it('keeps a variant with its family, sent before it or in the same request: the family counts it and carries its option', async () => {
    const response = await put('/articles', [
      article('ERP-7003', { family: 'ERP-7002', variantOptions: [{ group, option: options[1] }] }),
      article('ERP-7002'),
    ]);
    expect(response.json().data.created).toBe(2);
    const family = (await productOf('ERP-7002'))!;
    expect(family.child_count).toBe(1);
    const { product } = (await shop.request({ url: `/store-api/product/${family.id}` })).json();
    expect(product.variants.map((variant: { productNumber: string }) => variant.productNumber)).toEqual([
      'ERP-7003',
    ]);
    expect(product.properties).toHaveLength(2);
    const familyStock = await put('/stock', [
      { article: 'ERP-7002', warehouse: 'ANT', quantity: 5, changedAt: at(2) },
    ]);
    expect(refusedCodes(familyStock)).toEqual([[0, importRowCodes.variantFamily]]);
    await put('/stock', [{ article: 'ERP-7003', warehouse: 'ANT', quantity: 5, changedAt: at(2) }]);
    expect((await productOf('ERP-7002'))!.stock_hundredths).toBe(500);
  });

  it('renames an article: the new seo path is canonical and the old one leads to it', async () => {
    const renamed = article('ERP-7001', {
      names: { nl: 'Lijmklem ERP-7001', fr: "Serre-joint queue d'aronde ERP-7001" },
      changedAt: at(3),
    });
    expect((await put('/articles', [renamed])).json().data.updated).toBe(1);
    const { id } = (await productOf('ERP-7001'))!;
    const paths = await queryRows<{ seo_path_info: string; is_canonical: boolean }>(
      shop.database.db,
      sql`select seo_path_info, is_canonical from seo_url
          where foreign_key = ${id} and language_id = ${shop.languageIds['nl-NL']!} order by is_canonical`,
    );
    expect(paths).toEqual([
      { seo_path_info: 'zwaluwstaartklem-erp-7001/erp-7001', is_canonical: false },
      { seo_path_info: 'lijmklem-erp-7001/erp-7001', is_canonical: true },
    ]);
    expect(await search('lijmklem')).toContain('ERP-7001');
  });

  it('applies nothing of a request with a bad row, and names unknown keys, a new article without price and a variant of a variant', async () => {
    const response = await put('/articles', [
      article('ERP-7010'),
      article('ERP-7011', { brand: 'nobody' }),
      article('ERP-7012', { category: 'no/such/group' }),
      article('ERP-7013', { properties: [{ group, option: 'none-such' }] }),
      article('ERP-7014', { media: ['erp/missing.png'] }),
      article('ERP-7015', { listPrice: undefined }),
      article('ERP-7016', { family: 'ERP-7003' }),
      article('ERP-7017', { ean: '12345' }),
    ]);
    expect(response.statusCode).toBe(422);
    expect(refusedCodes(response)).toEqual([
      [1, importRowCodes.unknownKey],
      [2, importRowCodes.unknownKey],
      [3, importRowCodes.unknownKey],
      [4, importRowCodes.unknownKey],
      [5, importRowCodes.missingListPrice],
      [6, importRowCodes.variantFamily],
      [7, importRowCodes.invalid],
    ]);
    expect(await productOf('ERP-7010')).toBeUndefined();
  });

  it('blocks an article from ordering in the shop and lifts the block again', async () => {
    const blocks = () =>
      queryRows<{ reason: string }>(
        shop.database.db,
        sql`select b.reason from article_sales_block b join product p on p.id = b.product_id
            where p.product_number = 'ERP-7002'`,
      );
    await put('/articles', [article('ERP-7002', { salesBlock: 'Discontinued', changedAt: at(4) })]);
    expect(await blocks()).toEqual([{ reason: 'Discontinued' }]);
    await put('/articles', [article('ERP-7002', { changedAt: at(5) })]);
    expect(await blocks()).toEqual([]);
  });

  it('takes a brand’s new name, and search finds its articles by it', async () => {
    const renamed = { key: 'quadrix', name: 'Klemvast', link: null, changedAt: at(6) };
    expect((await put('/brands', [renamed])).json().data.updated).toBe(1);
    expect(await search('klemvast')).toContain('ERP-7001');
  });

  it('stores an uploaded picture once under its name, which articles then show', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    const upload = (file: string, body: Buffer | string, type = 'image/png') =>
      shop.app.inject({
        method: 'PUT',
        url: `/integration-api/media/${file}`,
        headers: { authorization: `Bearer ${bearer}`, 'content-type': type },
        payload: body,
      });
    expect((await upload('klem-rood.png', png)).json()).toEqual({
      data: { path: 'erp/klem-rood.png', width: 40, height: 30, changed: true },
    });
    expect((await upload('klem-rood.png', png)).json().data.changed).toBe(false);
    expect((await upload('klem.png', 'no picture')).statusCode).toBe(422);
    expect((await upload('klem.jpg', png, 'image/jpeg')).statusCode).toBe(422);
    expect((await upload('..%2Fklem.png', png)).statusCode).toBe(422);
    await put('/articles', [
      article('ERP-7001', { media: ['erp/klem-rood.png', picture], changedAt: at(7) }),
    ]);
    const { id } = (await productOf('ERP-7001'))!;
    const { product } = (await shop.request({ url: `/store-api/product/${id}` })).json();
    expect(product.cover.media.url).toContain('erp/klem-rood.png');
    expect(product.media).toHaveLength(2);
    const served = await shop.app.inject({ url: '/media/erp/klem-rood.png' });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('replaces an article’s references when sent and keeps them when left out; the product shows those the shop has', async () => {
    const referencesOf = async (number: string) => {
      const { id } = (await productOf(number))!;
      const { product } = (await shop.request({ url: `/store-api/product/${id}` })).json();
      return product.references.map((reference: { kind: string; products: { productNumber: string }[] }) => [
        reference.kind,
        reference.products.map((entry) => entry.productNumber),
      ]);
    };
    await put('/articles', [
      article('ERP-7301', { changedAt: at(8) }),
      article('ERP-7302', {
        references: [
          { kind: 'accessory', article: 'ERP-7301' },
          { kind: 'successor', article: 'ERP-7301' },
          { kind: 'sparePart', article: 'ERP-7399' },
        ],
        changedAt: at(8),
      }),
    ]);
    expect(await referencesOf('ERP-7302')).toEqual([
      ['accessory', ['ERP-7301']],
      ['successor', ['ERP-7301']],
    ]);
    // The spare part the shop did not have shows once it comes.
    await put('/articles', [article('ERP-7399', { changedAt: at(8) })]);
    expect(await referencesOf('ERP-7302')).toEqual([
      ['accessory', ['ERP-7301']],
      ['sparePart', ['ERP-7399']],
      ['successor', ['ERP-7301']],
    ]);
    expect((await put('/articles', [article('ERP-7302', { changedAt: at(9) })])).json().data.unchanged).toBe(
      1,
    );
    expect(await referencesOf('ERP-7302')).toHaveLength(3);
    expect(
      (await put('/articles', [article('ERP-7302', { references: [], changedAt: at(10) })])).json().data
        .updated,
    ).toBe(1);
    expect(await referencesOf('ERP-7302')).toEqual([]);
  });
});

describe('company discount import', () => {
  it('gives a company a discount on a brand, which its buyers see in their prices; null ends it', async () => {
    const [target] = await queryRows<{ brand: string; number: string; list_price: string }>(
      shop.database.db,
      sql`select m.erp_key as brand, p.product_number as number, p.list_price from product p
          join manufacturer m on m.id = p.manufacturer_id
          join company c on c.number = '100002'
          where p.child_count = 0 and p.list_price > 20
            and not exists (select 1 from company_discount d where d.company_id = c.id and d.manufacturer_id = m.id)
            and not exists (select 1 from company_price cp where cp.company_id = c.id and cp.product_id = p.id)
          order by p.product_number limit 1`,
    );
    const row = (discountPercent: number | null, changedAt: string) => ({
      company: '100002',
      brand: target!.brand,
      discountPercent,
      changedAt,
    });
    const { token } = await shop.login('other.lead');
    const price = async () =>
      (
        await shop.call('POST', '/store-api/dexis/article/information', token, {
          articles: [{ sku: target!.number, quantity: 1 }],
        })
      ).json().articles[0].price;
    const listPrice = await price();

    expect((await put('/company-discounts', [row(12, '2026-11-24T06:00:00Z')])).json().data).toMatchObject({
      created: 1,
    });
    expect((await put('/company-discounts', [row(12, '2026-11-24T06:00:00Z')])).json().data).toMatchObject({
      unchanged: 1,
    });
    expect(await price()).toBeCloseTo(listPrice * 0.88, 2);
    expect((await put('/company-discounts', [row(null, '2026-11-24T07:00:00Z')])).json().data).toMatchObject({
      updated: 1,
    });
    expect(await price()).toBe(listPrice);
  });

  it('refuses an unknown brand or company', async () => {
    const response = await put('/company-discounts', [
      { company: '100002', brand: 'no-such-brand', discountPercent: 5, changedAt: '2026-11-24T06:00:00Z' },
      { company: '999999', brand: 'quadrix', discountPercent: 5, changedAt: '2026-11-24T06:00:00Z' },
    ]);
    expect(refusedCodes(response)).toEqual([
      [0, importRowCodes.unknownKey],
      [1, importRowCodes.unknownCompany],
    ]);
  });
});

describe('ERP order, invoice and offer import', () => {
  const erpOrder = (number: string, fields: Record<string, unknown> = {}) => ({
    number,
    company: '100001',
    channel: 'phone',
    orderedAt: '2026-10-02T09:15:00+02:00',
    status: 'shipped',
    reference: 'Werf Kortrijk',
    orderedBy: 'Lien Peeters',
    shipmentNumber: 'ZD-55120',
    trackAndTraceUrl: 'https://track.example.com/ZD-55120',
    net: 120,
    total: 145.2,
    lines: [
      {
        position: 1,
        article: 'TS-100001',
        name: 'Zwaluwstaartklem',
        quantity: 10,
        unit: 'PCE',
        unitPrice: 12,
        totalPrice: 120,
        deliveryDate: '2026-10-04',
        shippingNoteNumber: 'LB-9001',
        invoiceNumber: 'F26-0042',
        invoiceDate: '2026-10-05',
      },
    ],
    changedAt: '2026-10-05T08:00:00Z',
    ...fields,
  });
  const invoice = (number: string, fields: Record<string, unknown> = {}) => ({
    number,
    company: '100001',
    issuedOn: '2026-10-05',
    dueOn: '2026-11-04',
    orders: ['V26-1001'],
    shippingNoteNumbers: ['LB-9001'],
    paymentReference: '+++090/9337/55493+++',
    net: 120,
    vat: 25.2,
    total: 145.2,
    openAmount: 145.2,
    vatBreakdown: [{ rate: 21, base: 120, amount: 25.2 }],
    lines: [
      {
        position: 1,
        article: 'TS-100001',
        name: 'Zwaluwstaartklem',
        quantity: 10,
        unit: 'PCE',
        unitPrice: 12,
        net: 120,
        vatRate: 21,
        order: 'V26-1001',
      },
    ],
    changedAt: '2026-10-05T08:00:00Z',
    ...fields,
  });
  const offer = (number: string, fields: Record<string, unknown> = {}) => ({
    number,
    company: '100001',
    offeredOn: '2026-09-20',
    validUntil: '2026-10-20',
    status: 'open',
    net: 480,
    lines: [
      {
        position: 1,
        article: 'TS-100002',
        name: 'Boorhamer',
        quantity: 2,
        unit: 'PCE',
        unitPrice: 240,
        net: 480,
      },
    ],
    changedAt: '2026-09-20T08:00:00Z',
    ...fields,
  });
  const stored = async (table: string, number: string) =>
    (
      await queryRows<Record<string, unknown>>(
        shop.database.db,
        sql`select * from ${sql.raw(table)} where number = ${number}`,
      )
    )[0];

  it('keeps orders of every channel, invoices and offers by their numbers; a replay changes nothing', async () => {
    for (const [path, row, table] of [
      ['/erp-orders', erpOrder('V26-1001'), 'erp_order'],
      ['/invoices', invoice('F26-0042'), 'erp_invoice'],
      ['/offers', offer('O26-0310'), 'erp_offer'],
    ] as const) {
      expect((await put(path, [row])).json().data, path).toEqual({
        received: 1,
        created: 1,
        updated: 0,
        unchanged: 0,
      });
      expect((await put(path, [row])).json().data.unchanged, path).toBe(1);
      expect(await stored(table, row.number), path).toBeDefined();
    }
    expect(await stored('erp_order', 'V26-1001')).toMatchObject({
      channel: 'phone',
      status: 'shipped',
      total: '145.20',
      lines: [expect.objectContaining({ shippingNoteNumber: 'LB-9001', invoiceNumber: 'F26-0042' })],
    });
    expect(await stored('erp_invoice', 'F26-0042')).toMatchObject({
      order_numbers: ['V26-1001'],
      vat_breakdown: [{ rate: 21, base: 120, amount: 25.2 }],
      open_amount: '145.20',
    });
  });

  it('takes a later change of a document, and refuses an older one', async () => {
    await put('/invoices', [invoice('F26-0043')]);
    const paid = invoice('F26-0043', { openAmount: 0, changedAt: '2026-10-20T08:00:00Z' });
    expect((await put('/invoices', [paid])).json().data.updated).toBe(1);
    expect((await stored('erp_invoice', 'F26-0043'))!.open_amount).toBe('0.00');
    const late = invoice('F26-0043', { openAmount: 145.2, changedAt: '2026-10-10T08:00:00Z' });
    expect(refusedCodes(await put('/invoices', [late]))).toEqual([[0, importRowCodes.stale]]);
    expect((await stored('erp_invoice', 'F26-0043'))!.open_amount).toBe('0.00');
  });

  it('applies nothing of a request with an unknown company or shop order, or amounts that do not add up', async () => {
    const response = await put('/erp-orders', [
      erpOrder('V26-2001'),
      erpOrder('V26-2002', { company: '999999' }),
      erpOrder('V26-2003', { channel: 'shop', shopOrder: 'NO-SUCH-ORDER' }),
    ]);
    expect(refusedCodes(response)).toEqual([
      [1, importRowCodes.unknownCompany],
      [2, importRowCodes.unknownOrder],
    ]);
    expect(await stored('erp_order', 'V26-2001')).toBeUndefined();
    const wrong = await put('/invoices', [invoice('F26-0044', { total: 150 })]);
    expect(refusedCodes(wrong)).toEqual([[0, importRowCodes.invalid]]);
    expect(wrong.json().errors[0].meta.parameters.rows[0].reason).toContain('net + vat is not the total');
  });

  it('stores the PDF of an invoice, its delivery proof and an offer once; refuses what is no PDF or no known document', async () => {
    await put('/invoices', [invoice('F26-0045')]);
    await put('/offers', [offer('O26-0311')]);
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const upload = (path: string, body: Buffer | string, type = 'application/pdf') =>
      shop.app.inject({
        method: 'PUT',
        url: `/integration-api/documents/${path}`,
        headers: { authorization: `Bearer ${bearer}`, 'content-type': type },
        payload: body,
      });
    expect((await upload('invoice/F26-0045', pdf)).json()).toEqual({
      data: { kind: 'invoice', number: 'F26-0045', byteSize: pdf.length, changed: true },
    });
    expect((await upload('invoice/F26-0045', pdf)).json().data.changed).toBe(false);
    expect((await upload('delivery-proof/F26-0045', pdf)).statusCode).toBe(200);
    expect((await upload('offer/O26-0311', pdf)).statusCode).toBe(200);
    const [kept] = await queryRows<{ content: Buffer }>(
      shop.database.db,
      sql`select content from erp_document where kind = 'invoice' and number = 'F26-0045'`,
    );
    expect(Buffer.from(kept!.content).equals(pdf)).toBe(true);

    const notPdf = await upload('invoice/F26-0045', 'just text');
    expect([notPdf.statusCode, notPdf.json().errors[0].code]).toEqual([
      422,
      errorCodes.integrationInvalidDocument,
    ]);
    const unknown = await upload('offer/F26-0045', pdf);
    expect([unknown.statusCode, unknown.json().errors[0].code]).toEqual([
      404,
      errorCodes.integrationUnknownDocument,
    ]);
    expect((await upload('receipt/F26-0045', pdf)).statusCode).toBe(400);
    expect((await upload('invoice/F26-0045', pdf, 'text/plain')).statusCode).toBe(415);
  });
});
