import { z } from 'zod';
import { id } from './common.ts';

/** GET /admin-api/company/{id}/budgets: the company's order flows and order references, read-only. */
export const adminCompanyBudgetsResponse = z.object({
  data: z.array(
    z.object({
      id,
      kind: z.enum(['flow', 'reference']),
      name: z.string(),
      active: z.boolean(),
      period: z.string(),
      budgetAmount: z.string().nullable(),
      overBudget: z.string(),
      approveFrom: z.string().nullable(),
    }),
  ),
});
export type AdminCompanyBudget = z.infer<typeof adminCompanyBudgetsResponse>['data'][number];

/** GET /admin-api/company/{id}/punchout-accounts: how the company's procurement systems log its users in. */
export const adminPunchoutAccountsResponse = z.object({
  data: z.array(
    z.object({
      customerId: id,
      protocol: z.string(),
      /** The OCI username, or the cXML sender's domain and identity. */
      identity: z.string(),
      allowedHosts: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type AdminPunchoutAccount = z.infer<typeof adminPunchoutAccountsResponse>['data'][number];

/** GET /admin-api/company/{id}/order-lists: the company's order lists, with how many articles each holds. */
export const adminOrderListsResponse = z.object({
  data: z.array(
    z.object({
      id,
      name: z.string(),
      ownerType: z.string(),
      createdBy: id.nullable(),
      lineCount: z.number().int(),
      updatedAt: z.string(),
    }),
  ),
});
export type AdminOrderList = z.infer<typeof adminOrderListsResponse>['data'][number];

/** GET /admin-api/company/{id}/carts: what each user has in their cart now, to help them on the phone. */
export const adminCartsResponse = z.object({
  data: z.array(
    z.object({
      customerId: id,
      updatedAt: z.string(),
      lines: z.array(
        z.object({
          productNumber: z.string(),
          name: z.string().nullable(),
          quantity: z.number(),
          remark: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type AdminCart = z.infer<typeof adminCartsResponse>['data'][number];
