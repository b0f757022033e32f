import type { OrderEventDocument, OrderExport } from '@tradeshop/api-client/contracts';
import { fromHundredths } from '@tradeshop/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/index.ts';
import { type DispatchLoop, startDispatchLoop } from '../../platform/dispatch-loop.ts';
import type { ErpPort } from '../../platform/ports.ts';
import { companyAndBuyer } from '../account/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { loadOrders } from './order.service.ts';
import { orderEvent, salesOrder, salesOrderLine, salesOrderLineStock } from './order.tables.ts';
import { releaseOrderStock } from './order-stock.ts';

export type OrderEventType = OrderEventDocument['type'];

/** The order as the ERP takes it in, with where the shop held each line's stock. */
async function exportOf(tx: Tx, orderId: string, currency: string): Promise<OrderExport> {
  const [order] = await loadOrders(tx, [orderId]);
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
  const { company, buyer } = await companyAndBuyer(tx, order.companyId, order.customerId);
  return {
    number: order.orderNumber,
    orderedAt: order.orderDateTime,
    status: order.status,
    company,
    buyer,
    language: (await localeCodesById(tx)).get(languageId) ?? '',
    currency,
    reference: order.orderReference,
    referenceSuffix: order.orderReferenceSuffix,
    fileNumber: order.fileNumber,
    remark: order.remark,
    costCenter: order.costCenter,
    paymentMethod: order.paymentMethod,
    shipping: {
      option: order.shippingOption,
      method: order.shippingMethod,
      pickupLocation: order.pickupLocation,
      deliveryDate: order.deliveryDate,
      address: order.shippingAddress,
    },
    billingAddress: order.billingAddress,
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
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order_event:${order!.companyId}`}))`);
  await tx.insert(orderEvent).values({
    orderId,
    companyId: order!.companyId,
    type: event.type,
    payload: await exportOf(tx, orderId, currency),
  });
  await tx.execute(sql`select pg_notify(${outboxChannel}, '')`);
}

/** Wakes the dispatchers when a new event commits. */
const outboxChannel = 'order_event';

interface EventRow {
  id: string;
  type: OrderEventType;
  created_at: string | Date;
  payload: OrderExport;
  order_id: string;
  attempts: number;
}

const documentOf = (row: EventRow): OrderEventDocument => ({
  id: Number(row.id),
  type: row.type,
  occurredAt: new Date(row.created_at).toISOString(),
  order: row.payload,
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

/** GET /integration-api/orders: the events not delivered yet, oldest first, after a cursor. */
export async function undeliveredOrderEvents(
  tx: Tx,
  after: number,
  limit: number,
): Promise<OrderEventDocument[]> {
  const rows = await queryRows<EventRow>(
    tx,
    sql`select id, type, created_at, payload, order_id, attempts from order_event
        where delivered_at is null and id > ${after} order by id limit ${limit}`,
  );
  return rows.map(documentOf);
}

/** A pulling ERP acknowledges what it took in: those events are not offered again. */
export function acknowledgeOrderEvents(tx: Tx, erp: ErpPort, ids: readonly number[]): Promise<number> {
  return tx.transaction((inner) => markDelivered(inner, erp, ids));
}

export interface OrderOutboxOptions {
  /** Hands an event to the ERP; a throw (or no 2xx) means: try again later. */
  deliver: (event: OrderEventDocument) => Promise<void>;
  /** Seconds to wait after the first, second, … failed attempt; the last one repeats (never given up). */
  retrySeconds?: readonly number[];
  pollMillis?: number;
}

const defaultRetrySeconds = [10, 60, 300, 900, 3600];
const claimSeconds = 120;

/**
 * Delivers the order events to the ERP's webhook, in order per company: a company's next event
 * waits until the one before it is delivered. Events live in the database, so a restart (or a
 * process killed between the order's commit and the delivery) loses none: the next dispatcher
 * delivers them. Several processes share the work through claims.
 */
export async function startOrderOutbox(
  database: Database,
  erp: ErpPort,
  options: OrderOutboxOptions,
): Promise<DispatchLoop> {
  const retrySeconds = options.retrySeconds ?? defaultRetrySeconds;
  const claim = () =>
    queryRows<EventRow>(
      database.db,
      sql`update order_event e set attempts = e.attempts + 1,
            claimed_until = now() + make_interval(secs => ${claimSeconds})
          where e.id in (
            select first.id from (
              select distinct on (company_id) id, next_attempt_at, claimed_until
              from order_event where delivered_at is null
              order by company_id, id) first
            where first.next_attempt_at <= now()
              and (first.claimed_until is null or first.claimed_until < now())
            limit 20)
          and e.delivered_at is null and (e.claimed_until is null or e.claimed_until < now())
          returning e.id, e.type, e.created_at, e.payload, e.order_id, e.attempts`,
    );

  const deliverClaimed = async (row: EventRow) => {
    try {
      await options.deliver(documentOf(row));
      await database.db.transaction((tx) => markDelivered(tx, erp, [Number(row.id)]));
    } catch (error) {
      const wait = retrySeconds[Math.min(row.attempts, retrySeconds.length) - 1] ?? 3600;
      await database.db.execute(
        sql`update order_event set failure = ${error instanceof Error ? error.message : String(error)},
            claimed_until = null, next_attempt_at = now() + make_interval(secs => ${wait})
            where id = ${row.id}`,
      );
    }
  };

  const loop = startDispatchLoop(
    'Order outbox',
    async (stopped) => {
      for (let claimed = await claim(); claimed.length > 0 && !stopped(); claimed = await claim()) {
        await Promise.all(claimed.map(deliverClaimed));
      }
    },
    options.pollMillis ?? 5000,
  );
  const stopListening = await database.listen(outboxChannel, () => void loop.dispatch());
  return {
    dispatch: loop.dispatch,
    async stop() {
      await stopListening();
      await loop.stop();
    },
  };
}
