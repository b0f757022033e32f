import { acceptInvitation, logIn, openAsUser } from './support/account';
import { saleArticles } from './support/articles';
import { pageAt, pickUp, today } from './support/checkout';
import { callAs, importUsers, sessionOf, userIdOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

/** An order reference of the session's company whose orders from one cent on need `approverId`'s approval. */
async function referenceApprovedBy(session: string, approverId: string) {
  const name = `Werf ${Date.now()}`;
  await callAs(session, 'POST', '/dexis/order-reference', {
    name,
    period: 'monthly',
    startDate: today(),
    mode: 'renewable',
    budgetAmount: null,
    approveFrom: 0.01,
    approverIds: [approverId],
    userIds: [],
  });
  return name;
}

/**
 * Puts the smallest quantity of an article into the page's cart (the storefront's own add route, as
 * a form without JavaScript posts it) and opens the checkout for pickup.
 */
async function cartWithArticle(page: Page) {
  const [article] = await saleArticles();
  await page.request.post('/cart/add', {
    form: { productId: article!.id, quantity: String(article!.min), redirectTo: '/checkout' },
    headers: { origin: 'http://127.0.0.1:3100' },
  });
  await page.goto('/checkout');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
}

/** Chooses the company's order reference in checkout; answers the order form. */
async function chooseReference(page: Page, name: string) {
  const panel = page.locator('#order-reference');
  await panel.getByRole('searchbox', { name: 'Bestelreferentie zoeken' }).fill(name);
  await panel.getByRole('button', { name: 'Zoeken' }).click();
  await panel.getByRole('button', { name: `${name} kiezen` }).click();
  await expect(page.getByTestId('chosen-order-reference')).toContainText(name);
  return pickUp(page);
}

test('an order whose only approver is its buyer goes to the lead buyer, who alone is offered the decision, and the buyer withdraws it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const username = `eigen.${stamp}`;
  const lead = await sessionOf('demo.lead');
  await importUsers(lead, [
    {
      firstName: 'Eigen',
      lastName: `Keurder${stamp}`,
      username,
      email: `${username}@demo.example`,
      preset: 'approver',
    },
  ]);
  const reference = await referenceApprovedBy(lead, await userIdOf(lead, username));
  await acceptInvitation(page, `${username}@demo.example`, 'eigen-keurder-1');
  await page.goto('/auth?redirectTo=/checkout');
  await logIn(page, username, 'eigen-keurder-1');
  await cartWithArticle(page);
  await chooseReference(page, reference);
  // Before placing: who will decide, since the buyer may not decide their own order.
  await expect(page.getByTestId('order-button-hint')).toHaveText(
    'Geen goedkeurder van uw bestelstroom of bestelreferentie kan over deze bestelling beslissen; daarom gaat ze ter goedkeuring naar de hoofdaankopers van uw bedrijf: Lien Peeters. U krijgt een e-mail.',
  );
  await page.getByRole('button', { name: 'Goedkeuring aanvragen' }).click();
  // Placing an order takes a while on a busy machine.
  await expect(page).toHaveURL(/\/checkout\/success\?order=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw bestelling wacht op goedkeuring');
  await expect(page.getByText('doorgestuurd naar Lien Peeters')).toBeVisible();
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  await expect(page.getByRole('link', { name: 'Bestelling bekijken of intrekken' })).toHaveAttribute(
    'href',
    `/account/orders/details/${orderNumber}`,
  );

  // The buyer approves orders of the reference, but not their own: no box to tick, no button.
  await page.goto('/account/approvals');
  const ownRow = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(ownRow).toContainText('Wachtend');
  await expect(ownRow.getByRole('checkbox')).toHaveCount(0);
  await ownRow.getByRole('link', { name: orderNumber }).click();
  await expect(
    page.getByText('Dit is uw eigen bestelling: de beslissing ligt bij Lien Peeters.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Goedkeuren' })).toHaveCount(0);

  // The lead buyer is offered the decision.
  const approver = await pageAt(browser);
  await openAsUser(approver, '/account/approvals', 'demo.lead');
  const leadRow = approver.getByRole('row').filter({ hasText: orderNumber });
  await expect(leadRow.getByRole('checkbox', { name: `Bestelling ${orderNumber} selecteren` })).toBeVisible();

  // The buyer opens the order in the order history and withdraws it.
  await page.goto(`/account/orders/details/${orderNumber}`);
  await expect(page.getByText('Deze bestelling wacht op de beslissing van Lien Peeters.')).toBeVisible();
  await page.getByRole('link', { name: 'Bestelling intrekken' }).click();
  const question = page.getByRole('alertdialog', { name: `Bestelling ${orderNumber} intrekken?` });
  await question.getByRole('button', { name: 'Bestelling intrekken' }).click();
  await expect(page.getByRole('status')).toHaveText('De bestelling is ingetrokken.');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ingetrokken');
  await expect(page.getByRole('link', { name: 'Bestelling intrekken' })).toHaveCount(0);

  // Nothing is left to decide.
  await approver.reload();
  await expect(approver.getByRole('row').filter({ hasText: orderNumber })).toHaveCount(0);
  await approver.goto('/account/approvals?status=all');
  const decided = approver.getByRole('row').filter({ hasText: orderNumber });
  await expect(decided).toContainText('Ingetrokken');
  await expect(decided.getByRole('checkbox')).toHaveCount(0);
  await approver.context().close();
});

test('checkout warns before placing an order that nobody besides the buyer may approve, and does not place it', async ({
  page,
}) => {
  const session = await sessionOf('other.lead');
  const reference = await referenceApprovedBy(session, await userIdOf(session, 'other.lead'));
  await page.goto('/auth?redirectTo=/checkout');
  await logIn(page, 'other.lead');
  await expect(page).toHaveURL(/\/checkout$/);
  await cartWithArticle(page);
  await chooseReference(page, reference);
  await expect(page.getByTestId('no-approver')).toHaveText(
    'Deze bestelling vraagt goedkeuring, maar niemand behalve u mag ze goedkeuren: ze kan dus niet geplaatst worden. Laat voor uw bestelstroom of bestelreferentie een andere goedkeurder aanduiden.',
  );
  await expect(page.getByRole('button', { name: 'Bestelling plaatsen' })).toBeDisabled();
  // The cart is kept across sessions: later flows of this user order without the reference.
  await callAs(session, 'DELETE', '/dexis/order-reference/cart');
});
