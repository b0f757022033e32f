import { rightCodes, rightPresetNames } from '@tradeshop/domain';
import { z } from 'zod';
import { optionalPhone, right } from './account.ts';
import { id, pager } from './common.ts';

/** A user of the logged-in user's company, as the users screens show it. */
export const companyUser = z.object({
  id,
  active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  username: z.string(),
  email: z.string(),
  salutation: z.enum(['mr', 'ms']).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  languageId: id.nullable(),
  leadBuyer: z.boolean(),
  /** False while the user has not chosen a password from the invitation mail. */
  passwordSet: z.boolean(),
  /** The order flow the user orders under; null without one (no budget limit). */
  flow: z.object({ id, name: z.string() }).nullable(),
  /** Budget per period and what is left of it in the current period, in euro; null without a flow. */
  budget: z.number().nullable(),
  remainingBudget: z.number().nullable(),
  rights: z.array(right),
  createdAt: z.string(),
  apiAlias: z.literal('dexis_company_customer'),
});
export type CompanyUser = z.infer<typeof companyUser>;

export const companyUserSortFields = [
  'firstName',
  'lastName',
  'username',
  'email',
  'active',
  'leadBuyer',
  'createdAt',
] as const;
export type CompanyUserSortField = (typeof companyUserSortFields)[number];

const euroRange = z
  .object({
    min: z.number().min(0).max(10_000_000).optional(),
    max: z.number().min(0).max(10_000_000).optional(),
  })
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    message: 'The minimum must not be above the maximum',
    path: ['max'],
  });

const textFilter = z.string().trim().max(200).optional();

/** POST /dexis/companies/customers: the company's users, filtered, sorted and paged (20 a page). */
export const companyUserListRequest = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  limit: z.number().int().min(1).max(100).default(20),
  /** Searches first and last name, username and e-mail. */
  term: textFilter,
  filter: z
    .object({
      firstName: textFilter,
      lastName: textFilter,
      username: textFilter,
      leadBuyer: z.boolean().optional(),
      active: z.boolean().optional(),
      budget: euroRange.optional(),
      remainingBudget: euroRange.optional(),
    })
    .default({}),
  sort: z
    .array(z.object({ field: z.enum(companyUserSortFields), order: z.enum(['ASC', 'DESC']) }))
    .max(3)
    .default([
      { field: 'lastName', order: 'ASC' },
      { field: 'firstName', order: 'ASC' },
    ]),
});
export type CompanyUserListRequest = z.input<typeof companyUserListRequest>;

export const companyUserListResponse = z.object({ data: z.array(companyUser), pager });

/** Whom a user of the company asks for a right: its active lead buyers, by name. */
export const leadBuyerContact = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });
export const leadBuyersResponse = z.object({ data: z.array(leadBuyerContact) });
export const companyUserResponse = z.object({ data: companyUser });

export const username = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[^\s]+$/, 'A username has no spaces');

const userFields = {
  salutation: z.enum(['mr', 'ms']).nullable().optional(),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  username,
  email: z.email().max(200),
  phone: optionalPhone,
  mobile: optionalPhone,
  languageId: id.optional(),
  active: z.boolean().optional(),
  leadBuyer: z.boolean().optional(),
};

/**
 * A new user of the company. Rights: a preset, the enabled codes, or both (the codes are added to
 * the preset); without either the user holds only the two own-account rights.
 */
export const createCompanyUserRequest = z.object({
  ...userFields,
  preset: z.enum(rightPresetNames).optional(),
  rights: z.array(z.string().max(100)).max(24).optional(),
  /** The storefront the invitation link leads to: one of the sales channel's domains. */
  storefrontUrl: z.url().max(500),
  /**
   * The manager confirmed that the new user shares the e-mail address with another user of the
   * company; without it such an address is refused (VIOLATION::EMAIL_ALREADY_USED).
   */
  confirmSharedEmail: z.boolean().default(false),
});
export type CreateCompanyUserRequest = z.input<typeof createCompanyUserRequest>;

/** POST /dexis/companies/customers/{id}/invitation: where the new invitation's link leads. */
export const resendInvitationRequest = createCompanyUserRequest.pick({ storefrontUrl: true });

const roleChanges = z
  .array(z.object({ code: z.string().max(100), enabled: z.boolean() }))
  .min(1)
  .max(rightCodes.length);

/**
 * PATCH /dexis/companies/customers/{id}: the fields to change, and optionally rights to set (as PUT
 * /dexis/account/{id}/role does), all in one change; the others stay as they are.
 */
export const updateCompanyUserRequest = z
  .object({ ...userFields, roles: roleChanges })
  .partial()
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Nothing to change: give at least one field.',
  });
export type UpdateCompanyUserRequest = z.input<typeof updateCompanyUserRequest>;

export const deleteCompanyUsersRequest = z.object({ customerIds: z.array(id).min(1).max(100) });

/** GET /dexis/account/{id}/role answers the 24 entries; PUT sets those it lists. */
export const rolesResponse = z.object({ data: z.array(right) });
export const updateRolesRequest = z.object({ roles: roleChanges });
export type UpdateRolesRequest = z.input<typeof updateRolesRequest>;

/** One user of a bulk import (a CSV row): the preset names their rights. */
export const importUserRow = z.object({
  firstName: userFields.firstName,
  lastName: userFields.lastName,
  username,
  email: userFields.email,
  preset: z.enum(rightPresetNames),
});

/**
 * POST /dexis/companies/customers/import: rows are checked one by one; with `dryRun` nothing is
 * written and each row's problems come back, otherwise every row is created or, if any row is
 * wrong, none.
 */
export const importUsersRequest = z.object({
  rows: z.array(z.unknown()).min(1).max(500),
  dryRun: z.boolean().default(false),
  /**
   * The manager confirmed that rows may share their e-mail address with users of the company or
   * with each other; without it such rows have the problem VIOLATION::EMAIL_ALREADY_USED.
   */
  confirmSharedEmails: z.boolean().default(false),
  languageId: id.optional(),
  storefrontUrl: z.url().max(500),
});
export type ImportUsersRequest = z.input<typeof importUsersRequest>;

export const importRowResult = z.object({
  /** The row's position, from 1. */
  row: z.number().int(),
  username: z.string(),
  problems: z.array(z.object({ field: z.string(), code: z.string() })),
});
export type ImportRowResult = z.infer<typeof importRowResult>;
export const importUsersResponse = z.object({
  data: z.object({ rows: z.array(importRowResult), created: z.number().int() }),
});
