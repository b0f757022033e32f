import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { PageTitle } from '../../components/admin/PageTitle';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/dashboard';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { me } = await requirePermission(context, url, 'dashboard.read');
  return { name: me.name };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <p className="text-gray-700">{t('dashboard.welcome', { name: loaderData.name })}</p>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
