import { z } from 'zod';
import { customer } from './account.ts';
import { actingStaffSummary } from './context.ts';

/**
 * What a storefront page shows of its session, in one call: the logged-in user (null for a visitor),
 * the staff member logged in as them, and how many lines the cart holds (its badge).
 */
export const sessionSummary = z.object({
  customer: customer.nullable(),
  actingStaff: actingStaffSummary.nullable(),
  cartLineCount: z.number().int().min(0),
});
export type SessionSummary = z.infer<typeof sessionSummary>;

/** The session of a visitor: nobody logged in, an empty cart. */
export const visitorSession: SessionSummary = { customer: null, actingStaff: null, cartLineCount: 0 };
