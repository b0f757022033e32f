import type { Customer } from '@tradeshop/api-client';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { accountScreenOf, type MissingScreenRight, mayOpen, missingScreenRightCode } from './account-links';
import { localizedPath, type MessageKey, unprefixedPath } from './i18n';
import { storeApiContext } from './store-api.server';

/**
 * The logged-in customer; anyone else goes to the login page, which brings them back to `url`, the
 * page's address, afterwards.
 */
export async function requireCustomer(url: URL, context: Readonly<RouterContextProvider>): Promise<Customer> {
  const { customer, language } = context.get(storeApiContext);
  const loggedIn = await customer();
  if (loggedIn) return loggedIn;
  const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`${localizedPath(language, '/auth')}?${back}`);
}

/**
 * The logged-in customer, allowed into the account screen of the page's path by the screen table
 * (rights and feature flags). A screen the shop does not offer is not found (404); one the user's
 * rights do not open answers 403 with the screen's name and the company's lead buyers to ask
 * (decision 0037). Checked once for every account page by the account layout; the Store API checks
 * the rights again on every call.
 */
export async function requireAccountScreen(
  url: URL,
  context: Readonly<RouterContextProvider>,
): Promise<Customer> {
  const customer = await requireCustomer(url, context);
  const { shop } = context.get(storeApiContext);
  const screen = accountScreenOf(unprefixedPath(url.pathname));
  if (!screen || mayOpen(screen, customer.rights, shop.featureFlags)) return customer;
  if (screen.featureFlag && !shop.featureFlags.includes(screen.featureFlag))
    throw data(null, { status: 404 });
  return refuseMissingRight(context, screen.label);
}

/** Refuses a page the user's rights do not open: 403 with the page's name and the lead buyers to ask. */
export async function refuseMissingRight(
  context: Readonly<RouterContextProvider>,
  screen: MessageKey,
): Promise<never> {
  const { data: leadBuyers } = await context.get(storeApiContext).client.leadBuyers();
  const missing: MissingScreenRight = {
    code: missingScreenRightCode,
    screen,
    leadBuyers: leadBuyers.map((lead) => `${lead.firstName} ${lead.lastName} (${lead.email})`),
  };
  throw data(missing, { status: 403 });
}
