import { useTranslation } from '../../lib/i18n';
import type { UserContactValues } from '../../lib/user-form';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';

/** Name, username, e-mail, phone numbers and language of a user, for the create and detail forms. */
export function UserContactFields({
  values,
  errors,
  languages,
  showMobile,
}: {
  values: UserContactValues;
  errors: Record<string, string | undefined>;
  languages: { value: string; label: string }[];
  showMobile: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        name="salutation"
        label={t('profile.salutation')}
        defaultValue={values.salutation}
        error={errors.salutation}
        options={[
          { value: '', label: t('profile.noSalutation') },
          { value: 'mr', label: t('profile.mr') },
          { value: 'ms', label: t('profile.ms') },
        ]}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          name="firstName"
          label={t('profile.firstName')}
          defaultValue={values.firstName}
          error={errors.firstName}
          autoComplete="off"
          required
        />
        <FormField
          name="lastName"
          label={t('profile.lastName')}
          defaultValue={values.lastName}
          error={errors.lastName}
          autoComplete="off"
          required
        />
      </div>
      <FormField
        name="username"
        label={t('users.username')}
        hint={t('users.usernameHint')}
        defaultValue={values.username}
        error={errors.username}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
      />
      <FormField
        name="email"
        type="email"
        label={t('profile.email')}
        defaultValue={values.email}
        error={errors.email}
        autoComplete="off"
        required
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          name="phone"
          type="tel"
          label={t('profile.phone')}
          defaultValue={values.phone}
          error={errors.phone}
          autoComplete="off"
        />
        {showMobile && (
          <FormField
            name="mobile"
            type="tel"
            label={t('profile.mobile')}
            defaultValue={values.mobile}
            error={errors.mobile}
            autoComplete="off"
          />
        )}
      </div>
      <SelectField
        name="languageId"
        label={t('profile.language')}
        hint={t('users.languageHint')}
        options={languages}
        defaultValue={values.languageId}
        error={errors.languageId}
        required
      />
    </>
  );
}
