import { openAsUser } from './support/account';
import { expect, test } from './support/test';

test('a buyer without the right to see invoices is told so, with the lead buyer to ask, and a 403', async ({
  page,
}) => {
  await openAsUser(page, '/en/account/dashboard', 'demo.buyer');
  const response = await page.goto('/en/account/invoices');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoices');
  const reason = page.getByTestId('missing-right');
  await expect(reason).toContainText('You do not have the right to open this page.');
  await expect(reason).toContainText('Lien Peeters (');
  await expect(page).toHaveURL('/en/account/invoices');
});

test('the parent of the account pages leads to the dashboard, after the login for a visitor', async ({
  page,
}) => {
  await page.goto('/fr/account');
  await expect(page).toHaveURL(`/fr/auth?${new URLSearchParams({ redirectTo: '/fr/account/dashboard' })}`);
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await page.goto('/account');
  await expect(page).toHaveURL('/account/dashboard');
});

test('the account area’s password recovery address opens the page that sets a new password', async ({
  page,
}) => {
  const response = await page.goto('/en/account/recover/password?hash=no-such-link');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set a new password');
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has already been used.');
});

test('a user without the right to the quick order is told so on its page', async ({ page }) => {
  await openAsUser(page, '/en/account/dashboard', 'demo.approver');
  expect((await page.goto('/en/quick-order'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick order');
  await expect(page.getByTestId('missing-right')).toContainText('Lien Peeters (');
});

test('a lead buyer’s dashboard counts the recent orders, the invoices to pay and the open offers, and names the open backorder lines', async ({
  page,
}) => {
  await openAsUser(page, '/en/account/dashboard', 'demo.lead');
  await expect(page.getByTestId('dashboard-orders').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-invoices')).toHaveText(
    /^(No invoices to pay\.|\d+ invoices? to pay: €[\d,]+\.\d\d)$/,
  );
  await expect(page.getByTestId('dashboard-offers')).toHaveText(/^(No open offers\.|\d+ open offers?)$/);
  // The demo company has orders on backorder: their open lines are named with the day they are expected.
  await expect(page.getByTestId('dashboard-backorders')).toHaveText(/^\d+ orders? (is|are) on backorder$/);
  await expect(page.getByTestId('dashboard-backorder-lines').getByRole('listitem').first()).toHaveText(
    / · (expected on \d{1,2} [A-Z][a-z]+ \d{4}|date not known yet) · /,
  );
});

test('a buyer’s dashboard leaves out the invoices and offers they may not see', async ({ page }) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await expect(page.getByRole('heading', { name: 'Recente bestellingen' })).toBeVisible();
  await expect(page.getByTestId('dashboard-invoices')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-offers')).toHaveCount(0);
});
