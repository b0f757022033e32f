import { isValidVatNumber, vatPrefixOf } from '@tradeshop/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { Option } from '../../lib/registration';
import { FormField } from '../ui/FormField';
import { SelectField } from '../ui/SelectField';

/** The company check: country and VAT number; with JavaScript the number is checked on leaving it. */
export function VatNumberFields({
  countries,
  defaultCountry = 'BE',
  defaultVatNumber = '',
  countryError,
  vatNumberError,
}: {
  countries: Option[];
  defaultCountry?: string;
  defaultVatNumber?: string;
  countryError?: string;
  vatNumberError?: string;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(defaultCountry);
  const [checkError, setCheckError] = useState<string | null>(null);
  const check = (value: string, inCountry: string) =>
    setCheckError(value.trim() && !isValidVatNumber(value, inCountry) ? t('error.invalidVatNumber') : null);
  const [vatNumber, setVatNumber] = useState(defaultVatNumber);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        name="country"
        label={t('register.country')}
        options={countries}
        defaultValue={defaultCountry}
        error={countryError}
        autoComplete="country"
        required
        onChange={(event) => {
          setCountry(event.currentTarget.value);
          if (checkError) check(vatNumber, event.currentTarget.value);
        }}
      />
      <FormField
        name="vatNumber"
        label={t('register.vatNumber')}
        hint={t('register.vatNumberHint', {
          example: country === 'BE' ? 'BE0123456749' : `${vatPrefixOf(country)}…`,
        })}
        error={checkError ?? vatNumberError}
        defaultValue={defaultVatNumber}
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={30}
        required
        onChange={(event) => {
          setVatNumber(event.currentTarget.value);
          if (checkError) check(event.currentTarget.value, country);
        }}
        onBlur={(event) => check(event.currentTarget.value, country)}
      />
    </div>
  );
}
