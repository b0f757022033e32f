/**
 * How listings and search results show their articles: cards with a picture, or compact rows
 * (number, name, stock, price, counter, add) for buyers who know what they want.
 */
export const listingViews = ['cards', 'list'] as const;
export type ListingView = (typeof listingViews)[number];

/** Visitors, and users who never chose, see cards. */
export const defaultListingView: ListingView = 'cards';

export function isListingView(value: unknown): value is ListingView {
  return listingViews.includes(value as ListingView);
}
