import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { writeContentPages } from './content-pages.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.close());

async function page(path: string, locale = 'nl-NL') {
  return shop.request({
    method: 'POST',
    url: '/store-api/pwa/page',
    body: { path },
    headers: { 'sw-language-id': shop.languageIds[locale]! },
  });
}

async function writeAndRefresh(...pages: Parameters<typeof writeContentPages>[1]) {
  await writeContentPages(shop.database.db, pages);
  await shop.app.catalogCache.refresh();
}

const textBlock = (markdown: string) => [{ type: 'text' as const, markdown }];

describe('content pages', () => {
  it('answers the home page for the empty path, with the hero buttons to the parts and the services', async () => {
    const response = await page('');
    expect(response.status).toBe(200);
    const home = response.json();
    expect(home.resourceType).toBe('frontend.landing.page');
    expect(home.canonicalPathInfo).toBe('/');
    expect(home.cmsPage.key).toBe('home');
    const hero = home.cmsPage.blocks[0];
    expect(hero.type).toBe('hero');
    expect(hero.buttons.map((button: { url: string }) => button.url)).toEqual([
      '/parts-products/',
      '/services/',
    ]);
  });

  it('serves the legal pages at their own address in each language; the former German ones lead there', async () => {
    for (const [path, locale, title] of [
      ['algemene-voorwaarden', 'nl-NL', 'Algemene verkoopsvoorwaarden'],
      ['conditions-generales', 'fr-FR', 'Conditions générales de vente'],
      ['privacyverklaring', 'nl-NL', 'Privacyverklaring'],
      ['declaration-de-confidentialite', 'fr-FR', 'Déclaration de confidentialité'],
    ] as const) {
      const response = await page(`/${path}`, locale);
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ canonicalPathInfo: `/${path}`, cmsPage: { title } });
    }
    for (const [former, locale, own] of [
      ['agb', 'fr-FR', '/conditions-generales'],
      ['datenschutz', 'en-GB', '/privacy-statement'],
    ] as const) {
      expect((await page(`/${former}`, locale)).json().canonicalPathInfo).toBe(own);
    }
  });

  it('names the page’s address in every language for the language switch', async () => {
    const terms = (await page('/algemene-voorwaarden')).json();
    expect(terms.seoPaths).toEqual({
      [shop.languageIds['nl-NL']!]: 'algemene-voorwaarden',
      [shop.languageIds['en-GB']!]: 'terms-and-conditions',
      [shop.languageIds['fr-FR']!]: 'conditions-generales',
    });
  });

  it('finds a page asked without its trailing slash and names its own address', async () => {
    const response = await page('/parts-products');
    expect(response.status).toBe(200);
    expect(response.json().canonicalPathInfo).toBe('/parts-products/');
  });

  it('keeps a renamed page’s old address, which names the new one to redirect to', async () => {
    const translation = (path: string) => ({
      languageId: shop.languageIds['nl-NL']!,
      path,
      title: 'Levering',
      blocks: textBlock('Wij leveren de volgende werkdag.'),
    });
    await writeAndRefresh({ key: 'delivery', active: true, translations: [translation('levering')] });
    await writeAndRefresh({
      key: 'delivery',
      active: true,
      translations: [translation('levering-en-afhaling')],
    });
    const old = await page('/levering');
    expect(old.status).toBe(200);
    expect(old.json().canonicalPathInfo).toBe('/levering-en-afhaling');
    expect((await page('/levering', 'fr-FR')).status).toBe(404);
  });

  it('answers 404 for an inactive page and for a page without a text in the language', async () => {
    await writeAndRefresh({
      key: 'hidden',
      active: false,
      translations: [
        {
          languageId: shop.languageIds['nl-NL']!,
          path: 'verborgen',
          title: 'Verborgen',
          blocks: textBlock('x'),
        },
      ],
    });
    expect((await page('/verborgen')).status).toBe(404);
    expect((await page('/verborgen', 'fr-FR')).status).toBe(404);
  });
});
