import { defaultListingView, isExactArticleQuery } from '@tradeshop/domain';
import { Link, redirect } from 'react-router';
import { ErrorPage } from '../components/layout/ErrorPage';
import { ProductListing } from '../components/listing/ProductListing';
import { articlesOf, toListing, withOffers } from '../lib/catalog-view.server';
import { languageOfPath, localizedPath, translator, useTranslation } from '../lib/i18n';
import { parseListingQuery } from '../lib/listing-query';
import { listingViewOf } from '../lib/listing-view.server';
import { offersFor } from '../lib/offers.server';
import { errorTitle } from '../lib/route-error';
import { metaTags } from '../lib/route-meta';
import { searchFilterCriteria, searchFiltersOf } from '../lib/search-filters';
import { searchText } from '../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId, customer } = context.get(storeApiContext);
  const t = translator(language.code);
  const url = new URL(request.url);
  const searchQuery = searchText(url.searchParams.get('query'), 200);
  const meta = {
    title: `${searchQuery ? t('search.title', { query: searchQuery }) : t('search.heading')} | ${shop.name}`,
    noindex: true,
  };
  const searchFilters = searchFiltersOf(url.searchParams);
  if (!searchQuery)
    return {
      searchQuery,
      searchFilters,
      listing: null,
      view: defaultListingView,
      filtered: false,
      invalidQuery: false,
      meta,
    };
  const { query, invalid } = parseListingQuery(url.searchParams);
  const result = await client
    .searchCards({ search: searchQuery, ...query, ...searchFilterCriteria(searchFilters) })
    .catch(throwAsRouteError);
  const listing = toListing(result, { language, languageId });
  const filtered = Boolean(
    query.manufacturer || query.properties || query['min-price'] || query['max-price'],
  );
  // A whole article number or EAN opens the article, unless the buyer is paging or filtering.
  const [first] = result.elements;
  if (first && !filtered && (query.p ?? 1) === 1 && isExactArticleQuery(searchQuery, first)) {
    throw redirect(listing.products[0]!.href);
  }
  const [offers, view] = await Promise.all([
    offersFor(client, articlesOf(listing.products)),
    listingViewOf(request, customer),
  ]);
  return {
    searchQuery,
    searchFilters,
    listing: { ...listing, products: withOffers(listing.products, offers) },
    view,
    filtered,
    invalidQuery: invalid,
    meta,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { searchQuery, searchFilters, listing, view, filtered, invalidQuery } = loaderData;
  const headerFiltered = searchFilters.numbersOnly || searchFilters.alreadyBought;
  return (
    <>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">
        {searchQuery ? t('search.title', { query: searchQuery }) : t('search.heading')}
      </h1>
      {searchQuery && headerFiltered ? (
        <p className="-mt-3 mb-6 text-gray-700 text-sm" data-testid="search-filters-note">
          {searchFilters.numbersOnly ? `${t('search.filteredNumber')} ` : ''}
          {searchFilters.alreadyBought ? `${t('search.filteredBought')} ` : ''}
          <Link
            to={`${localizedPath(language, '/search')}?${new URLSearchParams({ query: searchQuery })}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('search.clearFilters')}
          </Link>
        </p>
      ) : null}
      {!listing ? (
        <p className="text-gray-700">{t('search.emptyQuery')}</p>
      ) : listing.total === 0 && !filtered ? (
        <p className="rounded-md border border-gray-200 bg-gray-50 px-4 py-8 text-center text-gray-700">
          {t('search.noResults', { query: searchQuery })}
        </p>
      ) : (
        <ProductListing listing={listing} view={view} searchQuery={searchQuery} invalidQuery={invalidQuery} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
