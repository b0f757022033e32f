import { rightCodes } from '@tradeshop/domain';
import { z } from 'zod';
import { id } from './common.ts';

export const loginRequest = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
});

export const right = z.object({ code: z.enum(rightCodes), enabled: z.boolean() });

export const customerCompany = z.object({
  id,
  number: z.string(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  active: z.boolean(),
  apiAlias: z.literal('dexis_company'),
});

export const customer = z.object({
  id,
  active: z.boolean(),
  guest: z.literal(false),
  username: z.string(),
  email: z.string(),
  salutation: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  languageId: id.nullable(),
  leadBuyer: z.boolean(),
  ociCustomer: z.boolean(),
  companyId: id,
  company: customerCompany,
  /** The company as the spec's clients read it: number and name. */
  dexisCompany: z.object({ number: z.string(), name: z.string() }),
  defaultBillingAddressId: id.nullable(),
  defaultShippingAddressId: id.nullable(),
  doubleOptInRegistration: z.boolean(),
  doubleOptInConfirmDate: z.string().nullable(),
  rights: z.array(right),
  apiAlias: z.literal('customer'),
});
export type Customer = z.infer<typeof customer>;

export const passwordRules = z.string().min(8).max(200);

const newPasswordFields = {
  newPassword: passwordRules,
  newPasswordConfirm: z.string().max(200),
};
const passwordsMatch = (value: { newPassword: string; newPasswordConfirm: string }) =>
  value.newPassword === value.newPasswordConfirm;
const mismatch = { message: 'Passwords do not match', path: ['newPasswordConfirm'] };

export const recoveryRequest = z.object({
  username: z.string().trim().min(1).max(200),
  /** The storefront the link leads to: one of the sales channel's domains. */
  storefrontUrl: z.url().max(500),
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
