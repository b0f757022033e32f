import type { PunchoutAccount } from '@tradeshop/api-client';
import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { type Translate, useTranslation } from '../../lib/i18n';
import type { PunchoutAccountFormValues } from '../../lib/punchout-account-form';
import { useEnhanced } from '../../lib/use-enhanced';
import { AccountSection } from '../account/AccountSection';
import { primaryButtonClass, secondaryButtonClass } from '../ui/buttons';
import { CheckboxField } from '../ui/CheckboxField';
import { ChoiceField } from '../ui/ChoiceField';
import { FormField } from '../ui/FormField';
import { Notice } from '../ui/Notice';
import { SelectField } from '../ui/SelectField';
import { TextAreaField } from '../ui/TextAreaField';

const fieldsetClass = 'flex flex-col gap-4 rounded-md border border-gray-200 p-4';
const legendClass = 'px-1 font-semibold text-gray-900';

function connectionStatus(account: PunchoutAccount | null, t: Translate): string {
  if (account?.protocol === 'oci')
    return t('users.punchout.connectedOci', { username: account.ociUsername ?? '' });
  if (account?.protocol === 'cxml')
    return t('users.punchout.connectedCxml', {
      identity: account.cxmlIdentity ?? '',
      domain: account.cxmlDomain ?? '',
    });
  return t('users.punchout.notConnected');
}

/**
 * How the user's procurement system logs them in and takes the cart back: OCI or cXML, the hosts
 * the cart may go to and what it carries. Without JavaScript both protocols' fields show and only
 * the chosen one's count; with it, the other's are hidden.
 */
export function PunchoutConnection({
  account,
  values,
  fieldErrors,
  formError,
}: {
  account: PunchoutAccount | null;
  values: PunchoutAccountFormValues;
  fieldErrors: Record<string, string | undefined>;
  formError: string | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const enhanced = useEnhanced();
  const [protocol, setProtocol] = useState(values.protocol);
  const submitting =
    navigation.state === 'submitting' && String(navigation.formData?.get('intent')).startsWith('punchout-');
  return (
    <AccountSection title={t('users.punchout.title')}>
      <p className="text-gray-700 text-sm">{t('users.punchout.intro')}</p>
      <p className="font-medium text-gray-900">{connectionStatus(account, t)}</p>
      {formError && <Notice tone="error">{formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <ChoiceField
          name="protocol"
          label={t('users.punchout.protocol')}
          options={[
            { value: 'oci', label: t('users.punchout.protocolOci') },
            { value: 'cxml', label: t('users.punchout.protocolCxml') },
          ]}
          defaultValue={values.protocol}
          error={fieldErrors.protocol}
          required
          onChange={setProtocol}
        />
        <fieldset hidden={enhanced && protocol !== 'oci'} className={fieldsetClass}>
          <legend className={legendClass}>{t('users.punchout.ociTitle')}</legend>
          <FormField
            name="ociUsername"
            label={t('users.punchout.ociUsername')}
            hint={t('users.punchout.ociUsernameHint')}
            defaultValue={values.ociUsername}
            error={fieldErrors.ociUsername}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          {/* new-password: browsers would otherwise fill in the lead buyer's own password. */}
          <FormField
            name="ociPassword"
            type="password"
            label={t('users.punchout.ociPassword')}
            hint={t(
              account?.protocol === 'oci'
                ? 'users.punchout.ociPasswordKeep'
                : 'users.punchout.ociPasswordHint',
            )}
            error={fieldErrors.ociPassword}
            autoComplete="new-password"
            required={account?.protocol !== 'oci'}
          />
          <ChoiceField
            name="ociLogin"
            label={t('users.punchout.ociLogin')}
            options={[
              { value: 'password', label: t('users.punchout.ociLoginPassword') },
              { value: 'one-time-id', label: t('users.punchout.ociLoginOneTimeId') },
            ]}
            defaultValue={values.ociLogin}
            error={fieldErrors.ociLogin}
          />
        </fieldset>
        <fieldset hidden={enhanced && protocol !== 'cxml'} className={fieldsetClass}>
          <legend className={legendClass}>{t('users.punchout.cxmlTitle')}</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField
              name="cxmlDomain"
              label={t('users.punchout.cxmlDomain')}
              hint={t('users.punchout.cxmlDomainHint')}
              defaultValue={values.cxmlDomain}
              error={fieldErrors.cxmlDomain}
              autoComplete="off"
              spellCheck={false}
              required
            />
            <FormField
              name="cxmlIdentity"
              label={t('users.punchout.cxmlIdentity')}
              hint={t('users.punchout.cxmlIdentityHint')}
              defaultValue={values.cxmlIdentity}
              error={fieldErrors.cxmlIdentity}
              autoComplete="off"
              spellCheck={false}
              required
            />
          </div>
          <FormField
            name="cxmlSecret"
            type="password"
            label={t('users.punchout.cxmlSecret')}
            hint={t(
              account?.protocol === 'cxml'
                ? 'users.punchout.cxmlSecretKeep'
                : 'users.punchout.cxmlSecretHint',
            )}
            error={fieldErrors.cxmlSecret}
            autoComplete="new-password"
            required={account?.protocol !== 'cxml'}
          />
        </fieldset>
        <TextAreaField
          name="allowedHosts"
          label={t('users.punchout.allowedHosts')}
          hint={t('users.punchout.allowedHostsHint')}
          rows={3}
          defaultValue={values.allowedHosts}
          error={fieldErrors.allowedHosts}
          required
          autoCapitalize="none"
          spellCheck={false}
          className="font-mono"
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <SelectField
            name="classification"
            label={t('users.punchout.classification')}
            options={[
              { value: 'unspsc', label: t('users.punchout.classificationUnspsc') },
              { value: 'etim', label: t('users.punchout.classificationEtim') },
              { value: 'category', label: t('users.punchout.classificationCategory') },
              { value: 'none', label: t('users.punchout.classificationNone') },
            ]}
            defaultValue={values.classification}
            error={fieldErrors.classification}
          />
          <SelectField
            name="units"
            label={t('users.punchout.units')}
            options={[
              { value: 'iso', label: t('users.punchout.unitsIso') },
              { value: 'sap', label: t('users.punchout.unitsSap') },
            ]}
            defaultValue={values.units}
            error={fieldErrors.units}
          />
        </div>
        <CheckboxField name="sendPrices" defaultChecked={values.sendPrices}>
          {t('users.punchout.sendPrices')}
        </CheckboxField>
        {/* Save comes first: Enter in a field presses the first submit button of the form. */}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="punchout-save"
            disabled={submitting}
            className={primaryButtonClass}
          >
            {t('users.punchout.save')}
          </button>
          {account && (
            <button
              type="submit"
              name="intent"
              value="punchout-remove"
              disabled={submitting}
              className={secondaryButtonClass}
            >
              {t('users.punchout.remove')}
            </button>
          )}
        </div>
      </Form>
    </AccountSection>
  );
}
