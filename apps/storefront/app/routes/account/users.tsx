import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, smallDangerButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { Pager } from '../../components/ui/Pager';
import { UsersFilterForm } from '../../components/users/UsersFilterForm';
import { UsersTable } from '../../components/users/UsersTable';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import { userListFiltersOf, userListRequestOf } from '../../lib/user-list-query';
import type { Route } from './+types/users';

const notices: Record<string, MessageKey> = {
  deleted: 'users.deleted',
};

const bulkFormId = 'users-bulk';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const filters = userListFiltersOf(params);
  const { data: users, pager } = await client
    .companyUsers(userListRequestOf(filters))
    .catch(throwAsRouteError);
  return {
    users,
    pager,
    filters,
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('users.title')} | ${shop.name}`, noindex: true },
  };
}

/**
 * Bulk delete in two steps that work without JavaScript: the selection first comes back as a
 * question naming the users, and only its confirmation deletes them.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const ids = [...new Set(form.getAll('customerId').map(String))].slice(0, 100);
  if (ids.length === 0) return data({ formError: t('users.selectFirst'), confirm: null }, { status: 400 });
  try {
    if (form.get('intent') === 'confirm-delete') {
      const users = await Promise.all(ids.map((id) => client.companyUser(id)));
      return {
        formError: null,
        confirm: users.map(({ data: user }) => ({
          id: user.id,
          name: `${user.firstName} ${user.lastName}`,
          username: user.username,
        })),
      };
    }
    if (form.get('intent') === 'delete') {
      await client.deleteCompanyUsers(ids);
      const back = new URLSearchParams(url.searchParams);
      back.set('notice', 'deleted');
      back.delete('page');
      return redirect(`${localizedPath(language, '/account/customer')}?${back}`);
    }
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t), confirm: null }, { status: 400 });
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** "Delete these users?" naming them, before anything is deleted. */
function DeleteUsersConfirmation({ users }: { users: { id: string; name: string; username: string }[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <ConfirmationPanel
      title={t('users.confirmDeleteTitle', { count: users.length })}
      text={t('users.confirmDeleteText')}
      fields={users.map((user) => ['customerId', user.id])}
      submitLabel={t('users.confirmDelete', { count: users.length })}
      cancelLabel={t('users.cancel')}
      cancelHref={`${pathname}${search}`}
    >
      <ul className="list-inside list-disc text-gray-900 text-sm">
        {users.map((user) => (
          <li key={user.id}>
            {user.name} ({user.username})
          </li>
        ))}
      </ul>
    </ConfirmationPanel>
  );
}

export default function AccountUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { users, pager, filters, notice } = loaderData;
  const confirm = actionData?.confirm ?? null;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('users.title')}</h1>
          <p className="text-gray-700">{t('users.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to={localizedPath(language, '/account/customer/import')}
            className="rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('users.import')}
          </Link>
          <Link to={localizedPath(language, '/account/customer/create')} className={primaryButtonClass}>
            {t('users.create')}
          </Link>
        </div>
      </div>
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {confirm && <DeleteUsersConfirmation users={confirm} />}
      <UsersFilterForm key={JSON.stringify(filters)} filters={filters} />
      <p className="mb-3 text-gray-700 text-sm" aria-live="polite">
        {t('users.count', { count: pager.totalResults })}
      </p>
      {users.length === 0 ? (
        <EmptyState>{t('users.none')}</EmptyState>
      ) : (
        <>
          <Form method="post" id={bulkFormId} className="mb-3 flex flex-wrap items-center gap-3">
            <button type="submit" name="intent" value="confirm-delete" className={smallDangerButtonClass}>
              {t('users.deleteSelected')}
            </button>
          </Form>
          <UsersTable
            users={users}
            filters={filters}
            formId={bulkFormId}
            selected={confirm?.map((user) => user.id)}
          />
          <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
