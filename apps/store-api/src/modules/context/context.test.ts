import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../db/config.ts';
import { queryRows } from '../../db/index.ts';
import { cartRequests } from '../../test/cart-requests.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { deleteEndedSessions } from './context.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

describe('access key', () => {
  it('answers 401 with the error envelope for a wrong key', async () => {
    const response = await shop.request({ url: '/store-api/context', headers: { 'sw-access-key': 'wrong' } });
    expect(response.status).toBe(401);
    expect(response.json()).toEqual({
      errors: [
        expect.objectContaining({
          status: '401',
          code: 'FRAMEWORK__API_INVALID_ACCESS_KEY',
          title: 'Unauthorized',
          meta: { parameters: {} },
        }),
      ],
    });
  });

  it('answers 401 when the key is missing', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/store-api/search',
      payload: { search: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('session context', () => {
  it('describes the sales channel with its domains, languages, currency and maintenance flag', async () => {
    const response = await shop.request({ url: '/store-api/context' });
    expect(response.status).toBe(200);
    const context = response.json();
    expect(context.salesChannel.maintenance).toBe(false);
    expect(context.currency.isoCode).toBe('EUR');
    expect(context.language.localeCode).toBe('nl-NL');
    expect(
      context.salesChannel.domains.map((domain: { languageLocaleCode: string; pathPrefix: string }) => [
        domain.languageLocaleCode,
        domain.pathPrefix,
      ]),
    ).toEqual([
      ['nl-NL', ''],
      ['en-GB', '/en'],
      ['fr-FR', '/fr'],
    ]);
    expect(context.salesChannel.navigationCategoryId).toEqual(expect.any(String));
  });

  it('issues a context token in the sw-context-token header', async () => {
    const response = await shop.request({ url: '/store-api/context' });
    expect(response.headers['sw-context-token']).toMatch(/^[\w-]{20,}$/);
    expect(response.json().token).toBe(response.headers['sw-context-token']);
  });

  it('stores a language change under the token and keeps it for later requests', async () => {
    const context = (await shop.request({ url: '/store-api/context' })).json();
    const english = context.salesChannel.domains.find(
      (domain: { languageLocaleCode: string }) => domain.languageLocaleCode === 'en-GB',
    );
    const token = context.token;
    const patched = await shop.request({
      method: 'PATCH',
      url: '/store-api/context',
      headers: { 'sw-context-token': token },
      body: { languageId: english.languageId },
    });
    expect(patched.status).toBe(200);
    expect(patched.json()).toEqual({ contextToken: token });
    const later = await shop.request({ url: '/store-api/context', headers: { 'sw-context-token': token } });
    expect(later.json().language.localeCode).toBe('en-GB');
    expect(later.headers['sw-context-token']).toBe(token);
  });

  it('replaces a token the shop does not know with a new one', async () => {
    const response = await shop.request({
      url: '/store-api/context',
      headers: { 'sw-context-token': 'unknown-token' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['sw-context-token']).not.toBe('unknown-token');
  });

  it('follows sw-language-id and refuses a language the sales channel does not have', async () => {
    const context = (await shop.request({ url: '/store-api/context' })).json();
    const french = context.salesChannel.domains.find(
      (domain: { languageLocaleCode: string }) => domain.languageLocaleCode === 'fr-FR',
    );
    const inFrench = await shop.request({
      url: '/store-api/context',
      headers: { 'sw-language-id': french.languageId },
    });
    expect(inFrench.json().language.localeCode).toBe('fr-FR');

    const unknown = await shop.request({
      url: '/store-api/context',
      headers: { 'sw-language-id': '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(412);
    expect(unknown.json().errors[0].code).toBe('FRAMEWORK__LANGUAGE_NOT_FOUND');

    const malformed = await shop.request({ url: '/store-api/context', headers: { 'sw-language-id': 'nl' } });
    expect(malformed.status).toBe(412);
  });

  it('rejects a language change to an unknown language with 400 and keeps the old one', async () => {
    const response = await shop.request({
      method: 'PATCH',
      url: '/store-api/context',
      body: { languageId: 'not-a-uuid' },
    });
    expect(response.status).toBe(400);
    expect(response.json().errors[0].violations).toEqual([
      expect.objectContaining({ propertyPath: 'body/languageId', type: 'VIOLATION::INVALID_UUID' }),
    ]);
  });
});

describe('sessions', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const { visitorToken, articles, add } = cartRequests(() => shop);
  /** Every row of a table as JSON text, to look for a token in any column. */
  const rowsOf = async (table: 'context_token' | 'cart') =>
    (
      await queryRows<{ row: string }>(
        shop.database.db,
        sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
      )
    ).map(({ row }) => row);
  const customerOf = (token: string) => shop.call('GET', '/store-api/account/customer', token);
  /** Moves a session's timestamps into the past, as if its time had gone by. */
  const age = (token: string, moves: { createdAgo?: string; lastUsedAgo?: string }) =>
    shop.database.db.execute(
      sql`update context_token
          set created_at = now() - ${moves.createdAgo ?? '0 seconds'}::interval,
              last_used_at = now() - ${moves.lastUsedAgo ?? '0 seconds'}::interval
          where token_hash = ${sha256(token)}`,
    );
  const lastUsedAgo = async (token: string) =>
    (
      await queryRows<{ seconds: number }>(
        shop.database.db,
        sql`select extract(epoch from now() - last_used_at)::int as seconds from context_token
            where token_hash = ${sha256(token)}`,
      )
    )[0]?.seconds;

  it('keeps sessions and visitors’ carts under the token’s SHA-256, never the token itself', async () => {
    const visitor = await visitorToken();
    const [article] = await articles(
      1,
      sql`p.min_purchase_hundredths = 100 and p.purchase_steps_hundredths = 100`,
    );
    expect((await add(visitor, [{ sku: article!.product_number, quantity: 1 }])).status).toBe(200);
    const french = await shop.request({
      method: 'PATCH',
      url: '/store-api/context',
      headers: { 'sw-context-token': visitor },
      body: { languageId: shop.languageIds['fr-FR'] },
    });
    expect(french.status).toBe(200);
    const { token: buyer } = await shop.login('demo.buyer');

    const sessions = await rowsOf('context_token');
    const carts = await rowsOf('cart');
    for (const token of [visitor, buyer]) {
      expect(sessions.filter((row) => row.includes(token))).toEqual([]);
      expect(carts.filter((row) => row.includes(token))).toEqual([]);
      expect(sessions.filter((row) => row.includes(sha256(token)))).toHaveLength(1);
    }
    expect(carts.filter((row) => row.includes(sha256(visitor)))).toHaveLength(1);
    // The token still opens its session, its language and its cart.
    const later = await shop.request({ url: '/store-api/context', headers: { 'sw-context-token': visitor } });
    expect(later.headers['sw-context-token']).toBe(visitor);
    expect(later.json().language.localeCode).toBe('fr-FR');
    const cart = await shop.request({
      url: '/store-api/checkout/cart',
      headers: { 'sw-context-token': visitor },
    });
    expect(cart.json().lineItems).toHaveLength(1);
    expect((await customerOf(buyer)).status).toBe(200);
  });

  it('ends a customer’s session unused longer than the idle time: a fresh anonymous token, logged out', async () => {
    const { token } = await shop.login('demo.buyer');
    await age(token, { createdAgo: '7 hours 59 minutes', lastUsedAgo: '7 hours 59 minutes' });
    const stillIn = await customerOf(token);
    expect(stillIn.status).toBe(200);
    expect(stillIn.headers['sw-context-token']).toBe(token);
    // The request counted as a use, so the idle time starts again.
    expect(await lastUsedAgo(token)).toBeLessThan(60);

    await age(token, { createdAgo: '9 hours', lastUsedAgo: '8 hours 1 minute' });
    const ended = await customerOf(token);
    expect(ended.status).toBe(403);
    const fresh = ended.headers['sw-context-token'];
    expect(fresh).toMatch(/^[\w-]{32}$/);
    expect(fresh).not.toBe(token);
    // Until the sweep deletes it, the ended session answers every request with another fresh token.
    const again = await customerOf(token);
    expect(again.status).toBe(403);
    expect([token, fresh]).not.toContain(again.headers['sw-context-token']);
  });

  it('ends any session older than the absolute lifetime, however recently it was used', async () => {
    const { token } = await shop.login('demo.lead');
    await age(token, { createdAgo: '29 days 23 hours' });
    expect((await customerOf(token)).status).toBe(200);

    await age(token, { createdAgo: '30 days 1 minute' });
    const ended = await customerOf(token);
    expect(ended.status).toBe(403);
    expect(ended.headers['sw-context-token']).not.toBe(token);

    // A visitor's session lasts its days whatever the idle time, then ends too.
    const visitor = await visitorToken();
    await shop.request({
      method: 'PATCH',
      url: '/store-api/context',
      headers: { 'sw-context-token': visitor },
      body: { languageId: shop.languageIds['en-GB'] },
    });
    await age(visitor, { createdAgo: '20 days', lastUsedAgo: '20 days' });
    const kept = await shop.request({ url: '/store-api/context', headers: { 'sw-context-token': visitor } });
    expect([kept.headers['sw-context-token'], kept.json().language.localeCode]).toEqual([visitor, 'en-GB']);
    await age(visitor, { createdAgo: '31 days' });
    const gone = await shop.request({ url: '/store-api/context', headers: { 'sw-context-token': visitor } });
    expect(gone.headers['sw-context-token']).not.toBe(visitor);
    expect(gone.json().language.localeCode).toBe('nl-NL');
  });

  it('writes a session’s last use at most every five minutes, not on every request', async () => {
    const { token } = await shop.login('demo.approver');
    await age(token, { lastUsedAgo: '4 minutes' });
    await customerOf(token);
    expect(await lastUsedAgo(token)).toBeGreaterThanOrEqual(239);
    await age(token, { lastUsedAgo: '6 minutes' });
    await customerOf(token);
    expect(await lastUsedAgo(token)).toBeLessThan(60);
  });

  it('sweeps ended sessions away that are never sent again', async () => {
    const { token: idle } = await shop.login('demo.buyer');
    const { token: old } = await shop.login('demo.lead');
    const { token: active } = await shop.login('demo.approver');
    await age(idle, { lastUsedAgo: '9 hours' });
    await age(old, { createdAgo: '31 days' });
    expect(await deleteEndedSessions(shop.database.db, { idleHours: 8, maxDays: 30 })).toBeGreaterThanOrEqual(
      2,
    );
    expect(await lastUsedAgo(idle)).toBeUndefined();
    expect(await lastUsedAgo(old)).toBeUndefined();
    expect(await lastUsedAgo(active)).toBeDefined();
  });

  it('ends sessions after the idle time SESSION_IDLE_HOURS sets', async () => {
    const strict = await startTestShop({ sessions: readConfig({ SESSION_IDLE_HOURS: '0.5' }).sessions });
    try {
      const { token } = await strict.login('demo.buyer');
      const age = (ago: string) =>
        strict.database.db.execute(
          sql`update context_token set last_used_at = now() - ${ago}::interval where token_hash = ${sha256(token)}`,
        );
      await age('29 minutes');
      expect((await strict.call('GET', '/store-api/account/customer', token)).status).toBe(200);
      await age('31 minutes');
      expect((await strict.call('GET', '/store-api/account/customer', token)).status).toBe(403);
    } finally {
      await strict.close();
    }
  });
});

describe('health', () => {
  it('answers liveness and readiness without an access key', async () => {
    expect((await shop.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await shop.app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('documents the Store API routes at /store-api/_docs', async () => {
    const document = (await shop.app.inject({ url: '/store-api/_docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/store-api/search', '/store-api/context', '/store-api/pwa/page']),
    );
    const ui = await shop.app.inject({ url: '/store-api/_docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const response = await shop.request({ url: '/store-api/nothing-here' });
    expect(response.status).toBe(404);
    expect(response.json().errors[0].code).toBe('FRAMEWORK__ROUTE_NOT_FOUND');
  });
});
