import { type AdminMediaItem, adminMediaQuery } from '@tradeshop/api-client';
import { errorCodes, mediaAltLanguages, mediaUpload } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { DataGrid } from '../../components/admin/DataGrid';
import { ListPage } from '../../components/admin/ListPage';
import { StateBadge } from '../../components/admin/StateBadge';
import { TermSearch } from '../../components/admin/TermSearch';
import { TitledSection } from '../../components/admin/TitledSection';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/media';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = await requirePermission(context, url, 'content.manage');
  const query = adminMediaQuery.safeParse({
    term: url.searchParams.get('term') || undefined,
    page: url.searchParams.get('page') ?? 1,
  });
  if (!query.success) throw data({ code: 'STOREFRONT__INVALID_QUERY' }, { status: 400 });
  const { data: items, total } = await client.mediaLibrary(query.data);
  return { items, total, term: query.data.term ?? '', page: query.data.page, limit: query.data.limit };
}

/** Uploads the chosen picture with the alternative texts given, then opens it to complete them. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    return data({ error: t('media.fileNeeded') }, { status: 400 });
  if (file.size > mediaUpload.maxBytes)
    return data(
      { error: t('media.tooLarge', { megabytes: mediaUpload.maxBytes / 1024 / 1024 }) },
      { status: 413 },
    );
  const upload = new FormData();
  for (const language of mediaAltLanguages) {
    const alt = String(form.get(`alt.${language}`) ?? '').trim();
    if (alt.length > mediaUpload.altMaxLength)
      return data({ error: t('media.altTooLong', { max: mediaUpload.altMaxLength }) }, { status: 400 });
    if (alt) upload.set(`alt.${language}`, alt);
  }
  upload.set('file', file, file.name);
  try {
    const { data: created } = await client.uploadMedia(upload);
    return redirect(`/admin/media/${created.id}`);
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminMediaUnsupportedType]: 'media.unsupportedType',
      [errorCodes.adminMediaTooLarge]: 'media.tooLargeRefused',
      [errorCodes.invalidRequest]: 'media.uploadInvalid',
    });
    return data({ error: refused.message }, { status: refused.status });
  }
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures, language: staffLanguage } = useAdminTranslation();
  const { items, total, term, page, limit } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  return (
    <ListPage
      title={t('media.title')}
      filters={
        <div className="flex flex-col gap-6">
          <TitledSection id="upload-title" title={t('media.upload')}>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            <Form method="post" encType="multipart/form-data" className="flex max-w-2xl flex-col gap-3">
              <FormField
                name="file"
                type="file"
                label={t('media.file')}
                hint={t('media.fileHint', { megabytes: mediaUpload.maxBytes / 1024 / 1024 })}
                accept={mediaUpload.mimeTypes.join(',')}
                required
              />
              <fieldset className="flex flex-col gap-1">
                <legend className="mb-1 font-semibold">{t('media.alts')}</legend>
                <p className="text-gray-700 text-sm">{t('media.altsHint')}</p>
                {mediaAltLanguages.map((language) => (
                  <FormField
                    key={language}
                    name={`alt.${language}`}
                    label={t(`media.alt.${language}`)}
                    maxLength={mediaUpload.altMaxLength}
                  />
                ))}
              </fieldset>
              <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
                {t('media.uploadButton')}
              </button>
            </Form>
          </TitledSection>
          <TermSearch label={t('media.find')} term={term} />
        </div>
      }
      count={t('media.count', { count: total })}
      empty={items.length === 0 ? t('media.none') : null}
      page={page}
      totalPages={Math.ceil(total / limit)}
    >
      <DataGrid<AdminMediaItem>
        caption={t('media.title')}
        rows={items}
        rowKey={(item) => item.id}
        columns={[
          {
            id: 'picture',
            header: t('media.picture'),
            cell: ({ row }) => (
              <img
                src={row.original.widths.length ? `${row.original.url}?width=320` : row.original.url}
                alt={row.original.alts[staffLanguage] ?? ''}
                className="h-16 w-16 object-contain"
                loading="lazy"
              />
            ),
          },
          {
            id: 'name',
            header: t('media.fileName'),
            cell: ({ row }) => (
              <Link to={`/admin/media/${row.original.id}`} className="font-semibold text-brand-700 underline">
                {row.original.fileName ?? row.original.url}
              </Link>
            ),
          },
          {
            id: 'alts',
            header: t('media.alts'),
            cell: ({ row }) => (
              <StateBadge good={row.original.usable}>
                {row.original.usable
                  ? t('media.usable')
                  : t('media.missingAlts', {
                      languages: row.original.missingAlts
                        .map((language) => t(`media.alt.${language}`))
                        .join(', '),
                    })}
              </StateBadge>
            ),
          },
          {
            id: 'uploaded',
            header: t('media.uploaded'),
            cell: ({ row }) =>
              row.original.uploadedAt
                ? `${figures.moment(row.original.uploadedAt)} · ${row.original.uploadedBy?.name ?? ''}`
                : '',
          },
        ]}
      />
    </ListPage>
  );
}

export const ErrorBoundary = AdminRouteError;
