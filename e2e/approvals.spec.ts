import { acceptInvitation, logIn, openAsUser } from './support/account';
import { saleArticles } from './support/articles';
import { seriousViolations } from './support/axe';
import { createFlow, importUsers, sessionOf, userIdOf } from './support/store-api';
import { expect, type Page, test } from './support/test';

/** A new buyer of the demo company under a flow, logged in in `page` with a password of their own. */
async function buyerUnderFlow(page: Page, flow: { budgetAmount: number; approveFrom: number | null }) {
  const username = `flowkoper.${Date.now()}`;
  const lead = await sessionOf('demo.lead');
  await importUsers(lead, [
    { firstName: 'Flow', lastName: 'Koper', username, email: `${username}@demo.example`, preset: 'buyer' },
  ]);
  const approver = await userIdOf(lead, 'demo.approver');
  const name = `E2E flow ${Date.now()}`;
  await createFlow(lead, {
    name,
    period: 'monthly',
    startDate: new Date().toISOString().slice(0, 10),
    mode: 'renewable',
    approverIds: [approver],
    userIds: [await userIdOf(lead, username)],
    ...flow,
  });
  await acceptInvitation(page, `${username}@demo.example`, 'flow-koper-1');
  await page.goto('/auth?redirectTo=/checkout');
  await logIn(page, username, 'flow-koper-1');
  await expect(page).toHaveURL(/\/checkout$/);
  return { username, flowName: name };
}

async function addAnArticle(page: Page) {
  const [article] = await saleArticles();
  await page.goto(`/search?${new URLSearchParams({ query: article!.productNumber })}`);
  // A whole article number opens the article's own page.
  await page.getByTestId('add-to-cart-form').first().getByRole('button', { name: 'In winkelmandje' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await page.getByTestId('header-cart').click();
}

test('an order from the approval amount on is sent for approval, and the approver approves it', async ({
  page,
  browser,
}) => {
  const { flowName } = await buyerUnderFlow(page, { budgetAmount: 100_000, approveFrom: 0.01 });
  await addAnArticle(page);
  await expect(page.getByTestId('flow-budget')).toContainText(
    `Resterend budget van de bestelstroom ${flowName}`,
  );
  await expect(page.getByTestId('flow-budget')).toContainText(
    'Bestellingen vanaf € 0,01 vragen goedkeuring.',
  );
  await page.getByRole('button', { name: 'Goedkeuring aanvragen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw bestelling wacht op goedkeuring');
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';

  const approverContext = await browser.newContext({ baseURL: 'http://127.0.0.1:3100' });
  const approver = await approverContext.newPage();
  await openAsUser(approver, '/account/approvals', 'demo.approver');
  const row = approver.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Flow Koper');
  await expect(row).toContainText('Wachtend');
  expect(await seriousViolations(approver)).toEqual([]);
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(approver.getByRole('heading', { level: 1 })).toHaveText(`Bestelling ${orderNumber}`);
  await expect(approver.getByText(flowName)).toBeVisible();
  await approver.getByRole('link', { name: 'Goedkeuren' }).click();
  const question = approver.getByRole('alertdialog', { name: 'Deze bestellingen goedkeuren (1)?' });
  await question.getByRole('button', { name: 'Goedkeuren' }).click();
  await expect(approver.getByRole('status')).toHaveText('De bestellingen zijn goedgekeurd en geplaatst.');
  await approver.getByRole('link', { name: 'Goedgekeurd' }).click();
  await expect(approver.getByRole('row').filter({ hasText: orderNumber })).toContainText('Goedgekeurd');
  await approverContext.close();
});

test('an order above the remaining budget goes for approval unless the flow blocks it', async ({ page }) => {
  await buyerUnderFlow(page, { budgetAmount: 0.01, approveFrom: null });
  await addAnArticle(page);
  await expect(page.getByTestId('flow-budget')).toContainText(
    'Deze bestelling overschrijdt het resterende budget: ze gaat ter goedkeuring.',
  );
  await expect(page.getByRole('button', { name: 'Goedkeuring aanvragen' })).toBeEnabled();
});

test('a buyer without the right to approve has no approvals link and is told so on its page', async ({
  page,
}) => {
  await openAsUser(page, '/account/dashboard', 'demo.buyer');
  await expect(page.getByRole('navigation', { name: 'Mijn account' })).not.toContainText('Goedkeuringen');
  expect((await page.goto('/account/approvals'))?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Goedkeuringen');
});
