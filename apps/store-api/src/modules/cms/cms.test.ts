import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { replaceCmsPage } from './cms.service.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

const footer = (locale: string) =>
  shop.request({
    url: '/store-api/dexis/cms/footer',
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });

describe('footer page', () => {
  it('is null while the shop has none, so that the storefront shows its fixed footer', async () => {
    expect((await footer('nl-NL')).json()).toEqual({ cmsPage: null });
  });

  it('answers the sections of the request’s language', async () => {
    const sections = [
      { type: 'links' as const, title: 'Service', links: [{ label: 'Levering', url: '/levering' }] },
      {
        type: 'locations' as const,
        title: 'Oost',
        locations: [
          { title: 'Hasselt', city: 'Hasselt', phone: '+32 11 50 20 20', email: 'hasselt@tradeshop.example' },
        ],
      },
    ];
    await replaceCmsPage(shop.database.db, {
      key: 'footer',
      languageId: shop.languageIds['nl-NL']!,
      sections,
    });
    await shop.app.catalogCache.refresh();
    expect((await footer('nl-NL')).json()).toEqual({ cmsPage: { sections } });
    expect((await footer('fr-FR')).json()).toEqual({ cmsPage: null });
  });
});
