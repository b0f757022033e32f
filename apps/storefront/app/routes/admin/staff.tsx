import type { StaffMember } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { StateBadge } from '../../components/admin/StateBadge';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/staff';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'staff.manage');
  return { members: (await client.staffMembers()).data };
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-6">
      <PageTitle>{t('staff.title')}</PageTitle>
      <DataGrid<StaffMember>
        caption={t('staff.title')}
        rows={loaderData.members}
        rowKey={(member) => member.id}
        columns={[
          {
            id: 'name',
            header: t('staff.name'),
            cell: ({ row }) => (
              <Link to={`/admin/staff/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.name}
              </Link>
            ),
          },
          { id: 'username', header: t('users.username'), cell: ({ row }) => row.original.username },
          {
            id: 'roles',
            header: t('staff.roles'),
            cell: ({ row }) => row.original.roles.map((role) => role.name).join(', '),
          },
          {
            id: 'two-factor',
            header: t('staff.twoFactor'),
            cell: ({ row }) =>
              t(
                row.original.twoFactor.on
                  ? 'staff.twoFactorOn'
                  : row.original.twoFactor.required
                    ? 'staff.twoFactorPending'
                    : 'staff.twoFactorOff',
              ),
          },
          {
            id: 'state',
            header: t('companies.state'),
            cell: ({ row }) => (
              <StateBadge good={row.original.active}>
                {t(row.original.active ? 'users.active' : 'users.inactive')}
              </StateBadge>
            ),
          },
        ]}
      />
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
