/**
 * The screens a buyer reads figures, units, promises and words on, in Dutch, French and English at
 * 375 and 1440 px, as JPEG into docs/screenshots/walk/ (`{language}-{screen}-{width}.jpg`), so that a
 * reader can check at a glance that no screen mixes formats, shows a raw unit code or changes voice.
 */
import { resolve } from 'node:path';
import { useSession } from './support/account';
import { fillCart, partlyStockedArticle, saleArticles } from './support/articles';
import { languageIds, placePickupOrder, productIn, seoPathIn, sessionOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

const directory = resolve(import.meta.dirname, '../docs/screenshots/walk');
const languages = [
  { code: 'nl', localeCode: 'nl-NL', prefix: '' },
  { code: 'fr', localeCode: 'fr-FR', prefix: '/fr' },
  { code: 'en', localeCode: 'en-GB', prefix: '/en' },
];
const widths = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
];

async function shoot(page: Page, name: string) {
  const width = page.viewportSize()!.width;
  // From the top: a page scrolled to a refused field would draw its sticky header mid-picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: resolve(directory, `${name}-${width}.jpg`),
    type: 'jpeg',
    quality: 55,
    fullPage: true,
  });
}

test('a buyer’s screens in three languages at two widths', async ({ page }) => {
  const token = await sessionOf('demo.buyer');
  await useSession(page.context(), token);
  const articles = await saleArticles();
  const partly = await partlyStockedArticle(token);
  // A step above one, so that the quick order's review refuses the minimum plus one and names its rule.
  const stepped = articles.find((article) => article.step > 1)!;
  const order = await placePickupOrder(token, partly.productNumber, partly.min);
  const cart = [
    { productNumber: articles[0]!.productNumber, quantity: articles[0]!.min * 3 },
    { productNumber: partly.productNumber, quantity: partly.min },
    { productNumber: stepped.productNumber, quantity: stepped.min },
  ];

  const ids = await languageIds();
  for (const language of languages) {
    // The product's address in the page's language: each language has its own.
    const productPath = seoPathIn(
      await productIn(ids[language.localeCode]!, stepped.id),
      ids[language.localeCode]!,
    );
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      const at = (screen: string) => `${language.code}-${screen}`;
      await fillCart(token, cart);
      for (const [screen, path] of [
        ['home', '/'],
        ['product', productPath],
        ['checkout', '/checkout'],
        ['confirmation', `/checkout/success?order=${order.id}`],
        ['order', `/account/orders/details/${order.orderNumber}`],
        ['dashboard', '/account/dashboard'],
        ['order-lists', '/account/orderlist'],
      ] as const) {
        await page.goto(`${language.prefix}${path}`, { waitUntil: 'networkidle' });
        await shoot(page, at(screen));
      }
      await page.goto(`${language.prefix}/quick-order`, { waitUntil: 'networkidle' });
      await page.locator('input[name="number"]').first().fill(stepped.productNumber);
      await page
        .locator('input[name="quantity"]')
        .first()
        .fill(String(stepped.min + 1));
      await page.locator('button[name="do"][value="check"]').click();
      await expect(page.getByTestId('quick-order-problem').first()).toBeVisible();
      await shoot(page, at('quick-order'));
    }
  }
});
