import type { OrderEventDocument, OrderExport } from '@tradeshop/api-client/contracts';
import { fromHundredths, legalMentionOf } from '@tradeshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/index.ts';
import type { DispatchLoop } from '../../platform/dispatch-loop.ts';
import {
  acknowledgeEvents,
  appendOutboxEvent,
  deliverAgain,
  type EventDeliveryOptions,
  type EventOutbox,
  type OutboxRow,
  startEventOutbox,
  undeliveredEvents,
} from '../../platform/event-outbox.ts';
import type { ErpPort } from '../../platform/ports.ts';
import { companyAndBuyer } from '../account/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { orderEvent, salesOrder, salesOrderLine, salesOrderLineStock } from './order.tables.ts';
import { postalAddressOf } from './order-entity.ts';
import { loadOrders } from './order-loader.ts';
import { releaseOrderStock } from './order-stock.ts';

export type OrderEventType = OrderEventDocument['type'];

/** The order as the ERP takes it in, with where the shop held each line's stock. */
async function exportOf(tx: Tx, orderId: string, currency: string): Promise<OrderExport> {
  const [order] = await loadOrders({ tx }, [orderId]);
  if (!order) throw new Error(`No order ${orderId}.`);
  const [{ languageId } = { languageId: '' }] = await tx
    .select({ languageId: salesOrder.languageId })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  const held = await tx
    .select({
      lineId: salesOrderLineStock.orderLineId,
      code: salesOrderLineStock.warehouseCode,
      hundredths: salesOrderLineStock.quantityHundredths,
    })
    .from(salesOrderLineStock)
    .innerJoin(salesOrderLine, eq(salesOrderLine.id, salesOrderLineStock.orderLineId))
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLineStock.warehouseCode));
  const { company, vatNumber, buyer } = await companyAndBuyer(tx, order.companyId, order.customerId);
  const language = (await localeCodesById(tx)).get(languageId) ?? '';
  const treatment = order.vatTreatment;
  return {
    number: order.orderNumber,
    orderedAt: order.orderDateTime,
    status: order.status,
    company,
    buyer,
    language,
    currency,
    reference: order.orderReference,
    referenceSuffix: order.orderReferenceSuffix,
    fileNumber: order.fileNumber,
    remark: order.remark,
    costCenter: order.costCenter,
    costPost: order.costPost,
    paymentMethod: order.paymentMethod,
    shipping: {
      option: order.shippingOption,
      method: order.shippingMethod,
      pickupLocation: order.pickupLocation,
      deliveryDate: order.deliveryDate,
      address: order.shippingAddress && postalAddressOf(order.shippingAddress),
    },
    billingAddress: postalAddressOf(order.billingAddress),
    vat: {
      treatment: treatment?.kind ?? 'domestic',
      category: treatment?.category ?? null,
      exemptionReasonCode: treatment?.exemptionReasonCode ?? null,
      // In the order's language, whatever language the export is read in.
      mention: treatment ? legalMentionOf(treatment.kind, language) : null,
      buyerVatNumber: vatNumber,
      viesRequestIdentifier: treatment?.viesRequestIdentifier ?? null,
    },
    lines: order.lineItems.map((line) => ({
      position: line.position,
      article: line.productNumber,
      customerArticle: line.customerSku,
      description: line.label,
      quantity: line.quantity,
      backorderQuantity: line.backorderQuantity,
      unit: line.uom,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      taxRate: line.taxRate,
      remark: line.remark,
      costPost: line.costPost,
      offer: line.offer,
      warehouses: held
        .filter((part) => part.lineId === line.id)
        .map((part) => ({ code: part.code, quantity: fromHundredths(part.hundredths) })),
    })),
    totals: {
      positions: order.positionPrice,
      shipping: order.shippingTotal,
      additionalCost: order.additionalCost,
      net: order.amountNet,
      total: order.amountTotal,
      taxes: order.calculatedTaxes.map((entry) => ({ rate: entry.taxRate, amount: entry.tax })),
    },
  };
}

/**
 * Tells the ERP, in the transaction that changed the order: an order placed (in the shop's
 * currency), or cancelled after it was placed (an order the ERP never learnt of needs no
 * cancellation). The company's lock numbers its events in the order their transactions commit.
 */
export async function recordOrderEvent(
  tx: Tx,
  orderId: string,
  event: { type: 'order.placed'; currency: string } | { type: 'order.cancelled' },
) {
  let currency: string;
  if (event.type === 'order.placed') currency = event.currency;
  else {
    const [placed] = await tx
      .select({ payload: orderEvent.payload })
      .from(orderEvent)
      .where(and(eq(orderEvent.orderId, orderId), eq(orderEvent.type, 'order.placed')))
      .limit(1);
    if (!placed) return;
    currency = (placed.payload as OrderExport).currency;
  }
  const [order] = await tx
    .select({ companyId: salesOrder.companyId })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  const { companyId } = order!;
  await appendOutboxEvent(tx, orderEvents, companyId, async () =>
    tx.insert(orderEvent).values({
      orderId,
      companyId,
      type: event.type,
      payload: await exportOf(tx, orderId, currency),
    }),
  );
}

/** The order book's outbox table and its channel. */
export const orderEvents = { table: 'order_event', channel: 'order_event' };

const documentOf = (row: OutboxRow): OrderEventDocument => ({
  id: Number(row.id),
  type: row.type as OrderEventType,
  occurredAt: new Date(row.created_at).toISOString(),
  order: row.payload as OrderExport,
});

/**
 * Marks events delivered (the webhook took them, or the ERP acknowledged them). The ERP now counts
 * a placed order in the stock it reports, so the shop's own hold on that stock ends.
 */
async function markDelivered(tx: Tx, erp: ErpPort, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const delivered = await tx
    .update(orderEvent)
    .set({ deliveredAt: sql`now()`, claimedUntil: null, failure: null })
    .where(and(inArray(orderEvent.id, [...ids]), sql`${orderEvent.deliveredAt} is null`))
    .returning({ orderId: orderEvent.orderId, type: orderEvent.type });
  for (const event of delivered) {
    if (event.type === 'order.placed') await releaseOrderStock({ tx, erp }, event.orderId);
  }
  return delivered.length;
}

/** The order book's outbox: a delivered placed order ends the shop's hold on its stock. */
const orderOutbox = (erp: ErpPort): EventOutbox<OrderEventDocument> => ({
  ...orderEvents,
  name: 'Order outbox',
  documentOf,
  markDelivered: (tx, ids) => markDelivered(tx, erp, ids),
});

/** GET /integration-api/orders: the events not delivered yet, oldest first, after a cursor. */
export function undeliveredOrderEvents(tx: Tx, after: number, limit: number): Promise<OrderEventDocument[]> {
  return undeliveredEvents(tx, { ...orderEvents, documentOf }, after, limit);
}

/** A pulling ERP acknowledges what it took in: those events are not offered again. */
export function acknowledgeOrderEvents(tx: Tx, erp: ErpPort, ids: readonly number[]): Promise<number> {
  return acknowledgeEvents(tx, orderOutbox(erp), ids);
}

/** Offers an order's events whose last push failed to the dispatchers at once; answers their ids. */
export function deliverOrderEventsAgain(tx: Tx, orderId: string): Promise<number[]> {
  return deliverAgain(tx, orderEvents, sql`${orderEvent.orderId} = ${orderId}`);
}

export type OrderOutboxOptions = EventDeliveryOptions<OrderEventDocument>;

/** Delivers the order events to the ERP's webhook or the built-in ERP (see startEventOutbox). */
export function startOrderOutbox(
  database: Database,
  erp: ErpPort,
  options: OrderOutboxOptions,
): Promise<DispatchLoop> {
  return startEventOutbox(database, orderOutbox(erp), options);
}
