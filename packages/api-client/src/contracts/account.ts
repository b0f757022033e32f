import { listingViews, rightCodes } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';
import { entitySearchResult, omittedWhenNull } from './shopware.ts';
import { salutationEntity } from './system.ts';

export const loginRequest = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});

export const right = z.object({ code: z.enum(rightCodes), enabled: z.boolean() });

/** What VIES said of a company's number abroad: confirmed, not confirmed yet, or refused, when, and its consultation number. */
export const vatCheckSummary = z.object({
  standing: z.enum(['confirmed', 'unconfirmed', 'invalid']),
  checkedAt: z.string().nullable(),
  requestIdentifier: z.string().nullable(),
});

/** POST /dexis/companies/vat-check: VIES asked again about the company's number. */
export const vatCheckResponse = z.object({ data: vatCheckSummary });

export const customerCompany = z.object({
  id,
  number: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  /**
   * How VIES stands on the number of a company in another member state (null for a Belgian or non-EU
   * number): confirmed, not confirmed yet, or refused, with the date and consultation number.
   */
  vatCheck: vatCheckSummary.nullable().default(null),
  active: z.boolean(),
  apiAlias: z.literal('dexis_company'),
});

export const passwordRules = z.string().min(8).max(200);

export const newPasswordFields = {
  newPassword: passwordRules,
  newPasswordConfirm: z.string().max(200),
};
export const passwordsMatch = (value: { newPassword: string; newPasswordConfirm: string }) =>
  value.newPassword === value.newPasswordConfirm;
export const mismatch = { message: 'Passwords do not match', path: ['newPasswordConfirm'] };

/** By username, or by e-mail as Shopware's clients ask (every user with that address gets a link). */
export const recoveryRequest = z
  .object({
    username: z.string().trim().min(1).max(200).optional(),
    email: z.email().max(200).optional(),
    /** The storefront the link leads to: one of the sales channel's domains. */
    storefrontUrl: z.url().max(500),
  })
  .refine((value) => value.username !== undefined || value.email !== undefined, {
    message: 'A username or an e-mail address is required',
    path: ['username'],
  });

export const recoveryHashRequest = z.object({ hash: z.string().min(20).max(200) });

export const recoveryConfirmRequest = z
  .object({ hash: z.string().min(20).max(200), ...newPasswordFields })
  .refine(passwordsMatch, mismatch);

export const changePasswordRequest = z
  .object({ password: z.string().min(1).max(200), ...newPasswordFields })
  .refine(passwordsMatch, mismatch);

export const successResponse = z.object({ success: z.literal(true) });
export const recoveryExpiredResponse = z.object({ isExpired: z.boolean() });

/** Countries an address may be in (ISO 3166-1 alpha-2): the EU, plus the UK, Switzerland and Norway. */
export const addressCountries = [
  'BE',
  'NL',
  'LU',
  'FR',
  'DE',
  'AT',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'MT',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
] as const;

/** What a phone number may hold: digits, spaces and / ( ) . -, starting with a digit or +. */
const phonePattern = /^[+\d][\d\s/().-]*$/;

/**
 * The extended address book's fields (feature flag EXTEND_ADDRESS_BOOK): who and how to deliver to.
 * Left out, a field keeps its value; empty, it is cleared. Without the flag the Store API refuses
 * a filled one and leaves the stored values alone.
 */
export const extendedAddressFields = [
  'department',
  'contactPerson',
  'phone',
  'deliveryInstructions',
] as const;
export type ExtendedAddressField = (typeof extendedAddressFields)[number];

export const addressInput = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.union([z.email().max(200), z.literal('')]).optional(),
    street: z.string().trim().min(1).max(200),
    houseNumber: z.string().trim().min(1).max(20),
    box: z.string().trim().max(20).optional(),
    zipcode: z.string().trim().min(2).max(10),
    city: z.string().trim().min(1).max(100),
    country: z.enum(addressCountries),
    department: z.string().trim().max(100).optional(),
    contactPerson: z.string().trim().max(100).optional(),
    phone: z
      .string()
      .trim()
      .max(40)
      .refine((value) => value === '' || phonePattern.test(value), 'Not a phone number')
      .optional(),
    deliveryInstructions: z.string().trim().max(500).optional(),
  })
  .refine((address) => address.country !== 'BE' || /^\d{4}$/.test(address.zipcode), {
    message: 'A Belgian postal code has four digits',
    path: ['zipcode'],
  });
export type AddressInput = z.infer<typeof addressInput>;

export const address = z.object({
  id,
  companyId: id,
  /** Shopware's owner of the address: the logged-in user (the address belongs to the company). */
  customerId: id,
  name: z.string(),
  email: z.string().nullable(),
  street: z.string(),
  houseNumber: z.string(),
  box: z.string().nullable(),
  zipcode: z.string(),
  city: z.string(),
  /** The country's ISO code; Shopware's `country` is the country entity, answered by `countryId`. */
  countryCode: z.string(),
  countryId: id,
  /** The contact person split at the first space, else no first name and the address's name. */
  firstName: z.string(),
  lastName: z.string(),
  /** The address's name, as Shopware's company. */
  company: z.string(),
  /** The extended address book's fields: present only with the feature flag EXTEND_ADDRESS_BOOK. */
  department: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  deliveryInstructions: z.string().nullable().optional(),
  /** The company's billing address: it cannot be deleted here. */
  isBilling: z.boolean(),
  /** The logged-in user's default delivery address. */
  isDefaultShipping: z.boolean(),
  apiAlias: z.literal('customer_address'),
});
export type Address = z.infer<typeof address>;

export const customer = z.object({
  id,
  active: z.boolean(),
  guest: z.literal(false),
  username: z.string(),
  email: z.string(),
  /** Shopware's salutation: `salutationKey` mr, mrs (our ms) or not_specified (none chosen). */
  salutationId: id,
  salutation: salutationEntity,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  /** The user's language, else the sales channel's default. */
  languageId: id,
  leadBuyer: z.boolean(),
  ociCustomer: z.boolean(),
  accountType: z.literal('business'),
  /** The company's VAT number, when it has one. */
  vatIds: z.array(z.string()),
  groupId: id,
  salesChannelId: id,
  /** The company's number. */
  customerNumber: z.string(),
  companyId: id,
  /** The company's name, as Shopware has it. */
  company: z.string(),
  /** Our company: number, name, VAT number and whether it is active. */
  dexisCompany: customerCompany,
  /** The company's billing address and the user's default delivery address (else the billing one). */
  defaultBillingAddressId: omittedWhenNull(id),
  defaultShippingAddressId: omittedWhenNull(id),
  activeBillingAddress: omittedWhenNull(address),
  activeShippingAddress: omittedWhenNull(address),
  doubleOptInRegistration: z.boolean(),
  doubleOptInConfirmDate: omittedWhenNull(z.string()),
  rights: z.array(right),
  /** Cards or compact rows on listings and search, as the user last chose. */
  listingView: z.enum(listingViews),
  apiAlias: z.literal('customer'),
});
export type Customer = z.infer<typeof customer>;

export const addressListResponse = entitySearchResult(address, 'customer_address');
export const addressResponse = z.object({ data: address });

export const outboxMail = z.object({
  id,
  recipient: z.string(),
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const outboxResponse = z.object({ data: z.array(outboxMail) });

export const phoneNumber = z.string().trim().max(30).regex(phonePattern, 'Not a phone number');
export const optionalPhone = z.union([phoneNumber, z.literal('')]).optional();

/** Shopware's form names the salutation by `salutationId`; ours by its code. Email unchanged when left out. */
export const profileRequest = z.object({
  salutation: z.enum(['mr', 'ms']).nullable().optional(),
  salutationId: id.optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(200).optional(),
  phone: optionalPhone,
  mobile: optionalPhone,
  fax: optionalPhone,
  languageId: id.optional(),
});
export type ProfileRequest = z.infer<typeof profileRequest>;

export const listingViewRequest = z.object({ view: z.enum(listingViews) });
