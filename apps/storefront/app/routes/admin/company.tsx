import { type AdminUserRow, adminReasonRequest } from '@tradeshop/api-client';
import { staffMay } from '@tradeshop/domain';
import { data, Link } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { CompanyParts } from '../../components/admin/CompanyParts';
import { DataGrid } from '../../components/admin/DataGrid';
import { FactList } from '../../components/admin/FactList';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { ReasonForm } from '../../components/admin/ReasonForm';
import { StateBadge } from '../../components/admin/StateBadge';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import type { Route } from './+types/company';

const viesStanding = {
  confirmed: 'company.viesConfirmed',
  invalid: 'company.viesInvalid',
  unconfirmed: 'company.viesUnconfirmed',
} as const;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'companies.read');
  const [
    { data: company },
    history,
    { data: budgets },
    { data: punchoutAccounts },
    { data: orderLists },
    carts,
  ] = await Promise.all([
    client.company(params.id),
    objectHistory(client, me, 'company', params.id),
    client.companyBudgets(params.id),
    client.companyPunchoutAccounts(params.id),
    client.companyOrderLists(params.id),
    staffMay(me.permissions, 'carts.read')
      ? client.companyCarts(params.id).then((answer) => answer.data)
      : null,
  ]);
  return {
    company,
    history,
    parts: { budgets, punchoutAccounts, orderLists, carts },
    mayManage: staffMay(me.permissions, 'companies.manage'),
    mayReadOrders: staffMay(me.permissions, 'orders.read'),
    punchoutLink: staffMay(me.permissions, 'integrations.manage')
      ? `/admin/punchout?company=${params.id}`
      : null,
  };
}

/** Blocks or unblocks the company, with the reason the form asks. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'companies.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const reason = adminReasonRequest.safeParse({ reason: form.get('reason') });
  if (!reason.success) return data({ error: t('form.reasonNeeded'), done: null }, { status: 400 });
  const blocking = form.get('intent') === 'block';
  await (blocking ? client.blockCompany : client.unblockCompany)(params.id, reason.data.reason);
  return { error: null, done: t(blocking ? 'company.blockedNow' : 'company.unblockedNow') };
}

export default function Company({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { company, history, parts, mayManage, mayReadOrders, punchoutLink } = loaderData;
  const amount = (value: string | null) => (value === null ? '—' : figures.netPrice(Number(value)));
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center gap-3">
        <PageTitle>
          {company.name} <span className="font-normal text-gray-600">{company.number}</span>
        </PageTitle>
        <StateBadge good={company.active}>
          {t(company.active ? 'companies.active' : 'companies.blocked')}
        </StateBadge>
      </div>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      {!company.active ? (
        <p className="text-gray-800">
          {company.blockReason
            ? t('company.blockReason', { reason: company.blockReason })
            : t('company.blockedByErp')}
        </p>
      ) : null}
      {mayManage ? (
        <ReasonForm
          intent={company.active ? 'block' : 'unblock'}
          label={t(company.active ? 'company.blockWhy' : 'company.unblockWhy')}
          submit={t(company.active ? 'company.block' : 'company.unblock')}
          error={actionData?.error ?? undefined}
          danger={company.active}
        />
      ) : null}
      <section aria-labelledby="facts-title" className="flex flex-col gap-3">
        <h2 id="facts-title" className="font-semibold text-gray-900 text-lg">
          {t('company.facts')}
        </h2>
        <FactList
          facts={[
            { label: t('companies.number'), value: company.number },
            { label: t('company.clientNumber'), value: company.clientNumber ?? '—' },
            { label: t('companies.vatNumber'), value: company.vatNumber ?? '—' },
            {
              label: t('company.vies'),
              value: company.vies
                ? `${t(viesStanding[company.vies.standing])}${company.vies.checkedAt ? ` (${figures.moment(company.vies.checkedAt)})` : ''}`
                : t('company.viesNotApplicable'),
            },
            {
              label: t('company.registeredAt'),
              value: company.registeredAt ? figures.moment(company.registeredAt) : t('company.fromErp'),
            },
            { label: t('company.creditLimit'), value: amount(company.terms.creditLimit) },
            { label: t('company.minimumOrderValue'), value: amount(company.terms.minimumOrderValue) },
            { label: t('company.minimumOrderSurcharge'), value: amount(company.terms.minimumOrderSurcharge) },
            { label: t('company.invoiceEmail'), value: company.terms.invoiceEmail ?? '—' },
          ]}
        />
      </section>
      <section aria-labelledby="addresses-title" className="flex flex-col gap-3">
        <h2 id="addresses-title" className="font-semibold text-gray-900 text-lg">
          {t('company.addresses')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {company.addresses.map((address) => (
            <li key={address.id} className="rounded-md border border-gray-200 bg-white p-3 text-sm">
              <p className="font-medium">
                {address.name}
                {address.billing ? ` · ${t('company.billingAddress')}` : ''}
              </p>
              <p>
                {address.street} {address.houseNumber}
                {address.box ? ` ${address.box}` : ''}
              </p>
              <p>
                {address.country}-{address.zipcode} {address.city}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="users-title" className="flex flex-col gap-3">
        <h2 id="users-title" className="font-semibold text-gray-900 text-lg">
          {t('company.users')}
        </h2>
        <DataGrid<AdminUserRow>
          caption={t('company.users')}
          rows={company.users}
          rowKey={(user) => user.id}
          columns={[
            {
              id: 'name',
              header: t('users.name'),
              cell: ({ row }) => (
                <Link
                  to={`/admin/users/${row.original.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.original.name}
                </Link>
              ),
            },
            { id: 'username', header: t('users.username'), cell: ({ row }) => row.original.username },
            { id: 'email', header: t('users.email'), cell: ({ row }) => row.original.email },
            {
              id: 'state',
              header: t('companies.state'),
              cell: ({ row }) => (
                <span className="flex flex-wrap gap-1">
                  <StateBadge good={row.original.active}>
                    {t(row.original.active ? 'users.active' : 'users.inactive')}
                  </StateBadge>
                  {row.original.leadBuyer ? <StateBadge good>{t('users.leadBuyer')}</StateBadge> : null}
                  {row.original.passwordSet ? null : (
                    <StateBadge good={false}>{t('users.invited')}</StateBadge>
                  )}
                </span>
              ),
            },
          ]}
        />
      </section>
      {mayReadOrders ? (
        <Link
          to={`/admin/orders?companyId=${company.id}`}
          className="self-start font-semibold text-brand-700 underline"
        >
          {t('company.orders')}
        </Link>
      ) : null}
      <CompanyParts {...parts} users={company.users} punchoutLink={punchoutLink} />
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
