import { StoreApiError } from '@tradeshop/api-client';
import type { PageWithProductCards } from '@tradeshop/api-client/contracts';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { LandingPage } from '../../components/content/LandingPage';
import { SearchForm } from '../../components/header/SearchForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import type { NavItem } from '../../lib/catalog-view.server';
import { alternatesOfPath, languageOfPath, localizedPath, translator, useTranslation } from '../../lib/i18n';
import { KeptPerCatalogVersion } from '../../lib/kept-per-catalog-version.server';
import { landingPageData, previewPageData, withLoaderHeaders } from '../../lib/landing-page.server';
import { errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { categoryTiles, shellOf } from '../../lib/shell.server';
import { type StoreApiSession, storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import { latestCatalogVersion } from '../../lib/storefront-tracing.server';
import { organizationJsonLd } from '../../lib/structured-data';
import type { Route } from './+types/home';

/**
 * The home content page's answer, the same for every shopper of a language: kept by this process
 * until the catalogue version changes. Null when the shop has none.
 */
const homePages = new KeptPerCatalogVersion<PageWithProductCards | null>();

function homePageOf({ client, language }: StoreApiSession): Promise<PageWithProductCards | null> {
  return homePages.of(language.code, client.catalogVersion ?? latestCatalogVersion(), async () => ({
    value: await client.pageWithCards({ path: '' }).catch((error) => {
      if (error instanceof StoreApiError && error.status === 404) return null;
      return throwAsRouteError(error);
    }),
    whole: true,
  }));
}

/**
 * The tiles of the main categories. Asked after the page's own calls, whose answers name the
 * catalogue version the kept navigation is found by.
 */
async function homeCategories(store: StoreApiSession): Promise<NavItem[]> {
  return categoryTiles((await shellOf(store.client, store)).navigation);
}

/** The shop's home content page when it has one; otherwise a built-in opening with the search. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const store = context.get(storeApiContext);
  const { shop, language } = store;
  const t = translator(language.code);
  const origin = url.origin;
  const previewToken = url.searchParams.get('preview');
  if (previewToken) {
    const preview = await previewPageData(store, previewToken, origin);
    return data(
      { content: preview.data, categories: await homeCategories(store), meta: preview.data.meta },
      preview.init ?? undefined,
    );
  }
  const page = await homePageOf(store);
  const content =
    page?.resourceType === 'frontend.landing.page' ? await landingPageData(store, page, origin) : null;
  const meta = content?.meta ?? {
    title: `${shop.name} – ${t('home.title')}`,
    description: t('home.metaDescription'),
    canonical: `${origin}${localizedPath(language, '/')}`,
    alternates: alternatesOfPath('/'),
    origin,
  };
  return {
    content,
    categories: await homeCategories(store),
    meta: { ...meta, jsonLd: [organizationJsonLd(origin, shop.name)] },
  };
}

/** A preview's answer is for the staff member alone (see previewPageData). */
export const headers: Route.HeadersFunction = withLoaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error, location }) =>
  loaderData ? metaTags(loaderData.meta) : [{ title: errorTitle(error, languageOfPath(location.pathname)) }];

function TileLink({ item, className, children }: { item: NavItem; className: string; children: ReactNode }) {
  if (!item.href) return <span className={className}>{children}</span>;
  if (item.external) {
    return (
      <a
        href={item.href}
        className={className}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={item.href} className={className}>
      {children}
    </Link>
  );
}

/** A main category with its first sub-categories; folders have no page of their own. */
function CategoryTile({ item }: { item: NavItem }) {
  return (
    <div className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
      <h3 className="flex items-center gap-3 font-semibold text-gray-900">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-md bg-brand-50 font-bold text-brand-700 text-lg"
        >
          {item.imageUrl ? (
            <img src={item.imageUrl} alt="" width={40} height={40} loading="lazy" />
          ) : (
            item.label.charAt(0)
          )}
        </span>
        {/* Long Dutch compounds break inside the narrow tiles of a phone instead of widening the page. */}
        <TileLink
          item={item}
          className={`min-w-0 hyphens-auto wrap-anywhere ${item.href ? 'hover:text-brand-700 hover:underline' : ''}`}
        >
          {item.label}
        </TileLink>
      </h3>
      {item.children.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {item.children.map((child) => (
            <li key={child.id}>
              <TileLink
                item={child}
                className="hyphens-auto wrap-anywhere text-gray-700 hover:text-brand-700 hover:underline"
              >
                {child.label}
              </TileLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The opening of a shop without a home content page: its promise and the search. */
function BuiltInOpening() {
  const { t } = useTranslation();
  return (
    <section
      className="rounded-xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:py-14"
      aria-labelledby="home-title"
    >
      <h1 id="home-title" className="max-w-3xl font-bold text-2xl leading-tight sm:text-4xl">
        {t('home.title')}
      </h1>
      <p className="mt-3 max-w-2xl text-brand-100 sm:text-lg">{t('home.intro')}</p>
      <div className="mt-6 max-w-2xl">
        <SearchForm id="home-search" />
        <p className="mt-2 text-brand-100 text-sm">{t('search.tip')}</p>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const categories = loaderData.categories;
  return (
    <>
      {loaderData.content ? <LandingPage page={loaderData.content} /> : <BuiltInOpening />}
      {categories.length > 0 ? (
        <section className="mt-10" aria-labelledby="home-categories">
          <h2 id="home-categories" className="mb-4 font-bold text-2xl text-gray-900">
            {t('home.categories')}
          </h2>
          <ul className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
            {categories.map((item) => (
              <li key={item.id}>
                <CategoryTile item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
