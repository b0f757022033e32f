import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Answers, RegistrationOptions } from '../../lib/registration';
import { ChoiceField } from '../ui/ChoiceField';
import { FieldGroup, FullRow } from '../ui/FieldGroup';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';
import { CityFields } from './CityFields';

/** The company's name, address and, depending on the shop's flags, customer number and preferences. */
export function CompanyDataFields({
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
  const [isNew, setIsNew] = useState(answers.isNew ?? 'yes');
  // Without JavaScript the customer number stays visible: the choice cannot reveal it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showClientNumber = switches.askClientNumber && (!switches.askIsNew || !hydrated || isNew === 'no');
  return (
    <>
      <FieldGroup legend={t('register.companyData')}>
        <FullRow>
          <FormField
            name="companyName"
            label={t('register.companyName')}
            defaultValue={answers.companyName}
            error={errors.companyName}
            autoComplete="organization"
            maxLength={200}
            required
          />
        </FullRow>
        {switches.askIsNew && (
          <FullRow>
            <ChoiceField
              name="isNew"
              label={t('register.isNew')}
              options={[
                { value: 'yes', label: t('register.isNewYes') },
                { value: 'no', label: t('register.isNewNo') },
              ]}
              defaultValue={isNew}
              onChange={setIsNew}
              error={errors.isNew}
              required
            />
          </FullRow>
        )}
        {showClientNumber && (
          <FormField
            name="clientNumber"
            label={t('register.clientNumber')}
            hint={switches.askIsNew ? t('register.clientNumberHint') : undefined}
            defaultValue={answers.clientNumber}
            error={errors.clientNumber}
            inputMode="numeric"
            maxLength={10}
          />
        )}
        {switches.askInvoiceEmail && (
          <FormField
            name="invoiceEmail"
            type="email"
            label={t('register.invoiceEmail')}
            hint={t('register.invoiceEmailHint')}
            defaultValue={answers.invoiceEmail}
            error={errors.invoiceEmail}
            autoComplete="email"
            maxLength={200}
          />
        )}
        {switches.askIndustry && (
          <SelectField
            name="industry"
            label={t('register.industry')}
            options={options.industries}
            placeholder={t('register.choose')}
            defaultValue={answers.industry ?? ''}
            error={errors.industry}
          />
        )}
        {switches.requireBranch && (
          <SelectField
            name="preferredBranch"
            label={t('register.preferredBranch')}
            hint={t('register.preferredBranchHint')}
            options={options.branches}
            placeholder={t('register.choose')}
            defaultValue={answers.preferredBranch ?? ''}
            error={errors.preferredBranch}
            required
          />
        )}
      </FieldGroup>
      <FieldGroup legend={t('register.address')}>
        <FullRow>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_7rem_7rem]">
            <FormField
              name="street"
              label={t('register.street')}
              defaultValue={answers.street}
              error={errors.street}
              autoComplete="address-line1"
              maxLength={200}
              required
            />
            <FormField
              name="houseNumber"
              label={t('register.houseNumber')}
              defaultValue={answers.houseNumber}
              error={errors.houseNumber}
              maxLength={20}
              required
            />
            <FormField
              name="box"
              label={t('register.box')}
              defaultValue={answers.box}
              error={errors.box}
              maxLength={20}
            />
          </div>
        </FullRow>
        <CityFields
          defaultZipcode={answers.zipcode}
          defaultCity={answers.city}
          zipcodeError={errors.zipcode}
          cityError={errors.city}
          citySearch={switches.requireCitySearch && answers.country === 'BE'}
        />
      </FieldGroup>
    </>
  );
}
