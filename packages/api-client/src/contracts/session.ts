import { z } from 'zod';
import { customer } from './account.ts';

/**
 * What a storefront page shows of its session, in one call: the logged-in user (null for a visitor),
 * the staff member logged in as them, and how many lines the cart holds (its badge).
 */
export const sessionSummary = z.object({
  customer: customer.nullable(),
  actingStaff: z.object({ name: z.string(), endsAt: z.string() }).nullable(),
  cartLineCount: z.number().int().min(0),
});
export type SessionSummary = z.infer<typeof sessionSummary>;
