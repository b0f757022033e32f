import { maintenanceLanguages } from '@tradeshop/api-client';
import { featureFlags } from '@tradeshop/domain';
import { data, Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass } from '../../components/ui/buttons';
import { CheckboxField } from '../../components/ui/CheckboxField';
import { FieldGroup, FullRow } from '../../components/ui/FieldGroup';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { refusalOf } from '../../lib/admin/refusals';
import {
  checkedSettings,
  draftFromForm,
  draftOf,
  type SettingsDraft,
  type SettingsProblems,
} from '../../lib/admin/settings-form';
import type { Route } from './+types/settings';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'settings.manage');
  const [{ data: answer }, history] = await Promise.all([
    client.shopSettings(),
    objectHistory(client, me, 'shop-settings', 'shop'),
  ]);
  return {
    draft: draftOf(answer.settings, answer.environment),
    environment: {
      sellerVatNumber: answer.environment.sellerVatNumber,
      viesUrl: answer.environment.viesUrl,
    },
    history,
  };
}

/** Saves the whole form, or shows it again as typed with what is wrong; nothing is saved then. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'settings.manage');
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const { data: current } = await client.shopSettings();
  const draft = draftFromForm(form, Object.keys(current.settings.delivery.cutOffs));
  const checked = checkedSettings(draft, t);
  if (!checked.settings)
    return data({ draft, problems: checked.problems, refused: null, saved: false }, { status: 400 });
  try {
    await client.saveShopSettings(checked.settings);
  } catch (error) {
    const { message, status } = refusalOf(error, t, {});
    return data({ draft, problems: {} as SettingsProblems, refused: message, saved: false }, { status });
  }
  return { draft: null, problems: {} as SettingsProblems, refused: null, saved: true };
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { environment, history } = loaderData;
  const draft: SettingsDraft = actionData?.draft ?? loaderData.draft;
  const problems: SettingsProblems = actionData?.problems ?? {};
  const submitting = useNavigation().state === 'submitting';
  const problemCount = Object.keys(problems).length;
  return (
    <section aria-labelledby="page-title" className="flex flex-col gap-8">
      <PageTitle>{t('settings.title')}</PageTitle>
      <p className="max-w-2xl text-gray-700">{t('settings.intro')}</p>
      {actionData?.saved ? <Notice tone="success">{t('settings.saved')}</Notice> : null}
      {actionData?.refused ? <Notice tone="error">{actionData.refused}</Notice> : null}
      {problemCount > 0 ? (
        <Notice tone="error">{t('settings.notSaved', { count: problemCount })}</Notice>
      ) : null}
      {/* Keyed by what is shown, so that the settings as saved replace what the fields hold. */}
      <Form key={JSON.stringify(draft)} method="post" className="flex max-w-3xl flex-col gap-10" noValidate>
        <FieldGroup legend={t('settings.maintenance')}>
          <FullRow>
            <CheckboxField name="maintenanceActive" defaultChecked={draft.maintenanceActive}>
              {t('settings.maintenanceActive')}
            </CheckboxField>
            <p className="mt-1 text-gray-600 text-sm">{t('settings.maintenanceActiveHint')}</p>
          </FullRow>
          {maintenanceLanguages.map((language) => (
            <TextAreaField
              key={language}
              name={`message.${language}`}
              label={t('settings.maintenanceMessage', { language: t(`synonyms.language.${language}`) })}
              hint={t('settings.maintenanceMessageHint')}
              defaultValue={draft.messages[language]}
              rows={3}
              maxLength={1000}
              error={problems.messages}
            />
          ))}
          <FullRow>
            <TextAreaField
              name="allowedAddresses"
              label={t('settings.allowedAddresses')}
              hint={t('settings.allowedAddressesHint')}
              defaultValue={draft.allowedAddresses}
              rows={4}
              spellCheck={false}
              className="font-mono text-sm"
              error={problems.allowedAddresses}
            />
          </FullRow>
        </FieldGroup>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 font-semibold text-gray-900 text-lg">{t('settings.featureFlags')}</legend>
          <p className="text-gray-600 text-sm">{t('settings.featureFlagsHint')}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {featureFlags.map((flag) => (
              <CheckboxField
                key={flag}
                name={`flag.${flag}`}
                defaultChecked={draft.featureFlags.includes(flag)}
              >
                {t(`settings.flag.${flag}`)}
                <span className="block font-mono text-gray-600 text-xs">{flag}</span>
              </CheckboxField>
            ))}
          </div>
        </fieldset>

        <FieldGroup legend={t('settings.ordering')}>
          <FormField
            name="minimumOrderValue"
            label={t('settings.minimumOrderValue')}
            hint={t('settings.minimumOrderHint')}
            inputMode="decimal"
            defaultValue={draft.minimumOrderValue}
            error={problems.minimumOrder}
          />
          <FormField
            name="minimumOrderSurcharge"
            label={t('settings.minimumOrderSurcharge')}
            hint={t('settings.amountHint')}
            inputMode="decimal"
            defaultValue={draft.minimumOrderSurcharge}
          />
          <FormField
            name="freeShippingLimit"
            label={t('settings.freeShippingLimit')}
            hint={t('settings.amountHint')}
            inputMode="decimal"
            required
            defaultValue={draft.freeShippingLimit}
            error={problems.freeShippingLimit}
          />
        </FieldGroup>

        <FieldGroup legend={t('settings.delivery')}>
          <FormField
            name="defaultCutOff"
            type="time"
            label={t('settings.defaultCutOff')}
            hint={t('settings.cutOffHint')}
            required
            defaultValue={draft.defaultCutOff}
            error={problems.defaultCutOff}
          />
          {Object.entries(draft.cutOffs).map(([code, cutOff]) => (
            <FormField
              key={code}
              name={`cutOff.${code}`}
              type="time"
              label={t('settings.cutOffOf', { warehouse: code })}
              required
              defaultValue={cutOff}
              error={problems.cutOffs}
            />
          ))}
          <FullRow>
            <TextAreaField
              name="closedDays"
              label={t('settings.closedDays')}
              hint={t('settings.closedDaysHint')}
              defaultValue={draft.closedDays}
              rows={4}
              spellCheck={false}
              className="font-mono text-sm"
              error={problems.closedDays}
            />
          </FullRow>
        </FieldGroup>

        <FieldGroup legend={t('settings.vies')}>
          <FormField
            name="sellerVatNumber"
            label={t('settings.sellerVatNumber')}
            hint={t('settings.fromEnvironment', { value: environment.sellerVatNumber ?? '—' })}
            autoComplete="off"
            defaultValue={draft.sellerVatNumber}
            error={problems.sellerVatNumber}
          />
          <FormField
            name="viesUrl"
            type="url"
            label={t('settings.viesUrl')}
            hint={t('settings.fromEnvironment', { value: environment.viesUrl ?? '—' })}
            defaultValue={draft.viesUrl}
            error={problems.viesUrl}
          />
        </FieldGroup>

        <button type="submit" disabled={submitting} className={`self-start ${primaryButtonClass}`}>
          {t('settings.save')}
        </button>
      </Form>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
