import { logIn } from './support/account';
import { dutchQuantity, fractionalArticle, nextSaturday, nextWeekday } from './support/articles';
import { promisedDays } from './support/delivery';
import { expect, type Page, test } from './support/test';

async function emptyCart(page: Page) {
  await page.goto('/checkout');
  const emptyLink = page.getByRole('link', { name: 'Winkelmandje leegmaken' });
  if (await emptyLink.isVisible()) {
    await emptyLink.click();
    await expect(page.getByRole('heading', { name: 'Winkelmandje leegmaken?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ja, leegmaken' }).click();
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
}

test('a buyer below the minimum order value pays the surcharge, picks a weekday and places the order promised for the days checkout named', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const article = await fractionalArticle();
  const quantity = article.min + article.step;
  await page.goto('/auth?redirectTo=/checkout');
  await logIn(page, 'demo.buyer');
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await emptyCart(page);

  // Search, set the quantity and add.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Producten zoeken' });
  await search.fill(article.productNumber);
  await search.press('Enter');
  // A whole article number opens the article's own page.
  const buyBox = page.getByTestId('add-to-cart-form').first();
  await buyBox.getByRole('button', { name: 'Aantal verhogen' }).click();
  await expect(buyBox.getByRole('textbox', { name: 'Aantal' })).toHaveValue(dutchQuantity(quantity));
  await buyBox.getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The company's minimum order value of € 50 is not reached: € 7,50 is added.
  await page.getByTestId('header-cart').click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('minimum-order-value')).toContainText(
    'De minimale bestelwaarde van € 50,00 is niet bereikt',
  );
  await expect(page.getByTestId('minimum-order-value')).toContainText('€ 7,50');
  await expect(page.getByTestId('cart-additional-cost')).toHaveText('€ 7,50');
  await expect(page.getByTestId('free-shipping')).toContainText('Gratis levering vanaf');
  const total = (await page.getByTestId('cart-total').textContent())?.trim();
  // One delivery promise: the days the checkout names are those of the confirmation and the mail.
  const expected = page.getByTestId('expected-delivery');
  await expect(expected.locator('p').first()).toHaveText('Verwachte levering');
  const promised = ((await expected.locator('p').nth(1).textContent()) ?? '').trim();
  expect(promised).toMatch(new RegExp(`^(${promisedDays.nl}|zodra de nalevering binnen is)$`));

  // The default delivery address is chosen; a Saturday is refused by the server check.
  const form = page.getByTestId('checkout-form');
  await expect(form.getByRole('radio', { checked: true }).first()).toBeVisible();
  await form.getByLabel('Gewenste leverdatum').fill(nextSaturday());
  await form.getByLabel('Uw bestelbonnummer').fill('E2E-werf Gent');
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByTestId('checkout-error')).toBeVisible();
  await expect(form.getByText('Kies een werkdag na vandaag als leverdatum.')).toBeVisible();
  // The refused form leads the focus to the field to fix.
  await expect(form.getByLabel('Gewenste leverdatum')).toBeFocused();

  const weekday = nextWeekday();
  await form.getByLabel('Gewenste leverdatum').fill(weekday);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
  const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).toMatch(/^\d+$/);
  await expect(page.getByTestId('order-line')).toHaveCount(1);
  await expect(page.getByTestId('order-line')).toContainText(article.productNumber);
  await expect(page.getByTestId('order-additional-cost')).toHaveText('€ 7,50');
  await expect(page.getByTestId('order-total')).toHaveText(total!);
  await expect(page.getByTestId('order-reference')).toHaveText('E2E-werf Gent');
  await expect(page.getByTestId('order-delivery-date')).toContainText(String(Number(weekday.slice(8, 10))));
  await expect(page.getByTestId('order-promised-delivery')).toHaveText(promised);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  await page.goto('/dev/outbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: 'demo.buyer@demo.example' })
    .filter({ has: page.getByRole('heading', { name: 'Bevestiging van uw bestelling' }) })
    .first();
  await expect(mail).toContainText(`Verwachte levering: ${promised}`);
  await mail.getByText('HTML-weergave').click();
  await expect(
    mail.locator('iframe').contentFrame().getByText(orderNumber, { exact: false }).first(),
  ).toBeVisible();
});

test('an unknown order shows the not-found page', async ({ page }) => {
  await page.goto('/auth?redirectTo=/checkout');
  await logIn(page, 'demo.buyer');
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  const answer = await page.goto('/checkout/success?order=00000000-0000-4000-8000-000000000000');
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('Deze pagina kon niet worden gevonden')).toBeVisible();
});

test('a visitor’s cart goes along at login; without the right to order the form is replaced by the reason', async ({
  page,
}) => {
  const article = await fractionalArticle();
  await page.goto(article.path);
  await page.getByTestId('add-to-cart-form').first().getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.getByTestId('header-cart').click();
  await page.getByTestId('login-to-order').getByRole('link', { name: 'Inloggen' }).click();
  await logIn(page, 'demo.approver');
  await expect(page).toHaveURL(/^[^?]*\/checkout$/);
  await expect(page.getByTestId('cart-line').filter({ hasText: article.productNumber })).toHaveCount(1);
  await expect(page.getByTestId('checkout-form')).toHaveCount(0);
  await expect(page.getByTestId('missing-place-right')).toContainText('U mag geen bestellingen plaatsen');
  await emptyCart(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a buyer changes the cart and places an order for pickup', async ({ page }) => {
    const article = await fractionalArticle();
    await page.goto('/auth?redirectTo=/checkout');
    await logIn(page, 'demo.buyer');
    await expect(page).toHaveURL(/^[^?]*\/checkout$/);
    await emptyCart(page);

    await page.goto(article.path);
    await page
      .getByTestId('add-to-cart-form')
      .first()
      .getByRole('button', { name: 'In winkelmandje' })
      .click();
    await expect(page).toHaveURL(/\/checkout\?added=1$/);

    const line = page.getByTestId('cart-line');
    await line.getByRole('spinbutton', { name: 'Aantal' }).fill(String(article.min + 2 * article.step));
    await line.getByRole('button', { name: 'Bijwerken' }).click();
    await expect(line.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(
      String(article.min + 2 * article.step),
    );
    await line.getByLabel('Opmerking bij deze lijn').fill('Zonder JavaScript');
    await line.getByRole('button', { name: 'Opslaan' }).click();
    await expect(line.getByLabel('Opmerking bij deze lijn')).toHaveValue('Zonder JavaScript');

    const form = page.getByTestId('checkout-form');
    await form.getByLabel('Afhalen').check();
    await form.getByLabel('Afhaalpunt').selectOption({ index: 1 });
    await form.getByLabel('Gewenste leverdatum').fill(nextWeekday());
    await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
    await expect(page.getByTestId('order-pickup')).toBeVisible();
    await expect(page.getByTestId('order-shipping')).toHaveText('€ 0,00');
    await expect(page.getByTestId('order-line')).toContainText('Zonder JavaScript');
  });
});
