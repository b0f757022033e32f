import { logIn } from './support/account';
import {
  dutchQuantity,
  fractionalArticle,
  onRequestArticle,
  saleArticles,
  searchListing,
  shownPrice,
} from './support/articles';
import { expect, type Page, test } from './support/test';

/** Empties the logged-in customer's cart, which is kept across sessions and tests. */
async function emptyCart(page: Page) {
  await page.goto('/checkout');
  const emptyLink = page.getByRole('link', { name: 'Winkelmandje leegmaken' });
  if (await emptyLink.isVisible()) {
    await emptyLink.click();
    await page.getByRole('button', { name: 'Ja, leegmaken' }).click();
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

test('a visitor sees list prices, adds to the cart and is asked to log in at the checkout', async ({
  page,
}) => {
  const article = (await saleArticles()).find((candidate) => candidate.listPrice > 1)!;
  await page.goto(searchListing(article.productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: article.productNumber }).first();
  await expect(card.getByTestId('product-price')).toContainText(shownPrice(article.listPrice));
  await expect(card.getByTestId('stock-notice')).toHaveText(/^(Op voorraad|In bestelling)\b/);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await card.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('notification-success')).toContainText('bevat nu 1 product.');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line-number')).toHaveText(article.productNumber);
  await expect(page.getByTestId('checkout-form')).toHaveCount(0);
  const login = page.getByTestId('login-to-order');
  await expect(login).toContainText('Inloggen om te bestellen');
  await login.getByRole('link', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout$/);
});

test('an article sold on request offers a mail to the sales team instead of adding to the cart', async ({
  page,
}) => {
  const productNumber = await onRequestArticle();
  await page.goto(searchListing(productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: productNumber }).first();
  await expect(card.getByRole('button', { name: 'In winkelmandje' })).toHaveCount(0);
  const mail = card.getByRole('link', { name: 'Vraag het ons per e-mail' });
  await expect(mail).toHaveAttribute('href', new RegExp(`^mailto:[^?]+\\?subject=.*${productNumber}`));
});

test('the cart is shown in English and French too', async ({ page }) => {
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart');
  await expect(page.getByTestId('cart-empty')).toHaveText('Your cart is empty.');
  await page.goto('/fr/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panier');
});

test('a buyer sets a quantity with the counter, adds to the cart and changes and removes lines', async ({
  page,
}) => {
  const article = await fractionalArticle();
  await page.goto('/auth');
  await logIn(page, 'demo.buyer');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await emptyCart(page);

  await page.goto(searchListing(article.productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: article.productNumber }).first();
  const counter = card.getByRole('textbox', { name: 'Aantal' });
  const add = card.getByRole('button', { name: 'In winkelmandje' });
  await expect(counter).toHaveValue(dutchQuantity(article.min));
  await expect(card.getByTestId('stock-notice')).toHaveText(/^Op voorraad: [\d.,]+\sm · levering /);

  // A value off the sales step: the message names the step, adding waits for a fitting value, and
  // leaving the field rounds up to the next step.
  await counter.fill(dutchQuantity(article.min + Math.round(article.step * 40) / 100));
  await expect(card.getByText(`Verkocht per ${dutchQuantity(article.step)}`)).toBeVisible();
  await expect(add).toBeDisabled();
  await counter.press('Tab');
  await expect(counter).toHaveValue(dutchQuantity(article.min + article.step));
  await expect(add).toBeEnabled();

  // Holding plus repeats: far more than a few steps in a second and a half.
  const plus = card.getByRole('button', { name: 'Aantal verhogen' });
  await plus.hover();
  await page.mouse.down();
  await page.waitForTimeout(1_500);
  await page.mouse.up();
  const held = Number((await counter.inputValue()).replace(',', '.'));
  expect((held - article.min) / article.step).toBeGreaterThan(5);

  await counter.fill(dutchQuantity(article.min + 3 * article.step));
  await counter.press('Tab');
  await add.click();
  await expect(page.getByTestId('notification-success')).toContainText('bevat nu 1 product.');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const event = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).find(
      (entry): entry is { event: string; ecommerce: { items: Record<string, unknown>[] } } =>
        typeof entry === 'object' && entry !== null && (entry as { event?: string }).event === 'add_to_cart',
    ),
  );
  expect(event?.ecommerce.items[0]).toMatchObject({
    item_id: article.productNumber,
    item_name: article.name,
    quantity: article.min + 3 * article.step,
  });

  // A second article straight from its product page.
  const second = (await saleArticles()).find(
    (candidate) => candidate.productNumber !== article.productNumber && candidate.listPrice > 1,
  )!;
  await page.goto(second.path);
  await page.getByRole('button', { name: 'In winkelmandje' }).first().click();
  await expect(page.getByTestId('notification-success')).toContainText('bevat nu 2 producten');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.goto('/checkout');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const line = lines.filter({ hasText: article.productNumber });
  await expect(line.getByRole('textbox', { name: 'Aantal' })).toHaveValue(
    dutchQuantity(article.min + 3 * article.step),
  );
  const totalBefore = await line.getByTestId('cart-line-total').textContent();
  await line.getByRole('button', { name: 'Aantal verhogen' }).click();
  await expect(line.getByTestId('cart-line-total')).not.toHaveText(totalBefore ?? '');
  await expect(line.getByRole('textbox', { name: 'Aantal' })).toHaveValue(
    dutchQuantity(article.min + 4 * article.step),
  );

  await line.getByLabel('Opmerking bij deze lijn').fill('Op rollen van 5 m');
  await line.getByRole('button', { name: 'Opslaan' }).click();
  await expect(line.getByText('Opmerking opgeslagen')).toBeVisible();
  await page.reload();
  await expect(line.getByLabel('Opmerking bij deze lijn')).toHaveValue('Op rollen van 5 m');

  // Below the minimum removes the line.
  const secondLine = lines.filter({ hasText: second.productNumber });
  await secondLine.getByRole('textbox', { name: 'Aantal' }).fill('0');
  await secondLine.getByRole('textbox', { name: 'Aantal' }).press('Tab');
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await line.getByRole('button', { name: `${article.name} uit het winkelmandje verwijderen` }).click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page adds to the cart with a plain form', async ({ page }) => {
    const article = await fractionalArticle();
    await page.goto(article.path);
    await expect(page.getByTestId('product-price').first()).toContainText(shownPrice(article.listPrice));
    const buy = page.getByTestId('add-to-cart-form').first();
    await buy.getByRole('spinbutton', { name: 'Aantal' }).fill(String(article.min + article.step));
    await buy.getByRole('button', { name: 'In winkelmandje' }).click();

    await expect(page).toHaveURL(/\/checkout\?added=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Toegevoegd aan uw winkelmandje' }),
    ).toBeVisible();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('cart-line-number')).toHaveText(article.productNumber);
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(
      String(article.min + article.step),
    );
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });
});
