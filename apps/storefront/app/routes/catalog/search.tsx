import { defaultListingView, isExactArticleQuery } from '@tradeshop/domain';
import { Link, redirect } from 'react-router';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { ProductListing } from '../../components/listing/ProductListing';
import { NoSearchResults, SearchCorrection } from '../../components/listing/SearchGuidance';
import { articlesOf, toListing, withOffers } from '../../lib/catalog-view.server';
import { languageOfPath, translator, useTranslation } from '../../lib/i18n';
import { filtersListing, parseListingQuery } from '../../lib/listing-query';
import { listingViewOf } from '../../lib/listing-view.server';
import { offersFor } from '../../lib/offers.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { searchFilterCriteria, searchFiltersOf } from '../../lib/search-filters';
import { searchGuidanceOf, searchPageHref } from '../../lib/search-guidance';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/search';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId, customer } = context.get(storeApiContext);
  const t = translator(language.code);
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
      guidance: null,
      meta,
    };
  const { query, invalid } = parseListingQuery(url.searchParams);
  // "Search instead for …" asks for the term as typed, without correcting it.
  const asTyped = url.searchParams.get('typed') === '1';
  const result = await client
    .searchCards({
      search: searchQuery,
      ...query,
      ...searchFilterCriteria(searchFilters),
      ...(asTyped ? { 'no-correction': true } : {}),
    })
    .catch(throwAsRouteError);
  const listing = toListing(result, { language, languageId });
  const guidance = searchGuidanceOf(result.extensions?.search, language);
  const filtered = filtersListing(query);
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
    listing: { ...listing, products: withOffers(listing.products, offers, shop, view) },
    view,
    filtered,
    invalidQuery: invalid,
    guidance,
    meta,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { searchQuery, searchFilters, listing, view, filtered, invalidQuery, guidance } = loaderData;
  // A corrected search pages and filters on with the term it searched.
  const searchedFor = guidance?.correction?.searchedFor ?? searchQuery;
  const headerFiltered = searchFilters.numbersOnly || searchFilters.alreadyBought;
  return (
    <>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">
        {searchQuery ? t('search.title', { query: searchedFor }) : t('search.heading')}
      </h1>
      {guidance?.correction ? <SearchCorrection correction={guidance.correction} /> : null}
      {searchQuery && headerFiltered ? (
        <p className="-mt-3 mb-6 text-gray-700 text-sm" data-testid="search-filters-note">
          {searchFilters.numbersOnly ? `${t('search.filteredNumber')} ` : ''}
          {searchFilters.alreadyBought ? `${t('search.filteredBought')} ` : ''}
          <Link to={searchPageHref(language, searchQuery)} className="font-semibold text-brand-700 underline">
            {t('search.clearFilters')}
          </Link>
        </p>
      ) : null}
      {!listing ? (
        <p className="text-gray-700">{t('search.emptyQuery')}</p>
      ) : listing.total === 0 && !filtered ? (
        <NoSearchResults query={searchQuery} guidance={guidance} />
      ) : (
        <ProductListing listing={listing} view={view} searchQuery={searchedFor} invalidQuery={invalidQuery} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
