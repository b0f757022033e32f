import { limits, offerRequestRemarkMaxLength, offerRequestSources } from '@tradeshop/domain';
import { z } from 'zod';
import { id, pager } from './common.ts';

/**
 * Offer requests (account-and-ordering.md §1, ROLE_REQUEST_OFFER): a buyer asks for an offer on the
 * lines of the cart or of an order list; the ERP answers with an offer that names the request.
 */

/** requested: waiting for the ERP; answered: an offer for it arrived (`offerNumber`). */
export const offerRequestStatuses = ['requested', 'answered'] as const;
export type OfferRequestStatus = (typeof offerRequestStatuses)[number];

const requestFields = {
  remark: z.string().trim().max(offerRequestRemarkMaxLength).optional(),
  /** The day the buyer would like the goods, a Belgian day from today on. */
  wishedDate: z.iso.date().optional(),
};

/** POST /dexis/offer-request: the cart's lines (the cart stays as it is) or an order list's. */
export const offerRequestInput = z.discriminatedUnion('source', [
  z.object({ source: z.literal('cart'), ...requestFields }),
  z.object({ source: z.literal('order-list'), orderListId: id, ...requestFields }),
]);
export type OfferRequestInput = z.input<typeof offerRequestInput>;

/** A line asked for, as the buyer saw it: the name in the buyer's language. */
export const offerRequestLine = z.object({
  position: z.number().int(),
  productId: id,
  productNumber: z.string(),
  /** The company's own article number, when it has one. */
  customerSku: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
});
export type OfferRequestLine = z.infer<typeof offerRequestLine>;

export const offerRequestEntry = z.object({
  number: z.string(),
  source: z.enum(offerRequestSources),
  /** The order list the lines came from (its id is null once the list is deleted). */
  orderList: z.object({ id: id.nullable(), name: z.string() }).nullable(),
  remark: z.string().nullable(),
  wishedDate: z.string().nullable(),
  requestedAt: z.string(),
  /** Who asked; null once that user is deleted. */
  requestedBy: z.string().nullable(),
  status: z.enum(offerRequestStatuses),
  /** The offer that answered the request. */
  offerNumber: z.string().nullable(),
  lines: z.array(offerRequestLine),
});
export type OfferRequestEntry = z.infer<typeof offerRequestEntry>;
export const offerRequestResponse = z.object({ data: offerRequestEntry });

/** GET /dexis/offer-request: the company's requests, newest first. */
export const offerRequestQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.accountList),
  status: z.enum(offerRequestStatuses).optional(),
});
export type OfferRequestQuery = z.input<typeof offerRequestQuery>;
export const offerRequestPageResponse = z.object({ data: z.array(offerRequestEntry), pager });

const exportCompany = z.object({ number: z.string(), name: z.string() });
const exportUser = z.object({ username: z.string(), name: z.string(), email: z.string() });

/** An offer request as the ERP takes it in, to make an offer that names it (`request` of the offer). */
export const offerRequestExport = z.object({
  number: z.string(),
  requestedAt: z.string(),
  company: exportCompany,
  buyer: exportUser,
  /** The buyer's language (nl-NL, fr-FR, en-GB): the offer's language. */
  language: z.string(),
  source: z.enum(offerRequestSources),
  orderList: z.object({ name: z.string() }).nullable(),
  remark: z.string().nullable(),
  wishedDate: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      article: z.string(),
      customerArticle: z.string().nullable(),
      name: z.string(),
      quantity: z.number(),
      unit: z.string(),
    }),
  ),
});
export type OfferRequestExport = z.infer<typeof offerRequestExport>;

export const offerDecisions = ['accepted', 'declined'] as const;
export type OfferDecisionKind = (typeof offerDecisions)[number];

/**
 * A buyer's answer to an open offer: accepted (the order with the offer's prices follows) or
 * declined with a reason.
 */
export const offerDecisionExport = z.object({
  /** The ERP's offer number. */
  offer: z.string(),
  /** The shop's request the offer answered, when it answered one. */
  request: z.string().nullable(),
  company: exportCompany,
  user: exportUser,
  decision: z.enum(offerDecisions),
  reason: z.string().nullable(),
});
export type OfferDecisionExport = z.infer<typeof offerDecisionExport>;

const eventFields = {
  /** The same on every delivery of an event; counted apart from the order events' ids. */
  id: z.number().int(),
  occurredAt: z.string(),
};

/** What the ERP learns of offers, in order per company. */
export const offerEventDocument = z.discriminatedUnion('type', [
  z.object({ ...eventFields, type: z.literal('offer.requested'), request: offerRequestExport }),
  z.object({ ...eventFields, type: z.literal('offer.accepted'), decision: offerDecisionExport }),
  z.object({ ...eventFields, type: z.literal('offer.declined'), decision: offerDecisionExport }),
]);
export type OfferEventDocument = z.infer<typeof offerEventDocument>;
export type OfferEventType = OfferEventDocument['type'];

/** GET /integration-api/offer-events: events not acknowledged yet, oldest first, after `after`. */
export const offerEventsResponse = z.object({ data: z.array(offerEventDocument) });
