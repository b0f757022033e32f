import { approvalStatuses, orderStatuses } from '@tradeshop/domain';
import { z } from 'zod';
import { companyPerson } from './budget.ts';
import { order } from './checkout.ts';
import { id, pager } from './common.ts';

/** GET /dexis/sw/order/history: the shop's orders of the user (or the company), newest first. */
export const orderHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(orderStatuses).optional(),
  /** Part of an order number or of its reference. */
  term: z.string().trim().max(50).optional(),
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuery>;

/** An order in the history list. */
export const orderHistoryEntry = z.object({
  id,
  orderNumber: z.string(),
  orderReference: z.string().nullable(),
  orderDateTime: z.string(),
  status: z.enum(orderStatuses),
  approvalStatus: z.enum(approvalStatuses).nullable(),
  amountTotal: z.number(),
  lineCount: z.number().int(),
  buyer: companyPerson,
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntry>;
export const orderHistoryResponse = z.object({ data: z.array(orderHistoryEntry), pager });

/** GET /dexis/sw/order/history/detail?orderNumber=: one order with who placed it. */
export const orderHistoryDetailQuery = z.object({ orderNumber: z.string().trim().min(1).max(20) });
export const orderHistoryDetailResponse = z.object({ data: order.extend({ buyer: companyPerson }) });
export type OrderHistoryDetail = z.infer<typeof orderHistoryDetailResponse>['data'];

/** POST /dexis/sw/order/{id}/withdraw: the buyer's own order, withdrawn while it waited for approval. */
export const withdrawOrderResponse = z.object({ data: order });
