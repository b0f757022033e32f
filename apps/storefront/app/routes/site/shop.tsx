import { storefrontLocales } from '@tradeshop/domain';
import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ErrorScreen } from '../../components/layout/ErrorPage';
import { defaultShopName, SiteLayout } from '../../components/layout/SiteLayout';
import { formBodyMiddleware } from '../../lib/form-body.server';
import { languageOfPath, localizedPath } from '../../lib/i18n';
import { promiseMinute } from '../../lib/promise-clock';
import { punchoutSessionOf } from '../../lib/punchout.server';
import { bodyLimitMiddleware } from '../../lib/request-body.server';
import { sameOriginMiddleware } from '../../lib/request-origin';
import { errorTitle } from '../../lib/route-error';
import { navigationOfPage, shellOf } from '../../lib/shell.server';
import { shellSettings } from '../../lib/shell-settings.server';
import { shopDisplayOf } from '../../lib/shop-display';
import { retryAfterMiddleware, storeApiContext, storeApiMiddleware } from '../../lib/store-api.server';
import type { Route } from './+types/shop';

/** Where questions about products that cannot be ordered online go. */
const salesEmail = process.env.SHOP_SALES_EMAIL ?? 'sales@tradeshop.example';

/** The origin and body checks come first: a refused request opens no Store API session. */
export const middleware: Route.MiddlewareFunction[] = [
  sameOriginMiddleware,
  bodyLimitMiddleware,
  formBodyMiddleware,
  retryAfterMiddleware,
  storeApiMiddleware,
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language, languageId, session } = context.get(storeApiContext);
  const { customer: loggedIn, cartLineCount: cartCount, actingStaff } = await session();
  // Asked after the session's calls, whose answers name the catalogue version the shell is kept by.
  const { version, navigation, serviceNavigation, countryNavigation, footer } = await shellOf(client, {
    language,
    languageId,
  });
  return {
    shopName: shop.name,
    cartCount,
    salesEmail,
    display: shopDisplayOf(shop.featureFlags, shop.delivery),
    // The minute the page was rendered: promised delivery days count from it until the page runs.
    renderedAt: promiseMinute(Date.now()),
    account: loggedIn
      ? { firstName: loggedIn.firstName, rights: loggedIn.rights, featureFlags: shop.featureFlags }
      : null,
    footer,
    punchout: loggedIn?.ociCustomer ? await punchoutSessionOf(context) : null,
    staffLogin:
      loggedIn && actingStaff
        ? {
            customer: `${loggedIn.firstName} ${loggedIn.lastName}`,
            staff: actingStaff.name,
            endsAt: actingStaff.endsAt,
          }
        : null,
    shell: shellSettings(url),
    navigation: navigationOfPage(navigation),
    navigationTreeUrl: `${localizedPath(language, '/navigation-tree')}?${new URLSearchParams({ v: version ?? '' })}`,
    // The header shows the service entries and the first country; their dropdowns fetch the rest.
    serviceNavigation: navigationOfPage(serviceNavigation),
    countryNavigation: navigationOfPage(countryNavigation.slice(0, 1)),
    /** The languages the sales channel has a domain for; the switcher shows with more than one. */
    languages: storefrontLocales
      .filter((candidate) => shop.languageIds[candidate.code])
      .map((candidate) => candidate.code),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => [
  {
    title: error
      ? errorTitle(error, languageOfPath(location.pathname))
      : (loaderData?.shopName ?? defaultShopName),
  },
];

/**
 * The shell only changes with the language, and after a form (login, logout, add to cart) changed
 * the session; switching the listing's view changes only the listing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction?.endsWith('/listing-view')) return false;
  if (formMethod && formMethod !== 'GET') return true;
  if (languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)) return true;
  return (
    defaultShouldRevalidate &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search === nextUrl.search
  );
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  return (
    <SiteLayout
      shopName={loaderData.shopName}
      navigation={loaderData.navigation}
      serviceNavigation={loaderData.serviceNavigation}
      countryNavigation={loaderData.countryNavigation}
      languages={loaderData.languages}
      account={loaderData.account}
      cartCount={loaderData.cartCount}
      footer={loaderData.footer}
      liveChat={loaderData.shell.liveChat && !loaderData.shell.liveChatScriptUrl}
      punchout={loaderData.punchout}
      staffLogin={loaderData.staffLogin}
    >
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
