import type { Customer } from '@tradeshop/api-client';
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
