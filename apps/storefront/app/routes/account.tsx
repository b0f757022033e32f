import { Outlet } from 'react-router';
import { AccountSidebar } from '../components/account/AccountSidebar';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireAccountScreen, requireCustomer } from '../lib/account.server';
import { visibleAccountLinks } from '../lib/account-links';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/account';

/** Every account page is for logged-in customers whose rights open its screen. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    await requireAccountScreen(request, context);
  },
];

/** The sidebar shows the pages the user's rights and the shop's feature flags allow. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(request, context);
  const { shop } = context.get(storeApiContext);
  return {
    links: visibleAccountLinks(customer.rights, shop.featureFlags).map(({ path, label }) => ({
      path,
      label,
    })),
  };
}

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
