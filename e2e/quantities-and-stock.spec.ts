import { useSession } from './support/account';
import { fillCart, partlyStockedArticle, type SaleArticle, searchListing } from './support/articles';
import { promisedDays } from './support/delivery';
import { languageIds, productIn, seoPathIn, sessionOf } from './support/store-api';
import { type BrowserContext, expect, type Page, test } from './support/test';

/** A buyer's browser with an article of which fewer pieces lie in stock than its minimum purchase. */
async function buyerWithScarceArticle(context: BrowserContext) {
  const token = await sessionOf('demo.buyer');
  await useSession(context, token);
  const article = await partlyStockedArticle(token);
  return { token, article };
}

/** The article's product page in a language. */
async function productPath(article: SaleArticle, locale: string, prefix: string) {
  const languageId = (await languageIds())[locale]!;
  return `${prefix}${seoPathIn(await productIn(languageId, article.id), languageId)}`;
}

/** The page tells one story about stock: none of the old notices that contradicted each other. */
async function expectNoContradiction(page: Page) {
  await expect(page.getByRole('main')).not.toContainText(
    /Out of stock|Only \d+ in stock|Delivery time:|\d[.,]00\s*(PCE|pieces?)\b/,
  );
}

test('an article with fewer pieces in stock than its minimum gets one statement on card, product page and cart', async ({
  page,
}) => {
  const { token, article } = await buyerWithScarceArticle(page.context());
  const rest = article.min - article.stock;
  const statement = new RegExp(
    `^Partly in stock: ${article.stock}\\spieces? delivered ${promisedDays.en}, ${rest}\\spieces? (on backorder|delivered ${promisedDays.en})$`,
  );

  await page.goto(`/en${searchListing(article.productNumber)}`);
  const card = page.getByTestId('product-card').filter({ hasText: article.productNumber });
  await expect(card.getByTestId('stock-notice')).toHaveText(statement);
  await expectNoContradiction(page);

  await page.goto(await productPath(article, 'en-GB', '/en'));
  await expect(page.getByTestId('stock-notice')).toHaveText(statement);
  await expectNoContradiction(page);

  await fillCart(token, [{ productNumber: article.productNumber, quantity: article.min }]);
  await page.goto('/en/checkout');
  await expect(page.getByTestId('cart-line').getByTestId('stock-notice')).toHaveText(statement);
  await expectNoContradiction(page);

  await page.goto(await productPath(article, 'fr-FR', '/fr'));
  await expect(page.getByTestId('stock-notice')).toHaveText(
    new RegExp(`^Partiellement en stock\u202f: livraison de ${article.stock}\\spièces? ${promisedDays.fr}, `),
  );
  await page.goto(await productPath(article, 'nl-NL', ''));
  await expect(page.getByTestId('stock-notice')).toHaveText(
    new RegExp(
      `^Deels op voorraad: ${article.stock}\\sstuks? geleverd ${promisedDays.nl}, ${rest}\\sstuks? `,
    ),
  );
});

test('the statement follows the quantity chosen on the product page', async ({ page }) => {
  const { article } = await buyerWithScarceArticle(page.context());
  await page.goto(await productPath(article, 'en-GB', '/en'));
  const field = page.getByRole('textbox', { name: 'Quantity' });
  await field.fill(String(article.min + article.step));
  await field.press('Tab');
  await expect(page.getByTestId('stock-notice')).toContainText(
    `${article.min + article.step - article.stock} pieces`,
  );
});

/** The quantity typed and what the shop makes of it: 12 of an article sold per 5 from 10 is 15. */
function offStep(article: SaleArticle) {
  return { typed: article.min + Math.round(article.step * 40) / 100, applied: article.min + article.step };
}

test('a quantity off the sales step is rounded up and the product page says so, in English', async ({
  page,
}) => {
  const { article } = await buyerWithScarceArticle(page.context());
  const { typed, applied } = offStep(article);
  await page.goto(await productPath(article, 'en-GB', '/en'));
  const field = page.getByRole('textbox', { name: 'Quantity' });
  await field.fill(String(typed));
  await field.press('Tab');
  await expect(field).toHaveValue(String(applied));
  const note = page.getByText(`Sold per ${article.step}: ${applied} instead of ${typed}`);
  await expect(note).toBeVisible();
  await expect(note).toHaveAttribute('aria-live', 'polite');
});

test('a cart line rounds a quantity up and says so, in French', async ({ page }) => {
  const { token, article } = await buyerWithScarceArticle(page.context());
  const { typed, applied } = offStep(article);
  await fillCart(token, [{ productNumber: article.productNumber, quantity: article.min }]);
  await page.goto('/fr/checkout');
  const line = page.getByTestId('cart-line');
  const field = line.getByRole('textbox', { name: 'Quantité' });
  await field.fill(String(typed));
  // Leaving the field saves the rounded quantity at once.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/fr/checkout'),
  );
  await field.press('Tab');
  await expect(field).toHaveValue(String(applied));
  await expect(
    line.getByText(`Vendu par ${article.step}\u202f: ${applied} au lieu de ${typed}`),
  ).toBeVisible();
  await saved;
  await page.reload();
  await expect(page.getByTestId('cart-line').getByRole('textbox', { name: 'Quantité' })).toHaveValue(
    String(applied),
  );
});

test('without JavaScript the cart and the product page round a quantity up and say so, in Dutch', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: 'http://127.0.0.1:3100' });
  const page = await context.newPage();
  const { token, article } = await buyerWithScarceArticle(context);
  const { typed, applied } = offStep(article);
  const note = `Verkocht per ${article.step}: ${applied} in plaats van ${typed}`.replace('.', ',');

  await fillCart(token, [{ productNumber: article.productNumber, quantity: article.min }]);
  await page.goto('/checkout');
  const line = page.getByTestId('cart-line');
  await line.getByRole('spinbutton', { name: 'Aantal' }).fill(String(typed));
  await line.getByRole('button', { name: 'Bijwerken' }).click();
  await expect(page.getByTestId('cart-line').getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(
    String(applied),
  );
  await expect(page.getByTestId('cart-line').getByText(note)).toBeVisible();

  await fillCart(token, []);
  await page.goto(await productPath(article, 'nl-NL', ''));
  const buy = page
    .getByTestId('add-to-cart-form')
    .filter({ has: page.locator(`input[name=productNumber][value="${article.productNumber}"]`) });
  await buy.getByRole('spinbutton', { name: 'Aantal' }).fill(String(typed));
  await buy.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page).toHaveURL(/\/checkout\?added=1/);
  await expect(page.getByTestId('cart-line').getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(
    String(applied),
  );
  await expect(page.getByTestId('cart-line').getByText(note)).toBeVisible();
  await context.close();
});
