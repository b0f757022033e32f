import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { textLinkClass } from '../../components/account/AuthPanel';
import { BudgetNameField } from '../../components/account/BudgetNameField';
import { FactList } from '../../components/account/FactList';
import { PageNotices } from '../../components/account/PageNotices';
import { FlowApproverFields } from '../../components/flows/FlowApproverFields';
import { FlowBudgetFields } from '../../components/flows/FlowBudgetFields';
import { PeopleChecklist } from '../../components/flows/PeopleChecklist';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { requireCustomer } from '../../lib/account.server';
import { partRightsOf, partsToChange, withPostedParts } from '../../lib/budget-parts';
import { approvalFacts } from '../../lib/flow-form';
import { approverChoices, flowCallErrors, userChoices } from '../../lib/flows.server';
import { localizedPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import {
  checkReference,
  emptyReferenceAnswers,
  referenceAnswersOf,
  referenceAnswersOfReference,
  referenceBudgetText,
} from '../../lib/order-reference-form';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order-reference';

/**
 * Creating (without slug) and editing (with the reference's id as slug) an order reference. A user
 * who may change only its budget or its approval edits that part and creates none.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const { rights } = await requireCustomer(url, context);
  const may = partRightsOf(rights, 'ROLE_MANAGE_ORDER_REFERENCES');
  const { client, shop, language } = context.get(storeApiContext);
  if (!params.slug && !may.whole) throw redirect(localizedPath(language, '/account/orderreferences'));
  const t = translator(language.code);
  const [reference, candidates, users] = await Promise.all([
    params.slug ? client.orderReference(params.slug).then((answer) => answer.data) : null,
    may.approval ? approverChoices(client) : [],
    may.whole ? userChoices(client) : [],
  ]).catch(throwAsRouteError);
  // The reference's own people stay visible even if they lost the right or the list is cut off.
  const withOwn = <T extends { id: string }>(people: T[], own: T[] = []) => [
    ...people,
    ...own.filter((person) => !people.some((entry) => entry.id === person.id)),
  ];
  const saved = url.searchParams.get('notice') === 'saved';
  return {
    reference,
    may,
    approvers: withOwn(candidates, reference?.approvers),
    users: withOwn(users, reference?.users),
    saved,
    meta: {
      title: `${reference?.name ?? t('orderReferences.createTitle')} | ${shop.name}`,
      noindex: true,
    },
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { rights } = await requireCustomer(url, context);
  const may = partRightsOf(rights, 'ROLE_MANAGE_ORDER_REFERENCES');
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  if (form.get('intent') !== 'save') throw data({ code: errorCodes.unknown }, { status: 400 });
  const stored =
    params.slug && !may.whole
      ? (await client.orderReference(params.slug).catch(throwAsRouteError)).data
      : null;
  const answers = stored
    ? withPostedParts(referenceAnswersOfReference(stored), referenceAnswersOf(form), may)
    : referenceAnswersOf(form);
  const active = stored ? stored.active : form.get('active') === 'on';
  const { input, fieldErrors } = checkReference(answers, active, t);
  if (!input) {
    return data({ answers, active, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    const { data: saved } = stored
      ? await client.changeOrderReferenceParts(stored.id, partsToChange(input, may))
      : params.slug
        ? await client.updateOrderReference(params.slug, input)
        : await client.createOrderReference(input);
    return redirect(localizedPath(language, `/account/orderreferences/details/${saved.id}?notice=saved`));
  } catch (error) {
    const failed = flowCallErrors(error, t, errorCodes.orderReferenceNameNotUnique);
    return data({ answers, active, ...failed }, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function OrderReferenceForm({ loaderData, actionData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const saving = useNavigation().state === 'submitting';
  const { reference, may, saved } = loaderData;
  const answers =
    actionData?.answers ?? (reference ? referenceAnswersOfReference(reference) : emptyReferenceAnswers);
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/orderreferences')} className={textLinkClass}>
          {t('orderReferences.backToList')}
        </Link>
      </p>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">
        {reference?.name ?? t('orderReferences.createTitle')}
      </h1>
      {reference && (
        <p className="mb-6 text-gray-700" data-testid="reference-remaining">
          {reference.remainingBudget === null
            ? t('orderReferences.noBudgetNow')
            : t('orderReferences.remainingNow', { amount: figures.netPrice(reference.remainingBudget) })}
        </p>
      )}
      <PageNotices
        error={actionData?.formError}
        success={saved && !actionData ? t('orderReferences.saved') : null}
      />
      <Form
        method="post"
        noValidate
        key={JSON.stringify(reference)}
        className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2"
      >
        <input type="hidden" name="intent" value="save" />
        <AccountSection title={t('flows.general')}>
          {may.whole || !reference ? (
            <>
              <BudgetNameField kind="reference" defaultValue={answers.name} error={errors.name} />
              <CheckboxField name="active" defaultChecked={actionData?.active ?? reference?.active ?? true}>
                {t('orderReferences.activeLabel')}
              </CheckboxField>
            </>
          ) : (
            <FactList
              facts={[
                [t('orderReferences.name'), reference.name],
                [t('flows.statusLabel'), t(reference.active ? 'flows.active' : 'flows.inactive')],
              ]}
            />
          )}
        </AccountSection>
        <AccountSection title={t('flows.step.budget')}>
          {may.budget || !reference ? (
            <FlowBudgetFields
              answers={answers}
              errors={errors}
              amount={{
                label: t('orderReferences.budgetAmount'),
                hint: t('orderReferences.budgetAmountHint'),
                required: false,
              }}
            />
          ) : (
            <FactList
              facts={[
                [t('orderReferences.budget'), referenceBudgetText(reference, t, language.code)],
                [t('flows.modeLabel'), t(`flows.mode.${reference.mode}`)],
              ]}
            />
          )}
        </AccountSection>
        <AccountSection title={t('flows.step.approvers')}>
          {may.approval || !reference ? (
            <FlowApproverFields answers={answers} errors={errors} candidates={loaderData.approvers} />
          ) : (
            <FactList facts={approvalFacts(reference, t, language.code)} />
          )}
        </AccountSection>
        <AccountSection title={t('flows.users')}>
          {may.whole || !reference ? (
            <PeopleChecklist
              name="userIds"
              legend={t('orderReferences.usersLegend')}
              hint={t('orderReferences.usersHint')}
              people={loaderData.users}
              checked={answers.userIds}
              error={errors.userIds}
              empty={t('flows.noUsersFound')}
            />
          ) : (
            <FactList
              facts={[
                [
                  t('flows.users'),
                  reference.users.map((user) => `${user.firstName} ${user.lastName}`).join(', ') ||
                    t('orderReferences.allUsers'),
                ],
              ]}
            />
          )}
        </AccountSection>
        <div className="xl:col-span-2">
          <button type="submit" disabled={saving} className={primaryButtonClass}>
            {reference ? t('orderReferences.save') : t('orderReferences.createSubmit')}
          </button>
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
