import { adminBrandChange } from '@tradeshop/api-client';
import {
  canonicalAddressMaxLength,
  errorCodes,
  type MediaAltLanguage,
  mediaAltLanguages,
  metaTextMaxLengths,
} from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { type AdminTranslate, adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { metaLengthHint } from '../../lib/admin/meta-hint';
import { refusalOf } from '../../lib/admin/refusals';
import type { Route } from './+types/brand';

const textFields = ['name', 'description', 'slug', 'metaTitle', 'metaDescription', 'canonical'] as const;
type FieldErrors = Record<string, string>;

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const [{ data: brand }, library, history] = await Promise.all([
    client.brand(params.id),
    client.mediaLibrary({ limit: 200 }),
    objectHistory(client, me, 'brand', params.id),
  ]);
  // Only pictures with their alternative texts may become a logo.
  const logos = library.data
    .filter((item) => item.usable)
    .map((item) => ({ id: item.id, name: item.fileName ?? item.url }));
  return { brand, logos, history };
}

/** The field a zod issue of the form is about, as the form names it. */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'translations' ? `${String(path[1])}.${String(path[2])}` : String(path[0]);

function wordedIssue(t: AdminTranslate, field: string): string {
  if (field.endsWith('.name')) return t('brands.nameNeeded');
  if (field.endsWith('.slug')) return t('brands.slugShape');
  if (field.endsWith('.canonical')) return t('seo.canonicalShape');
  return t('brands.tooLong');
}

/** Saves every language's texts and the logo at once, or names each field to fix. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'content.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const change = adminBrandChange.safeParse({
    translations: Object.fromEntries(
      mediaAltLanguages.map((language) => [
        language,
        Object.fromEntries(
          textFields.map((field) => [field, String(form.get(`${language}.${field}`) ?? '')]),
        ),
      ]),
    ),
    logoMediaId: String(form.get('logo') ?? '') || null,
  });
  if (!change.success) {
    const errors: FieldErrors = {};
    for (const issue of change.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= wordedIssue(t, field);
    }
    return data({ errors, error: null, saved: false }, { status: 400 });
  }
  try {
    await client.changeBrand(params.id, change.data);
    return { errors: {} as FieldErrors, error: null, saved: true };
  } catch (error) {
    const refused = refusalOf(error, t, {
      [errorCodes.adminSlugTaken]: 'brands.slugTaken',
      [errorCodes.adminMediaNotUsable]: 'brands.logoNotUsable',
      [errorCodes.adminBrandNotFound]: 'brands.notFound',
    });
    return data(
      { errors: {} as FieldErrors, error: refused.message, saved: false },
      { status: refused.status },
    );
  }
}

export default function Brand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { brand, logos, history } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  const errors: FieldErrors = actionData?.errors ?? {};
  const languageLabel = (language: MediaAltLanguage) => t(`media.alt.${language}`);
  return (
    <section aria-labelledby="page-title" className="flex max-w-4xl flex-col gap-6">
      <PageTitle>{brand.translations.nl.name}</PageTitle>
      {actionData?.saved ? <Notice tone="success">{t('form.saved')}</Notice> : null}
      {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
      <p className="text-gray-700 text-sm">{t('brands.erpNote')}</p>
      <Form method="post" noValidate className="flex flex-col gap-6">
        {mediaAltLanguages.map((language) => {
          const texts = brand.translations[language];
          const name = (field: string) => `${language}.${field}`;
          return (
            <fieldset key={language} className="flex flex-col gap-1 rounded border border-gray-200 p-4">
              <legend className="px-1 font-semibold">{languageLabel(language)}</legend>
              <FormField
                name={name('name')}
                label={t('brands.name')}
                defaultValue={texts.name}
                required
                maxLength={100}
                error={errors[name('name')]}
              />
              <TextAreaField
                name={name('description')}
                label={t('brands.description')}
                defaultValue={texts.description ?? ''}
                rows={4}
                error={errors[name('description')]}
              />
              <FormField
                name={name('slug')}
                label={t('brands.slug')}
                hint={t('brands.slugHint')}
                defaultValue={texts.slug ?? ''}
                required
                error={errors[name('slug')]}
              />
              <FormField
                name={name('metaTitle')}
                label={t('brands.metaTitle')}
                hint={metaLengthHint(t, 'title', texts.metaTitle)}
                defaultValue={texts.metaTitle ?? ''}
                maxLength={metaTextMaxLengths.title}
                error={errors[name('metaTitle')]}
              />
              <TextAreaField
                name={name('metaDescription')}
                label={t('brands.metaDescription')}
                hint={metaLengthHint(t, 'description', texts.metaDescription)}
                defaultValue={texts.metaDescription ?? ''}
                maxLength={metaTextMaxLengths.description}
                rows={3}
                error={errors[name('metaDescription')]}
              />
              <FormField
                name={name('canonical')}
                label={t('seo.canonical')}
                hint={t('seo.canonicalHint')}
                defaultValue={texts.canonical ?? ''}
                maxLength={canonicalAddressMaxLength}
                error={errors[name('canonical')]}
              />
              {texts.textsByStaff ? (
                <p className="text-gray-700 text-sm">{t('brands.textsByStaff')}</p>
              ) : null}
            </fieldset>
          );
        })}
        <SelectField
          name="logo"
          label={t('brands.logo')}
          hint={t('brands.logoHint')}
          defaultValue={brand.logo?.id ?? ''}
          placeholder={t('brands.noLogo')}
          options={[
            ...(brand.logo && !logos.some((logo) => logo.id === brand.logo?.id)
              ? [{ value: brand.logo.id, label: brand.logo.url }]
              : []),
            ...logos.map((logo) => ({ value: logo.id, label: logo.name })),
          ]}
          error={errors.logoMediaId}
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
