import { redirect } from 'react-router';
import { localizedPath } from '../../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/logout';

/** Ends the session; the Store API hands out an anonymous token that replaces the cookie. */
export async function action({ context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  await client.logout().catch(throwAsRouteError);
  return redirect(localizedPath(language, '/'));
}

/** Logging out is a form submission; an address typed in just leads home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/'));
}

/**
 * Without JavaScript a form posts here as a page: a refusal (a foreign origin, a failed Store API call)
 * then shows the shop's error page. Having an error boundary also makes React Router treat this as a
 * page route rather than a resource route, whose errors would be bare JSON.
 */
export { ErrorPage as ErrorBoundary } from '../../components/layout/ErrorPage';
