import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useLocation } from 'react-router';
import { ConfirmationPanel } from '../../components/account/ConfirmationPanel';
import { ListSearchForm } from '../../components/account/ListSearchForm';
import { PageNotices } from '../../components/account/PageNotices';
import { ArticleLinksTable } from '../../components/article-links/ArticleLinksTable';
import { ErrorPage } from '../../components/layout/ErrorPage';
import {
  primaryButtonClass,
  secondaryButtonClass,
  smallDangerButtonClass,
} from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { Pager } from '../../components/ui/Pager';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { articleLinkListQueryOf } from '../../lib/article-links';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/article-links';

const notices: Record<string, MessageKey> = {
  created: 'articleLinks.created',
  deleted: 'articleLinks.deleted',
};

const bulkFormId = 'article-links-bulk';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const query = articleLinkListQueryOf(params);
  const { data: links, pager } = await client.articleLinks(query).catch(throwAsRouteError);
  return {
    links,
    pager,
    search: query.search ?? '',
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('articleLinks.title')} | ${shop.name}`, noindex: true },
  };
}

/**
 * Deleting chosen links in two steps that work without JavaScript: the selection first comes back
 * as a question, and only its confirmation deletes them.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const ids = [...new Set(form.getAll('linkId').map(String))].slice(0, 1000);
  if (ids.length === 0)
    return data({ formError: t('articleLinks.selectFirst'), confirm: null }, { status: 400 });
  if (form.get('intent') === 'confirm-delete') return { formError: null, confirm: ids };
  if (form.get('intent') !== 'delete') throw data({ code: errorCodes.unknown }, { status: 400 });
  try {
    await client.deleteArticleLinks(ids);
  } catch (error) {
    return data({ formError: accountErrorMessage(error, t), confirm: null }, { status: 400 });
  }
  const back = new URLSearchParams(url.searchParams);
  back.set('notice', 'deleted');
  back.delete('page');
  return redirect(`${localizedPath(language, '/account/articlelinks')}?${back}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountArticleLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { links, pager, search, notice } = loaderData;
  const { pathname, search: currentSearch } = useLocation();
  const confirm = actionData?.confirm ?? null;
  const base = localizedPath(language, '/account/articlelinks');
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-2">
          <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('articleLinks.title')}</h1>
          <p className="max-w-prose text-gray-700">{t('articleLinks.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={`${base}/import`} className={secondaryButtonClass}>
            {t('articleLinks.import')}
          </Link>
          <a
            href={`${base}/export${search ? `?${new URLSearchParams({ search })}` : ''}`}
            download
            className={secondaryButtonClass}
          >
            {t('articleLinks.export')}
          </a>
          <Link to={`${base}/create`} className={primaryButtonClass}>
            {t('articleLinks.create')}
          </Link>
        </div>
      </div>
      <PageNotices error={actionData?.formError} success={notice && !actionData ? t(notice) : null} />
      {confirm && (
        <ConfirmationPanel
          title={t('articleLinks.confirmDeleteTitle', { count: confirm.length })}
          text={t('articleLinks.confirmDeleteText')}
          fields={confirm.map((id) => ['linkId', id])}
          submitLabel={t('articleLinks.confirmDelete', { count: confirm.length })}
          cancelLabel={t('articleLinks.cancel')}
          cancelHref={`${pathname}${currentSearch}`}
        />
      )}
      <ListSearchForm
        key={search}
        id="article-links-search"
        label={t('articleLinks.search')}
        submitLabel={t('articleLinks.searchSubmit')}
        search={search}
      />
      <p className="mb-3 text-gray-700 text-sm" aria-live="polite">
        {t('articleLinks.count', { count: pager.totalResults })}
      </p>
      {links.length === 0 ? (
        <EmptyState>{search ? t('articleLinks.noneFound') : t('articleLinks.none')}</EmptyState>
      ) : (
        <>
          <Form method="post" id={bulkFormId} className="mb-3">
            <button type="submit" name="intent" value="confirm-delete" className={smallDangerButtonClass}>
              {t('articleLinks.deleteSelected')}
            </button>
          </Form>
          <ArticleLinksTable links={links} formId={bulkFormId} selected={confirm ?? []} />
          <Pager page={pager.currentPage} totalPages={pager.totalPages} param="page" />
        </>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
