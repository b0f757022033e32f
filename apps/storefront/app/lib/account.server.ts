import type { Customer } from '@tradeshop/api-client';
import { type RouterContextProvider, redirect } from 'react-router';
import { accountScreenOf, mayOpen } from './account-links';
import { localizedPath, unprefixedPath } from './i18n';
import { storeApiContext } from './store-api.server';

/** The logged-in customer; anyone else goes to the login page, which brings them back afterwards. */
export async function requireCustomer(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Customer> {
  const { customer, language } = context.get(storeApiContext);
  const loggedIn = await customer();
  if (loggedIn) return loggedIn;
  const url = new URL(request.url);
  const back = new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` });
  throw redirect(`${localizedPath(language, '/auth')}?${back}`);
}

/**
 * The logged-in customer, allowed into the account screen of the request's path by the screen table
 * (rights and feature flags); anyone else goes to the home page (spec §6). Checked once for every
 * account page by the account layout; the Store API checks the rights again on every call.
 */
export async function requireAccountScreen(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<Customer> {
  const customer = await requireCustomer(request, context);
  const { language, shop } = context.get(storeApiContext);
  const screen = accountScreenOf(unprefixedPath(new URL(request.url).pathname));
  if (!screen || mayOpen(screen, customer.rights, shop.featureFlags)) return customer;
  throw redirect(localizedPath(language, '/'));
}
