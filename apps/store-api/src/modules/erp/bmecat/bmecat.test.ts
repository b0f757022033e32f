import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/index.ts';
import { startTestShop, type TestShop } from '../../../test/test-app.ts';
import { catalogueImportTurn, createIntegrationClient } from '../../integration/index.ts';

let shop: TestShop;
let bearer: string;
const run = promisify(execFile);
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
async function importCatalogue(body: string, contentType = 'application/xml', groupsUnder?: string) {
  const upload = await shop.app.inject({
    method: 'POST',
    url: `/integration-api/catalog/bmecat${groupsUnder ? `?groupsUnder=${encodeURIComponent(groupsUnder)}` : ''}`,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
    payload: Buffer.from(body, 'latin1'),
  });
  expect(upload.statusCode).toBe(202);
  // Answered before the import ends, on PGlite too, whose one connection the import then holds.
  expect(upload.json().data).toMatchObject({
    id: Number((upload.headers.location as string).split('/').pop()),
    status: 'running',
  });
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

/** The distributor's mapping of the ETIM features the samples use. */
const etimMapping = [
  {
    key: 'EF000008',
    type: 'numeric',
    names: { nl: 'Inhoud', fr: 'Contenu', en: 'Content' },
    unit: { code: 'MLT', symbols: { nl: 'ml' } },
  },
  {
    key: 'EF000007',
    type: 'alphanumeric',
    names: { nl: 'Kleur', fr: 'Couleur', en: 'Colour' },
    values: [{ key: 'EV000178', names: { nl: 'grijs', fr: 'gris', en: 'grey' } }],
  },
  {
    key: 'EF000116',
    type: 'logical',
    names: { nl: 'Geschikt voor buiten', fr: 'Convient pour l’extérieur', en: 'Suitable for outdoor use' },
  },
  {
    key: 'EF008156',
    type: 'range',
    names: {
      nl: 'Verwerkingstemperatuur',
      fr: 'Température de mise en œuvre',
      en: 'Application temperature',
    },
    unit: { code: 'CEL', symbols: { nl: '°C' } },
  },
].map((row) => ({ ...row, changedAt: '2026-11-01T00:00:00Z' }));

/** Uploads a file to the media library as the ERP does; answers the response. */
function uploadMedia(file: string, bytes: Buffer, contentType: string) {
  return shop.app.inject({
    method: 'PUT',
    url: `/integration-api/media/${file}`,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': contentType },
    payload: bytes,
  });
}

const pdf = (title: string) => Buffer.from(`%PDF-1.4\n% ${title}\n%%EOF\n`, 'latin1');

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
  it('imports a BMEcat 2005 catalogue: texts per language, brand, product group, order rules, pictures, documents, price tiers', async () => {
    const mapping = await shop.app.inject({
      method: 'PUT',
      url: '/integration-api/features',
      headers: { authorization: `Bearer ${bearer}` },
      payload: { rows: etimMapping },
    });
    expect([mapping.statusCode, mapping.json().data.received]).toEqual([200, 4]);
    // The supplier's documents, uploaded under their file names: the catalogue names them in folders of its own.
    for (const name of ['bmc-1001-tds.pdf', 'bmc-1001-sds.pdf']) {
      expect((await uploadMedia(name, pdf(name), 'application/pdf')).json()).toMatchObject({
        data: { path: `erp/${name}`, changed: true, width: null },
      });
    }
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
      media: [
        { media: { path: 'catalog/bolt-grey.svg' } },
        {
          media: {
            path: 'erp/bmc-1001-tds.pdf',
            url: '/media/erp/bmc-1001-tds.pdf',
            mimeType: 'application/pdf',
            translated: { title: 'Technische fiche' },
            customFields: { dexisDocumentType: 'download', documentKind: 'dataSheet' },
          },
        },
        {
          media: {
            path: 'erp/bmc-1001-sds.pdf',
            translated: { title: null },
            customFields: { dexisDocumentType: 'document', documentKind: 'safetyDataSheet' },
          },
        },
      ],
      properties: [
        { group: { translated: { name: 'Kleur' } }, translated: { name: 'grijs' } },
        { group: { translated: { name: 'Geschikt voor buiten' } }, translated: { name: 'Ja' } },
        { group: { translated: { name: 'Inhoud' } }, translated: { name: '310\u00a0ml' } },
        { group: { translated: { name: 'Verwerkingstemperatuur' } }, translated: { name: '5–40\u00a0°C' } },
      ],
      customFields: {
        dexisAdditionalInfo: 'Verwerken tussen 5 en 40 graden; na 24 uur volledig uitgehard.',
        dexisApplications: 'Hout, steen, metaal en pvc, binnen en buiten.',
      },
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
      // A piece holds 310 ml (CONTENT_UNIT, NO_CU_PER_OU).
      content: { unit: 'MLT', perUnit: 310 },
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
        {
          line: 107,
          key: 'BMC-1102',
          code: importRowCodes.invalid,
          reason: 'The shop has no brand Nobrand.',
        },
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
        line: 107,
        key: 'BMC-1202',
        code: importRowCodes.invalid,
        reason: 'DESCRIPTION_SHORT (nld): Invalid input: expected string, received undefined',
      },
    ]);
    expect(await articleOf('BMC-1201')).toBeNull();
  });

  it('refuses a product whose document the media library lacks, and an upload that is not what its name says', async () => {
    const catalogue = (await sample('new-catalog-2005.xml'))
      .replaceAll('BMC-1001', 'BMC-1401')
      .replaceAll('BMC-1002', 'BMC-1402')
      .replace('documents/bmc-1001-sds.pdf', 'documents/missing.pdf');
    expect((await importCatalogue(catalogue)).refusedRows).toEqual([
      expect.objectContaining({
        line: 32,
        key: 'BMC-1401',
        reason: 'The shop has no document documents/missing.pdf.',
      }),
    ]);
    for (const [change, reason] of [
      [['<FUNIT>CEL</FUNIT>', '<FUNIT>FAH</FUNIT>'], 'FUNIT of EF008156: the shop keeps it in CEL, not FAH.'],
      [
        ['<FNAME>EF000116</FNAME>', '<FNAME>EF999999</FNAME>'],
        'FNAME EF999999: the shop knows no such feature.',
      ],
      [
        ['<FVALUE>EV000178</FVALUE>', '<FVALUE>EV999999</FVALUE>'],
        'The shop has no characteristic EF000007=EV999999.',
      ],
    ] as const) {
      const refused = await importCatalogue(
        catalogue
          .replace('documents/missing.pdf', 'documents/bmc-1001-sds.pdf')
          .replace(change[0], change[1]),
      );
      expect(refused.refusedRows).toEqual([expect.objectContaining({ key: 'BMC-1401', reason })]);
    }
    const notAPdf = await uploadMedia('sheet.pdf', Buffer.from('<html>sheet</html>'), 'application/pdf');
    expect(notAPdf.statusCode).toBe(422);
    expect(notAPdf.json().errors[0].detail).toBe('The file is no PDF file: it does not begin as one.');
    const step = await uploadMedia(
      'bracket.step',
      Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;'),
      'model/step',
    );
    expect(step.json()).toMatchObject({ data: { path: 'erp/bracket.step', changed: true } });
    // Served at the shop's own address: a PDF to be shown, a CAD model to be saved.
    const sheet = await shop.app.inject({ url: '/media/erp/bmc-1001-tds.pdf' });
    expect([sheet.statusCode, sheet.headers['content-type'], sheet.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      undefined,
    ]);
    const model = await shop.app.inject({ url: '/media/erp/bracket.step' });
    expect([model.headers['content-type'], model.headers['content-disposition']]).toEqual([
      'model/step',
      'attachment',
    ]);
  });

  it('refuses a product number the file holds twice, naming the first line', async () => {
    const catalogue = (await sample('new-catalog-2005.xml'))
      .replaceAll('BMC-1001', 'BMC-1301')
      .replace('<SUPPLIER_PID>BMC-1002</SUPPLIER_PID>', '<SUPPLIER_PID>BMC-1301</SUPPLIER_PID>');
    expect((await importCatalogue(catalogue)).refusedRows).toEqual([
      {
        line: 107,
        key: 'BMC-1301',
        code: importRowCodes.duplicate,
        reason: 'The product on line 32 has the same SUPPLIER_PID.',
      },
    ]);
  });

  it('imports a file of many more products than one batch, each mapped to its group at the end, referring to earlier ones', async () => {
    const numbers = Array.from({ length: 240 }, (_, index) => `BMC-${5000 + index}`);
    const header = (await sample('new-catalog-2005.xml')).split('<PRODUCT mode="new">')[0]!;
    const catalogueOf = (pids: string[]) =>
      `${header}${pids
        .map(
          (pid, index) =>
            `<PRODUCT mode="new"><SUPPLIER_PID>${pid}</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT lang="nld">Kitpistool ${index}</DESCRIPTION_SHORT><MANUFACTURER_NAME>Boltara</MANUFACTURER_NAME></PRODUCT_DETAILS><PRODUCT_ORDER_DETAILS><ORDER_UNIT>PCE</ORDER_UNIT></PRODUCT_ORDER_DETAILS><PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>9.90</PRICE_AMOUNT></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS><PRODUCT_REFERENCE type="accessories"><PROD_ID_TO>${numbers[index === 0 ? 1 : 0]}</PROD_ID_TO></PRODUCT_REFERENCE></PRODUCT>\n`,
        )
        .join('')}${numbers
        .map(
          (pid) =>
            `<PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>${pid}</PROD_ID><CATALOG_GROUP_ID>adhesives/glues/construction-adhesives</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>\n`,
        )
        .join('')}</T_NEW_CATALOG></BMECAT>`;
    const lineOf = (catalogue: string, text: string) =>
      catalogue.slice(0, catalogue.indexOf(text)).split('\n').length;
    const before = await productCount();

    const twice = catalogueOf([...numbers.slice(0, -1), numbers[3]!]);
    expect((await importCatalogue(twice)).refusedRows).toEqual([
      {
        line: lineOf(twice, 'Kitpistool 239<'),
        key: numbers[3],
        code: importRowCodes.duplicate,
        reason: `The product on line ${lineOf(twice, 'Kitpistool 3<')} has the same SUPPLIER_PID.`,
      },
    ]);
    expect(await productCount()).toBe(before);

    expect(await importCatalogue(catalogueOf(numbers))).toMatchObject({
      status: 'applied',
      received: 240,
      created: 240,
    });
    const last = (await articleOf(numbers.at(-1)!))!.product;
    expect(last.categories).toEqual([
      expect.objectContaining({
        breadcrumb: ['Hoofdnavigatie', 'Lijmen en kitten', 'Lijmen', 'Montagelijmen'],
      }),
    ]);
    expect(last.references).toEqual([
      expect.objectContaining({
        kind: 'accessory',
        products: [expect.objectContaining({ productNumber: numbers[0] })],
      }),
    ]);
  });

  it('makes the groups the shop lacks categories below the one the upload names, and keeps those it has', async () => {
    const head = (await sample('new-catalog-2005.xml')).split('<CATALOG_GROUP_SYSTEM>')[0]!;
    const structure = (id: string, parent: string | null, names: string, attributes = 'type="node"') =>
      `<CATALOG_STRUCTURE ${attributes}><GROUP_ID>${id}</GROUP_ID>${names}${parent ? `<PARENT_ID>${parent}</PARENT_ID>` : ''}</CATALOG_STRUCTURE>`;
    const catalogue = `${head}<CATALOG_GROUP_SYSTEM><GROUP_SYSTEM_ID>acme</GROUP_SYSTEM_ID>
      ${structure('ACME', null, '<GROUP_NAME>ACME</GROUP_NAME>', 'type="root"')}
      ${structure('ACME-ANCHORS', 'ACME-FIX', '<GROUP_NAME lang="nld">Pluggen</GROUP_NAME><GROUP_NAME lang="fra">Chevilles</GROUP_NAME>', 'type="leaf"')}
      ${structure('ACME-FIX', 'ACME', '<GROUP_NAME lang="nld">Bevestiging</GROUP_NAME><GROUP_NAME lang="eng">Fixings</GROUP_NAME><GROUP_ORDER>2</GROUP_ORDER>')}
      ${structure('adhesives/glues/construction-adhesives', 'ACME', '<GROUP_NAME lang="nld">Lijmen van ACME</GROUP_NAME>', 'type="leaf"')}
    </CATALOG_GROUP_SYSTEM>
    <PRODUCT mode="new"><SUPPLIER_PID>ACME-PLUG-6</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT lang="nld">Nylon plug 6 mm</DESCRIPTION_SHORT><MANUFACTURER_NAME>Boltara</MANUFACTURER_NAME></PRODUCT_DETAILS>
      <PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME><REFERENCE_FEATURE_GROUP_ID>EC002565</REFERENCE_FEATURE_GROUP_ID></PRODUCT_FEATURES>
      <PRODUCT_ORDER_DETAILS><ORDER_UNIT>PCE</ORDER_UNIT></PRODUCT_ORDER_DETAILS>
      <PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>0.12</PRICE_AMOUNT></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS></PRODUCT>
    <PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>ACME-PLUG-6</PROD_ID><CATALOG_GROUP_ID>ACME-ANCHORS</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>
    </T_NEW_CATALOG></BMECAT>`;
    const categories = () =>
      queryRows<{ key: string; parent: string | null; name: string; french: string; path: string | null }>(
        shop.database.db,
        sql`select c.erp_key as key, p.erp_key as parent, nl.name, fr.name as french,
              (select seo_path_info from seo_url where foreign_key = c.id and language_id = nl.language_id and is_canonical limit 1) as path
            from category c left join category p on p.id = c.parent_id
            join category_translation nl on nl.category_id = c.id
              and nl.language_id = (select id from language where locale_code = 'nl-NL')
            join category_translation fr on fr.category_id = c.id
              and fr.language_id = (select id from language where locale_code = 'fr-FR')
            where c.erp_key in ('ACME', 'ACME-FIX', 'ACME-ANCHORS', 'adhesives/glues/construction-adhesives')
            order by c.erp_key`,
      );
    const before = await categories();

    // Without a place for them, a product in a group the shop lacks is refused, as before.
    const refused = await importCatalogue(catalogue);
    expect(refused).toMatchObject({
      status: 'refused',
      refusedRows: [{ key: 'ACME-PLUG-6', reason: expect.stringContaining('ACME-ANCHORS') }],
    });
    // A category the shop does not have refuses the file, and nothing is made.
    const unknown = await importCatalogue(catalogue, 'application/xml', 'no-such-category');
    expect(unknown).toMatchObject({
      status: 'refused',
      problem: expect.stringContaining('no-such-category'),
    });
    expect(await categories()).toEqual(before);

    expect(await importCatalogue(catalogue, 'application/xml', 'adhesives')).toMatchObject({
      status: 'applied',
    });
    const [fixingsPath] = (
      await queryRows<{ path: string }>(
        shop.database.db,
        sql`select s.seo_path_info as path from seo_url s join category c on c.id = s.foreign_key
            where c.erp_key = 'adhesives' and s.is_canonical
              and s.language_id = (select id from language where locale_code = 'nl-NL')`,
      )
    ).map((row) => row.path);
    expect(await categories()).toEqual([
      // The parent group comes first, though the file names it after; a missing French name is the Dutch one.
      {
        key: 'ACME-ANCHORS',
        parent: 'ACME-FIX',
        name: 'Pluggen',
        french: 'Chevilles',
        path: `${fixingsPath}/bevestiging/pluggen`,
      },
      {
        key: 'ACME-FIX',
        parent: 'adhesives',
        name: 'Bevestiging',
        french: 'Bevestiging',
        path: `${fixingsPath}/bevestiging`,
      },
      // The shop's own group keeps its place and name; the root is the catalogue, no group.
      ...before.filter((row) => row.key === 'adhesives/glues/construction-adhesives'),
    ]);
    const [plug] = await queryRows<{ id: string; etim: string }>(
      shop.database.db,
      sql`select id, custom_fields->>'etimClass' as etim from product where product_number = 'ACME-PLUG-6'`,
    );
    expect(plug!.etim).toBe('EC002565');
    // The new category's page lists the article.
    const [anchors] = await queryRows<{ id: string }>(
      shop.database.db,
      sql`select id from category where erp_key = 'ACME-ANCHORS'`,
    );
    const listing = await shop.request({
      method: 'POST',
      url: `/store-api/product-listing/${anchors!.id}`,
      body: {},
    });
    expect(
      listing.json().elements.map((element: { productNumber: string }) => element.productNumber),
    ).toEqual(['ACME-PLUG-6']);
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

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'runs on PostgreSQL in a process of its own, and one whose process ends before it answers is recorded as failed, with nothing applied',
    async () => {
      const header = (await sample('new-catalog-2005.xml')).split('<PRODUCT mode="new">')[0]!;
      const catalogue = `${header}<PRODUCT mode="new"><SUPPLIER_PID>BMC-CUT-1</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT lang="nld">Afgebroken</DESCRIPTION_SHORT></PRODUCT_DETAILS><PRODUCT_ORDER_DETAILS><ORDER_UNIT>PCE</ORDER_UNIT></PRODUCT_ORDER_DETAILS></PRODUCT><PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>BMC-CUT-1</PROD_ID><CATALOG_GROUP_ID>adhesives/glues/construction-adhesives</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP></T_NEW_CATALOG></BMECAT>`;
      const before = await productCount();
      const imported = importCatalogue(catalogue);
      // The import's process, a child of this one, is ended as soon as it appears: long before it can answer.
      const importProcess = async (): Promise<number> => {
        for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
          const { stdout } = await run('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)]);
          const line = stdout
            .split('\n')
            .find((candidate) => candidate.includes('catalogue-import.process.ts'));
          if (line) return Number.parseInt(line, 10);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        throw new Error('No process of its own ran the import.');
      };
      process.kill(await importProcess(), 'SIGKILL');
      expect(await imported).toMatchObject({
        status: 'failed',
        problem: 'The import stopped on an error of the shop; see its log.',
      });
      expect(await productCount()).toBe(before);
    },
  );

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'takes its turn: a catalogue waits while another is being imported, then is applied',
    async () => {
      const header = (await sample('new-catalog-2005.xml')).split('<PRODUCT mode="new">')[0]!;
      const catalogue = `${header}<PRODUCT mode="new"><SUPPLIER_PID>BMC-TURN-1</SUPPLIER_PID><PRODUCT_DETAILS><DESCRIPTION_SHORT lang="nld">Op zijn beurt</DESCRIPTION_SHORT></PRODUCT_DETAILS><PRODUCT_ORDER_DETAILS><ORDER_UNIT>PCE</ORDER_UNIT></PRODUCT_ORDER_DETAILS><PRODUCT_PRICE_DETAILS><PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>4.50</PRICE_AMOUNT></PRODUCT_PRICE></PRODUCT_PRICE_DETAILS></PRODUCT><PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>BMC-TURN-1</PROD_ID><CATALOG_GROUP_ID>adhesives/glues/construction-adhesives</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP></T_NEW_CATALOG></BMECAT>`;
      let imported: ReturnType<typeof importCatalogue> | undefined;
      // This transaction holds the turn, as another catalogue's import would.
      await shop.database.db.transaction(async (other) => {
        await other.execute(catalogueImportTurn);
        imported = importCatalogue(catalogue);
        const waiting = async () =>
          (
            await queryRows<{ waiting: number }>(
              shop.database.db,
              sql`select count(*)::int as waiting from pg_locks l join pg_database d on d.oid = l.database
                  where l.locktype = 'advisory' and not l.granted and d.datname = current_database()`,
            )
          )[0]!.waiting;
        await expect.poll(waiting, { timeout: 30_000 }).toBe(1);
        expect(
          await queryRows(shop.database.db, sql`select 1 from product where product_number = 'BMC-TURN-1'`),
        ).toEqual([]);
      });
      expect(await imported).toMatchObject({ status: 'applied', created: 1 });
    },
  );

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
