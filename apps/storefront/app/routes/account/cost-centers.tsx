import { errorCodes } from '@tradeshop/domain';
import { data, Link, redirect } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { CostCenterTable } from '../../components/cost-center/CostCenterTable';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { requireCustomer } from '../../lib/account.server';
import { costCenterErrorMessage } from '../../lib/cost-center-form';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cost-centers';

const notices: Record<string, MessageKey> = {
  created: 'costCenter.created',
  deleted: 'costCenter.deleted',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: costCenters } = await client.costCenters().catch(throwAsRouteError);
  const search = url.searchParams;
  return {
    costCenters,
    confirmDelete: costCenters.find((center) => center.id === search.get('delete')) ?? null,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('costCenter.title')} | ${shop.name}`, noindex: true },
  };
}

/** Deleting a cost centre, after the confirmation panel. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  if (form.get('intent') !== 'delete') throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    await client.deleteCostCenter(String(form.get('costCenterId') ?? ''));
  } catch (error) {
    return data({ formError: costCenterErrorMessage(error, t) }, { status: 400 });
  }
  return redirect(`${localizedPath(language, '/account/costcenter')}?notice=deleted`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountCostCenters({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { costCenters, confirmDelete, notice } = loaderData;
  const list = localizedPath(language, '/account/costcenter');
  const create = localizedPath(language, '/account/costcenter/create');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('costCenter.title')}</h1>
          <p className="text-gray-700">{t('costCenter.intro')}</p>
        </div>
        <Link to={create} className={primaryButtonClass}>
          {t('costCenter.create')}
        </Link>
      </div>
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {confirmDelete && (
        <ConfirmationPanel
          title={t('costCenter.confirmDeleteTitle', {
            name: `${confirmDelete.code} – ${confirmDelete.name}`,
          })}
          text={t('costCenter.confirmDeleteText')}
          fields={[['costCenterId', confirmDelete.id]]}
          submitLabel={t('costCenter.confirmDelete')}
          cancelLabel={t('costCenter.cancel')}
          cancelHref={list}
        />
      )}
      {costCenters.length === 0 ? (
        <EmptyState
          action={
            <Link to={create} className={textLinkClass}>
              {t('costCenter.createFirst')}
            </Link>
          }
        >
          {t('costCenter.none')}
        </EmptyState>
      ) : (
        <CostCenterTable costCenters={costCenters} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
