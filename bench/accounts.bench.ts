/**
 * Speed of the account calls on a demo shop: login (scrypt dominates), the logged-in customer,
 * the city search, a company registration with its confirmation mail, and the confirmation. On PGlite
 * in memory and, when a server answers, on a fresh PostgreSQL database. Figures only.
 *
 *   npm run bench:accounts
 *   npm run bench:accounts -- --engine pglite
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { belgianVat } from '@tradeshop/domain';
import { buildApp } from '@tradeshop/store-api/app';
import { type Database, openDatabase, queryRows } from '@tradeshop/store-api/db';
import { seedDemoShop } from '@tradeshop/store-api/seed';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { measure } from './measure.ts';

const { values: args } = parseArgs({ options: { engine: { type: 'string' } } });
const accessKey = 'SWSCBENCHACCESSKEY00000001';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const databaseName = 'tradeshop_bench_accounts';

async function freshPostgres(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`drop database if exists ${databaseName}`);
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function benchEngine(label: string, database: Database) {
  console.log(`\n${label}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tradeshop-bench-accounts-'));
  await database.migrate();
  await seedDemoShop(database.db, {
    products: 50,
    accessKey,
    storefrontUrl: 'http://shop.test',
    mediaDir: join(dataDir, 'media'),
    demoAccounts: true,
  });
  const app = await buildApp({
    database,
    mediaDir: join(dataDir, 'media'),
    mail: { outboxDir: join(dataDir, 'outbox'), from: 'Trade Shop <shop@tradeshop.example>' },
    loginAsCustomerKey: randomBytes(32).toString('base64url'),
  });
  await app.ready();
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) => {
    const response = await app.inject({
      method,
      url,
      headers: { 'sw-access-key': accessKey, ...(token ? { 'sw-context-token': token } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (response.statusCode >= 400)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    return response.json();
  };

  const { contextToken } = await call('POST', '/store-api/account/login', {
    username: 'demo.lead',
    password: 'demo1234',
  });
  await measure('login (scrypt N=2^17)', [
    () => call('POST', '/store-api/account/login', { username: 'demo.buyer', password: 'demo1234' }),
  ]);
  await measure(
    'logged-in customer',
    [() => call('GET', '/store-api/account/customer', undefined, contextToken)],
    {
      rounds: 50,
    },
  );
  await measure(
    'city search',
    ['9000', 'gent', 'liège', '2000 antw', 'sint'].map(
      (query) => () =>
        call('GET', `/store-api/dexis/register/cities/search?query=${encodeURIComponent(query)}`),
    ),
    { rounds: 20 },
  );
  let sequence = 0;
  const registration = () => {
    sequence += 1;
    const vatNumber = belgianVat(`0${String(5_000_000 + sequence).padStart(7, '0')}`);
    return {
      companyName: `Bench ${sequence} BV`,
      vatNumber,
      street: 'Industrieweg',
      houseNumber: '1',
      zipcode: '9000',
      city: 'Gent',
      country: 'BE',
      preferredBranch: 'IMM_MEL',
      salutation: 'mr',
      firstName: 'Bench',
      lastName: `User ${sequence}`,
      email: `bench.${sequence}@example.com`,
      phone: '+32 9 000 00 00',
      password: 'bench-password',
      passwordConfirm: 'bench-password',
      acceptedPrivacy: true,
      acceptedTerms: true,
      storefrontUrl: 'http://shop.test',
    };
  };
  await measure(
    'register a company (+ mail)',
    [() => call('POST', '/store-api/dexis/register/company', registration())],
    {
      rounds: 10,
      warmUp: false,
    },
  );
  const hashes = (
    await queryRows<{ text: string }>(
      database.db,
      sql`select text from mail_message where template = 'registration-confirmation'`,
    )
  ).map((mail) => decodeURIComponent(/hash=(\S+)/.exec(mail.text)![1]!));
  await measure(
    'confirm a registration (+ mail)',
    hashes.map((hash) => () => call('POST', '/store-api/account/register-confirm', { hash })),
    { rounds: 1, warmUp: false },
  );
  await app.close();
  await database.close();
}

if (args.engine !== 'postgres') {
  await benchEngine('pglite (in memory)', await openDatabase({ dataDir: 'memory://' }));
}
if (args.engine !== 'pglite') {
  const url = await freshPostgres();
  if (url) await benchEngine('postgres', await openDatabase({ databaseUrl: url }));
  else console.log('\npostgres: no server answers, left out');
}
