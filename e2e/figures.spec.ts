import { useSession } from './support/account';
import { fillCart, saleArticles, searchListing } from './support/articles';
import { placePickupOrder, sessionOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

/**
 * Every amount is written in one system per language (packages/domain, figure-format.ts): Dutch and
 * French as in Belgium, English as in the British Isles, so that no reader takes € 2,016 for two
 * thousand euros. A no-break space keeps the euro sign with its amount; French groups thousands with
 * a narrow one.
 */
const languages = [
  { prefix: '', name: 'Dutch', amount: /^€\u00a0-?\d{1,3}(\.\d{3})*,\d{2,3}$/ },
  { prefix: '/fr', name: 'French', amount: /^-?\d{1,3}(\u202f\d{3})*,\d{2,3}\u00a0€$/ },
  { prefix: '/en', name: 'English', amount: /^-?€\d{1,3}(,\d{3})*\.\d{2,3}$/ },
];

/** The amounts the page's main part shows: whatever stands around a euro sign. */
async function amountsOn(page: Page): Promise<string[]> {
  const text = await page.getByRole('main').innerText();
  // Units by their names, never the ERP's codes.
  expect(text).not.toMatch(/\b(PCE|PAK|MTR|KGM|LTR)\b/);
  return text.match(/-?€[\s\u00a0]?-?[\d.,\u202f\u00a0]*\d|\d[\d.,\u202f\u00a0]*[\s\u00a0]?€/g) ?? [];
}

test('the card, the cart and the order write every amount as the page’s language does, and units by name', async ({
  page,
}) => {
  const token = await sessionOf('other.lead');
  await useSession(page.context(), token);
  // Enough of a cheap article that the totals run into thousands, so that their grouping shows.
  const article = (await saleArticles()).find((candidate) => candidate.listPrice >= 1)!;
  const quantity = Math.ceil(1_500 / article.listPrice / article.step) * article.step + article.min;
  await fillCart(token, [{ productNumber: article.productNumber, quantity }]);

  for (const language of languages) {
    for (const path of [searchListing(article.productNumber), '/checkout']) {
      await page.goto(`${language.prefix}${path}`);
      const amounts = await amountsOn(page);
      expect(amounts.length, `${language.name} ${path}`).toBeGreaterThan(0);
      for (const amount of amounts) expect(amount, `${language.name} ${path}`).toMatch(language.amount);
    }
  }

  const order = await placePickupOrder(token, article.productNumber, article.min);
  for (const language of languages) {
    for (const path of [
      `/checkout/success?order=${order.id}`,
      `/account/orders/details/${order.orderNumber}`,
    ]) {
      await page.goto(`${language.prefix}${path}`);
      const amounts = await amountsOn(page);
      expect(
        amounts.some((amount) => /\d[.,\u202f]\d{3}[.,]/.test(amount)),
        `${language.name} ${path}`,
      ).toBe(true);
      for (const amount of amounts) expect(amount, `${language.name} ${path}`).toMatch(language.amount);
    }
  }
});
