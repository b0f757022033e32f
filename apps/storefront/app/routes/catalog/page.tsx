import { errorCodes } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { LandingPage } from '../../components/content/LandingPage';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { CategoryView } from '../../components/listing/CategoryView';
import { ProductView } from '../../components/product/ProductView';
import {
  alternatesOf,
  articlesOf,
  articlesOfProductPage,
  productPageWithOffers,
  toListing,
  toProductPage,
  withOffers,
} from '../../lib/catalog-view.server';
import { isUnknownLanguageSegment, languageOfPath, localizedPath, unprefixedPath } from '../../lib/i18n';
import { landingPageData, previewPageData, withLoaderHeaders } from '../../lib/landing-page.server';
import { filtersListing, parseListingQuery } from '../../lib/listing-query';
import { listingViewOf } from '../../lib/listing-view.server';
import { offersFor } from '../../lib/offers.server';
import { productDetailsOf } from '../../lib/product-details.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { subcategoriesOf } from '../../lib/shell.server';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import { breadcrumbJsonLd, productJsonLd } from '../../lib/structured-data';
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

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Any other path: a category or product seo path (or a technical one) resolved by the Store API. */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const store = context.get(storeApiContext);
  const { client, shop, language, languageId, customer } = store;
  const at = { language, languageId };
  const path = params['*'] ?? '';
  if (isUnknownLanguageSegment(path.split('/')[0] ?? '')) {
    throw data({ code: errorCodes.pageNotFound }, { status: 404 });
  }

  const previewToken = url.searchParams.get('preview');
  if (previewToken) return previewPageData(store, previewToken, url.origin);

  const { query, invalid } = parseListingQuery(url.searchParams);
  const page = await client.pageWithCards({ path, query }).catch(throwAsRouteError);
  const canonicalPath = localizedPath(language, page.canonicalPathInfo);
  // A trailing slash alone leads nowhere: React Router's data requests drop it (`/services/` asks
  // `/services.data`), so both forms show the page, whose canonical link names its own.
  if (withoutTrailingSlash(requestedPath(url)) !== withoutTrailingSlash(page.canonicalPathInfo))
    throw redirect(`${canonicalPath}${url.search}`, 301);
  if (page.resourceType === 'frontend.landing.page') return landingPageData(store, page, url.origin);

  const breadcrumb = page.breadcrumb.map((entry) => ({
    label: entry.name,
    href: localizedPath(language, `/${entry.path.replace(/^\/+/, '')}`),
  }));
  const home = { label: shop.name, href: localizedPath(language, '/') };

  if (page.resourceType === 'frontend.navigation.page') {
    const { category } = page;
    const name = category.translated.name || category.name;
    const alternates = alternatesOf(category, (id) => `/navigation/${id}`, shop.languageIds);
    const filtered = Boolean(query.order) || filtersListing(query);
    const listing = toListing(page.listing, at);
    const [offers, view, subcategories] = await Promise.all([
      offersFor(client, articlesOf(listing.products)),
      listingViewOf(request, customer),
      // The tiles are a way in, not the page: without them the listing still shows.
      category.childCount > 0 ? subcategoriesOf(client, at, category.id).catch(() => []) : [],
    ]);
    return {
      kind: 'category' as const,
      breadcrumb,
      category: { name, description: category.translated.description },
      subcategories,
      listing: { ...listing, products: withOffers(listing.products, offers, shop, view) },
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
        jsonLd: [breadcrumbJsonLd(url.origin, [home, ...breadcrumb])],
      },
    };
  }

  const productPage = toProductPage(page.product, at);
  const offers = await offersFor(client, articlesOfProductPage(productPage));
  const product = productPageWithOffers(productPage, offers, shop);
  const alternates = alternatesOf(page.product, (id) => `/detail/${id}`, shop.languageIds);
  const canonical = `${url.origin}${canonicalPath}`;
  // Search engines see what a visitor sees: the list price, never a logged-in buyer's own price.
  const visitor = (await customer()) === null;
  const listPrice = visitor ? (product.offer?.listPrice ?? product.offer?.price ?? null) : null;
  const cover = product.images[0];
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
      canonical,
      alternates,
      origin: url.origin,
      openGraph: { type: 'product' as const, image: cover ? new URL(cover.url, url.origin).href : null },
      jsonLd: [
        productJsonLd(url.origin, canonical, { ...product, listPrice, hasStock: product.stock.hasStock }),
        breadcrumbJsonLd(url.origin, [home, ...breadcrumb, { label: product.name, href: canonicalPath }]),
      ],
    },
  };
}

/** A preview's answer is for the staff member alone (see previewPageData). */
export const headers: Route.HeadersFunction = withLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

export default function Page({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'landing') return <LandingPage page={loaderData} />;
  if (loaderData.kind === 'category') {
    return (
      <CategoryView
        breadcrumb={loaderData.breadcrumb}
        category={loaderData.category}
        subcategories={loaderData.subcategories}
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
