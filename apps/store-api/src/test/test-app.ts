import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SalesChannelContext } from '@tradeshop/api-client/contracts';
import type { FeatureFlag } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { seedDemoShop } from '../db/seed/seed-demo.ts';
import type { StoreApi } from '../http/types.ts';

export const testAccessKey = 'SWSCTESTACCESSKEY000000001';
/** The key the test shop signs login-as-customer tokens with. */
export const testSigningKey = 'test-login-as-customer-key-0123456789';

export interface TestShop {
  app: StoreApi;
  database: Database;
  /** Sends a Store API request with the test access key. */
  request(options: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    headers?: Record<string, string>;
  }): Promise<{
    status: number;
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert their shape
    json: () => any;
    headers: Record<string, unknown>;
  }>;
  /** Logs a demo user in (password demo1234): their session token, id and company. */
  login(username: string, password?: string): Promise<{ token: string; id: string; companyId: string }>;
  /** Gives a user who was only invited the demo password (demo1234), so that tests can log in as them. */
  giveDemoPassword(customerId: string): Promise<void>;
  /** Sends a Store API request on a user's session. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
  ): ReturnType<TestShop['request']>;
  /** The delays logins were made to wait, in milliseconds: the tests count them instead of waiting. */
  loginDelays: number[];
  /** Language ids of the sales channel by locale code (nl-NL, en-GB, fr-FR, de-DE). */
  languageIds: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A migrated, seeded shop on a database of its own: in-memory PGlite, or a fresh database on the
 * PostgreSQL server of DATABASE_URL when the suite runs for PostgreSQL.
 */
export async function startTestShop(
  options: {
    products?: number;
    featureFlags?: readonly FeatureFlag[];
    /** A production shop goes without the demo users and the development aids. */
    production?: boolean;
    /** The app's logger (off by default), e.g. to read the error behind a 500. */
    logger?: AppOptions['logger'];
  } = {},
): Promise<TestShop> {
  const mediaDir = mkdtempSync(join(tmpdir(), 'tradeshop-media-'));
  const { databaseUrl, dropDatabase } = await testDatabaseUrl();
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await database.migrate();
  await seedDemoShop(database.db, {
    products: options.products ?? 400,
    accessKey: testAccessKey,
    storefrontUrl: 'http://shop.test',
    mediaDir,
    demoAccounts: !options.production,
  });
  const outboxDir = join(mediaDir, 'outbox');
  const loginDelays: number[] = [];
  const app = await buildApp({
    database,
    mediaDir,
    mail: { outboxDir, from: 'Trade Shop <shop@tradeshop.example>' },
    ...(options.featureFlags ? { featureFlags: options.featureFlags } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    loginAsCustomerKey: testSigningKey,
    devAids: !options.production,
    waitBeforeLogin: async (milliseconds) => {
      loginDelays.push(milliseconds);
    },
  });
  await app.ready();
  const context = (
    await app.inject({ url: '/store-api/context', headers: { 'sw-access-key': testAccessKey } })
  ).json() as SalesChannelContext;
  const shop: TestShop = {
    app,
    database,
    async login(username, password = 'demo1234') {
      const login = await shop.request({
        method: 'POST',
        url: '/store-api/account/login',
        body: { username, password },
      });
      if (login.status !== 200) throw new Error(`${username} could not log in: ${login.status}`);
      const token = login.json().contextToken as string;
      const me = (await shop.call('GET', '/store-api/account/customer', token)).json();
      return { token, id: me.id as string, companyId: me.companyId as string };
    },
    async giveDemoPassword(customerId) {
      await database.db.execute(
        sql`update customer set password_hash = (select password_hash from customer where username = 'demo.buyer') where id = ${customerId}`,
      );
    },
    loginDelays,
    call: (method, url, token, body) =>
      shop.request({ method, url, body, headers: { 'sw-context-token': token } }),
    languageIds: Object.fromEntries(
      context.salesChannel.domains.map((domain) => [domain.languageLocaleCode, domain.languageId]),
    ),
    async request({ method = 'GET', url, body, headers = {} }) {
      const response = await app.inject({
        method,
        url,
        headers: { 'sw-access-key': testAccessKey, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      });
      return { status: response.statusCode, json: () => response.json(), headers: response.headers };
    },
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
  return shop;
}

async function testDatabaseUrl(): Promise<{
  databaseUrl: string | undefined;
  dropDatabase: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (process.env.TEST_DATABASE !== 'postgres' || !serverUrl) {
    return { databaseUrl: undefined, dropDatabase: async () => {} };
  }
  const name = `tradeshop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
