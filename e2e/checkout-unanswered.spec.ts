import type { Page } from '@playwright/test';
import { logInAsNewBuyer } from './support/account';
import { fillCart, saleArticles } from './support/articles';
import { pickUp } from './support/checkout';
import { callAs } from './support/store-api';
import { type StorefrontBehindProxy, startStorefrontBehindProxy } from './support/storefront-behind-proxy';
import { expect, test } from './support/test';

/**
 * An order whose call gets no answer (the Store API runs out of time, or its process stops right
 * after the order committed): the buyer is told what happened, and nothing is ordered twice. Seen
 * through a storefront of its own whose Store API calls go through a proxy the test steers.
 */

let shop: StorefrontBehindProxy;

test.beforeAll(async () => {
  shop = await startStorefrontBehindProxy({ port: 3152, timeoutMs: 3_000 });
});
test.afterAll(() => shop?.stop());
test.afterEach(() => {
  shop.rules.length = 0;
});

/** A new buyer with one article in the cart, on the checkout page of the steered storefront. */
async function buyerAtCheckout(page: Page, prefix: string) {
  await logInAsNewBuyer(page, 'Otto', prefix);
  const session = (await page.context().cookies('http://127.0.0.1:3100')).find(
    (cookie) => cookie.name === 'sw-context-token',
  )!.value;
  await page.context().addCookies([{ name: 'sw-context-token', value: session, url: shop.baseURL }]);
  const [article] = await saleArticles();
  await fillCart(session, [{ productNumber: article!.productNumber, quantity: article!.min }]);
  await page.goto(`${shop.baseURL}/checkout`);
  await pickUp(page);
  return session;
}

const orderCount = async (session: string) =>
  (await callAs<{ orders: { total: number } }>(session, 'POST', '/order', {})).orders.total;

test('an order call that runs out of time orders nothing; placing it again orders it once', async ({
  page,
}) => {
  const session = await buyerAtCheckout(page, 'unanswered.slow');
  shop.rules.push({ method: 'POST', path: '/checkout/order', override: { kind: 'hang' } });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  // The call and the one repeat each wait the storefront's 3 s.
  await expect(page.getByTestId('order-unconfirmed')).toContainText(
    'De webshop heeft uw bestelling niet op tijd bevestigd.',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  expect(await orderCount(session)).toBe(0);

  shop.rules.length = 0;
  await pickUp(page);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  expect(await orderCount(session)).toBe(1);
});

test('an order whose answer is lost after it was placed shows its confirmation, placed once', async ({
  page,
}) => {
  const session = await buyerAtCheckout(page, 'unanswered.lost');
  shop.rules.push({ method: 'POST', path: '/checkout/order', override: { kind: 'lose-answer' }, once: true });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  expect(await orderCount(session)).toBe(1);
});

test('an order placed while no answer ever comes back is named placed, with the way to the orders', async ({
  page,
}) => {
  const session = await buyerAtCheckout(page, 'unanswered.gone');
  shop.rules.push({ method: 'POST', path: '/checkout/order', override: { kind: 'lose-answer' } });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const notice = page.getByTestId('order-unconfirmed');
  await expect(notice).toContainText('Is uw winkelmandje nu leeg, dan is ze geplaatst');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await notice.getByRole('link', { name: 'Bekijk uw bestellingen' }).click();
  await expect(page).toHaveURL(/\/account\/orders$/);
  expect(await orderCount(session)).toBe(1);
});
