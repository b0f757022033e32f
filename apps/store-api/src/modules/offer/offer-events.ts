import type {
  OfferDecisionExport,
  OfferEventDocument,
  OfferEventType,
  OfferRequestExport,
} from '@tradeshop/api-client/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import type { DispatchLoop } from '../../platform/dispatch-loop.ts';
import {
  acknowledgeEvents,
  appendOutboxEvent,
  type EventDeliveryOptions,
  type EventOutbox,
  failingEventCount,
  type OutboxRow,
  startEventOutbox,
  undeliveredEvents,
} from '../../platform/event-outbox.ts';
import { outboxBacklog } from '../../platform/outbox-backlog.ts';
import { companyAndBuyer } from '../account/index.ts';
import { requestAnsweredBy } from '../erp/index.ts';
import { offerEvent, offerRequest } from './offer-request.tables.ts';

/** What the ERP is told of offers: a request, or the buyer's answer to an offer. */
export type OfferEvent =
  | { type: 'offer.requested'; requestId: string }
  | {
      type: 'offer.accepted' | 'offer.declined';
      offerNumber: string;
      companyId: string;
      /** The user who decided. */
      customerId: string;
      reason: string | null;
    };

/** The request as the ERP takes it in. */
async function requestExportOf(tx: Tx, requestId: string) {
  const [request] = await tx.select().from(offerRequest).where(eq(offerRequest.id, requestId));
  if (!request?.customerId) throw new Error(`No offer request ${requestId} with its requester.`);
  const { company, buyer } = await companyAndBuyer(tx, request.companyId, request.customerId);
  const exported: OfferRequestExport = {
    number: request.number,
    requestedAt: request.createdAt.toISOString(),
    company,
    buyer,
    language: request.locale,
    source: request.source as OfferRequestExport['source'],
    orderList: request.orderListName === null ? null : { name: request.orderListName },
    remark: request.remark,
    wishedDate: request.wishedDate,
    lines: request.lines.map((line) => ({
      position: line.position,
      article: line.productNumber,
      customerArticle: line.customerSku,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
    })),
  };
  return { companyId: request.companyId, payload: exported };
}

/** The buyer's answer to an offer as the ERP takes it in, with the request the offer answered. */
async function decisionExportOf(tx: Tx, event: Exclude<OfferEvent, { type: 'offer.requested' }>) {
  const { company, buyer } = await companyAndBuyer(tx, event.companyId, event.customerId);
  // The offer names the request it answers, whether or not the shop has taken the answer in yet.
  const requestNumber = await requestAnsweredBy(tx, event.companyId, event.offerNumber);
  const [answered] = requestNumber
    ? await tx
        .select({ number: offerRequest.number })
        .from(offerRequest)
        .where(and(eq(offerRequest.companyId, event.companyId), eq(offerRequest.number, requestNumber)))
    : [];
  const exported: OfferDecisionExport = {
    offer: event.offerNumber,
    request: answered?.number ?? null,
    company,
    user: buyer,
    decision: event.type === 'offer.accepted' ? 'accepted' : 'declined',
    reason: event.reason,
  };
  return { companyId: event.companyId, payload: exported };
}

/** The offer requests' outbox table and its channel. */
export const offerEvents = { table: 'offer_event', channel: 'offer_event' };

/**
 * Tells the ERP, in the transaction of what happened: an offer requested, or an offer accepted or
 * declined by the buyer. Delivered after the commit, in order per company, like the order events.
 */
export async function recordOfferEvent(tx: Tx, event: OfferEvent) {
  const { companyId, payload } =
    event.type === 'offer.requested'
      ? await requestExportOf(tx, event.requestId)
      : await decisionExportOf(tx, event);
  await appendOutboxEvent(tx, offerEvents, companyId, () =>
    tx.insert(offerEvent).values({ companyId, type: event.type, payload }),
  );
}

function documentOf(row: OutboxRow): OfferEventDocument {
  const fields = { id: Number(row.id), occurredAt: new Date(row.created_at).toISOString() };
  const type = row.type as OfferEventType;
  return type === 'offer.requested'
    ? { ...fields, type, request: row.payload as OfferRequestExport }
    : { ...fields, type, decision: row.payload as OfferDecisionExport };
}

/** Marks events delivered (the webhook took them, or the ERP acknowledged them). */
async function markDelivered(tx: Tx, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const delivered = await tx
    .update(offerEvent)
    .set({ deliveredAt: sql`now()`, claimedUntil: null, failure: null })
    .where(and(inArray(offerEvent.id, [...ids]), sql`${offerEvent.deliveredAt} is null`))
    .returning({ id: offerEvent.id });
  return delivered.length;
}

const offerOutbox: EventOutbox<OfferEventDocument> = {
  ...offerEvents,
  name: 'Offer outbox',
  documentOf,
  markDelivered,
};

/** GET /integration-api/offer-events: the events not delivered yet, oldest first, after a cursor. */
export function undeliveredOfferEvents(tx: Tx, after: number, limit: number): Promise<OfferEventDocument[]> {
  return undeliveredEvents(tx, offerOutbox, after, limit);
}

/** The offer events whose last delivery failed, for the dashboard. */
export const failingOfferEventCount = (tx: Tx) => failingEventCount(tx, offerEvents);

/** The offer events not delivered to the ERP yet, for the metrics and the health page. */
export const offerOutboxBacklog = (tx: Tx) => outboxBacklog(tx, offerEvents.table, 'delivered_at');

/** A pulling ERP acknowledges what it took in: those events are not offered again. */
export function acknowledgeOfferEvents(tx: Tx, ids: readonly number[]): Promise<number> {
  return acknowledgeEvents(tx, offerOutbox, ids);
}

/** Delivers the offer events to the ERP's webhook or the built-in ERP (see startEventOutbox). */
export function startOfferOutbox(
  database: Database,
  options: EventDeliveryOptions<OfferEventDocument>,
): Promise<DispatchLoop> {
  return startEventOutbox(database, offerOutbox, options);
}
