import { errorCodes, listingViews } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { localizedPath } from '../../lib/i18n';
import { listingViewCookie } from '../../lib/listing-view.server';
import { safeRedirectPath } from '../../lib/redirect-path';
import { serializeCookie, storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/listing-view';

const viewForm = z.object({ view: z.enum(listingViews) });

/**
 * The listing's view switch posts here (`ListingViewSwitch`): a logged-in user's choice is kept in
 * the account, a visitor's in a cookie. With JavaScript (field `enhanced`) it answers the fetcher and
 * the listing reloads in place; a plain form post is led back to the listing.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, customer, language } = context.get(storeApiContext);
  const form = await request.formData();
  const parsed = viewForm.safeParse({ view: form.get('view') });
  if (!parsed.success) throw data({ code: errorCodes.invalidRequest }, { status: 400 });
  const { view } = parsed.data;
  const headers = new Headers();
  if (await customer()) await client.changeListingView(view).catch(throwAsRouteError);
  else headers.append('Set-Cookie', serializeCookie(listingViewCookie, view, url));
  if (form.get('enhanced') === '1') return data({ view }, { headers });
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizedPath(language, '/');
  return redirect(back, { headers });
}

/** An address typed in leads home. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/'));
}

/** Without JavaScript a refusal shows the shop's error page (and makes this a page route, see logout). */
export { ErrorPage as ErrorBoundary } from '../../components/layout/ErrorPage';
