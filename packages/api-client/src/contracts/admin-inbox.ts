import { offerRequestSources } from '@tradeshop/domain';
import { z } from 'zod';
import { adminPaging } from './admin.ts';
import { id } from './common.ts';
import { offerRequestLine, offerRequestStatuses } from './offer-request.ts';

/**
 * The back-office's inboxes: the contact form's messages (permission `contact-messages.manage`) and
 * the buyers' offer requests (permission `offer-requests.manage`), each handled by a staff member.
 */

/** How far the staff have got with a message or request. */
export const handlingStates = ['new', 'in-progress', 'done'] as const;
export type HandlingState = (typeof handlingStates)[number];

/** Who handles an item, and how far they got. */
export const handling = z.object({
  state: z.enum(handlingStates),
  /** The staff member who handles it; null while nobody does. */
  assignee: z.object({ id, name: z.string() }).nullable(),
});
export type Handling = z.infer<typeof handling>;

/** The filters of an inbox, newest first. */
export const inboxQuery = z.object({
  state: z.enum(handlingStates).optional(),
  /** A staff member's id, `me` (the signed-in member) or `none` (nobody handles it yet). */
  assignee: z.union([z.enum(['me', 'none']), id]).optional(),
  ...adminPaging,
});
export type InboxQuery = z.input<typeof inboxQuery>;

/**
 * PATCH of an inbox's item: its state, and who handles it (null: nobody). What is left out stays;
 * the assignee must be an active member whose roles allow the inbox.
 */
export const handlingChange = z.object({
  state: z.enum(handlingStates).optional(),
  assigneeId: id.nullable().optional(),
});
export type HandlingChange = z.input<typeof handlingChange>;

/** GET /admin-api/contact-message: a message of the contact form, as the inbox lists it. */
export const adminContactMessage = z.object({
  id,
  /** What the sender was told to quote (`CT-` and eight characters). */
  reference: z.string(),
  receivedAt: z.string(),
  name: z.string(),
  company: z.string(),
  customerNumber: z.string(),
  email: z.string(),
  subject: z.string(),
  /** The sender's language, the one to answer in. */
  locale: z.string(),
  handling,
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;
export const adminContactMessageListResponse = z.object({
  data: z.array(adminContactMessage),
  total: z.number().int(),
});

/** GET /admin-api/contact-message/{id}: the whole message. */
export const adminContactMessageDetail = adminContactMessage.extend({
  phone: z.string(),
  message: z.string(),
  /** The logged-in user who sent it; null for a visitor (or a user deleted since). */
  customerId: id.nullable(),
});
export type AdminContactMessageDetail = z.infer<typeof adminContactMessageDetail>;
export const adminContactMessageResponse = z.object({ data: adminContactMessageDetail });

/** GET /admin-api/offer-request: the inbox's filters, and the ERP's status beside them. */
export const adminOfferRequestQuery = inboxQuery.extend({
  status: z.enum(offerRequestStatuses).optional(),
});
export type AdminOfferRequestQuery = z.input<typeof adminOfferRequestQuery>;

/** An offer request as the inbox lists it. */
export const adminOfferRequest = z.object({
  id,
  number: z.string(),
  requestedAt: z.string(),
  company: z.object({ id, number: z.string(), name: z.string() }),
  /** Who asked; null once that user is deleted. */
  requestedBy: z.object({ id, name: z.string() }).nullable(),
  source: z.enum(offerRequestSources),
  wishedDate: z.string().nullable(),
  lineCount: z.number().int(),
  /** The ERP's side: requested until its offer for the request comes in (`offerNumber`), then answered. */
  status: z.enum(offerRequestStatuses),
  offerNumber: z.string().nullable(),
  handling,
});
export type AdminOfferRequest = z.infer<typeof adminOfferRequest>;
export const adminOfferRequestListResponse = z.object({
  data: z.array(adminOfferRequest),
  total: z.number().int(),
});

/** GET /admin-api/offer-request/{id}: the request with its remark and lines. */
export const adminOfferRequestDetail = adminOfferRequest.extend({
  remark: z.string().nullable(),
  /** The order list the lines came from (its id is null once the list is deleted). */
  orderList: z.object({ id: id.nullable(), name: z.string() }).nullable(),
  lines: z.array(offerRequestLine),
});
export type AdminOfferRequestDetail = z.infer<typeof adminOfferRequestDetail>;
export const adminOfferRequestResponse = z.object({ data: adminOfferRequestDetail });
