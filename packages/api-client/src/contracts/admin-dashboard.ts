import { z } from 'zod';

/**
 * GET /admin-api/dashboard (permission `dashboard.read`): what needs the distributor's attention
 * today. Amounts in euros, as the order answers give them.
 */
export const dashboardFigures = z.object({
  /** Today in Brussels, `YYYY-MM-DD`: the day `ordersToday` counts. */
  day: z.iso.date(),
  /** The orders placed today: neither waiting for approval nor cancelled. */
  ordersToday: z.object({
    count: z.number().int(),
    amountNet: z.number(),
    amountTotal: z.number(),
  }),
  /** Placed orders that the ERP has not taken yet (its webhook did not take them, or it did not pull them). */
  ordersAwaitingErp: z.number().int(),
  /** Events for the ERP whose last delivery to its webhook or intake failed; they are tried again. */
  failingErpDeliveries: z.object({
    orderEvents: z.number().int(),
    offerEvents: z.number().int(),
  }),
  /** Contact messages and offer requests that the staff have not handled yet (new or in progress). */
  openContactMessages: z.number().int(),
  openOfferRequests: z.number().int(),
  /** Registrations whose confirmation link is still open: the account waits for its e-mail address. */
  registrationsAwaitingConfirmation: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFigures>;
export const dashboardResponse = z.object({ data: dashboardFigures });
