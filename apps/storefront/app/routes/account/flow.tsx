import type { OrderFlow } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { textLinkClass } from '../../components/account/AuthPanel';
import { BudgetNameField } from '../../components/account/BudgetNameField';
import { FactList } from '../../components/account/FactList';
import { PageNotices } from '../../components/account/PageNotices';
import { AssignUsersForm } from '../../components/flows/AssignUsersForm';
import { FlowApproverFields } from '../../components/flows/FlowApproverFields';
import { FlowBudgetFields } from '../../components/flows/FlowBudgetFields';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { Notice } from '../../components/ui/Notice';
import { requireCustomer } from '../../lib/account.server';
import { partRightsOf, partsToChange, withPostedParts } from '../../lib/budget-parts';
import {
  approvalFacts,
  budgetHolderAnswersOf,
  checkFlow,
  flowAnswersOf,
  flowBudgetText,
} from '../../lib/flow-form';
import { approverChoices, assignableUsers, chosenUserIds, flowCallErrors } from '../../lib/flows.server';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/flow';

const notices: Record<string, MessageKey> = {
  saved: 'flows.saved',
  assigned: 'flows.assigned',
};

export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { rights } = await requireCustomer(url, context);
  const may = partRightsOf(rights, 'ROLE_MANAGE_ORDER_FLOWS');
  const { client, shop } = context.get(storeApiContext);
  const id = params.slug ?? '';
  const search = url.searchParams;
  const userSearch = searchText(search.get('search'), 200);
  const { data: flow } = await client.orderFlow(id).catch(throwAsRouteError);
  const [candidates, users] = await Promise.all([
    may.approval ? approverChoices(client) : [],
    may.whole ? assignableUsers(client, flow, userSearch) : [],
  ]).catch(throwAsRouteError);
  // The flow's approvers stay visible even if they lost the right since (saving then says so).
  const approvers = [
    ...candidates,
    ...flow.approvers.filter((approver) => !candidates.some((person) => person.id === approver.id)),
  ];
  return {
    flow,
    may,
    approvers,
    users,
    userSearch,
    notice: notices[search.get('notice') ?? ''] ?? null,
    meta: { title: `${flow.name} | ${shop.name}`, noindex: true },
  };
}

/**
 * Two forms post here, told apart by `intent`: the flow's fields (`save`) and adding users (`assign`).
 * A user who may change only the budget or the approval saves that part; the rest stays as stored.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { rights } = await requireCustomer(url, context);
  const may = partRightsOf(rights, 'ROLE_MANAGE_ORDER_FLOWS');
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const id = params.slug ?? '';
  const here = localizedPath(language, `/account/flows/details/${id}`);
  if (form.get('intent') === 'assign') {
    const userIds = chosenUserIds(form);
    if (userIds.length === 0) return data({ assignError: t('flows.selectUsers') }, { status: 400 });
    try {
      await client.assignOrderFlow(id, userIds);
    } catch (error) {
      return data({ assignError: flowCallErrors(error, t).formError }, { status: 400 });
    }
    return redirect(`${here}?notice=assigned`);
  }
  if (form.get('intent') === 'save') {
    const stored = may.whole ? null : (await client.orderFlow(id).catch(throwAsRouteError)).data;
    const answers = stored
      ? withPostedParts(budgetHolderAnswersOf(stored), flowAnswersOf(form), may)
      : flowAnswersOf(form);
    const active = stored ? stored.active : form.get('active') === 'on';
    const { input, fieldErrors } = checkFlow(answers, active, t);
    if (!input) {
      return data({ answers, active, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
    }
    try {
      if (stored) await client.changeOrderFlowParts(id, partsToChange(input, may));
      else await client.updateOrderFlow(id, input);
    } catch (error) {
      return data({ answers, active, ...flowCallErrors(error, t) }, { status: 400 });
    }
    return redirect(`${here}?notice=saved`);
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** The flow's users with what is left of their budget in the current period. */
function FlowUsers({ flow }: { flow: OrderFlow }) {
  const figures = useFigures();
  const { t } = useTranslation();
  if (flow.users.length === 0) return <p className="text-gray-700 text-sm">{t('flows.noUsers')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('flows.usersCaption', { name: flow.name })}</caption>
        <thead className="border-gray-200 border-b text-gray-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('flows.userName')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('flows.username')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('flows.remainingBudget')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {flow.users.map((user) => (
            <tr key={user.id}>
              <td className="py-2 pr-4 text-gray-900">
                {user.firstName} {user.lastName}
              </td>
              <td className="py-2 pr-4 text-gray-700">{user.username}</td>
              <td className="py-2 text-right text-gray-900 tabular-nums">
                {user.remainingBudget === null ? '–' : figures.netPrice(user.remainingBudget)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function FlowDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const { flow, may, notice } = loaderData;
  const saveState = actionData && 'answers' in actionData ? actionData : null;
  const assignError = actionData && 'assignError' in actionData ? actionData.assignError : undefined;
  const answers = saveState?.answers ?? budgetHolderAnswersOf(flow);
  const errors: Record<string, string | undefined> = saveState?.fieldErrors ?? {};
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/flows')} className={textLinkClass}>
          {t('flows.backToList')}
        </Link>
      </p>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">{flow.name}</h1>
      <PageNotices error={saveState?.formError} success={notice && !actionData ? t(notice) : null} />
      <Form
        method="post"
        noValidate
        key={JSON.stringify(flow)}
        className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2"
      >
        <input type="hidden" name="intent" value="save" />
        <AccountSection title={t('flows.general')}>
          {may.whole ? (
            <>
              <BudgetNameField kind="flow" defaultValue={answers.name} error={errors.name} />
              <CheckboxField name="active" defaultChecked={saveState?.active ?? flow.active}>
                {t('flows.activeLabel')}
              </CheckboxField>
            </>
          ) : (
            <FactList
              facts={[
                [t('flows.name'), flow.name],
                [t('flows.statusLabel'), t(flow.active ? 'flows.active' : 'flows.inactive')],
              ]}
            />
          )}
        </AccountSection>
        <AccountSection title={t('flows.step.budget')}>
          {may.budget ? (
            <FlowBudgetFields answers={answers} errors={errors} />
          ) : (
            <FactList
              facts={[
                [t('flows.budget'), flowBudgetText(flow, t, language.code)],
                [t('flows.modeLabel'), t(`flows.mode.${flow.mode}`)],
              ]}
            />
          )}
        </AccountSection>
        <AccountSection title={t('flows.step.approvers')}>
          {may.approval ? (
            <FlowApproverFields answers={answers} errors={errors} candidates={loaderData.approvers} />
          ) : (
            <FactList facts={approvalFacts(flow, t, language.code)} />
          )}
        </AccountSection>
        <div className="xl:col-span-2">
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {t('flows.save')}
          </button>
        </div>
      </Form>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <AccountSection title={t('flows.usersOfFlow', { count: flow.users.length })}>
          <FlowUsers flow={flow} />
        </AccountSection>
        {may.whole && (
          <AccountSection title={t('flows.addUsers')}>
            {assignError && <Notice tone="error">{assignError}</Notice>}
            <AssignUsersForm
              users={loaderData.users}
              search={loaderData.userSearch}
              keep={[]}
              error={assignError}
            />
          </AccountSection>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
