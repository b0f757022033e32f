import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/index.ts';
import { startTestShop, type TestShop } from '../../../test/test-app.ts';
import { createIntegrationClient } from '../../integration/index.ts';

let shop: TestShop;
let bearer: string;
const sample = (name: string) => readFile(join(import.meta.dirname, 'samples', name), 'latin1');

beforeAll(async () => {
  shop = await startTestShop();
  const client = await createIntegrationClient(shop.database.db, 'PIM');
  const token = await shop.app.inject({
    method: 'POST',
    url: '/integration-api/oauth/token',
    payload: { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret },
  });
  bearer = token.json().access_token;
});
afterAll(() => shop?.close());

/** Uploads a catalogue and follows its import, which runs after the upload's answer, to its end. */
async function importCatalogue(body: string, contentType = 'application/xml') {
  const upload = await shop.app.inject({
    method: 'POST',
    url: '/integration-api/catalog/bmecat',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
    payload: Buffer.from(body, 'latin1'),
  });
  expect(upload.statusCode).toBe(202);
  for (;;) {
    const record = await shop.app.inject({
      url: upload.headers.location as string,
      headers: { authorization: `Bearer ${bearer}` },
    });
    const { data } = record.json();
    if (data.status !== 'running') return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The article as the Store API shows it, with its tiers and the price a quantity gets. */
async function articleOf(number: string, quantity = 1) {
  const [row] = await queryRows<{ id: string }>(
    shop.database.db,
    sql`select id from product where product_number = ${number}`,
  );
  if (!row) return null;
  const { product } = (await shop.request({ url: `/store-api/product/${row.id}` })).json();
  const tiers = await queryRows<{ from_hundredths: number; price: string }>(
    shop.database.db,
    sql`select from_hundredths, price from price_tier where product_id = ${row.id} order by from_hundredths`,
  );
  const information = await shop.request({
    method: 'POST',
    url: '/store-api/dexis/article/information',
    body: { articles: [{ sku: number, quantity }] },
  });
  return {
    product,
    tiers: tiers.map((tier) => ({ from: tier.from_hundredths / 100, price: Number(tier.price) })),
    price: information.json().articles[0].price as number,
  };
}

const productCount = async () =>
  (await queryRows<{ count: number }>(shop.database.db, sql`select count(*)::int as count from product`))[0]!
    .count;

describe('BMEcat catalogues', () => {
  it('imports a BMEcat 2005 catalogue: texts per language, brand, product group, order rules, pictures, price tiers', async () => {
    expect(await importCatalogue(await sample('new-catalog-2005.xml'))).toMatchObject({
      kind: 'bmecat',
      status: 'applied',
      received: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const adhesive = (await articleOf('BMC-1001', 120))!;
    expect(adhesive.product).toMatchObject({
      translated: { name: 'Montagelijm BMC Power 310 ml' },
      ean: '5412345100010',
      manufacturerNumber: 'BP-310',
      manufacturer: { translated: { name: 'Boltara' } },
      minPurchase: 12,
      purchaseSteps: 12,
      unitOfMeasure: 'PCE',
      calculatedPrice: { unitPrice: 6.95, taxRate: 21 },
      media: [{ media: { path: 'catalog/bolt-grey.svg' } }],
      categories: [{ breadcrumb: ['Hoofdnavigatie', 'Lijmen en kitten', 'Lijmen', 'Montagelijmen'] }],
    });
    expect(adhesive.tiers).toEqual([{ from: 120, price: 6.25 }]);
    expect(adhesive.price).toBe(6.25);
    expect(
      adhesive.product.references.map(
        (reference: { kind: string; products: { productNumber: string }[] }) => ({
          kind: reference.kind,
          articles: reference.products.map((product) => product.productNumber),
        }),
      ),
    ).toEqual([{ kind: 'accessory', articles: ['BMC-1002'] }]);
    // Priced per 10 pieces in the catalogue: the shop keeps the price of one.
    expect((await articleOf('BMC-1002'))!.product.calculatedPrice.unitPrice).toBe(8.99);
    expect(await importCatalogue(await sample('new-catalog-2005.xml'))).toMatchObject({
      status: 'applied',
      received: 2,
      created: 0,
      updated: 0,
      unchanged: 2,
    });
  });

  it('imports BMEcat 1.2 articles from an ISO-8859-1 file naming its DTD, texts without a language in the default one', async () => {
    expect(await importCatalogue(await sample('new-catalog-1.2.xml'))).toMatchObject({
      status: 'applied',
      received: 1,
      created: 1,
    });
    const sealant = (await articleOf('FXN-2001', 100))!;
    expect(sealant.product).toMatchObject({
      translated: { name: 'Acrylaatkit wit 310 ml' },
      ean: '5412345200017',
      minPurchase: 25,
      purchaseSteps: 25,
    });
    expect(sealant.tiers).toEqual([{ from: 100, price: 3.1 }]);
    const [french] = await queryRows<{ name: string; description: string }>(
      shop.database.db,
      sql`select t.name, t.description from product_translation t join language l on l.id = t.language_id
          join product p on p.id = t.product_id where p.product_number = 'FXN-2001' and l.locale_code = 'fr-FR'`,
    );
    expect(french).toEqual({
      name: 'Mastic acrylique blanc 310 ml',
      description: 'Mastic acrylique pour joints intérieurs, peut être peint après séchage.',
    });
  });

  it('takes new prices from a T_UPDATE_PRICES with prefixed elements, sent as a multipart upload', async () => {
    const boundary = '----catalogue';
    const xml = await sample('update-prices-prefixed.xml');
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="prices-2027.xml"',
      'Content-Type: application/xml',
      '',
      xml,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    expect(await importCatalogue(body, `multipart/form-data; boundary=${boundary}`)).toMatchObject({
      fileName: 'prices-2027.xml',
      status: 'applied',
      received: 1,
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    const adhesive = (await articleOf('BMC-1001', 120))!;
    expect(adhesive.product.calculatedPrice.unitPrice).toBe(7.2);
    expect(adhesive.tiers).toEqual([{ from: 120, price: 6.6 }]);
  });

  it('refuses the whole file when a product is wrong, naming each with its line', async () => {
    const before = await productCount();
    const catalogue = (await sample('new-catalog-2005.xml'))
      .replace('<SUPPLIER_PID>BMC-1001</SUPPLIER_PID>', '<SUPPLIER_PID>BMC-1101</SUPPLIER_PID>')
      .replace('<ORDER_UNIT>C62</ORDER_UNIT>', '<ORDER_UNIT>XYZ</ORDER_UNIT>')
      .replace('<SUPPLIER_PID>BMC-1002</SUPPLIER_PID>', '<SUPPLIER_PID>BMC-1102</SUPPLIER_PID>')
      .replace(
        '<MANUFACTURER_NAME>BOLTARA</MANUFACTURER_NAME>',
        '<MANUFACTURER_NAME>Nobrand</MANUFACTURER_NAME>',
      )
      .replace('<PROD_ID>BMC-1001</PROD_ID>', '<PROD_ID>BMC-1101</PROD_ID>')
      .replace('<PROD_ID>BMC-1002</PROD_ID>', '<PROD_ID>BMC-1102</PROD_ID>');
    expect(await importCatalogue(catalogue)).toMatchObject({
      status: 'refused',
      received: 2,
      refused: 2,
      refusedRows: [
        { line: 32, key: 'BMC-1101', code: importRowCodes.invalid, reason: 'The shop knows no unit XYZ.' },
        { line: 96, key: 'BMC-1102', code: importRowCodes.invalid, reason: 'The shop has no brand Nobrand.' },
      ],
      problem: null,
    });
    expect(await productCount()).toBe(before);
  });

  it('refuses a product the article import refuses, with its line, and applies none of the others', async () => {
    const catalogue = (await sample('new-catalog-2005.xml'))
      .replaceAll('BMC-1001', 'BMC-1201')
      .replaceAll('BMC-1002', 'BMC-1202')
      .replace('<DESCRIPTION_SHORT lang="nld">Kitpistool BMC Pro voor kokers</DESCRIPTION_SHORT>', '');
    expect((await importCatalogue(catalogue)).refusedRows).toEqual([
      {
        line: 96,
        key: 'BMC-1202',
        code: importRowCodes.invalid,
        reason: 'DESCRIPTION_SHORT (nld): Invalid input: expected string, received undefined',
      },
    ]);
    expect(await articleOf('BMC-1201')).toBeNull();
  });

  it('refuses a product number the file holds twice, naming the first line', async () => {
    const catalogue = (await sample('new-catalog-2005.xml'))
      .replaceAll('BMC-1001', 'BMC-1301')
      .replace('<SUPPLIER_PID>BMC-1002</SUPPLIER_PID>', '<SUPPLIER_PID>BMC-1301</SUPPLIER_PID>');
    expect((await importCatalogue(catalogue)).refusedRows).toEqual([
      {
        line: 96,
        key: 'BMC-1301',
        code: importRowCodes.duplicate,
        reason: 'The product on line 32 has the same SUPPLIER_PID.',
      },
    ]);
  });

  it('refuses a file that is not BMEcat, not well-formed, or declares entities, and changes nothing', async () => {
    const before = await productCount();
    const refusal = async (body: string) => {
      const record = await importCatalogue(body);
      expect(record.status).toBe('refused');
      return record.problem as string;
    };
    expect(await refusal('<?xml version="1.0"?>\n<catalog><item/></catalog>')).toBe(
      'Line 2: This is no BMEcat file: its root element is catalog.',
    );
    expect(
      await refusal(
        '<?xml version="1.0"?>\n<!DOCTYPE BMECAT [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<BMECAT version="2005"><HEADER/>&xxe;</BMECAT>',
      ),
    ).toMatch(/^Line 2: The DOCTYPE may only name the BMEcat DTD/);
    expect(await refusal((await sample('new-catalog-2005.xml')).replace('</PRODUCT_DETAILS>', ''))).toMatch(
      /^Line \d+: Not well-formed XML/,
    );
    expect(await refusal('<BMECAT version="2005"><HEADER/></BMECAT>')).toBe(
      'The file holds no T_NEW_CATALOG, T_UPDATE_PRODUCTS or T_UPDATE_PRICES.',
    );
    expect(await productCount()).toBe(before);
  });

  it('reads an import whose process stopped beating as failed, and answers 404 for an unknown one', async () => {
    const [running] = await queryRows<{ id: number }>(
      shop.database.db,
      sql`insert into integration_import (kind, received, status, heartbeat_at)
          values ('bmecat', 0, 'running', now() - interval '10 minutes') returning id::int`,
    );
    const id = running!.id;
    const follow = (importId: number) =>
      shop.app.inject({
        url: `/integration-api/imports/${importId}`,
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await follow(id)).json().data).toMatchObject({
      status: 'failed',
      problem: 'The import was cut off: its process ended. Nothing was applied.',
    });
    const unknown = await follow(id + 1000);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe('INTEGRATION__UNKNOWN_IMPORT');
  });
});
