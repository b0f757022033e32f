import { Outlet, type ShouldRevalidateFunction } from 'react-router';
import { AccountSidebar } from '../../components/account/AccountSidebar';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { requireAccountScreen } from '../../lib/account.server';
import { visibleAccountLinks } from '../../lib/account-links';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/layout';

/**
 * Every account page is for logged-in customers whose rights open its screen. A page is refused in
 * the layout's loader, so that the shop around it still shows who is logged in; a form sent to a
 * screen the user may not open is refused before any action runs.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await requireAccountScreen(url, context);
  },
];

/** The sidebar shows the pages the user's rights and the shop's feature flags allow. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireAccountScreen(url, context);
  const { shop } = context.get(storeApiContext);
  return {
    links: visibleAccountLinks(customer.rights, shop.featureFlags).map(({ path, label }) => ({
      path,
      label,
    })),
  };
}

/** Each account page asks again whether the user may open it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
      <AccountSidebar links={loaderData.links} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
