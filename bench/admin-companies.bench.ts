/**
 * The back-office's company search at 50,000 companies on PostgreSQL (a fresh database on the server
 * of DATABASE_URL): by number, client number, part of the name, VAT number and city, through the
 * Admin API as customer service signs in. Figures only; the goal is p95 ≤ 50 ms.
 *
 *   npm run bench:admin-companies
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@tradeshop/store-api/db';
import { seedDemoShop } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { signedInAdminApi } from './admin-api.ts';
import { measure } from './measure.ts';

const companies = 50_000;
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = 'tradeshop_bench_admin_companies';

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`drop database if exists ${databaseName}`);
await admin.query(`create database ${databaseName}`);
await admin.end();
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;

const dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-bench-admin-companies-'));
const database = await openDatabase({ databaseUrl: url.toString() });
await database.migrate();
await seedDemoShop(database.db, {
  products: 50,
  accessKey: 'SWSCBENCHACCESSKEY00000001',
  storefrontUrl: 'http://shop.test',
  mediaDir: join(dataDir, 'media'),
  demoAccounts: true,
});
const started = performance.now();
// Companies of the trade, spread as a distributor's customers are: trade and family names of a few
// hundred kinds, VAT numbers over the whole range, billing addresses in 40 cities of unequal size.
const trades = [
  'Bouw',
  'Techniek',
  'Metaal',
  'Elektro',
  'Sanitair',
  'Hout',
  'Dak',
  'Installatie',
  'Staal',
  'Koeltechniek',
  'Verwarming',
  'Schrijnwerk',
  'Tegels',
  'Glas',
  'Garage',
  'Machinebouw',
];
const families = [
  'Janssens',
  'Peeters',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leroy',
  'Hermans',
  'Vermeulen',
  'Pauwels',
  'Michiels',
  'Desmet',
  'Declercq',
  'Aerts',
  'Smets',
  'Segers',
  'De Smet',
  'Van Damme',
  'Lemmens',
  'Bogaert',
  'Cools',
];
const cities = [
  'Antwerpen',
  'Gent',
  'Brussel',
  'Charleroi',
  'Liège',
  'Brugge',
  'Namur',
  'Leuven',
  'Mons',
  'Aalst',
  'Mechelen',
  'La Louvière',
  'Kortrijk',
  'Hasselt',
  'Sint-Niklaas',
  'Oostende',
  'Tournai',
  'Genk',
  'Seraing',
  'Roeselare',
  'Verviers',
  'Mouscron',
  'Beveren',
  'Dendermonde',
  'Beringen',
  'Turnhout',
  'Vilvoorde',
  'Lokeren',
  'Sint-Truiden',
  'Mol',
  'Herstal',
  'Ninove',
  'Halle',
  'Waregem',
  'Geel',
  'Lier',
  'Izegem',
  'Tienen',
  'Aarschot',
  'Wavre',
];
const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
await database.db.execute(sql`
  with made as (
    insert into company (id, number, client_number, name, vat_number, active)
    select gen_random_uuid(), (300000 + n)::text, 'C' || (300000 + n),
           (${textArray(trades)})[1 + n % ${trades.length}] || ' '
             || (${textArray(families)})[1 + (n * 7) % ${families.length}]
             || (array[' NV',' BV',' BVBA',' SRL', ' & Zonen', ' Group'])[1 + n % 6],
           'BE0' || lpad((200000000 + (n::bigint * 15991) % 799999999)::text, 9, '0'),
           n % 50 <> 0
    from generate_series(1, ${companies}) n
    returning id, number
  ), addressed as (
    insert into company_address (id, company_id, name, street, house_number, zipcode, city, country)
    select gen_random_uuid(), made.id, 'Hoofdzetel', 'Industrieweg', '1', '9000',
           -- Bigger cities first: the square skews the spread towards the start of the list.
           (${textArray(cities)})[1 + floor(${cities.length} * power((made.number::int * 0.6180339887) % 1, 2))::int],
           'BE'
    from made
    returning id, company_id
  )
  update company set billing_address_id = addressed.id from addressed where company.id = addressed.company_id`);
// As autovacuum would in time: the billing addresses' update left a dead row per company.
await database.db.execute(sql`vacuum analyze company`);
await database.db.execute(sql`vacuum analyze company_address`);
console.log(`${companies} companies made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const { app, get } = await signedInAdminApi(database, dataDir, 'staff.service');
const search = (query: string) => () => get(`/company?${query}`);
const queries = [
  'term=',
  'term=312345',
  'term=3123',
  'term=C312345',
  'term=Janssens',
  'term=techn',
  'term=BE0400',
  'term=BE 0412.3',
  'term=Gent',
  'term=Li%C3%A8ge',
  'term=Sanitair%20Maes',
  'term=Bouw',
  'term=&page=400',
  'term=nothing%20like%20this',
];
console.log(`\nAdmin API company search, ${companies} companies, PostgreSQL`);
await measure('company search', queries.map(search), {
  rounds: 10,
  labels: queries,
  goal: { p95: 50 },
});
await app.close();
await database.close();
