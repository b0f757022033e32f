import type { Address } from '@tradeshop/api-client';
import { countryName } from '../../lib/countries';
import { useTranslation } from '../../lib/i18n';

export type AddressFields = Pick<
  Address,
  'name' | 'email' | 'street' | 'houseNumber' | 'box' | 'zipcode' | 'city' | 'country'
>;

/**
 * An address as it is written on an envelope, with the country in the shopper's language; `withName`
 * false leaves out the name where the card already shows it (the company's billing address).
 */
export function AddressLines({ address, withName = true }: { address: AddressFields; withName?: boolean }) {
  const { t, language } = useTranslation();
  return (
    <address className="min-w-0 text-gray-900 text-sm not-italic leading-relaxed">
      {withName && <span className="block font-medium">{address.name}</span>}
      <span className="block">
        {address.street} {address.houseNumber}
        {address.box ? `, ${t('addressBook.boxShort', { box: address.box })}` : ''}
      </span>
      <span className="block">
        {address.zipcode} {address.city}
      </span>
      <span className="block">{countryName(address.country, language.code)}</span>
      {address.email && <span className="block break-words text-gray-600">{address.email}</span>}
    </address>
  );
}
