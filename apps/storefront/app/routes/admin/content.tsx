import {
  type AdminContentPageSummary,
  adminContentPageCreate,
  type EditedContentKind,
  editedContentKinds,
} from '@tradeshop/api-client';
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
  const [pages, posts] = await Promise.all([client.contentPages('page'), client.contentPages('blog')]);
  return { pages: pages.data, posts: posts.data };
}

/** Makes a new page or blog post under a key and opens it in the editor. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const kind = editedContentKinds.find((candidate) => candidate === form.get('kind')) ?? 'page';
  const key = adminContentPageCreate.safeParse({ key: form.get('key') });
  if (!key.success) return data({ kind, error: t('content.keyFormat') }, { status: 400 });
  try {
    const { data: created } = await client.createContentPage(kind, key.data.key);
    return redirect(`/admin/content/${kind}/${created.id}`);
  } catch (error) {
    const refusal = refusalOf(error, t, {
      ADMIN__CONTENT_KEY_TAKEN: kind === 'blog' ? 'content.postKeyTaken' : 'content.keyTaken',
    });
    return data({ kind, error: refusal.message }, { status: refusal.status });
  }
}

/** The words of each kind's list and form. */
const wordsOf = {
  page: {
    heading: 'content.title',
    none: 'content.none',
    column: 'content.page',
    new: 'content.new',
    keyHint: 'content.keyHint',
    create: 'content.create',
  },
  blog: {
    heading: 'content.posts',
    none: 'content.postsNone',
    column: 'content.post',
    new: 'content.newPost',
    keyHint: 'content.postKeyHint',
    create: 'content.createPost',
  },
} as const;

export default function ContentPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('content.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('content.intro')}</p>
      <ContentList
        kind="page"
        rows={loaderData.pages}
        error={actionData?.kind === 'page' ? actionData.error : undefined}
      />
      <ContentList
        kind="blog"
        rows={loaderData.posts}
        error={actionData?.kind === 'blog' ? actionData.error : undefined}
      />
    </section>
  );
}

/** The pages or posts with their state, and the form that makes a new one. */
function ContentList({
  kind,
  rows,
  error,
}: {
  kind: EditedContentKind;
  rows: AdminContentPageSummary[];
  error: string | undefined;
}) {
  const { t, figures } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  const words = wordsOf[kind];
  return (
    <>
      {kind === 'blog' ? <h2 className="font-semibold text-gray-900 text-xl">{t(words.heading)}</h2> : null}
      {rows.length === 0 ? (
        <EmptyState>{t(words.none)}</EmptyState>
      ) : (
        <DataGrid<AdminContentPageSummary>
          caption={t(words.heading)}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              id: 'title',
              header: t(words.column),
              cell: ({ row }) => (
                <Link
                  to={`/admin/content/${kind}/${row.original.id}`}
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
      <section aria-labelledby={`new-${kind}-title`} className="flex max-w-xl flex-col gap-4">
        <h2 id={`new-${kind}-title`} className="font-semibold text-gray-900 text-lg">
          {t(words.new)}
        </h2>
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="kind" value={kind} />
          <FormField
            id={`${kind}-key`}
            name="key"
            label={t('content.key')}
            hint={t(words.keyHint)}
            error={error}
            required
          />
          <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
            {t(words.create)}
          </button>
        </Form>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminRouteError;
