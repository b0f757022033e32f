import { errorCodes } from '@tradeshop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';

let shop: TestShop;
let bearer: string;

beforeAll(async () => {
  shop = await startTestShop();
  bearer = await shop.integrationToken('CMS');
});
afterAll(() => shop?.close());

const contentPage = (method: 'PUT' | 'DELETE', key: string, body?: object) =>
  shop.app.inject({
    method,
    url: `/integration-api/content-pages/${key}`,
    headers: { authorization: `Bearer ${bearer}` },
    ...(body ? { payload: body } : {}),
  });

const shopPage = (path: string, locale: string) =>
  shop.request({
    method: 'POST',
    url: '/store-api/pwa/page',
    body: { path },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });

const dutchAndFrench = {
  translations: [
    {
      language: 'nl-NL',
      path: 'kalibratie',
      title: 'Kalibratie',
      blocks: [{ type: 'text', markdown: 'ISO 6789' }],
    },
    {
      language: 'fr-FR',
      path: 'etalonnage',
      title: 'Étalonnage',
      blocks: [{ type: 'text', markdown: 'ISO 6789' }],
    },
  ],
};

describe('content pages through the integration API', () => {
  it('creates a page with its address per language, then replaces it', async () => {
    const created = await contentPage('PUT', 'calibration', dutchAndFrench);
    expect(created.json()).toEqual({ data: { key: 'calibration', outcome: 'created' } });
    await shop.app.catalogCache.refresh();
    expect((await shopPage('/etalonnage', 'fr-FR')).json().cmsPage.title).toBe('Étalonnage');

    const replaced = await contentPage('PUT', 'calibration', {
      translations: [dutchAndFrench.translations[0]],
    });
    expect(replaced.json().data.outcome).toBe('updated');
    await shop.app.catalogCache.refresh();
    expect((await shopPage('/etalonnage', 'fr-FR')).status).toBe(404);
    expect((await shopPage('/kalibratie', 'nl-NL')).status).toBe(200);
  });

  it('refuses an unknown language, a page without its address and an unknown block, changing nothing', async () => {
    const unknownLanguage = await contentPage('PUT', 'refused', {
      translations: [{ ...dutchAndFrench.translations[0], language: 'xx-XX', path: 'geweigerd' }],
    });
    expect(unknownLanguage.statusCode).toBe(422);
    expect(unknownLanguage.json().errors[0].code).toBe(errorCodes.integrationInvalidContent);
    const withoutPath = await contentPage('PUT', 'refused', {
      translations: [{ ...dutchAndFrench.translations[0], path: null }],
    });
    expect(withoutPath.statusCode).toBe(422);
    const unknownBlock = await contentPage('PUT', 'refused', {
      translations: [{ ...dutchAndFrench.translations[0], blocks: [{ type: 'carousel' }] }],
    });
    expect(unknownBlock.statusCode).toBe(400);
    expect((await contentPage('DELETE', 'refused')).statusCode).toBe(404);
  });

  it('deletes a page and its addresses', async () => {
    await contentPage('PUT', 'to-delete', {
      translations: [
        { language: 'nl-NL', path: 'weg', title: 'Weg', blocks: [{ type: 'text', markdown: 'x' }] },
      ],
    });
    expect((await contentPage('DELETE', 'to-delete')).json().data.outcome).toBe('deleted');
    await shop.app.catalogCache.refresh();
    expect((await shopPage('/weg', 'nl-NL')).status).toBe(404);
  });

  it('takes no request without the integration API’s bearer token', async () => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/integration-api/content-pages/home',
      payload: dutchAndFrench,
    });
    expect(response.statusCode).toBe(401);
  });
});
