import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { textLinkClass } from '../../components/account/AuthPanel';
import { PageNotices } from '../../components/account/PageNotices';
import { CostPostFields } from '../../components/cost-posts/CostPostFields';
import { costPostName } from '../../components/cost-posts/CostPostsTable';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { requireCustomer } from '../../lib/account.server';
import { costPostAnswersOf, costPostCallErrors, costPostInputOf } from '../../lib/cost-posts';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cost-post';

/** `/account/costposts/details/:id`: one cost post of the company, to change. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, shop } = context.get(storeApiContext);
  const { data: post } = await client.costPost(params.id).catch(throwAsRouteError);
  return {
    post,
    saved: url.searchParams.get('notice') === 'saved',
    meta: { title: `${costPostName(post)} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const answers = costPostAnswersOf(await request.formData());
  const { input, fieldErrors } = costPostInputOf(answers, t);
  if (!input) return data({ answers, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  try {
    await client.updateCostPost(params.id, input);
  } catch (error) {
    return data({ answers, ...costPostCallErrors(error, t) }, { status: 400 });
  }
  return redirect(`${localizedPath(language, `/account/costposts/details/${params.id}`)}?notice=saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountCostPost({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const { post, saved } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={localizedPath(language, '/account/costposts')} className={textLinkClass}>
          {t('costPosts.backToList')}
        </Link>
      </p>
      <h1 className="mb-4 font-bold text-2xl text-gray-900 sm:text-3xl">
        {t('costPosts.editTitle', { name: costPostName(post) })}
      </h1>
      <PageNotices
        error={actionData?.formError || null}
        success={saved && !actionData ? t('costPosts.saved') : null}
      />
      <AccountSection title={costPostName(post)}>
        <Form method="post" noValidate className="flex flex-col gap-4">
          <CostPostFields answers={actionData?.answers ?? post} errors={actionData?.fieldErrors ?? {}} />
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('costPosts.save')}
          </button>
        </Form>
      </AccountSection>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
