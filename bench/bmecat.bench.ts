/**
 * A supplier's BMEcat catalogue at full size through the integration API: a BMEcat 2005 file of
 * `--catalogue` products (100,000 by default, about 3 KB each with texts in three languages, ETIM
 * features, pictures, documents, references and three price tiers) posted as one streamed upload to
 * production start (one process of each role) on a copy of the demo catalogue of `--products`
 * articles, with the features mapped and the documents in the media library, and followed until
 * its import ends. Goal: 100,000 products in at most 10 minutes, the
 * import's process below 300 MB resident at its peak (on PostgreSQL a process of its own, which the
 * Store API worker starts; on PGlite the Store API worker itself, which holds the database).
 * Figures only: nothing passes or fails. The file is written once to bench/data and reused.
 *
 *   npm run bench:bmecat
 *   npm run bench:bmecat -- --catalogue 20000 --engine pglite
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { cp, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openDatabase, queryRows } from '@tradeshop/store-api/db';
import { createIntegrationClient } from '@tradeshop/store-api/integration';
import { replaceDemoPasswords } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  accessKeyOf,
  benchDatabaseName,
  benchDataDir,
  catalogueOptions,
  type Engine,
  enginesToRun,
  openSeeded,
  serverDatabaseUrl,
  serverUrl,
} from './catalogue.ts';
import { apiPort, startShop, stopServer } from './production-shop.ts';
import { scriptMemory, workerMemory } from './shop-processes.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    ...catalogueOptions,
    products: { type: 'string', default: '3000' },
    catalogue: { type: 'string', default: '100000' },
  },
});
const baseProducts = Number(args.products);
const catalogueProducts = Number(args.catalogue);
const goalSeconds = 600;
const goalMegabytes = 300;

/** The catalogue's ETIM features: even ones numeric in millimetres, odd ones alphanumeric of 500 values. */
const featureKey = (feature: number) => `EF${String(1000 + feature).padStart(6, '0')}`;
const featureValue = (value: number) => `EV${String(value).padStart(6, '0')}`;
const benchFeatures = Array.from({ length: 10 }, (_, feature) => ({
  key: featureKey(feature),
  names: { nl: `Kenmerk ${feature}` },
  ...(feature % 2
    ? {
        type: 'alphanumeric',
        values: Array.from({ length: 500 }, (_, value) => ({
          key: featureValue(value),
          names: { nl: `Waarde ${value}` },
        })),
      }
    : { type: 'numeric', unit: { code: 'MMT', symbols: { nl: 'mm' } } }),
  changedAt: '2026-01-01T00:00:00Z',
}));

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes a BMEcat 2005 catalogue of `count` products in the base catalogue's groups and brands. */
async function writeCatalogue(path: string, count: number, groups: string[], brands: string[]) {
  const out = createWriteStream(path);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : new Promise<void>((done) => out.once('drain', () => done()));
  await write(`<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
<HEADER><CATALOG><LANGUAGE default="true">nld</LANGUAGE><LANGUAGE>fra</LANGUAGE><LANGUAGE>eng</LANGUAGE>
<CATALOG_ID>BENCH</CATALOG_ID><CATALOG_VERSION>1</CATALOG_VERSION><CURRENCY>EUR</CURRENCY></CATALOG>
<SUPPLIER><SUPPLIER_NAME>Benchmark supplier</SUPPLIER_NAME></SUPPLIER></HEADER>
<T_NEW_CATALOG>
`);
  const number = (index: number) => `BMB-${String(index).padStart(7, '0')}`;
  for (let index = 0; index < count; index += 1) {
    const length = 10 + (index % 40) * 5;
    const size = `M${4 + (index % 9) * 2}`;
    const price = 0.05 + (index % 997) / 10;
    const features = Array.from(
      { length: 10 },
      (_, feature) =>
        `<FEATURE><FNAME>${featureKey(feature)}</FNAME><FVALUE>${feature % 2 ? featureValue(index % 500) : (index % 97) + feature}</FVALUE>${feature % 2 ? '' : '<FUNIT>MMT</FUNIT>'}</FEATURE>`,
    ).join('\n');
    await write(`<PRODUCT mode="new"><SUPPLIER_PID>${number(index)}</SUPPLIER_PID>
<PRODUCT_DETAILS>
<DESCRIPTION_SHORT lang="nld">Zeskantbout ${size} x ${length} mm verzinkt staal 8.8 (${index})</DESCRIPTION_SHORT>
<DESCRIPTION_SHORT lang="fra">Boulon hexagonal ${size} x ${length} mm acier zingué 8.8 (${index})</DESCRIPTION_SHORT>
<DESCRIPTION_SHORT lang="eng">Hexagon bolt ${size} x ${length} mm zinc-plated steel 8.8 (${index})</DESCRIPTION_SHORT>
<DESCRIPTION_LONG lang="nld">${escapeXml(`Zeskantbout met draad tot aan de kop, volgens DIN 933 / ISO 4017, sterkteklasse 8.8, galvanisch verzinkt voor gebruik binnen. Lengte ${length} mm, draad ${size}.`)}</DESCRIPTION_LONG>
<DESCRIPTION_LONG lang="fra">Boulon à tête hexagonale entièrement fileté selon DIN 933 / ISO 4017, classe 8.8, zingué pour l'intérieur. Longueur ${length} mm, filetage ${size}.</DESCRIPTION_LONG>
<DESCRIPTION_LONG lang="eng">Hexagon head bolt threaded to the head, DIN 933 / ISO 4017, property class 8.8, zinc-plated for indoor use. Length ${length} mm, thread ${size}.</DESCRIPTION_LONG>
<INTERNATIONAL_PID type="gtin">${String(5400000000000 + index).slice(0, 13)}</INTERNATIONAL_PID>
<MANUFACTURER_PID>HB-${index}</MANUFACTURER_PID><MANUFACTURER_NAME>${brands[index % brands.length]}</MANUFACTURER_NAME>
</PRODUCT_DETAILS>
<PRODUCT_FEATURES><REFERENCE_FEATURE_SYSTEM_NAME>ETIM-9.0</REFERENCE_FEATURE_SYSTEM_NAME><REFERENCE_FEATURE_GROUP_ID>EC000${100 + (index % 50)}</REFERENCE_FEATURE_GROUP_ID>
${features}
</PRODUCT_FEATURES>
<PRODUCT_ORDER_DETAILS><ORDER_UNIT>C62</ORDER_UNIT><CONTENT_UNIT>C62</CONTENT_UNIT><NO_CU_PER_OU>1</NO_CU_PER_OU><PRICE_QUANTITY>100</PRICE_QUANTITY><QUANTITY_MIN>100</QUANTITY_MIN><QUANTITY_INTERVAL>100</QUANTITY_INTERVAL></PRODUCT_ORDER_DETAILS>
<PRODUCT_PRICE_DETAILS>
<PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${(price * 100).toFixed(2)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.21</TAX><LOWER_BOUND>100</LOWER_BOUND></PRODUCT_PRICE>
<PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${(price * 95).toFixed(2)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.21</TAX><LOWER_BOUND>1000</LOWER_BOUND></PRODUCT_PRICE>
<PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>${(price * 90).toFixed(2)}</PRICE_AMOUNT><PRICE_CURRENCY>EUR</PRICE_CURRENCY><TAX>0.21</TAX><LOWER_BOUND>5000</LOWER_BOUND></PRODUCT_PRICE>
</PRODUCT_PRICE_DETAILS>
<MIME_INFO>
<MIME><MIME_TYPE>image/svg+xml</MIME_TYPE><MIME_SOURCE>catalog/bolt-grey.svg</MIME_SOURCE><MIME_PURPOSE>normal</MIME_PURPOSE></MIME>
<MIME><MIME_TYPE>application/pdf</MIME_TYPE><MIME_SOURCE>documents/${number(index)}-tds.pdf</MIME_SOURCE><MIME_DESCR lang="nld">Technische fiche</MIME_DESCR><MIME_PURPOSE>data_sheet</MIME_PURPOSE></MIME>
<MIME><MIME_TYPE>application/pdf</MIME_TYPE><MIME_SOURCE>documents/${number(index)}-ce.pdf</MIME_SOURCE><MIME_PURPOSE>others</MIME_PURPOSE></MIME>
</MIME_INFO>
<PRODUCT_REFERENCE type="accessories"><PROD_ID_TO>${number((index + 1) % count)}</PROD_ID_TO></PRODUCT_REFERENCE>
<PRODUCT_REFERENCE type="similar"><PROD_ID_TO>${number((index + 7) % count)}</PROD_ID_TO></PRODUCT_REFERENCE>
</PRODUCT>
`);
  }
  for (let index = 0; index < count; index += 1) {
    await write(
      `<PRODUCT_TO_CATALOGGROUP_MAP><PROD_ID>${number(index)}</PROD_ID><CATALOG_GROUP_ID>${groups[index % groups.length]}</CATALOG_GROUP_ID></PRODUCT_TO_CATALOGGROUP_MAP>\n`,
    );
  }
  await write('</T_NEW_CATALOG>\n</BMECAT>\n');
  out.end();
  await finished(out);
}

/**
 * A copy of the seeded base catalogue for this run (database and data folder), so that the import
 * starts from the same shop each time, with an integration client; answers where it lies.
 */
async function baseCopy(engine: Engine) {
  const seeded = await openSeeded(engine, baseProducts);
  const accessKey = await accessKeyOf(seeded.db);
  await seeded.close();
  const dataDir = `${benchDataDir(baseProducts)}-bmecat`;
  await rm(dataDir, { recursive: true, force: true });
  await cp(benchDataDir(baseProducts), dataDir, {
    recursive: true,
    filter: (source) => !source.endsWith('.xml'),
  });
  let databaseUrl = '';
  if (engine === 'postgres') {
    const name = `${benchDatabaseName(baseProducts)}_bmecat`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template ${benchDatabaseName(baseProducts)}`);
    await admin.end();
    databaseUrl = await serverDatabaseUrl(name);
  }
  const database = await openDatabase(
    engine === 'postgres' ? { databaseUrl } : { dataDir: resolve(dataDir, 'pglite') },
  );
  const groups = (
    await queryRows<{ key: string }>(
      database.db,
      sql`select erp_key as key from category where erp_key is not null and child_count = 0 order by erp_key`,
    )
  ).map((row) => row.key);
  const brands = (
    await queryRows<{ name: string }>(
      database.db,
      sql`select distinct t.name from manufacturer m join manufacturer_translation t on t.manufacturer_id = m.id
          where m.erp_key is not null order by t.name`,
    )
  ).map((row) => row.name);
  // The products' documents as the supplier's uploads (PUT /integration-api/media/<file>) leave them.
  await database.db.execute(
    sql`insert into media (id, path, mime_type, file_extension)
        select gen_random_uuid(), 'erp/BMB-' || lpad(i::text, 7, '0') || '-' || kind || '.pdf', 'application/pdf', 'pdf'
        from generate_series(0, ${catalogueProducts - 1}::int) as i, unnest(array['tds', 'ce']) as kind`,
  );
  const client = await createIntegrationClient(database.db, 'Benchmark');
  // A production start refuses the demo's known passwords.
  await replaceDemoPasswords(database.db);
  await database.close();
  return { place: { databaseUrl, dataDir }, accessKey, groups, brands, client };
}

async function benchBmecat(engine: Engine) {
  console.log(`\nBMEcat catalogue, ${engine}: ${catalogueProducts} products into a shop of ${baseProducts}`);
  const { place, accessKey, groups, brands, client } = await baseCopy(engine);
  const file = resolve(benchDataDir(baseProducts), `bmecat-${catalogueProducts}.xml`);
  if (!existsSync(file)) await writeCatalogue(file, catalogueProducts, groups, brands);
  const megabytes = (await stat(file)).size / 1024 / 1024;

  const shop = await startShop(engine, baseProducts, 1, accessKey, 'production', place);
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const tokenResponse = await fetch(`${api}/integration-api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: client.id,
        client_secret: client.secret,
      }),
    });
    const authorization = `Bearer ${((await tokenResponse.json()) as { access_token: string }).access_token}`;
    const features = await fetch(`${api}/integration-api/features`, {
      method: 'PUT',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ rows: benchFeatures }),
    });
    if (!features.ok)
      throw new Error(`Features: ${features.status}: ${(await features.text()).slice(0, 400)}`);
    const storeApiResident = () =>
      workerMemory(shop.pid!).find((worker) => worker.role === 'store-api')!.residentBytes / 1024 / 1024;
    const before = storeApiResident();
    const peaks = { storeApi: before, importProcess: 0 };
    const sampler = setInterval(() => {
      peaks.storeApi = Math.max(peaks.storeApi, storeApiResident());
      for (const bytes of scriptMemory('catalogue-import.process.ts').values())
        peaks.importProcess = Math.max(peaks.importProcess, bytes / 1024 / 1024);
    }, 250);
    const started = performance.now();
    const upload = await fetch(`${api}/integration-api/catalog/bmecat`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/xml' },
      body: Readable.toWeb(createReadStream(file)) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    if (upload.status !== 202) throw new Error(`${upload.status}: ${(await upload.text()).slice(0, 400)}`);
    const uploaded = (performance.now() - started) / 1000;
    let record: {
      status: string;
      received: number;
      created: number;
      refused: number;
      problem: string | null;
    };
    do {
      await new Promise((done) => setTimeout(done, 1000));
      const response = await fetch(`${api}${upload.headers.get('location')}`, { headers: { authorization } });
      record = ((await response.json()) as { data: typeof record }).data;
    } while (record.status === 'running');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (record.status !== 'applied')
      throw new Error(`The import was ${record.status}: ${JSON.stringify(record).slice(0, 600)}`);
    console.log(
      `  ${megabytes.toFixed(0)} MB file uploaded in ${uploaded.toFixed(1)} s; ${record.received} products, ${record.created} created`,
    );
    console.log(
      `  imported in ${seconds.toFixed(1)} s (${((catalogueProducts / seconds) * 60).toFixed(0)} products a minute)   goal ≤ ${goalSeconds} s: ${seconds <= goalSeconds ? 'reached' : 'not reached'}`,
    );
    // On PGlite the Store API worker runs the import itself.
    const importPeak = engine === 'postgres' ? peaks.importProcess : peaks.storeApi;
    console.log(
      `  import's process resident at its peak ${importPeak.toFixed(0)} MB   goal < ${goalMegabytes} MB: ${importPeak < goalMegabytes ? 'reached' : 'not reached'}`,
    );
    console.log(
      `  Store API worker resident at its peak ${peaks.storeApi.toFixed(0)} MB (${before.toFixed(0)} MB before)`,
    );
  } finally {
    await stopServer(shop);
  }
}

for (const engine of await enginesToRun(args.engine as string | undefined)) await benchBmecat(engine);
