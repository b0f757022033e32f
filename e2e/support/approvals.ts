import type { Page } from '@playwright/test';
import { acceptInvitation } from './account';
import type { SaleArticle } from './articles';
import { today } from './checkout';
import { createFlow, importUsers, placePickupOrder, sessionOf, userIdOf } from './store-api';

/**
 * An order waiting for demo.lead's approval: a new buyer under a flow that demo.lead approves (the
 * invitation accepted in `page`) orders the article for pickup. demo.lead may see it everywhere:
 * confirmation, order history and approvals.
 */
export async function orderWaitingForTheLead(page: Page, article: SaleArticle) {
  const stamp = Date.now();
  const username = `wacht.${stamp}`;
  const password = 'wacht-koper-1';
  const lead = await sessionOf('demo.lead');
  await importUsers(lead, [
    {
      firstName: 'Ada',
      lastName: `Koper${stamp}`,
      username,
      email: `${username}@demo.example`,
      preset: 'buyer',
    },
  ]);
  await createFlow(lead, {
    name: `Goedkeuring ${stamp}`,
    period: 'monthly',
    startDate: today(),
    mode: 'renewable',
    budgetAmount: 100_000,
    approveFrom: 0.01,
    approverIds: [await userIdOf(lead, 'demo.lead')],
    userIds: [await userIdOf(lead, username)],
  });
  await acceptInvitation(page, `${username}@demo.example`, password);
  return placePickupOrder(await sessionOf(username, password), article.productNumber, article.min);
}
