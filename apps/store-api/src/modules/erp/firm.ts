/**
 * The distributor's firm as its documents name it: the legal details at the head and foot of every
 * PDF and in the seller part of every e-invoice, and the account a structured communication pays
 * into. The printed forms are the ones people read; e-invoices carry them without spaces and dots.
 */
const postalAddress = { street: 'Industrielaan 1', zipcode: '9000', city: 'Gent', country: 'BE' } as const;

export const firm = {
  name: 'Trade Shop NV',
  postalAddress,
  address: `${postalAddress.street}, ${postalAddress.zipcode} ${postalAddress.city}`,
  vatNumber: 'BE 0123.456.749',
  register: 'RPR Gent',
  email: 'shop@tradeshop.example',
  iban: 'BE71 0961 2345 6769',
  bic: 'GKCCBEBB',
} as const;
