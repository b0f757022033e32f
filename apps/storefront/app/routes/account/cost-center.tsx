import { errorCodes } from '@tradeshop/domain';
import { data, Link, redirect } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { CostCenterForm } from '../../components/cost-center/CostCenterForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { dangerButtonClass } from '../../components/ui/buttons';
import { requireCustomer } from '../../lib/account.server';
import {
  type CostCenterAnswers,
  changeRows,
  checkCostCenter,
  costCenterAnswersOf,
  costCenterAnswersOfCostCenter,
  costCenterCallErrors,
  costCenterIntentOf,
  emptyCostCenterAnswers,
} from '../../lib/cost-center-form';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cost-center';

/** `/account/costcenter/create` (no slug) and `/account/costcenter/details/:slug` (the cost centre's id). */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  if (!params.slug) {
    return {
      costCenter: null,
      saved: false,
      meta: { title: `${t('costCenter.createTitle')} | ${shop.name}`, noindex: true },
    };
  }
  const { data: costCenter } = await client.costCenter(params.slug).catch(throwAsRouteError);
  return {
    costCenter,
    saved: url.searchParams.get('notice') === 'saved',
    meta: { title: `${costCenter.code} – ${costCenter.name} | ${shop.name}`, noindex: true },
  };
}

interface FormState {
  answers: CostCenterAnswers;
  fieldErrors: Record<string, string>;
  formError: string | null;
}

/**
 * The form posts here with an `intent`: `save` checks the answers against the contract and creates
 * or saves the cost centre; adding or removing a row shows the form again with the row changed.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = costCenterIntentOf(form.get('intent'));
  if (!intent) throw data({ code: errorCodes.unknown }, { status: 400 });
  const answers = costCenterAnswersOf(form);
  if (intent.kind !== 'save') {
    return { answers: changeRows(answers, intent), fieldErrors: {}, formError: null } satisfies FormState;
  }
  const { input, fieldErrors } = checkCostCenter(answers, t);
  if (!input) {
    return data({ answers, fieldErrors, formError: t('form.errorSummary') } satisfies FormState, {
      status: 400,
    });
  }
  try {
    if (params.slug) {
      await client.updateCostCenter(params.slug, input);
      return redirect(
        `${localizedPath(language, `/account/costcenter/details/${params.slug}`)}?notice=saved`,
      );
    }
    await client.createCostCenter(input);
    return redirect(`${localizedPath(language, '/account/costcenter')}?notice=created`);
  } catch (error) {
    return data({ answers, ...costCenterCallErrors(error, answers, t) } satisfies FormState, { status: 400 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function CostCenterDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { costCenter, saved } = loaderData;
  const list = localizedPath(language, '/account/costcenter');
  const answers =
    actionData?.answers ?? (costCenter ? costCenterAnswersOfCostCenter(costCenter) : emptyCostCenterAnswers);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={list} className={textLinkClass}>
          {t('costCenter.backToList')}
        </Link>
      </p>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
          {costCenter ? `${costCenter.code} – ${costCenter.name}` : t('costCenter.createTitle')}
        </h1>
        {costCenter && (
          <Link to={`${list}?delete=${costCenter.id}`} className={dangerButtonClass}>
            {t('costCenter.delete')}
          </Link>
        )}
      </div>
      <PageNotices
        error={actionData?.formError}
        success={saved && !actionData ? t('costCenter.saved') : null}
      />
      <CostCenterForm
        answers={answers}
        errors={actionData?.fieldErrors ?? {}}
        submitLabel={costCenter ? 'costCenter.save' : 'costCenter.createSubmit'}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
