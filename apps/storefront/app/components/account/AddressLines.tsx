import type { Address } from '@tradeshop/api-client';
import { countryName } from '../../lib/countries';
import { useTranslation } from '../../lib/i18n';

/** A Store API address (the book's, an order's) names its country by `countryCode`, an ERP document's by `country`. */
export type AddressFields = Pick<
  Address,
  | 'name'
  | 'email'
  | 'street'
  | 'houseNumber'
  | 'box'
  | 'zipcode'
  | 'city'
  | 'department'
  | 'contactPerson'
  | 'phone'
  | 'deliveryInstructions'
> &
  ({ country: string } | { countryCode: string });

/**
 * An address as it is written on an envelope, with the country in the shopper's language; `withName`
 * false leaves out the name where the card already shows it (the company's billing address). The
 * extended address book's department, contact person, phone and delivery instructions show where
 * the address has them (the Store API answers them only with EXTEND_ADDRESS_BOOK; an order keeps
 * those it was placed with).
 */
export function AddressLines({ address, withName = true }: { address: AddressFields; withName?: boolean }) {
  const { t, language } = useTranslation();
  return (
    <address className="min-w-0 text-gray-900 text-sm not-italic leading-relaxed">
      {withName && <span className="block font-medium">{address.name}</span>}
      {address.department && <span className="block">{address.department}</span>}
      {address.contactPerson && (
        <span className="block">{t('addressBook.attention', { name: address.contactPerson })}</span>
      )}
      <span className="block">
        {address.street} {address.houseNumber}
        {address.box ? `, ${t('addressBook.boxShort', { box: address.box })}` : ''}
      </span>
      <span className="block">
        {address.zipcode} {address.city}
      </span>
      <span className="block">
        {countryName('country' in address ? address.country : address.countryCode, language.code)}
      </span>
      {address.phone && (
        <span className="block text-gray-600">
          {t('label.withColon', { label: t('addressBook.phone') })} {address.phone}
        </span>
      )}
      {address.email && <span className="block break-words text-gray-600">{address.email}</span>}
      {address.deliveryInstructions && (
        <span className="mt-1 block whitespace-pre-line break-words text-gray-600">
          {t('label.withColon', { label: t('addressBook.deliveryInstructions') })}{' '}
          {address.deliveryInstructions}
        </span>
      )}
    </address>
  );
}
