import { openAsUser } from './support/account';
import { fillCart } from './support/articles';
import { seriousViolations } from './support/axe';
import { sessionOf } from './support/store-api';
import { expect, test } from './support/test';

test('a lead buyer filters the ERP’s order history by status, opens an order shipped from two warehouses and reorders it, reading which line could not go in', async ({
  page,
}) => {
  // One cart per customer, whatever the session: start from an empty one.
  await fillCart(await sessionOf('demo.lead'), []);
  await openAsUser(page, '/account/orders', 'demo.lead');
  const main = page.getByRole('main');
  await main.getByLabel('Status').selectOption({ label: 'Afgerond' });
  await main.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(/status=completed/);
  const rows = main.getByRole('row').filter({ has: page.getByRole('cell') });
  for (const row of await rows.all()) await expect(row).toContainText('Afgerond');
  await expect(
    main
      .getByRole('cell', { name: 'Telefoon' })
      .or(main.getByRole('cell', { name: 'EDI' }))
      .first(),
  ).toBeVisible();

  await rows.filter({ hasText: 'Uitbreiding werkplaats' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bestelling V\d\d-\d+$/);
  const parts = main.getByRole('navigation', { name: 'Verzonden vanuit' });
  // Warehouses by the places buyers know them by, not by the ERP's codes.
  await expect(parts.getByRole('link')).toHaveText([
    'Alle lijnen',
    'Melle (3 lijnen)',
    'Antwerpen (2 lijnen)',
  ]);
  expect(await seriousViolations(page)).toEqual([]);

  await parts.getByRole('link', { name: 'Antwerpen (2 lijnen)' }).click();
  await expect(page).toHaveURL(/\/TS\/ANT$/);
  await expect(main.getByTestId('order-line')).toHaveCount(2);
  await expect(main.getByTestId('order-line').first()).toContainText('Magazijn Antwerpen');

  await main.getByRole('button', { name: 'Deze lijnen opnieuw bestellen' }).click();
  const outcome = main.getByRole('alert');
  await expect(outcome).toContainText('1 lijn is aan uw winkelmandje toegevoegd.');
  await expect(outcome).toContainText('Accuboormachine 14,4 V NiCd kon niet worden toegevoegd');
  await expect(page.getByTestId('header-cart')).toHaveAttribute('aria-label', /1 product/);
});
