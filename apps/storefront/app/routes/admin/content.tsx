import { type AdminContentPageSummary, adminContentPageCreate } from '@tradeshop/api-client';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { PageTitle } from '../../components/admin/PageTitle';
import { StateBadge } from '../../components/admin/StateBadge';
import { primaryButtonClass } from '../../components/ui/buttons';
import { EmptyState } from '../../components/ui/EmptyState';
import { FormField } from '../../components/ui/FormField';
import { requirePermission } from '../../lib/admin/access.server';
import { contentLocaleLabel, contentStateLabel } from '../../lib/admin/content-labels';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/content';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'content.manage');
  return { pages: (await client.contentPages()).data };
}

/** Makes a new page under a key and opens it in the editor. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const key = adminContentPageCreate.safeParse({ key: form.get('key') });
  if (!key.success) return data({ error: t('content.keyFormat') }, { status: 400 });
  try {
    const { data: created } = await client.createContentPage(key.data.key);
    return redirect(`/admin/content/page/${created.id}`);
  } catch (error) {
    const refusal = refusalOf(error, t, { ADMIN__CONTENT_KEY_TAKEN: 'content.keyTaken' });
    return data({ error: refusal.message }, { status: refusal.status });
  }
}

export default function ContentPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  const { pages } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('content.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('content.intro')}</p>
      {pages.length === 0 ? (
        <EmptyState>{t('content.none')}</EmptyState>
      ) : (
        <DataGrid<AdminContentPageSummary>
          caption={t('content.title')}
          rows={pages}
          rowKey={(page) => page.id}
          columns={[
            {
              id: 'title',
              header: t('content.page'),
              cell: ({ row }) => (
                <Link
                  to={`/admin/content/page/${row.original.id}`}
                  className="font-semibold text-brand-700 underline"
                >
                  {row.original.title || row.original.key}
                </Link>
              ),
            },
            { id: 'key', header: t('content.key'), cell: ({ row }) => <code>{row.original.key}</code> },
            {
              id: 'state',
              header: t('content.state'),
              cell: ({ row }) => (
                <StateBadge good={row.original.state === 'published'}>
                  {contentStateLabel(row.original.state, t)}
                </StateBadge>
              ),
            },
            {
              id: 'missing',
              header: t('content.missingLanguages'),
              cell: ({ row }) =>
                row.original.missingLanguages.length === 0
                  ? '—'
                  : row.original.missingLanguages.map((locale) => contentLocaleLabel(locale, t)).join(', '),
            },
            {
              id: 'publishAt',
              header: t('content.scheduledAt'),
              cell: ({ row }) => (row.original.publishAt ? figures.moment(row.original.publishAt) : '—'),
            },
          ]}
        />
      )}
      <section aria-labelledby="new-page-title" className="flex max-w-xl flex-col gap-4">
        <h2 id="new-page-title" className="font-semibold text-gray-900 text-lg">
          {t('content.new')}
        </h2>
        <Form method="post" noValidate className="flex flex-col gap-4">
          <FormField
            name="key"
            label={t('content.key')}
            hint={t('content.keyHint')}
            error={actionData?.error ?? undefined}
            required
          />
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t('content.create')}
          </button>
        </Form>
      </section>
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
