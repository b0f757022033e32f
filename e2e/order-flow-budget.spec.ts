import { logInAsNewBuyer, openAsUser } from './support/account';
import { articleSoldByThePiece, cartWith, onePieceInCart, pageAt, today, typed } from './support/checkout';
import { expect, test } from './support/test';

test('a flow places small orders, sends larger ones for approval and blocks what exceeds the budget', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const article = await articleSoldByThePiece();
  const { username, lastName, stamp } = await logInAsNewBuyer(page, 'Budget', 'budget');

  const onePiece = await onePieceInCart(page, article.productNumber);
  expect(onePiece).toBeGreaterThan(50);

  // The lead buyer creates the flow: budget five pieces a month, approval from two and a half.
  const lead = await pageAt(browser);
  await openAsUser(lead, '/account/flows/create', 'demo.lead');
  const flowName = `Budget ${stamp}`;
  await lead.getByLabel(/^Naam van de bestelstroom/).fill(flowName);
  await lead.getByRole('button', { name: 'Volgende' }).click();
  await lead.getByLabel(/^Budget per gebruiker/).fill(typed(5 * onePiece));
  await lead.getByLabel(/^Periode/).selectOption({ label: 'Maandelijks' });
  await lead.getByLabel(/^Startdatum/).fill(today());
  await lead.getByRole('radio', { name: 'Hernieuwbaar' }).check();
  // Over the budget an order asks approval unless the lead buyer chooses to block it, as here.
  await expect(lead.getByRole('radio', { name: /^gaat ter goedkeuring/ })).toBeChecked();
  await lead.getByRole('radio', { name: /^wordt geblokkeerd/ }).check();
  await lead.getByRole('button', { name: 'Volgende' }).click();
  await lead.getByRole('checkbox', { name: /Sophie Dubois/ }).check();
  await lead.getByLabel(/^Goedkeuring vanaf/).fill(typed(2.5 * onePiece));
  await lead.getByRole('button', { name: 'Bestelstroom aanmaken' }).click();
  await lead.getByLabel('Gebruikers zoeken').fill(username);
  await lead.getByLabel('Gebruikers zoeken').press('Enter');
  await lead.getByRole('checkbox', { name: `Budget ${lastName}` }).check();
  await lead.getByRole('button', { name: 'Aan de bestelstroom toewijzen' }).click();
  await expect(lead.getByRole('status')).toHaveText('De gebruikers zijn aan de bestelstroom toegewezen.');

  // One piece: placed.
  await cartWith(page, article.productNumber, 1);
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');

  // Four pieces: at least the approval amount, within the budget: approval requested.
  await cartWith(page, article.productNumber, 4);
  await page.getByTestId('checkout-form').getByLabel('Opmerking', { exact: true }).fill('Graag via poort 4');
  await page.getByRole('button', { name: 'Goedkeuring aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw bestelling wacht op goedkeuring');
  const waiting = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  // Four pieces again: more than what is left this month, neither placed nor sent for approval.
  await cartWith(page, article.productNumber, 4);
  await expect(page.getByTestId('flow-budget')).toContainText(
    'Het totaal excl. btw overschrijdt het resterende budget van uw bestelstroom',
  );
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeDisabled();

  // The dashboard tells what is left of the budget and lists the waiting order with its state.
  await page.goto('/account/dashboard');
  await expect(page.getByTestId('dashboard-budget')).toHaveText(
    new RegExp(
      `^Resterend budget: €\\s[\\d.,]+ van €\\s${typed(5 * onePiece).replace(/\B(?=(\d{3})+,)/g, '.')} excl\\. btw deze periode \\(bestelstroom ${flowName}\\)\\.$`,
    ),
  );
  await expect(
    page.getByTestId('dashboard-orders').getByRole('listitem').filter({ hasText: waiting }),
  ).toContainText('Wachtend');

  // The approver approves the waiting order; it is placed.
  const approver = await pageAt(browser);
  await openAsUser(approver, '/account/dashboard', 'demo.approver');
  await expect(approver.getByTestId('pending-approvals')).toHaveText(
    /^(1 bestelling wacht|\d+ bestellingen wachten) op uw goedkeuring\.$/,
  );
  await expect(approver.getByRole('link', { name: waiting })).toBeVisible();
  await approver.goto('/account/approvals');
  await approver.getByRole('checkbox', { name: `Bestelling ${waiting} selecteren` }).check();
  await approver.getByRole('button', { name: 'Geselecteerde bestellingen goedkeuren' }).click();
  await approver
    .getByRole('alertdialog', { name: 'Deze bestellingen goedkeuren (1)?' })
    .getByRole('button', { name: 'Goedkeuren' })
    .click();
  await expect(approver.getByRole('status')).toHaveText('De bestellingen zijn goedgekeurd en geplaatst.');
  await approver.getByRole('link', { name: 'Goedgekeurd' }).click();
  await expect(approver.getByRole('row').filter({ hasText: waiting })).toContainText('Goedgekeurd');

  // The buyer finds the approved order in the order history, open and approved, and orders it again.
  await page.goto('/account/orders');
  const row = page.getByRole('row').filter({ hasText: waiting });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Goedgekeurd');
  // The ERP took the order in under its own number; the page names the shop's too.
  await row.getByRole('link').click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(`Bestelling ${waiting}`);
  await expect(heading).toContainText('Goedgekeurd');
  await expect(page.getByTestId('web-order-number')).toHaveText(waiting);
  await expect(page.getByTestId('order-number')).toHaveText(/^V\d\d-\d+$/);
  // What the buyer asked stays, whatever the ERP made of the order.
  await expect(page.getByTestId('order-asked')).toContainText('Graag via poort 4');
  await expect(page.getByTestId('order-vat')).toHaveText(/^€\s[\d.]+,\d\d$/);
  const confirmation = await page.request.get(
    (await page.getByRole('link', { name: 'Orderbevestiging (PDF)' }).getAttribute('href'))!,
  );
  expect(confirmation.headers()['content-type']).toBe('application/pdf');
  await page.getByRole('button', { name: 'Opnieuw bestellen', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?added=1$/);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
