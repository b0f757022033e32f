import { redirect } from 'react-router';
import { localizedPath } from '../lib/i18n';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
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
