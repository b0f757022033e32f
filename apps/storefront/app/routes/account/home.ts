import { redirect } from 'react-router';
import { localizedPath } from '../../lib/i18n';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/home';

/** The parent of the account pages leads to the dashboard (which sends a visitor to the login). */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(localizedPath(context.get(storeApiContext).language, '/account/dashboard'));
}
