import { openAsUser, useSession } from './support/account';
import { dutchQuantity, saleArticles, searchListing } from './support/articles';
import { seriousViolations } from './support/axe';
import { callAs, sessionOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens the "add to order list" panel of a product card found by its article number, and submits it. */
async function putOnList(
  page: Page,
  productNumber: string,
  list: { existing: string } | { newName: string },
) {
  await page.goto(searchListing(productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: productNumber }).first();
  await card.getByText('Op bestellijst').click();
  if ('existing' in list) await card.getByLabel('Bestellijst').selectOption({ label: list.existing });
  else await card.getByLabel('Of een nieuwe lijst met de naam').fill(list.newName);
  await card.getByRole('button', { name: 'Op de lijst zetten' }).click();
  const name = 'existing' in list ? list.existing : list.newName;
  await expect(card.getByRole('status')).toHaveText(`Op de lijst ${name} gezet.`);
}

test('a buyer makes a list from cards, shares it, and a colleague puts it all in the cart', async ({
  page,
  browser,
}) => {
  const name = `Werf ${Date.now().toString(36)}`;
  const [first, second, third] = (await saleArticles()).slice(0, 3);
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await putOnList(page, first!.productNumber, { newName: name });
  await putOnList(page, second!.productNumber, { existing: name });
  await putOnList(page, third!.productNumber, { existing: name });

  await page.locator('header details summary', { hasText: 'Tom' }).click();
  await page.getByRole('link', { name: 'Bestellijsten' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('order-list-line')).toHaveCount(3);
  // Units by their names, never the ERP's codes.
  await expect(page.getByTestId('order-list-line').first()).not.toContainText(/\b(PCE|PAK|MTR|KGM|LTR)\b/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delen met het bedrijf' }).click();
  await expect(page.getByText('Gedeeld met het bedrijf ·')).toBeVisible();

  // A colleague of the same company sees the shared list and puts it all in the cart.
  const colleague = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await openAsUser(colleague, '/account/orderlist', 'demo.lead');
  // An empty cart, whatever earlier flows of the lead buyer left in it.
  const session = (await colleague.context().cookies()).find((cookie) => cookie.name === 'sw-context-token');
  await callAs(session!.value, 'DELETE', '/checkout/cart');
  await colleague.getByRole('link', { name }).click();
  // A quantity typed just before goes to the cart as typed, and stays on the list.
  const more = first!.min + first!.step;
  await colleague.getByLabel(`Aantal van ${first!.name}`).fill(dutchQuantity(more));
  await colleague.getByRole('button', { name: 'Alles in het winkelmandje' }).click();
  await expect(colleague.getByRole('status')).toContainText('3 artikels liggen in uw winkelmandje.');
  await expect(colleague.getByLabel(`Aantal van ${first!.name}`)).toHaveValue(dutchQuantity(more));
  await colleague.getByRole('link', { name: 'Naar het winkelmandje' }).click();
  for (const article of [first, second, third]) {
    await expect(colleague.getByTestId('cart-line').filter({ hasText: article!.productNumber })).toHaveCount(
      1,
    );
  }
  await expect(
    colleague
      .getByTestId('cart-line')
      .filter({ hasText: first!.productNumber })
      .getByRole('textbox', { name: 'Aantal' }),
  ).toHaveValue(dutchQuantity(more));
  await colleague.close();
});

test('without JavaScript a buyer puts an article on one of their lists or on a new one', async ({
  browser,
}) => {
  const [article] = await saleArticles();
  const name = `Zonder script ${Date.now().toString(36)}`;
  const contextToken = await sessionOf('demo.buyer');
  await callAs(contextToken, 'POST', '/dexis/order/list', { name });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  await useSession(context, contextToken);
  const page = await context.newPage();
  await page.goto(searchListing(article!.productNumber));
  const card = page.getByTestId('product-card').filter({ hasText: article!.productNumber }).first();
  await card.getByText('Op bestellijst').click();
  await card.getByRole('link', { name: 'Kies een van uw lijsten of een nieuwe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Op welke lijst zet u artikel ${article!.productNumber}?`,
  );
  await page
    .getByTestId('order-list-row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Op deze lijst zetten' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('order-list-line')).toHaveCount(1);
  await expect(page.getByTestId('order-list-line')).toContainText(article!.productNumber);

  await page.goBack();
  await page.getByLabel('Of een nieuwe lijst met de naam').fill(`${name} nieuw`);
  await page.getByRole('button', { name: 'Op de lijst zetten' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} nieuw`);
  await expect(page.getByTestId('order-list-line')).toContainText(article!.productNumber);
  await context.close();
});
