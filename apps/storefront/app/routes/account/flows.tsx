import type { OrderFlow } from '@tradeshop/api-client';
import { hasRight } from '@tradeshop/domain';
import { Link } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { BudgetHolderCard } from '../../components/account/BudgetHolderCard';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { requireCustomer } from '../../lib/account.server';
import { budgetHolderListAction } from '../../lib/budget-holder-list.server';
import { approvalFacts, flowBudgetText, flowInputOfFlow } from '../../lib/flow-form';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/flows';

const notices: Record<string, MessageKey> = {
  deleted: 'flows.deleted',
  activated: 'flows.activated',
  deactivated: 'flows.deactivated',
  assigned: 'flows.assigned',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: flows } = await client.orderFlows().catch(throwAsRouteError);
  const search = url.searchParams;
  return {
    flows,
    manageable: hasRight(customer.rights, 'ROLE_MANAGE_ORDER_FLOWS'),
    confirmDelete: flows.find((flow) => flow.id === search.get('delete')) ?? null,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('flows.title')} | ${shop.name}`, noindex: true },
  };
}

/** Switching a flow on or off (keeping the rest of it) and deleting one. */
export function action(args: Route.ActionArgs) {
  return budgetHolderListAction(args, {
    idField: 'flowId',
    listPath: '/account/flows',
    async toggle(client, id) {
      const { data: flow } = await client.orderFlow(id);
      await client.updateOrderFlow(id, flowInputOfFlow(flow, { active: !flow.active }));
      return flow.active;
    },
    remove: (client, id) => client.deleteOrderFlow(id),
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function FlowCard({ flow, manageable }: { flow: OrderFlow; manageable: boolean }) {
  const { t, language } = useTranslation();
  return (
    <BudgetHolderCard
      id={flow.id}
      name={flow.name}
      active={flow.active}
      detailsPath={`/account/flows/details/${flow.id}`}
      idField="flowId"
      manageable={manageable}
      facts={[
        [t('flows.budget'), flowBudgetText(flow, t, language.code)],
        [t('flows.modeLabel'), t(`flows.mode.${flow.mode}`)],
        ...approvalFacts(flow, t, language.code),
        [t('flows.users'), t('flows.userCount', { count: flow.users.length })],
      ]}
    />
  );
}

export default function AccountFlows({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { flows, manageable, confirmDelete, notice } = loaderData;
  const list = localizedPath(language, '/account/flows');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('flows.title')}</h1>
          <p className="text-gray-700">{t('flows.intro')}</p>
        </div>
        {manageable && (
          <Link to={localizedPath(language, '/account/flows/create')} className={primaryButtonClass}>
            {t('flows.create')}
          </Link>
        )}
      </div>
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {confirmDelete && (
        <ConfirmationPanel
          title={t('flows.confirmDeleteTitle', { name: confirmDelete.name })}
          text={t('flows.confirmDeleteText')}
          fields={[['flowId', confirmDelete.id]]}
          submitLabel={t('flows.confirmDelete')}
          cancelLabel={t('flows.cancel')}
          cancelHref={list}
        />
      )}
      {flows.length === 0 ? (
        <EmptyState
          action={
            manageable && (
              <Link to={localizedPath(language, '/account/flows/create')} className={textLinkClass}>
                {t('flows.createFirst')}
              </Link>
            )
          }
        >
          {t('flows.none')}
        </EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {flows.map((flow) => (
            <FlowCard key={flow.id} flow={flow} manageable={manageable} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
