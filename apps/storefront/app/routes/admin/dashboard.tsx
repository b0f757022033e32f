import { type StaffPermission, staffMay } from '@tradeshop/domain';
import { Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { PageTitle } from '../../components/admin/PageTitle';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/dashboard';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'dashboard.read');
  const { data: figures } = await client.dashboard();
  return { name: me.name, figures, permissions: me.permissions };
}

/** A figure of the day, leading to where it can be dealt with when the member's roles open that. */
function Tile({
  label,
  value,
  to,
  may,
}: {
  label: string;
  value: string;
  to?: { path: string; permission: StaffPermission };
  may: (permission: StaffPermission) => boolean;
}) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4">
      <span className="font-bold text-2xl text-gray-900">{value}</span>
      {to && may(to.permission) ? (
        <Link to={to.path} className="text-brand-700 text-sm underline">
          {label}
        </Link>
      ) : (
        <span className="text-gray-700 text-sm">{label}</span>
      )}
    </li>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t, figures: format } = useAdminTranslation();
  const { figures, permissions, name } = loaderData;
  const may = (permission: StaffPermission) => staffMay(permissions, permission);
  const count = (value: number) => format.number(value);
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <p className="text-gray-700">{t('dashboard.welcome', { name })}</p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          label={t('dashboard.ordersToday', { day: format.day(figures.day) })}
          value={count(figures.ordersToday.count)}
          to={{ path: `/admin/orders?since=${figures.day}`, permission: 'orders.read' }}
          may={may}
        />
        <Tile
          label={t('dashboard.valueToday')}
          value={format.netPrice(figures.ordersToday.amountNet)}
          may={may}
        />
        <Tile
          label={t('dashboard.awaitingErp')}
          value={count(figures.ordersAwaitingErp)}
          to={{ path: '/admin/orders?erpDelivery=waiting', permission: 'orders.read' }}
          may={may}
        />
        <Tile
          label={t('dashboard.failingDeliveries')}
          value={count(figures.failingErpDeliveries.orderEvents + figures.failingErpDeliveries.offerEvents)}
          to={{ path: '/admin/orders?erpDelivery=failed', permission: 'orders.read' }}
          may={may}
        />
        <Tile
          label={t('dashboard.openContactMessages')}
          value={count(figures.openContactMessages)}
          to={{ path: '/admin/contact-messages?state=new', permission: 'contact-messages.manage' }}
          may={may}
        />
        <Tile
          label={t('dashboard.openOfferRequests')}
          value={count(figures.openOfferRequests)}
          to={{ path: '/admin/offer-requests?state=new', permission: 'offer-requests.manage' }}
          may={may}
        />
        <Tile
          label={t('dashboard.registrationsWaiting')}
          value={count(figures.registrationsAwaitingConfirmation)}
          may={may}
        />
      </ul>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
