import { join } from 'node:path';
import type { SalesChannelContext } from '@tradeshop/api-client/contracts';
import { type FeatureFlag, type RightCode, rightCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/index.ts';
import { createIntegrationClient } from '../modules/integration/index.ts';
import {
  createViesClient,
  demoRegister,
  type StandInRegister,
  startViesStandIn,
} from '../modules/vat-check/index.ts';
import type { StoreApi } from '../platform/types.ts';
import { copySeededShop, type SeededShops, testAccessKey } from './seeded-shops.ts';

export { testAccessKey };
/** The key the test shop signs login-as-customer tokens with. */
export const testSigningKey = 'test-login-as-customer-key-0123456789';

/**
 * How long a test waits for the shop's background work (a dispatcher, the built-in ERP): only a hang
 * detector. The suite runs at the lowest priority beside the end-to-end tests, where a worker may wait
 * seconds for a core.
 */
export const backgroundWorkTimeout = 60_000;

export interface TestShop {
  app: StoreApi;
  database: Database;
  /** Where this shop's media files lie. */
  mediaDir: string;
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
    /** The answer as text (CSV downloads). */
    text: string;
    headers: Record<string, unknown>;
  }>;
  /** Logs a demo user in (password demo1234): their session token, id and company. */
  login(username: string, password?: string): Promise<{ token: string; id: string; companyId: string }>;
  /** Gives a user who was only invited the demo password (demo1234), so that tests can log in as them. */
  giveDemoPassword(customerId: string): Promise<void>;
  /** A new user of the lead buyer's company holding exactly `rights`, logged in. */
  userWith(
    leadToken: string,
    rights: readonly RightCode[],
  ): Promise<{ token: string; id: string; companyId: string }>;
  /** A new integration client named `name`, and a bearer token of it for the integration API. */
  integrationToken(name: string): Promise<string>;
  /** Sends a Store API request on a user's session. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    body?: unknown,
  ): ReturnType<TestShop['request']>;
  /**
   * Sends an Admin API request as a demo staff member (`staff.admin`, `staff.service`,
   * `staff.editor`, `staff.integration`), signed in at their first request.
   */
  staffCall(
    username: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): ReturnType<TestShop['request']>;
  /** The delays logins were made to wait, in milliseconds: the tests count them instead of waiting. */
  loginDelays: number[];
  /** Language ids of the sales channel by locale code (nl-NL, en-GB, fr-FR, de-DE). */
  languageIds: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A seeded shop of 400 products on a database of its own (in-memory PGlite, or a database on the
 * PostgreSQL server of DATABASE_URL): a copy of the shop the run's global setup seeded.
 */
export async function startTestShop(
  options: {
    featureFlags?: readonly FeatureFlag[];
    /** A production shop goes without the demo users and the development aids. */
    production?: boolean;
    /** The app's logger (off by default), e.g. to read the error behind a 500. */
    logger?: AppOptions['logger'];
    /** Another ERP or mailer than the built-in ones, e.g. a test double. */
    ports?: AppOptions['ports'];
    /** Where placed orders are posted (ERP_WEBHOOK_URL) while the back-office stores no webhook. */
    erpWebhook?: AppOptions['erpWebhook'];
    /** The built-in ERP taking the orders in and moving them on. */
    builtInErp?: AppOptions['builtInErp'];
    /** An SMTP server to deliver mails to (without one, mails stay in the outbox). */
    smtpUrl?: string;
    /** How long sessions last, if not the default 8 idle hours and 30 days. */
    sessions?: AppOptions['sessions'];
    /**
     * What the VIES stand-in the shop asks answers per VAT number; by default the demo's (valid when
     * the check digits hold). Pass `ports.vatRegistry` instead to skip the stand-in.
     */
    viesRegister?: StandInRegister;
    /** The shops to copy from; by default those of the run's global setup (outside Vitest: required). */
    seededShops?: SeededShops;
    /** METRICS_TOKEN: without it only requests from this machine read /metrics. */
    metricsToken?: string;
    /** Spans of the requests, exported by OTLP. */
    tracing?: AppOptions['tracing'];
  } = {},
): Promise<TestShop> {
  const seededShops = options.seededShops ?? inject('seededShops');
  const { database, mediaDir, remove } = await copySeededShop(
    options.production ? seededShops.production : seededShops.demo,
  );
  const outboxDir = join(mediaDir, 'outbox');
  const loginDelays: number[] = [];
  const vies = options.ports?.vatRegistry
    ? null
    : await startViesStandIn(options.viesRegister ?? demoRegister);
  const app = await buildApp({
    database,
    mediaDir,
    mail: { outboxDir, from: 'Trade Shop <shop@tradeshop.example>', smtpUrl: options.smtpUrl },
    ...(options.featureFlags ? { featureFlags: options.featureFlags } : {}),
    ports: {
      ...options.ports,
      ...(vies
        ? {
            vatRegistry: createViesClient({
              baseUrl: vies.baseUrl,
              requesterVatNumber: 'BE0123456749',
              timeoutMs: 2_000,
              attempts: 2,
              retryPauseMs: 10,
            }),
          }
        : {}),
    },
    ...(options.erpWebhook ? { erpWebhook: options.erpWebhook } : {}),
    ...(options.builtInErp ? { builtInErp: options.builtInErp } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.sessions ? { sessions: options.sessions } : {}),
    metricsToken: options.metricsToken,
    tracing: options.tracing,
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
  const staffTokens = new Map<string, string>();
  const staffToken = async (username: string) => {
    const known = staffTokens.get(username);
    if (known) return known;
    const issued = await app.inject({
      method: 'POST',
      url: '/admin-api/oauth/token',
      payload: { grant_type: 'password', client_id: 'administration', username, password: 'demo1234' },
    });
    if (issued.statusCode !== 200) throw new Error(`${username} could not sign in: ${issued.statusCode}`);
    const token = issued.json().access_token as string;
    staffTokens.set(username, token);
    return token;
  };
  const shop: TestShop = {
    app,
    database,
    mediaDir,
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
    async userWith(leadToken, rights) {
      const username = `user.${crypto.randomUUID().slice(0, 8)}`;
      const created = await shop.call('POST', '/store-api/dexis/companies/customers/create', leadToken, {
        firstName: 'Test',
        lastName: username,
        username,
        email: `${username}@demo.example`,
        storefrontUrl: 'http://shop.test',
      });
      const { id } = created.json().data;
      await shop.call('PUT', `/store-api/dexis/account/${id}/role`, leadToken, {
        roles: rightCodes.map((code) => ({ code, enabled: rights.includes(code) })),
      });
      await shop.giveDemoPassword(id);
      return shop.login(username);
    },
    loginDelays,
    async integrationToken(name) {
      const client = await createIntegrationClient(database.db, name);
      const issued = await app.inject({
        method: 'POST',
        url: '/integration-api/oauth/token',
        payload: { grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret },
      });
      return issued.json().access_token;
    },
    call: (method, url, token, body) =>
      shop.request({ method, url, body, headers: { 'sw-context-token': token } }),
    async staffCall(username, method, url, body) {
      return shop.request({
        method,
        url,
        body,
        headers: { authorization: `Bearer ${await staffToken(username)}` },
      });
    },
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
      return {
        status: response.statusCode,
        json: () => response.json(),
        text: response.body,
        headers: response.headers,
      };
    },
    async close() {
      await app.close();
      if (vies) await new Promise((closed) => vies.server.close(closed));
      await remove();
    },
  };
  return shop;
}
