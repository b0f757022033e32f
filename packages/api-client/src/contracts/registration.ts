import { branchCodes, companyNumberPattern, industries } from '@tradeshop/domain';
import { z } from 'zod';
import { addressCountries, optionalPhone, passwordRules, phoneNumber } from './account.ts';
import { id } from './common.ts';

export const companyNumber = z.string().trim().regex(companyNumberPattern, 'A company number has six digits');

/** The company check: is a company with this VAT number or company number already a customer? */
export const companyExistsQuery = z
  .object({
    vatNumber: z.string().trim().min(4).max(30).optional(),
    companyNumber: companyNumber.optional(),
  })
  .refine((query) => query.vatNumber !== undefined || query.companyNumber !== undefined, {
    message: 'Give a VAT number or a company number',
    path: ['vatNumber'],
  });
export const companyExistsResponse = z.object({ data: z.object({ exists: z.boolean() }) });

const mustBeChecked = z.literal(true, { error: 'Must be checked' });
const optionalText = (max: number) => z.union([z.string().trim().max(max), z.literal('')]).optional();

/** The person who registers: the first user of a new company, or a new user of an existing one. */
const personalFields = {
  salutation: z.enum(['mr', 'ms']),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(200),
  /** Defaults to the e-mail address. */
  username: z.union([z.string().trim().min(3).max(200), z.literal('')]).optional(),
  phone: phoneNumber.min(6),
  mobile: optionalPhone,
  fax: optionalPhone,
  /** The user's function in the company (DISPLAY_CUSTOMER_FUNCTION). */
  customerFunction: optionalText(100),
  /** Language of the shop and its mails; defaults to the language of the request. */
  languageId: id.optional(),
  password: passwordRules,
  passwordConfirm: z.string().max(200),
  acceptedPrivacy: mustBeChecked,
  acceptedTerms: mustBeChecked,
  /** The storefront the confirmation link leads to: one of the sales channel's domains. */
  storefrontUrl: z.url().max(500),
};

const passwordsMatch = {
  check: (value: { password: string; passwordConfirm: string }) => value.password === value.passwordConfirm,
  issue: { message: 'Passwords do not match', path: ['passwordConfirm'] },
};

export const registerCompanyRequest = z
  .object({
    ...personalFields,
    /** False for a company that already buys from the distributor offline (DISPLAY_IS_NEW). */
    isNew: z.boolean().default(true),
    /** Its customer number with the distributor, when it is not new (DISPLAY_EXISTING_COMPANY_NUMBER). */
    clientNumber: z
      .union([
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{1,12}$/, 'Letters and digits only'),
        z.literal(''),
      ])
      .optional(),
    companyName: z.string().trim().min(1).max(200),
    vatNumber: z.string().trim().min(4).max(30),
    /** Where invoices are mailed as PDF (DISPLAY_EMAIL_FOR_INVOICE). */
    invoiceEmail: z.union([z.email().max(200), z.literal('')]).optional(),
    industry: z.enum(industries).optional(),
    /** Preferred branch office (required with REQUIRE_SETTING_PREFERRED_SITE). */
    preferredBranch: z.enum(branchCodes).optional(),
    street: z.string().trim().min(1).max(200),
    houseNumber: z.string().trim().min(1).max(20),
    box: optionalText(20),
    zipcode: z.string().trim().min(2).max(10),
    city: z.string().trim().min(1).max(100),
    country: z.enum(addressCountries),
  })
  .refine(passwordsMatch.check, passwordsMatch.issue)
  .refine((body) => body.country !== 'BE' || /^\d{4}$/.test(body.zipcode), {
    message: 'A Belgian postal code has four digits',
    path: ['zipcode'],
  });
export type RegisterCompanyRequest = z.infer<typeof registerCompanyRequest>;

export const registerCustomerRequest = z
  .object({ ...personalFields, companyNumber })
  .refine(passwordsMatch.check, passwordsMatch.issue);
export type RegisterCustomerRequest = z.infer<typeof registerCustomerRequest>;

export const registrationResponse = z.object({
  data: z.object({ customerId: id, companyNumber: z.string() }),
});

export const registrationConfirmRequest = z.object({ hash: z.string().min(20).max(200) });

export const citySearchQuery = z.object({
  /** Postal code or place name, at least two characters. */
  query: z.string().trim().min(2).max(100),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const city = z.object({
  postalCode: z.string(),
  /** The place as bpost names it (a municipality or one of its parts). */
  city: z.string(),
});
export const citySearchResponse = z.object({ data: z.array(city) });
