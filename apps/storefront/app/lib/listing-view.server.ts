import type { Customer } from '@tradeshop/api-client';
import { defaultListingView, isListingView, type ListingView } from '@tradeshop/domain';
import { readCookie } from './store-api.server';

/** A visitor's choice stays with the browser; a logged-in user's in the account. */
export const listingViewCookie = 'listing-view';

/** How a listing shows its articles: the user's remembered choice, a visitor's cookie, else cards. */
export async function listingViewOf(
  request: Request,
  customer: () => Promise<Customer | null>,
): Promise<ListingView> {
  const loggedIn = await customer();
  if (loggedIn) return loggedIn.listingView;
  const chosen = readCookie(request, listingViewCookie);
  return isListingView(chosen) ? chosen : defaultListingView;
}
