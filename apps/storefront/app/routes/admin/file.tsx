import { adminCatalogFileChange } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/file';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const [{ data: file }, history] = await Promise.all([
    client.catalogFile(params.id),
    objectHistory(client, me, 'catalog-file', params.id),
  ]);
  return { file, history };
}

/** Saves the entry's title and description, which the ERP's import keeps from then on. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const change = adminCatalogFileChange.safeParse({
    title: String(form.get('title') ?? ''),
    description: String(form.get('description') ?? ''),
  });
  if (!change.success) {
    const errors: Record<string, string> = {};
    for (const issue of change.error.issues)
      errors[String(issue.path[0])] = t(issue.path[0] === 'title' ? 'files.titleNeeded' : 'brands.tooLong');
    return data({ errors, error: null, saved: false }, { status: 400 });
  }
  try {
    await client.changeCatalogFile(params.id, change.data);
    return { errors: {} as Record<string, string>, error: null, saved: true };
  } catch (error) {
    const refused = refusalOf(error, t, { [errorCodes.adminCatalogFileNotFound]: 'files.notFound' });
    return data(
      { errors: {} as Record<string, string>, error: refused.message, saved: false },
      { status: refused.status },
    );
  }
}

export default function CatalogFile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { file, history } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const errors = actionData?.errors ?? {};
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{file.title}</PageTitle>
      {actionData?.saved ? <Notice tone="success">{t('form.saved')}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <FactList
        facts={[
          { label: t('files.key'), value: file.key },
          { label: t('files.language'), value: file.language },
          {
            label: t('files.download'),
            value: (
              <a href={file.url} className="text-brand-700 underline">
                {file.url}
              </a>
            ),
          },
        ]}
      />
      <p className="text-gray-700 text-sm">{t(file.textsByStaff ? 'files.textsByStaff' : 'files.erpNote')}</p>
      <Form method="post" noValidate className="flex flex-col gap-3">
        <FormField
          name="title"
          label={t('files.fileTitle')}
          defaultValue={file.title}
          maxLength={200}
          required
          error={errors.title}
        />
        <TextAreaField
          name="description"
          label={t('brands.description')}
          defaultValue={file.description}
          maxLength={2000}
          rows={4}
          error={errors.description}
        />
        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('form.save')}
        </button>
      </Form>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
