import { adminMediaChange } from '@tradeshop/api-client';
import { errorCodes, mediaAltLanguages, mediaUpload } from '@tradeshop/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { IntentButton } from '../../components/admin/IntentButton';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { TitledSection } from '../../components/admin/TitledSection';
import { dangerButtonClass, primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminMessageKey, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/media-item';

type AltErrors = Partial<Record<(typeof mediaAltLanguages)[number], string>>;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const [{ data: item }, history] = await Promise.all([
    client.mediaItem(params.id),
    objectHistory(client, me, 'media', params.id),
  ]);
  return { item, history };
}

/** Saves the three alternative texts, all or none, or deletes a picture nothing shows. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  try {
    if (form.get('intent') === 'delete') {
      await client.deleteMedia(params.id);
      return redirect('/admin/media');
    }
    const change = adminMediaChange.safeParse({
      alts: Object.fromEntries(
        mediaAltLanguages.map((language) => [language, String(form.get(`alt.${language}`) ?? '')]),
      ),
    });
    if (!change.success) {
      const altErrors: AltErrors = {};
      for (const issue of change.error.issues) {
        const language = issue.path[1] as (typeof mediaAltLanguages)[number];
        altErrors[language] =
          issue.code === 'too_big'
            ? t('media.altTooLong', { max: mediaUpload.altMaxLength })
            : t('media.altNeeded');
      }
      return data({ error: null, altErrors, saved: false }, { status: 400 });
    }
    await client.changeMedia(params.id, change.data);
    return { error: null, altErrors: {} as AltErrors, saved: true };
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminMediaInUse]: 'media.inUse',
      [errorCodes.adminMediaNotFound]: 'media.notFound',
    });
    return data(
      { error: refused.message, altErrors: {} as AltErrors, saved: false },
      { status: refused.status },
    );
  }
}

const useKindKeys: Record<string, AdminMessageKey> = {
  'content-page': 'media.use.content-page',
  'blog-post': 'media.use.blog-post',
  brand: 'media.use.brand',
  'catalog-file': 'media.use.catalog-file',
  category: 'media.use.category',
  article: 'media.use.article',
};

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures, language: staffLanguage } = useAdminTranslation();
  const { item, history } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const altErrors: AltErrors = actionData?.altErrors ?? {};
  return (
    <section aria-labelledby="page-title" className="flex max-w-4xl flex-col gap-6">
      <PageTitle>{item.fileName ?? item.url}</PageTitle>
      {actionData?.saved ? <Notice tone="success">{t('form.saved')}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      {item.usable ? null : (
        <p className="font-semibold text-amber-900">
          {t('media.missingAlts', {
            languages: item.missingAlts.map((language) => t(`media.alt.${language}`)).join(', '),
          })}
        </p>
      )}
      <img
        src={item.widths.length ? `${item.url}?width=640` : item.url}
        alt={item.alts[staffLanguage] ?? ''}
        className="max-h-80 self-start rounded border border-gray-200 object-contain"
      />
      <FactList
        facts={[
          { label: t('media.address'), value: <code>{item.url}</code> },
          { label: t('media.type'), value: item.mimeType },
          {
            label: t('media.size'),
            value:
              item.fileSize === null
                ? ''
                : t('media.kilobytes', { size: figures.number(Math.ceil(item.fileSize / 1024)) }),
          },
          {
            label: t('media.dimensions'),
            value: item.width && item.height ? `${item.width} × ${item.height}` : '',
          },
          { label: t('media.widths'), value: item.widths.join(', ') || t('media.noWidths') },
          {
            label: t('media.webp'),
            value: item.webpUrl ? (
              <a href={item.webpUrl} className="text-brand-700 underline">
                {item.webpUrl}
              </a>
            ) : (
              ''
            ),
          },
          {
            label: t('media.uploaded'),
            value: item.uploadedAt
              ? `${figures.moment(item.uploadedAt)} · ${item.uploadedBy?.name ?? ''}`
              : '',
          },
        ]}
      />
      <Form method="post" noValidate className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">{t('media.alts')}</legend>
          <p className="text-gray-700 text-sm">{t('media.altsRequired')}</p>
          {mediaAltLanguages.map((language) => (
            <FormField
              key={language}
              name={`alt.${language}`}
              label={t(`media.alt.${language}`)}
              defaultValue={item.alts[language] ?? ''}
              maxLength={mediaUpload.altMaxLength}
              required
              error={altErrors[language]}
            />
          ))}
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={submitting}
          className={`self-start ${primaryButtonClass}`}
        >
          {t('media.saveAlts')}
        </button>
      </Form>
      <TitledSection id="uses-title" title={t('media.uses')}>
        {item.uses.length === 0 ? (
          <p className="text-gray-700 text-sm">{t('media.unused')}</p>
        ) : (
          <ul className="list-disc pl-6 text-sm">
            {item.uses.map((use) => (
              <li key={`${use.kind}:${use.id}`}>
                {t(useKindKeys[use.kind] ?? 'media.use.article')}: {use.label}
                {use.draft ? ` (${t('media.use.draft')})` : null}
              </li>
            ))}
          </ul>
        )}
      </TitledSection>
      {item.uses.length === 0 ? (
        <Form method="post">
          <IntentButton intent="delete" className={dangerButtonClass}>
            {t('media.delete')}
          </IntentButton>
        </Form>
      ) : (
        <p className="text-gray-700 text-sm">{t('media.inUse')}</p>
      )}
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
