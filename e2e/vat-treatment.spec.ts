import { useSession } from './support/account';
import { fillCart, saleArticles } from './support/articles';
import { euros } from './support/checkout';
import { sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test('a Dutch company whose number VIES confirmed orders at 0 % VAT, and its confirmation carries the legal mention', async ({
  page,
}) => {
  const token = await sessionOf('nl.lead');
  await useSession(page.context(), token);
  const article = (await saleArticles()).find((candidate) => candidate.listPrice >= 5)!;
  await fillCart(token, [{ productNumber: article.productNumber, quantity: article.min * 20 }]);

  // In French the summary names the exemption too.
  await page.goto('/fr/checkout');
  await expect(page.getByRole('complementary')).toContainText(
    'TVA 0 % – livraison intracommunautaire, autoliquidation',
  );

  await page.goto('/checkout');
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText('btw 0 % – intracommunautaire levering, btw verlegd');
  const net = euros((await summary.getByTestId('cart-net').textContent()) ?? '');
  expect(euros((await summary.getByTestId('cart-total').textContent()) ?? '')).toBe(net);
  await expect(page.getByTestId('cart-vat-note')).toHaveCount(0);

  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('main')).toContainText('btw 0 % – intracommunautaire levering, btw verlegd');
  await expect(page.getByTestId('order-vat-mention')).toContainText(
    'Vrijgestelde intracommunautaire levering, art. 39bis, eerste lid, 1° W.btw',
  );
  await expect(page.getByTestId('order-vat-mention')).toContainText(
    'VIES-raadplegingsnummer WAPIAAAADEMO100004',
  );
});

test('the lead buyer of a company abroad reads what VIES said of its number and has it checked again', async ({
  page,
}) => {
  await useSession(page.context(), await sessionOf('nl.lead'));
  await page.goto('/account/dashboard');
  const check = page.getByTestId('vat-check');
  await expect(check).toContainText('NL853746333B01');
  await check.getByRole('button', { name: 'Opnieuw nakijken bij VIES' }).click();
  await expect(check).toContainText(/Door VIES bevestigd op .*, raadplegingsnummer WAPIAAAA/);
});
