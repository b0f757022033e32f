import { errorCodes } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { ErrorPage } from '../components/layout/ErrorPage';
import { CategoryView } from '../components/listing/CategoryView';
import { ProductView } from '../components/product/ProductView';
import {
  alternatesOf,
  articlesOf,
  articlesOfProductPage,
  productPageWithOffers,
  toListing,
  toProductPage,
  withOffers,
} from '../lib/catalog-view.server';
import { isUnknownLanguageSegment, languageOfPath, localizedPath, unprefixedPath } from '../lib/i18n';
import { parseListingQuery } from '../lib/listing-query';
import { listingViewOf } from '../lib/listing-view.server';
import { offersFor } from '../lib/offers.server';
import { productDetailsOf } from '../lib/product-details.server';
import { errorTitle } from '../lib/route-error';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/page';

/** The path as the visitor asked for it (trailing slash included), without the language prefix. */
function requestedPath(url: URL): string {
  const path = unprefixedPath(url.pathname);
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Any other path: a category or product seo path (or a technical one) resolved by the Store API. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId, customer } = context.get(storeApiContext);
  const at = { language, languageId };
  const url = new URL(request.url);
  const path = params['*'] ?? '';
  if (isUnknownLanguageSegment(path.split('/')[0] ?? '')) {
    throw data({ code: errorCodes.pageNotFound }, { status: 404 });
  }

  const { query, invalid } = parseListingQuery(url.searchParams);
  const page = await client.pageWithCards({ path, query }).catch(throwAsRouteError);
  const canonicalPath = localizedPath(language, page.canonicalPathInfo);
  if (requestedPath(url) !== page.canonicalPathInfo) throw redirect(`${canonicalPath}${url.search}`, 301);

  const breadcrumb = page.breadcrumb.map((entry) => ({
    label: entry.name,
    href: localizedPath(language, `/${entry.path.replace(/^\/+/, '')}`),
  }));

  if (page.resourceType === 'frontend.navigation.page') {
    const { category } = page;
    const name = category.translated.name || category.name;
    const alternates = alternatesOf(category, (id) => `/navigation/${id}`, shop.languageIds);
    const filtered = Boolean(
      query.order || query.manufacturer || query.properties || query['min-price'] || query['max-price'],
    );
    const listing = toListing(page.listing, at);
    const [offers, view] = await Promise.all([
      offersFor(client, articlesOf(listing.products)),
      listingViewOf(request, customer),
    ]);
    return {
      kind: 'category' as const,
      breadcrumb,
      category: { name, description: category.translated.description },
      listing: { ...listing, products: withOffers(listing.products, offers) },
      view,
      invalidQuery: invalid,
      alternates,
      meta: {
        title: `${category.translated.metaTitle || name} | ${shop.name}`,
        description: category.translated.metaDescription,
        canonical: `${url.origin}${canonicalPath}${query.p && query.p > 1 ? `?p=${query.p}` : ''}`,
        alternates,
        origin: url.origin,
        noindex: filtered,
      },
    };
  }

  const productPage = toProductPage(page.product, at);
  const offers = await offersFor(client, articlesOfProductPage(productPage));
  const product = productPageWithOffers(productPage, offers);
  const alternates = alternatesOf(page.product, (id) => `/detail/${id}`, shop.languageIds);
  return {
    kind: 'product' as const,
    breadcrumb,
    product,
    details: productDetailsOf(page.product),
    showVariantsTable: url.searchParams.get('showVariantsTable') === 'true' && product.variants.length > 1,
    alternates,
    meta: {
      title: `${page.product.translated.metaTitle || product.name} | ${shop.name}`,
      description: [product.manufacturer, product.name, product.productNumber].filter(Boolean).join(' – '),
      canonical: `${url.origin}${canonicalPath}`,
      alternates,
      origin: url.origin,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') {
    return (
      <CategoryView
        breadcrumb={loaderData.breadcrumb}
        category={loaderData.category}
        listing={loaderData.listing}
        view={loaderData.view}
        invalidQuery={loaderData.invalidQuery}
      />
    );
  }
  return (
    <ProductView
      breadcrumb={loaderData.breadcrumb}
      product={loaderData.product}
      details={loaderData.details}
      showVariantsTable={loaderData.showVariantsTable}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
