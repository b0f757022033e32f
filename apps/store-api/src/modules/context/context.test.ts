import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

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
