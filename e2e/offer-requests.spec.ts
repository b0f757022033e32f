import { openAsUser } from './support/account';
import { saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { openBackOffice } from './support/back-office';
import { cartWith, euros } from './support/checkout';
import { expect, test } from './support/test';

test('a buyer requests an offer from the cart, customer service finds it, the buyer sees the offer arrive, accepts it and orders at the offered prices', async ({
  page,
  browser,
}) => {
  // The built-in ERP answers a step after the request (30 s in these tests, see the config).
  test.setTimeout(120_000);
  const [article] = await saleArticles();
  const pieces = article!.min + 9 * article!.step;
  await openAsUser(page, '/account/dashboard', 'demo.lead');
  await cartWith(page, article!.productNumber, pieces);
  const usualTotal = euros((await page.getByTestId('cart-line-total').first().textContent())!);

  const request = page.getByTestId('offer-request');
  await request.getByText('Offerte aanvragen', { exact: true }).first().click();
  await request.getByLabel('Opmerking').fill('Renovatie hal 4');
  await request.getByRole('button', { name: 'Offerte aanvragen' }).click();
  const sent = request.getByRole('status');
  await expect(sent).toHaveText(/^Uw offerteaanvraag OV-\d+ is verstuurd\./);
  const requestNumber = /OV-\d+/.exec((await sent.textContent())!)![0];

  // While the ERP prepares the offer, customer service finds the request in the back-office.
  const staff = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
  await openBackOffice(staff, '/admin/offer-requests', 'staff.service');
  await staff.getByRole('link', { name: requestNumber }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(requestNumber);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.context().close();

  await page.goto('/account/offers');
  const answered = page.getByRole('listitem').filter({ hasText: requestNumber }).getByRole('link');
  await expect(async () => {
    await page.reload();
    await expect(answered).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 75_000, intervals: [3000] });
  const offerNumber = (await answered.textContent())!.trim();
  await answered.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Offerte ${offerNumber}`);
  // The line's total at the offered price, 5 % below the usual one for ten pieces and more.
  const offeredTotal = euros(
    (await page.getByRole('main').getByRole('row').nth(1).getByRole('cell').last().textContent())!,
  );
  expect(offeredTotal).toBeLessThan(usualTotal);

  await page.getByRole('button', { name: 'Offerte aanvaarden', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?added=1$/);
  await expect(page.getByText(`Offerteprijs (${offerNumber})`)).toBeVisible();
  const form = page.getByTestId('checkout-form');
  await form.getByRole('radio', { name: 'Afhalen' }).check();
  await form.getByLabel(/^Afhaalpunt/).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const line = page.getByTestId('order-line').first();
  await expect(line).toContainText(article!.productNumber);
  expect(euros((await page.getByTestId('order-subtotal').textContent())!)).toBe(offeredTotal);
});
