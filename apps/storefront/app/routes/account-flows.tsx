import type { OrderFlow } from '@tradeshop/api-client';
import { errorCodes, formatNetPrice } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { primaryButtonClass, textLinkClass } from '../components/account/AuthPanel';
import { ConfirmationPanel } from '../components/account/ConfirmationPanel';
import { secondaryButtonClass } from '../components/account/FieldGroup';
import { Notice } from '../components/account/Notice';
import { ErrorPage } from '../components/layout/ErrorPage';
import { requireCustomer } from '../lib/account.server';
import { accountErrorMessage } from '../lib/account-errors';
import { flowBudgetText, flowInputOfFlow } from '../lib/flow-form';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import type { Route } from './+types/account-flows';

const notices: Record<string, MessageKey> = {
  deleted: 'flows.deleted',
  activated: 'flows.activated',
  deactivated: 'flows.deactivated',
  assigned: 'flows.assigned',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: flows } = await client.orderFlows().catch(throwAsRouteError);
  const search = new URL(request.url).searchParams;
  return {
    flows,
    confirmDelete: flows.find((flow) => flow.id === search.get('delete')) ?? null,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('flows.title')} | ${shop.name}`, noindex: true },
  };
}

/** Switching a flow on or off (keeping the rest of it) and deleting one, told apart by `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCustomer(request, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = form.get('intent');
  const flowId = String(form.get('flowId') ?? '');
  const list = localizedPath(language, '/account/flows');
  try {
    if (intent === 'toggle') {
      const { data: flow } = await client.orderFlow(flowId);
      await client.updateOrderFlow(flowId, flowInputOfFlow(flow, { active: !flow.active }));
      return redirect(`${list}?notice=${flow.active ? 'deactivated' : 'activated'}`);
    }
    if (intent === 'delete') {
      await client.deleteOrderFlow(flowId);
      return redirect(`${list}?notice=deleted`);
    }
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t) }, { status: 400 });
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 font-medium text-xs ${
        active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'
      }`}
    >
      {active ? t('flows.active') : t('flows.inactive')}
    </span>
  );
}

function FlowCard({ flow }: { flow: OrderFlow }) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const toggling = navigation.state === 'submitting' && navigation.formData?.get('flowId') === flow.id;
  const details = localizedPath(language, `/account/flows/details/${flow.id}`);
  const approvers = flow.approvers.map((person) => `${person.firstName} ${person.lastName}`).join(', ');
  return (
    <li className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold text-gray-900 text-lg">
          <Link to={details} className={textLinkClass}>
            {flow.name}
          </Link>
        </h2>
        <StatusBadge active={flow.active} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <dt className="text-gray-600">{t('flows.budget')}</dt>
          <dd className="font-medium text-gray-900">{flowBudgetText(flow, t, language.code)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('flows.modeLabel')}</dt>
          <dd className="font-medium text-gray-900">{t(`flows.mode.${flow.mode}`)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('flows.approval')}</dt>
          <dd className="font-medium text-gray-900">
            {flow.approveFrom === null
              ? t('flows.noApproval')
              : t('flows.approvalFrom', { amount: formatNetPrice(flow.approveFrom) })}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('flows.approvers')}</dt>
          <dd className="font-medium text-gray-900">{approvers || t('flows.noApprovers')}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('flows.users')}</dt>
          <dd className="font-medium text-gray-900">{t('flows.userCount', { count: flow.users.length })}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={details}
          className={secondaryButtonClass}
          aria-label={t('flows.editNamed', { name: flow.name })}
        >
          {t('flows.edit')}
        </Link>
        <Form method="post">
          <input type="hidden" name="flowId" value={flow.id} />
          <button
            type="submit"
            name="intent"
            value="toggle"
            disabled={toggling}
            className={secondaryButtonClass}
            aria-label={t(flow.active ? 'flows.deactivateNamed' : 'flows.activateNamed', { name: flow.name })}
          >
            {flow.active ? t('flows.deactivate') : t('flows.activate')}
          </button>
        </Form>
        <Link
          to={`?delete=${flow.id}`}
          aria-label={t('flows.deleteNamed', { name: flow.name })}
          className="rounded-md border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-800 hover:bg-red-50"
        >
          {t('flows.delete')}
        </Link>
      </div>
    </li>
  );
}

export default function AccountFlows({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { flows, confirmDelete, notice } = loaderData;
  const list = localizedPath(language, '/account/flows');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('flows.title')}</h1>
          <p className="text-gray-700">{t('flows.intro')}</p>
        </div>
        <Link to={localizedPath(language, '/account/flows/create')} className={primaryButtonClass}>
          {t('flows.create')}
        </Link>
      </div>
      {actionData?.formError && (
        <div className="mb-6">
          <Notice tone="error">{actionData.formError}</Notice>
        </div>
      )}
      {notice && !actionData && (
        <div className="mb-6">
          <Notice tone="success">{t(notice)}</Notice>
        </div>
      )}
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
        <div className="flex flex-col items-start gap-3 rounded-lg border border-gray-200 bg-white p-6">
          <p className="text-gray-700">{t('flows.none')}</p>
          <Link to={localizedPath(language, '/account/flows/create')} className={textLinkClass}>
            {t('flows.createFirst')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-4">
          {flows.map((flow) => (
            <FlowCard key={flow.id} flow={flow} />
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
