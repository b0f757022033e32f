import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AccountSection } from '../../components/account/AccountSection';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ListSearchForm } from '../../components/account/ListSearchForm';
import { PageNotices } from '../../components/account/PageNotices';
import { CostPostFields } from '../../components/cost-posts/CostPostFields';
import { CostPostsTable, costPostName } from '../../components/cost-posts/CostPostsTable';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { EmptyState } from '../../components/ui/EmptyState';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import {
  type CostPostAnswers,
  costPostAnswersOf,
  costPostCallErrors,
  costPostInputOf,
} from '../../lib/cost-posts';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cost-posts';

const notices: Record<string, MessageKey> = {
  created: 'costPosts.created',
  deleted: 'costPosts.deleted',
  settings: 'costPosts.settingsSaved',
};

const emptyAnswers: CostPostAnswers = { code: '', name: '', active: true };

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const search = searchText(params.get('search'), 100);
  const { data: posts, settings } = await client.costPosts(search).catch(throwAsRouteError);
  return {
    posts,
    settings,
    search,
    confirmDelete: posts.find((post) => post.id === params.get('delete')) ?? null,
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('costPosts.title')} | ${shop.name}`, noindex: true },
  };
}

/** Adding a cost post, the checkout setting, and deleting (after its confirmation) post here. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = form.get('intent');
  const list = localizedPath(language, '/account/costposts');
  const failed = (formError: string, more: { answers?: CostPostAnswers; fieldErrors?: object } = {}) =>
    data({ intent: String(intent), formError, answers: null, fieldErrors: {}, ...more }, { status: 400 });
  try {
    if (intent === 'create') {
      const answers = costPostAnswersOf(form);
      const { input, fieldErrors } = costPostInputOf(answers, t);
      if (!input) return failed(t('form.errorSummary'), { answers, fieldErrors });
      try {
        await client.createCostPost(input);
      } catch (error) {
        return failed('', { answers, ...costPostCallErrors(error, t) });
      }
      return redirect(`${list}?notice=created`);
    }
    if (intent === 'settings') {
      await client.changeCostPostSettings(form.get('required') === 'on');
      return redirect(`${list}?notice=settings`);
    }
    if (intent === 'delete') {
      await client.deleteCostPost(String(form.get('costPostId') ?? '').slice(0, 64));
      return redirect(`${list}?notice=deleted`);
    }
  } catch (error) {
    return failed(accountErrorMessage(error, t));
  }
  throw data({ code: errorCodes.unknown }, { status: 400 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountCostPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const { posts, settings, search, confirmDelete, notice } = loaderData;
  const base = localizedPath(language, '/account/costposts');
  const creating = actionData?.intent === 'create' ? actionData : null;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('costPosts.title')}</h1>
          <p className="max-w-prose text-gray-700">{t('costPosts.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`${base}/import`} className={secondaryButtonClass}>
            {t('costPosts.import')}
          </Link>
          <a href={`${base}/export`} download className={secondaryButtonClass}>
            {t('costPosts.export')}
          </a>
        </div>
      </div>
      <PageNotices error={actionData?.formError || null} success={notice && !actionData ? t(notice) : null} />
      {confirmDelete && (
        <ConfirmationPanel
          title={t('costPosts.confirmDeleteTitle', { name: costPostName(confirmDelete) })}
          text={t('costPosts.confirmDeleteText')}
          fields={[['costPostId', confirmDelete.id]]}
          submitLabel={t('costPosts.confirmDelete')}
          cancelLabel={t('costPosts.cancel')}
          cancelHref={base}
        />
      )}
      <div className="mb-6 grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <AccountSection title={t('costPosts.addTitle')}>
          <Form method="post" noValidate className="flex flex-col gap-4" key={notice ?? 'add'}>
            <input type="hidden" name="intent" value="create" />
            <CostPostFields
              answers={creating?.answers ?? emptyAnswers}
              errors={creating?.fieldErrors ?? {}}
            />
            <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
              {t('costPosts.add')}
            </button>
          </Form>
        </AccountSection>
        <AccountSection title={t('costPosts.settingsTitle')}>
          <Form method="post" className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="settings" />
            <CheckboxField name="required" defaultChecked={settings.required}>
              {t('costPosts.required')}
            </CheckboxField>
            <p className="text-gray-700 text-sm">{t('costPosts.requiredHint')}</p>
            <button type="submit" disabled={submitting} className={`self-start ${secondaryButtonClass}`}>
              {t('costPosts.saveSettings')}
            </button>
          </Form>
        </AccountSection>
      </div>
      <ListSearchForm
        key={search}
        id="cost-posts-search"
        label={t('costPosts.search')}
        submitLabel={t('costPosts.searchSubmit')}
        search={search}
      />
      <p className="mb-3 text-gray-700 text-sm" aria-live="polite">
        {t('costPosts.count', { count: posts.length })}
      </p>
      {posts.length === 0 ? (
        <EmptyState>{search ? t('costPosts.noneFound') : t('costPosts.none')}</EmptyState>
      ) : (
        <CostPostsTable posts={posts} />
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
