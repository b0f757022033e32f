import { useTranslation } from '../../lib/i18n';
import type { Answers, RegistrationOptions } from '../../lib/registration';
import { CheckboxField } from '../ui/CheckboxField';
import { ChoiceField } from '../ui/ChoiceField';
import { FieldGroup, FullRow } from '../ui/FieldGroup';
import { FormField } from '../ui/FormField';
import { PasswordField } from '../ui/PasswordField';
import { SelectField } from '../ui/SelectField';

/** The person who registers: name, contact data, login and password, and the two agreements. */
export function PersonalDataFields({
  answers,
  errors,
  options,
}: {
  answers: Answers;
  errors: Record<string, string | undefined>;
  options: RegistrationOptions;
}) {
  const { t } = useTranslation();
  const { switches } = options;
  return (
    <>
      <FieldGroup legend={t('register.personalData')}>
        <FullRow>
          <ChoiceField
            name="salutation"
            label={t('register.salutation')}
            options={[
              { value: 'mr', label: t('register.mr') },
              { value: 'ms', label: t('register.ms') },
            ]}
            defaultValue={answers.salutation}
            error={errors.salutation}
            required
          />
        </FullRow>
        <FormField
          name="firstName"
          label={t('register.firstName')}
          defaultValue={answers.firstName}
          error={errors.firstName}
          autoComplete="given-name"
          maxLength={100}
          required
        />
        <FormField
          name="lastName"
          label={t('register.lastName')}
          defaultValue={answers.lastName}
          error={errors.lastName}
          autoComplete="family-name"
          maxLength={100}
          required
        />
        <FormField
          name="email"
          type="email"
          label={t('register.email')}
          defaultValue={answers.email}
          error={errors.email}
          autoComplete="email"
          maxLength={200}
          required
        />
        <FormField
          name="phone"
          type="tel"
          label={t('register.phone')}
          defaultValue={answers.phone}
          error={errors.phone}
          autoComplete="tel"
          maxLength={30}
          required
        />
        {switches.askMobile && (
          <FormField
            name="mobile"
            type="tel"
            label={t('register.mobile')}
            defaultValue={answers.mobile}
            error={errors.mobile}
            autoComplete="tel"
            maxLength={30}
          />
        )}
        {switches.askFax && (
          <FormField
            name="fax"
            type="tel"
            label={t('register.fax')}
            defaultValue={answers.fax}
            error={errors.fax}
            maxLength={30}
          />
        )}
        {switches.askFunction && (
          <FormField
            name="customerFunction"
            label={t('register.customerFunction')}
            defaultValue={answers.customerFunction}
            error={errors.customerFunction}
            autoComplete="organization-title"
            maxLength={100}
          />
        )}
        {options.languages.length > 1 && (
          <SelectField
            name="languageId"
            label={t('register.language')}
            hint={t('register.languageHint')}
            options={options.languages}
            defaultValue={answers.languageId ?? options.defaultLanguageId}
            error={errors.languageId}
          />
        )}
      </FieldGroup>
      <FieldGroup legend={t('register.login')}>
        <FullRow>
          <FormField
            name="username"
            label={t('register.username')}
            hint={t('register.usernameHint')}
            defaultValue={answers.username}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={200}
          />
        </FullRow>
        <FullRow>
          <PasswordField
            name="password"
            label={t('register.password')}
            hint={t('register.passwordRules')}
            error={errors.password}
            autoComplete="new-password"
          />
        </FullRow>
        <FullRow>
          <PasswordField
            name="passwordConfirm"
            label={t('register.passwordConfirm')}
            error={errors.passwordConfirm}
            autoComplete="new-password"
          />
        </FullRow>
      </FieldGroup>
      <div className="flex flex-col gap-3">
        <CheckboxField
          name="acceptedPrivacy"
          error={errors.acceptedPrivacy}
          defaultChecked={answers.acceptedPrivacy === 'on'}
        >
          {t('register.acceptPrivacy')}
        </CheckboxField>
        <CheckboxField
          name="acceptedTerms"
          error={errors.acceptedTerms}
          defaultChecked={answers.acceptedTerms === 'on'}
        >
          {t('register.acceptTerms')}
        </CheckboxField>
      </div>
    </>
  );
}
