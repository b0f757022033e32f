import { saleArticles } from './support/articles';
import { openBackOffice } from './support/back-office';
import { type ShopWithErpWebhook, startShopWithErpWebhook } from './support/shop-with-erp-webhook';
import { placePickupOrder, sessionOf } from './support/store-api';
import { expect, test } from './support/test';

// A shop of its own whose ERP takes the orders by webhook: the end-to-end shop's built-in ERP never fails.
const port = 3200;
let shop: ShopWithErpWebhook;

test.use({ locale: 'nl-BE', baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  shop = await startShopWithErpWebhook(port);
});

test.afterAll(async () => {
  await shop?.stop();
});

test('customer service delivers an order again that the ERP refused while it was down', async ({ page }) => {
  shop.setErpDown(true);
  const [article] = await saleArticles(shop.storeApi);
  const buyer = await sessionOf('demo.buyer', undefined, shop.storeApi);
  const order = await placePickupOrder(buyer, article!.productNumber, article!.min, shop.storeApi);

  await openBackOffice(page, '/admin', 'staff.service');
  const failing = page.getByRole('link', { name: 'Mislukte leveringen aan het ERP' });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ has: failing })).toHaveText(/^1\D/, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await failing.click();
  await expect(page).toHaveURL(/\/admin\/orders\?erpDelivery=failed/);
  await page.getByRole('link', { name: order.orderNumber }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber);
  await expect(page.getByText('Mislukt', { exact: true })).toBeVisible();
  // The buyer's choices at checkout, in the staff member's words.
  await expect(page.getByText('Afhalen', { exact: true })).toBeVisible();
  await expect(page.getByText('Op factuur', { exact: true })).toBeVisible();
  // Each attempt with the ERP's answer (the shop tries again by itself, 10 s after the first).
  const attempts = page.getByRole('listitem').filter({ hasText: 'verstuurd · mislukt' });
  await expect(attempts.first()).toContainText('The ERP webhook answered 503.');

  shop.setErpDown(false);
  await page.getByRole('button', { name: 'Opnieuw naar het ERP sturen' }).click();
  await expect(page.getByRole('status')).toContainText('De bestelling gaat opnieuw naar het ERP.');
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Genomen', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Opnieuw naar het ERP sturen' })).toHaveCount(0);
  expect(shop.received).toEqual([
    expect.objectContaining({
      type: 'order.placed',
      order: expect.objectContaining({ number: order.orderNumber }),
    }),
  ]);

  // The retry is the staff member's, in the order's history.
  await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText('Sven Service');
});
