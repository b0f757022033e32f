import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderPage,
  type AdminOrderSummary,
  adminOrderCountCap,
  type ErpDeliveryState,
} from '@tradeshop/api-client/contracts';
import { errorCodes, fromHundredths, momentOfBound, moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, asc, desc, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { companyNamesById, usersById } from '../account/index.ts';
import { type AuditActor, recordAudit } from '../audit/index.ts';
import { cancelOrder } from './order.service.ts';
import { orderEvent, salesOrder, salesOrderLine } from './order.tables.ts';
import { deliverOrderEventsAgain } from './order-outbox.ts';

const euros = (amount: string) => moneyToNumber(toMoney(amount));
const erpDeliveryOf = (stored: string | null) => (stored ?? 'none') as ErpDeliveryState;
const orderNotFound = (id: string) =>
  notFound(errorCodes.adminOrderNotFound, 'No order with this id.', { id });

/** The list's filters, the period's bounds as moments. */
type OrderFilters = Omit<AdminOrderListQuery, 'since' | 'until'> & { since?: Date; until?: Date };

/** What the list filters on, but where the page starts. */
function matching(query: OrderFilters): SQL | undefined {
  const { erpDelivery, since, until } = query;
  return and(
    query.status ? eq(salesOrder.status, query.status) : undefined,
    query.companyId ? eq(salesOrder.companyId, query.companyId) : undefined,
    erpDelivery === 'none'
      ? isNull(salesOrder.erpDelivery)
      : erpDelivery
        ? eq(salesOrder.erpDelivery, erpDelivery)
        : undefined,
    query.number ? eq(salesOrder.orderNumber, query.number) : undefined,
    since ? gte(salesOrder.orderedAt, since) : undefined,
    until ? lt(salesOrder.orderedAt, until) : undefined,
  );
}

/**
 * The orders after the one numbered `after`, in the list's order (newest first, then by number).
 * Its time is read in SQL: a JavaScript date would lose the microseconds that order two orders.
 */
async function startingAfter(tx: Tx, orderNumber: string | undefined): Promise<SQL | undefined> {
  if (orderNumber === undefined) return undefined;
  const [known] = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(eq(salesOrder.orderNumber, orderNumber));
  if (!known)
    throw new ApiProblem(400, errorCodes.adminUnknownPageStart, 'No order has the number `after` names.', {
      after: orderNumber,
    });
  return sql`(${salesOrder.orderedAt}, ${salesOrder.orderNumber})
    < ((select start.ordered_at from ${salesOrder} start where start.order_number = ${orderNumber}), ${orderNumber})`;
}

/**
 * A page of the orders a query keeps, newest first, and how many they are. The count stops at
 * `adminOrderCountCap`: counting a million orders on every page would cost more than the page.
 */
export async function staffOrderList(tx: Tx, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const since = momentOfBound(query.since);
  const until = momentOfBound(query.until);
  if (since && until && since >= until)
    throw new ApiProblem(400, errorCodes.invalidPeriod, '`since` must lie before `until`.');
  const where = matching({ ...query, since, until });
  const [counted] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count
        from (select 1 from ${salesOrder} where ${where ?? sql`true`} limit ${adminOrderCountCap + 1}) capped`,
  );
  const rows = await tx
    .select({
      id: salesOrder.id,
      orderNumber: salesOrder.orderNumber,
      orderedAt: salesOrder.orderedAt,
      status: salesOrder.status,
      approvalStatus: salesOrder.approvalStatus,
      companyId: salesOrder.companyId,
      customerId: salesOrder.customerId,
      amountNet: salesOrder.amountNet,
      amountTotal: salesOrder.amountTotal,
      erpDelivery: salesOrder.erpDelivery,
    })
    .from(salesOrder)
    .where(and(where, await startingAfter(tx, query.after)))
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const companies = await companyNamesById(
    tx,
    page.map((row) => row.companyId),
  );
  const customers = await usersById(
    tx,
    page.map((row) => row.customerId),
  );
  return {
    data: page.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      orderedAt: row.orderedAt.toISOString(),
      status: row.status as AdminOrderSummary['status'],
      approvalStatus: row.approvalStatus as AdminOrderSummary['approvalStatus'],
      company: { id: row.companyId, ...companies.get(row.companyId)! },
      customer: { id: row.customerId, name: customers.get(row.customerId)!.name },
      totals: { net: euros(row.amountNet), gross: euros(row.amountTotal) },
      erpDelivery: erpDeliveryOf(row.erpDelivery),
    })),
    total: {
      count: Math.min(counted!.count, adminOrderCountCap),
      exact: counted!.count <= adminOrderCountCap,
    },
    next: rows.length > query.limit ? page.at(-1)!.orderNumber : null,
  };
}

/** An order's events for the ERP, oldest first; `onItsWay` while a dispatcher holds one. */
function eventsOf(tx: Tx, orderId: string) {
  return tx
    .select({
      id: orderEvent.id,
      type: orderEvent.type,
      createdAt: orderEvent.createdAt,
      deliveredAt: orderEvent.deliveredAt,
      failure: orderEvent.failure,
      nextAttemptAt: orderEvent.nextAttemptAt,
      attemptCount: orderEvent.attempts,
      attemptLog: orderEvent.attemptLog,
      onItsWay: sql<boolean>`coalesce(${orderEvent.claimedUntil} > now(), false)`,
    })
    .from(orderEvent)
    .where(eq(orderEvent.orderId, orderId))
    .orderBy(asc(orderEvent.id));
}
type OrderEventRow = Awaited<ReturnType<typeof eventsOf>>[number];

/** Staff may cancel an open order until the ERP has taken it (its placed event is delivered). */
const cancellable = (status: string, events: readonly OrderEventRow[]) =>
  status === 'open' && !events.some((event) => event.type === 'order.placed' && event.deliveredAt);

/** Events whose last push failed and that no dispatcher holds now: what "deliver again" offers again. */
const failedEvents = (events: readonly OrderEventRow[]) =>
  events.filter((event) => !event.deliveredAt && event.failure !== null && !event.onItsWay);

/** An order as the back-office shows it: header, addresses, lines, and its events for the ERP with their attempts. */
export async function staffOrderDetail(tx: Tx, orderId: string): Promise<AdminOrderDetail> {
  const [order] = await tx.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  if (!order) throw orderNotFound(orderId);
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId))
    .orderBy(asc(salesOrderLine.position));
  const events = await eventsOf(tx, orderId);
  const company = (await companyNamesById(tx, [order.companyId])).get(order.companyId)!;
  const customer = (await usersById(tx, [order.customerId])).get(order.customerId)!;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderedAt: order.orderedAt.toISOString(),
    status: order.status as AdminOrderDetail['status'],
    approvalStatus: order.approvalStatus as AdminOrderDetail['approvalStatus'],
    company: { id: order.companyId, ...company },
    customer: { id: order.customerId, ...customer },
    placedByStaff: order.placedByStaffName,
    erpDelivery: erpDeliveryOf(order.erpDelivery),
    orderReference: order.orderReference,
    orderReferenceSuffix: order.orderReferenceSuffix,
    fileNumber: order.fileNumber,
    remark: order.remark,
    paymentMethod: order.paymentMethod,
    shipping: {
      option: order.shippingOption,
      method: order.shippingMethod,
      pickupLocation: order.pickupLocation,
      deliveryDate: order.deliveryDate,
      address: order.shippingAddress,
    },
    billingAddress: order.billingAddress,
    totals: {
      positions: euros(order.positionPrice),
      shipping: euros(order.shippingTotal),
      additionalCost: euros(order.additionalCost),
      net: euros(order.amountNet),
      gross: euros(order.amountTotal),
      taxes: order.calculatedTaxes.map((entry) => ({ rate: entry.taxRate, amount: euros(entry.tax) })),
    },
    shipmentNumber: order.shipmentNumber,
    trackAndTraceUrl: order.trackAndTraceUrl,
    cancelReason: order.cancelReason,
    lines: lines.map((line) => ({
      position: line.position,
      articleNumber: line.productNumber,
      customerArticleNumber: line.customerSku,
      name: line.label,
      quantity: fromHundredths(line.quantityHundredths),
      backorderQuantity: fromHundredths(line.backorderHundredths),
      unit: line.unitOfMeasure,
      unitPrice: euros(line.unitPrice),
      total: euros(line.totalPrice),
      taxRate: Number(line.taxRate),
      deliveryDate: line.deliveryDate,
      shippingNoteNumber: line.shippingNoteNumber,
      invoiceNumber: line.invoiceNumber,
      invoiceDate: line.invoiceDate,
    })),
    erpEvents: events.map((event) => ({
      id: event.id,
      type: event.type as AdminOrderDetail['erpEvents'][number]['type'],
      createdAt: event.createdAt.toISOString(),
      deliveredAt: event.deliveredAt?.toISOString() ?? null,
      failure: event.failure,
      nextAttemptAt: event.deliveredAt ? null : event.nextAttemptAt.toISOString(),
      attemptCount: event.attemptCount,
      attempts: event.attemptLog.map((attempt) => ({ ...attempt, at: new Date(attempt.at).toISOString() })),
    })),
    cancellable: cancellable(order.status, events),
    deliverableAgain: failedEvents(events).length > 0,
  };
}

/** The order, locked until the transaction ends: staff's changes to it wait for each other. */
async function orderState(tx: Tx, orderId: string, lock: 'lock' | 'read') {
  const query = tx
    .select({ status: salesOrder.status, erpDelivery: salesOrder.erpDelivery })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  const [order] = await (lock === 'lock' ? query.for('update') : query);
  if (!order) throw orderNotFound(orderId);
  return order;
}

/**
 * Cancels an order for the staff, with their reason, while the ERP has not taken it: its stock goes
 * back to the warehouses, and an ERP that was sent the order is sent the cancellation after it.
 */
export async function cancelOrderAsStaff(
  ctx: Pick<RequestContext, 'tx' | 'erp'>,
  actor: AuditActor,
  orderId: string,
  reason: string,
) {
  const { tx } = ctx;
  const order = await orderState(tx, orderId, 'lock');
  if (!cancellable(order.status, await eventsOf(tx, orderId)))
    throw new ApiProblem(
      409,
      errorCodes.adminOrderNotCancellable,
      order.status === 'open'
        ? 'The ERP has taken this order: it is cancelled there.'
        : `Only an open order can be cancelled; this one is ${order.status}.`,
      { status: order.status },
    );
  await cancelOrder(ctx, orderId);
  await tx.update(salesOrder).set({ cancelReason: reason }).where(eq(salesOrder.id, orderId));
  await recordAudit(tx, actor, {
    objectType: 'order',
    objectId: orderId,
    action: 'cancelled',
    changes: { status: [order.status, 'cancelled'], cancelReason: [null, reason] },
  });
}

/** Offers the order's events whose delivery failed to the ERP again, now rather than after their back-off. */
export async function deliverOrderAgain(tx: Tx, actor: AuditActor, orderId: string) {
  // Not locked: the events are, by the update below, and then the order by their trigger. Every writer of
  // events takes the two in that order (the outbox's dispatchers too): taking the order first deadlocks.
  const order = await orderState(tx, orderId, 'read');
  const failed = failedEvents(await eventsOf(tx, orderId));
  const offered = failed.length > 0 ? await deliverOrderEventsAgain(tx, orderId) : [];
  if (offered.length === 0)
    throw new ApiProblem(
      409,
      errorCodes.adminNoFailedDelivery,
      'No event of this order failed to reach the ERP, or the one that did is on its way now.',
    );
  const [now] = await tx
    .select({ erpDelivery: salesOrder.erpDelivery })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  await recordAudit(tx, actor, {
    objectType: 'order',
    objectId: orderId,
    action: 'delivered-again',
    changes: {
      erpDelivery: [erpDeliveryOf(order.erpDelivery), erpDeliveryOf(now!.erpDelivery)],
      failure: [
        failed
          .filter((event) => offered.includes(event.id))
          .map((event) => event.failure)
          .join('\n'),
        null,
      ],
    },
  });
}
