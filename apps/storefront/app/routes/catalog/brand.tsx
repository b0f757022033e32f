import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { CategoryView } from '../../components/listing/CategoryView';
import { brandOfSlug, brandPageLinks } from '../../lib/brand-view.server';
import { brandPath, isBrandSlug } from '../../lib/brands';
import { articlesOf, toListing, withOffers } from '../../lib/catalog-view.server';
import { languageOfPath, localizedPath, translator } from '../../lib/i18n';
import { filtersListing, parseListingQuery } from '../../lib/listing-query';
import { listingViewOf } from '../../lib/listing-view.server';
import { offersFor } from '../../lib/offers.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/brand';

/**
 * A brand's page: its name, logo and description, and its articles listed as a category lists
 * them, with the same filters, sorting and pages; the brand is the listing's fixed filter.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId, customer } = context.get(storeApiContext);
  const t = translator(language.code);
  const notFound = () => data({ code: errorCodes.pageNotFound }, { status: 404 });
  if (!isBrandSlug(params.slug)) throw notFound();
  const brand = await brandOfSlug(client, language, params.slug).catch(throwAsRouteError);
  if (!brand) {
    // A slug the brand page had before in this language leads to its address now.
    const moved = await client.brandFormerSlug(params.slug).catch((error: unknown) => {
      if (error instanceof StoreApiError && error.status === 404) return null;
      return throwAsRouteError(error);
    });
    if (!moved) throw notFound();
    throw redirect(`${localizedPath(language, brandPath(moved.data.slug))}${url.search}`, 301);
  }

  const { query, invalid } = parseListingQuery(url.searchParams);
  // The page lists this brand only: another brand in the address would add its articles.
  const { manufacturer: _otherBrands, ...listingQuery } = query;
  const result = await client
    .searchCards({
      ...listingQuery,
      filter: [{ type: 'equals', field: 'manufacturerId', value: brand.id }],
    })
    .catch(throwAsRouteError);
  const listing = toListing(result, { language, languageId });
  const [offers, view] = await Promise.all([
    offersFor(client, articlesOf(listing.products)),
    listingViewOf(request, customer),
  ]);
  const filtered = Boolean(listingQuery.order) || filtersListing(listingQuery);
  const { alternates, canonical } = brandPageLinks(brand, {
    language,
    languageIds: shop.languageIds,
    origin: url.origin,
    page: query.p ?? 1,
  });
  return {
    brand,
    breadcrumb: [
      { label: t('brands.title'), href: localizedPath(language, '/brands') },
      { label: brand.name },
    ],
    // The brand facet has one entry here: the brand itself.
    listing: { ...listing, manufacturers: [], products: withOffers(listing.products, offers, shop, view) },
    view,
    invalidQuery: invalid || Boolean(query.manufacturer),
    alternates,
    meta: {
      title: `${brand.metaTitle ?? t('brands.pageTitle', { brand: brand.name })} | ${shop.name}`,
      description: brand.metaDescription ?? brand.description,
      canonical,
      alternates,
      origin: url.origin,
      noindex: filtered,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Brand({ loaderData }: Route.ComponentProps) {
  const { brand } = loaderData;
  return (
    <CategoryView
      breadcrumb={loaderData.breadcrumb}
      category={{ name: brand.name, description: brand.description, logo: brand.logo }}
      listing={loaderData.listing}
      view={loaderData.view}
      invalidQuery={loaderData.invalidQuery}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
