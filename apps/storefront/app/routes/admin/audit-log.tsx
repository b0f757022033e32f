import { auditLogQuery } from '@tradeshop/api-client';
import { data, Form } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ListPage } from '../../components/admin/ListPage';
import { AuditEntries } from '../../components/admin/ObjectHistory';
import { compactPrimaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { requirePermission } from '../../lib/admin/access.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/audit-log';

const pageSize = 50;
const filterNames = ['objectType', 'objectId', 'actorId', 'since', 'until'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'audit.read');
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, url.searchParams.get(name) || undefined]),
  );
  const query = auditLogQuery.safeParse({
    ...filters,
    page: url.searchParams.get('page') ?? 1,
    limit: pageSize,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: entries, total } = await client.auditLog(query.data);
  return { entries, total, page: query.data.page, filters };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { entries, total, page, filters } = loaderData;
  return (
    <ListPage
      title={t('auditLog.title')}
      filters={
        <Form method="get" className="grid max-w-4xl gap-x-4 sm:grid-cols-3">
          <FormField
            name="objectType"
            label={t('auditLog.objectType')}
            hint={t('auditLog.objectTypeHint')}
            defaultValue={filters.objectType}
          />
          <FormField name="objectId" label={t('auditLog.objectId')} defaultValue={filters.objectId} />
          <FormField name="actorId" label={t('auditLog.actorId')} defaultValue={filters.actorId} />
          <FormField name="since" type="date" label={t('auditLog.since')} defaultValue={filters.since} />
          <FormField name="until" type="date" label={t('auditLog.until')} defaultValue={filters.until} />
          <div className="flex items-center">
            <button type="submit" className={compactPrimaryButtonClass}>
              {t('auditLog.filter')}
            </button>
          </div>
        </Form>
      }
      count={t('auditLog.count', { count: total })}
      empty={entries.length === 0 ? t('history.none') : null}
      page={page}
      totalPages={Math.ceil(total / pageSize)}
    >
      <AuditEntries entries={entries} showObject />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
