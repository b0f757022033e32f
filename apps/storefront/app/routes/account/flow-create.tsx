import { hasRight } from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { BudgetNameField } from '../../components/account/BudgetNameField';
import { HiddenAnswers } from '../../components/account/HiddenAnswers';
import { StepIndicator } from '../../components/account/StepIndicator';
import { AssignUsersForm } from '../../components/flows/AssignUsersForm';
import { FlowApproverFields } from '../../components/flows/FlowApproverFields';
import { FlowBudgetFields } from '../../components/flows/FlowBudgetFields';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { requireCustomer } from '../../lib/account.server';
import {
  checkFlow,
  emptyFlowAnswers,
  type FlowAnswers,
  type FlowFormStep,
  type FlowWizardStep,
  fieldsOfFlowStep,
  flowAnswersOf,
  flowFormStepOf,
  flowStepErrors,
  flowStepOfFields,
  flowWizardSteps,
} from '../../lib/flow-form';
import { approverChoices, assignableUsers, chosenUserIds, flowCallErrors } from '../../lib/flows.server';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/flow-create';

const previousStep: Record<FlowFormStep, FlowFormStep> = {
  name: 'name',
  budget: 'name',
  approvers: 'budget',
};
const nextStep: Record<Exclude<FlowFormStep, 'approvers'>, FlowFormStep> = {
  name: 'budget',
  budget: 'approvers',
};

/**
 * The wizard opens at the name step; once the flow exists, `?step=assign&flow=<id>` shows the
 * success with the users to put under it (`search` narrows them).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { rights } = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  // Who may change only budgets or approvers creates no flows: back to the list.
  if (!hasRight(rights, 'ROLE_MANAGE_ORDER_FLOWS')) throw redirect(localizedPath(language, '/account/flows'));
  const params = url.searchParams;
  const meta = { title: `${translator(language.code)('flows.createTitle')} | ${shop.name}`, noindex: true };
  const flowId = params.get('flow');
  if (params.get('step') === 'assign' && flowId) {
    const search = searchText(params.get('search'), 200);
    const { data: flow } = await client.orderFlow(flowId).catch(throwAsRouteError);
    const users = await assignableUsers(client, flow, search).catch(throwAsRouteError);
    return { created: { flow, users, search }, approvers: [], meta };
  }
  const approvers = await approverChoices(client).catch(throwAsRouteError);
  return { created: null, approvers, meta };
}

interface StepState {
  step: FlowFormStep;
  answers: FlowAnswers;
  fieldErrors: Record<string, string>;
  formError: string | null;
}

/**
 * Each step posts here with `step` and the earlier answers in hidden inputs and is checked on its
 * own; the approvers step checks the whole flow against the contract and creates it.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const flows = localizedPath(language, '/account/flows');

  if (form.get('intent') === 'assign') {
    const flowId = url.searchParams.get('flow') ?? '';
    const userIds = chosenUserIds(form);
    if (userIds.length === 0) return data({ assignError: t('flows.selectUsers') }, { status: 400 });
    try {
      await client.assignOrderFlow(flowId, userIds);
    } catch (error) {
      return data({ assignError: flowCallErrors(error, t).formError }, { status: 400 });
    }
    return redirect(`${flows}?notice=assigned`);
  }

  const step = flowFormStepOf(form.get('step'));
  const answers = flowAnswersOf(form);
  const state = (next: FlowFormStep, rest: Partial<StepState> = {}): StepState => ({
    step: next,
    answers,
    fieldErrors: {},
    formError: null,
    ...rest,
  });
  const invalid = (
    next: FlowFormStep,
    fieldErrors: Record<string, string>,
    formError = t('form.errorSummary'),
  ) => data(state(next, { fieldErrors, formError }), { status: 400 });

  if (form.get('intent') === 'back') return state(previousStep[step]);
  if (step !== 'approvers') {
    const fieldErrors = flowStepErrors(step, answers, t);
    return Object.keys(fieldErrors).length > 0 ? invalid(step, fieldErrors) : state(nextStep[step]);
  }
  const { input, fieldErrors } = checkFlow(answers, true, t);
  if (!input) return invalid(flowStepOfFields(Object.keys(fieldErrors)), fieldErrors);
  try {
    const { data: flow } = await client.createOrderFlow(input);
    return redirect(`${localizedPath(language, '/account/flows/create')}?step=assign&flow=${flow.id}`);
  } catch (error) {
    const failure = flowCallErrors(error, t);
    return invalid(
      flowStepOfFields(Object.keys(failure.fieldErrors)),
      failure.fieldErrors,
      failure.formError,
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function CreateFlow({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const { created } = loaderData;
  const stepState = actionData && 'step' in actionData ? actionData : null;
  const step: FlowWizardStep = created ? 'assign' : (stepState?.step ?? 'name');
  const answers = stepState?.answers ?? emptyFlowAnswers;
  const errors: Record<string, string | undefined> = stepState?.fieldErrors ?? {};
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownResult = useRef(actionData);
  // Each answer of the server (next step or errors) moves the focus to the step heading, as a page would.
  useEffect(() => {
    if (shownResult.current === actionData) return;
    shownResult.current = actionData;
    stepHeading.current?.focus();
  }, [actionData]);

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/flows')} className={textLinkClass}>
          {t('flows.backToList')}
        </Link>
      </p>
      <h1 className="mb-6 font-bold text-2xl text-gray-900 sm:text-3xl">{t('flows.createTitle')}</h1>
      <div className="flex max-w-3xl flex-col gap-6 rounded-lg border border-gray-200 bg-white p-5 sm:p-6">
        <StepIndicator
          steps={flowWizardSteps.map((name) => t(`flows.step.${name}`))}
          current={flowWizardSteps.indexOf(step)}
          label={t('flows.steps')}
        />
        <h2 ref={stepHeading} tabIndex={-1} className="font-semibold text-gray-900 text-xl">
          {t(`flows.step.${step}`)}
        </h2>
        {created ? (
          <>
            <Notice tone="success">{t('flows.created', { name: created.flow.name })}</Notice>
            <p className="text-gray-700">{t('flows.assignIntro')}</p>
            {actionData && 'assignError' in actionData && (
              <Notice tone="error">{actionData.assignError}</Notice>
            )}
            <AssignUsersForm
              users={created.users}
              search={created.search}
              keep={[
                ['step', 'assign'],
                ['flow', created.flow.id],
              ]}
              error={actionData && 'assignError' in actionData ? actionData.assignError : undefined}
            />
            <Link to={localizedPath(language, '/account/flows')} className={`self-start ${textLinkClass}`}>
              {t('flows.assignLater')}
            </Link>
          </>
        ) : (
          <>
            {stepState?.formError && <Notice tone="error">{stepState.formError}</Notice>}
            <Form key={step} method="post" noValidate className="flex flex-col gap-6">
              <input type="hidden" name="step" value={step} />
              <HiddenAnswers answers={answers} except={fieldsOfFlowStep[step as FlowFormStep]} />
              {step === 'name' && (
                <BudgetNameField kind="flow" defaultValue={answers.name} error={errors.name} />
              )}
              {step === 'budget' && <FlowBudgetFields answers={answers} errors={errors} />}
              {step === 'approvers' && (
                <FlowApproverFields answers={answers} errors={errors} candidates={loaderData.approvers} />
              )}
              <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-between">
                <button type="submit" disabled={submitting} className={primaryButtonClass}>
                  {step === 'approvers' ? t('flows.createSubmit') : t('flows.next')}
                </button>
                {step !== 'name' && (
                  <button
                    type="submit"
                    name="intent"
                    value="back"
                    formNoValidate
                    disabled={submitting}
                    className={secondaryButtonClass}
                  >
                    {t('flows.back')}
                  </button>
                )}
              </div>
            </Form>
          </>
        )}
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
