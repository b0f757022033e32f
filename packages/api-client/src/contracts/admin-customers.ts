import { z } from 'zod';
import { postalAddress } from './checkout.ts';
import { id } from './common.ts';

/** GET /admin-api/company: companies by number, client number, name, VAT number or city (permission `companies.read`). */
export const adminCompanyQuery = z.object({
  term: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminCompanyQuery = z.input<typeof adminCompanyQuery>;

export const adminCompanyRow = z.object({
  id,
  number: z.string(),
  clientNumber: z.string().nullable(),
  name: z.string(),
  vatNumber: z.string().nullable(),
  /** The billing address's city. */
  city: z.string().nullable(),
  active: z.boolean(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRow>;
export const adminCompanyListResponse = z.object({ data: z.array(adminCompanyRow), total: z.number().int() });

const adminUserRow = z.object({
  id,
  username: z.string(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  leadBuyer: z.boolean(),
  /** False while the user has not yet chosen a password from their invitation. */
  passwordSet: z.boolean(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** GET /admin-api/company/{id}: a company as the back-office shows it. */
export const adminCompany = adminCompanyRow.extend({
  /** Why staff blocked it; null when active, or when the ERP blocked it. */
  blockReason: z.string().nullable(),
  registeredAt: z.string().nullable(),
  /** The terms the ERP sends, read-only here. */
  terms: z.object({
    creditLimit: z.string().nullable(),
    minimumOrderValue: z.string().nullable(),
    minimumOrderSurcharge: z.string().nullable(),
    invoiceEmail: z.string().nullable(),
  }),
  /** How VIES stands on a VAT number of another member state; null where no check applies. */
  vies: z
    .object({
      standing: z.enum(['confirmed', 'invalid', 'unconfirmed']),
      checkedAt: z.string().nullable(),
      requestIdentifier: z.string().nullable(),
    })
    .nullable(),
  addresses: z.array(postalAddress.extend({ id, billing: z.boolean() })),
  users: z.array(adminUserRow),
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const adminCompanyResponse = z.object({ data: adminCompany });

/** POST /admin-api/company/{id}/block and /unblock: why, for the audit log and the company's page. */
export const adminReasonRequest = z.object({
  reason: z.string({ error: 'required' }).trim().min(3, 'at least 3 characters').max(500),
});
export type AdminReasonRequest = z.input<typeof adminReasonRequest>;

/**
 * GET /admin-api/customer-user/{id}: a shop user with their company and rights; an erased one (see
 * `erasedAt`) under the name every erased user has, since the orders they placed still lead here.
 */
export const adminUser = adminUserRow.extend({
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  createdAt: z.string(),
  /** When staff erased the person (decision 0056); null for everybody else. */
  erasedAt: z.string().nullable(),
  company: z.object({ id, number: z.string(), name: z.string(), active: z.boolean() }),
  rights: z.array(z.object({ code: z.string(), enabled: z.boolean() })),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserResponse = z.object({ data: adminUser });

/**
 * POST /admin-api/customer-user/{id}/send-link and /admin-api/staff-member/{id}/send-password-link:
 * which mail went out, an invitation (no password yet) or a link to set a new password, and to whom.
 */
export const adminSentLinkResponse = z.object({
  data: z.object({ sent: z.enum(['invitation', 'password-link']), to: z.string() }),
});

/**
 * POST /admin-api/customer-user/{id}/login-as (permission `customers.login-as`; the body is the reason,
 * as `adminReasonRequest`): the storefront address that opens the user's session once, until
 * `expiresAt` (ISO 8601). The session names the staff member on every page and ends an hour after
 * it began.
 */
export const adminLoginAsResponse = z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) });
export type AdminLoginAs = z.infer<typeof adminLoginAsResponse>['data'];
