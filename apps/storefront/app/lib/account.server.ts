import type { Customer } from '@tradeshop/api-client';
import { hasRight, type RightCode } from '@tradeshop/domain';
import { type RouterContextProvider, redirect } from 'react-router';
import { localizedPath } from './i18n';
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
 * The logged-in customer holding `right`; without it the page is not theirs and they go to the home
 * page (spec §6). The Store API checks the right again on every write.
 */
export async function requireRight(
  request: Request,
  context: Readonly<RouterContextProvider>,
  right: RightCode,
): Promise<Customer> {
  const customer = await requireCustomer(request, context);
  if (hasRight(customer.rights, right)) return customer;
  throw redirect(localizedPath(context.get(storeApiContext).language, '/'));
}
