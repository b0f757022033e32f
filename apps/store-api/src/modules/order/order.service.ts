import { randomUUID } from 'node:crypto';
import { hasRight } from '@tradeshop/domain';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext, SessionCustomer } from '../../platform/context.ts';
import { orderNumberSequence, salesOrder, salesOrderLine } from './order.tables.ts';
import { recordOrderEvent } from './order-outbox.ts';
import { releaseOrderStock, reserveOrderStock } from './order-stock.ts';

/** The columns of an order a caller may filter on, handed to its `where` callbacks. */
const orderFields = {
  id: salesOrder.id,
  companyId: salesOrder.companyId,
  customerId: salesOrder.customerId,
  flowId: salesOrder.flowId,
  orderReferenceId: salesOrder.orderReferenceId,
  orderNumber: salesOrder.orderNumber,
  orderReference: salesOrder.orderReference,
  status: salesOrder.status,
  approvalStatus: salesOrder.approvalStatus,
  decidedBy: salesOrder.decidedBy,
};
export type OrderFields = typeof orderFields;
/** A condition on orders, written against their columns by the module that asks. */
export type OrderFilter = (order: OrderFields) => SQL | undefined;

/** The orders a user sees: their own; the whole company's with ROLE_MANAGE_COMPANY_ORDER_HISTORY. */
export const visibleTo =
  (user: SessionCustomer): OrderFilter =>
  (order) =>
    hasRight(user.rights, 'ROLE_MANAGE_COMPANY_ORDER_HISTORY')
      ? eq(order.companyId, user.companyId)
      : eq(order.customerId, user.id);

/** The numbers of the orders a user placed in the shop, as a subquery: the ERP's history names them. */
export const orderNumbersPlacedBy = (customerId: string) =>
  sql`(select order_number from sales_order where customer_id = ${customerId})`;

/** The approval of the shop's order of this number (pending, approved, …), as a subquery; null for none. */
export const approvalStatusOfShopOrder = (orderNumber: SQL) =>
  sql`(select approval_status from sales_order where order_number = ${orderNumber})`;

/**
 * The shop's orders a filter keeps, except those numbered in `except`, as rows of the ERP's order
 * history: the orders the ERP does not hold (yet), such as those waiting for approval. A subquery
 * for a union with the ERP's orders, in its columns; `orderedBy` is left to the caller, who knows
 * the people (`customerId`).
 */
export function shopOrderHistoryRows(filter: OrderFilter, except: SQL): SQL {
  return sql`select ${salesOrder.orderNumber} as number, ${salesOrder.orderNumber} as shop_order_number,
      'shop' as channel, ${salesOrder.orderedAt} as ordered_at, ${salesOrder.status} as status,
      ${salesOrder.orderReference} as reference, null::text as ordered_by, ${salesOrder.customerId} as customer_id,
      ${salesOrder.approvalStatus} as approval_status, ${salesOrder.amountTotal}::float8 as total,
      (select count(*)::int from ${salesOrderLine} l where l.order_id = ${salesOrder.id}) as line_count
    from ${salesOrder}
    where ${filter(orderFields) ?? sql`true`} and ${salesOrder.orderNumber} not in ${except}`;
}

/** The ids of the orders a filter keeps, newest first, a page of them, and how many there are. */
export async function pageOrderIds(
  tx: Tx,
  filter: OrderFilter,
  page: { page: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const where = filter(orderFields);
  const [{ total }] = (await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total from ${salesOrder} where ${where ?? sql`true`}`,
  )) as [{ total: number }];
  const rows = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(where)
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { ids: rows.map((row) => row.id), total };
}

/** Who an order concerns and where its approval stands. */
export interface OrderParties {
  id: string;
  orderNumber: string;
  companyId: string;
  buyerId: string;
  flowId: string | null;
  orderReferenceId: string | null;
  approvalStatus: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
}

const partiesColumns = {
  id: salesOrder.id,
  orderNumber: salesOrder.orderNumber,
  companyId: salesOrder.companyId,
  buyerId: salesOrder.customerId,
  flowId: salesOrder.flowId,
  orderReferenceId: salesOrder.orderReferenceId,
  approvalStatus: salesOrder.approvalStatus,
  decidedBy: salesOrder.decidedBy,
  decidedAt: salesOrder.decidedAt,
};

/** The parties of these orders, in no particular order. */
export async function partiesOfOrders(tx: Tx, ids: readonly string[]): Promise<OrderParties[]> {
  if (ids.length === 0) return [];
  return tx
    .select(partiesColumns)
    .from(salesOrder)
    .where(inArray(salesOrder.id, [...ids]));
}

/** The parties of the orders a filter keeps, locked until the transaction ends (by id, so two never wait on each other). */
export async function lockOrders(tx: Tx, filter: OrderFilter): Promise<OrderParties[]> {
  return tx
    .select(partiesColumns)
    .from(salesOrder)
    .where(filter(orderFields))
    .orderBy(salesOrder.id)
    .for('update');
}

/**
 * Ends a waiting order: approving places it as checkout would (stock reserved); declining or
 * withdrawing cancels it, which frees its budget.
 */
export async function settleApproval(
  ctx: RequestContext,
  orderId: string,
  outcome: 'approved' | 'declined' | 'withdrawn',
  by: string,
) {
  if (outcome === 'approved') await reserveOrderStock(ctx, orderId);
  else await cancelOrder(ctx, orderId);
  await ctx.tx
    .update(salesOrder)
    .set({
      status: outcome === 'approved' ? 'open' : 'cancelled',
      approvalStatus: outcome,
      decidedBy: by,
      decidedAt: sql`now()`,
    })
    .where(eq(salesOrder.id, orderId));
  if (outcome === 'approved')
    await recordOrderEvent(ctx.tx, orderId, {
      type: 'order.placed',
      currency: ctx.salesChannel.currency.isoCode,
    });
}

/** An order as checkout writes it: the order row without its number, and its lines without ids. */
export type NewOrder = Omit<typeof salesOrder.$inferInsert, 'id' | 'orderNumber'> & {
  lines: Omit<typeof salesOrderLine.$inferInsert, 'id' | 'orderId' | 'position'>[];
};

/**
 * Writes an order with the next order number and its lines in their order; an order that does not
 * wait for approval holds its stock at once (a waiting one when it is approved).
 */
export async function writeOrder(ctx: RequestContext, { lines, ...order }: NewOrder): Promise<string> {
  const [next] = await queryRows<{ number: string }>(
    ctx.tx,
    sql`select nextval(${orderNumberSequence.seqName})::text as number`,
  );
  const id = randomUUID();
  await ctx.tx.insert(salesOrder).values({ ...order, id, orderNumber: next!.number });
  await ctx.tx
    .insert(salesOrderLine)
    .values(lines.map((line, index) => ({ ...line, id: randomUUID(), orderId: id, position: index + 1 })));
  if (order.approvalStatus !== 'pending') {
    await reserveOrderStock(ctx, id);
    await recordOrderEvent(ctx.tx, id, { type: 'order.placed', currency: ctx.salesChannel.currency.isoCode });
  }
  return id;
}

/** Cancels an order: its stock goes back, and the ERP learns of it when it had the order. */
export async function cancelOrder(ctx: Pick<RequestContext, 'tx' | 'erp'>, orderId: string) {
  await releaseOrderStock(ctx, orderId);
  await ctx.tx.update(salesOrder).set({ status: 'cancelled' }).where(eq(salesOrder.id, orderId));
  await recordOrderEvent(ctx.tx, orderId, { type: 'order.cancelled' });
}

/** The list entries of these orders: number, reference, status, total and how many lines. */
export async function orderSummaries(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: salesOrder.id,
      customerId: salesOrder.customerId,
      orderNumber: salesOrder.orderNumber,
      orderReference: salesOrder.orderReference,
      orderedAt: salesOrder.orderedAt,
      status: salesOrder.status,
      approvalStatus: salesOrder.approvalStatus,
      amountTotal: salesOrder.amountTotal,
    })
    .from(salesOrder)
    .where(inArray(salesOrder.id, [...ids]));
  const lineCounts = new Map(
    (
      await tx
        .select({ orderId: salesOrderLine.orderId, count: sql<number>`count(*)::int` })
        .from(salesOrderLine)
        .where(inArray(salesOrderLine.orderId, [...ids]))
        .groupBy(salesOrderLine.orderId)
    ).map((row) => [row.orderId, Number(row.count)]),
  );
  return rows.map((row) => ({ ...row, lineCount: lineCounts.get(row.id) ?? 0 }));
}

/** What the ERP says of an order (see `orderStatusRow`), with the order found by its number. */
export interface ErpOrderUpdate {
  orderId: string;
  status: string;
  shipmentNumber: string | null;
  trackAndTraceUrl: string | null;
  lines: {
    position: number;
    deliveryDate: string | null;
    shippingNoteNumber: string | null;
    invoiceNumber: string | null;
    invoiceDate: string | null;
  }[];
}

/** Orders by their numbers, with the positions of their lines: what an ERP update may name. */
export async function ordersByNumber(
  tx: Tx,
  numbers: readonly string[],
): Promise<Map<string, { id: string; positions: Set<number> }>> {
  if (numbers.length === 0) return new Map();
  const rows = await queryRows<{ id: string; order_number: string; positions: number[] }>(
    tx,
    sql`select o.id, o.order_number, array_agg(l.position) as positions
        from sales_order o join sales_order_line l on l.order_id = o.id
        where o.order_number = any(${sql.param([...new Set(numbers)])}::text[])
        group by o.id, o.order_number`,
  );
  return new Map(rows.map((row) => [row.order_number, { id: row.id, positions: new Set(row.positions) }]));
}

/**
 * Takes the ERP's word on orders and their lines, writing only what differs; answers the orders
 * that changed. An order the ERP cancelled holds no stock in the shop any more.
 */
export async function applyErpOrderUpdates(
  ctx: Pick<RequestContext, 'tx' | 'erp'>,
  updates: readonly ErpOrderUpdate[],
): Promise<Set<string>> {
  const { tx } = ctx;
  const changedOrders = await queryRows<{ id: string; status: string }>(
    tx,
    sql`update sales_order o
        set status = r.status, shipment_number = r.shipment_number, track_and_trace_url = r.track_and_trace_url
        from unnest(${sql.param(updates.map((update) => update.orderId))}::uuid[],
                    ${sql.param(updates.map((update) => update.status))}::text[],
                    ${sql.param(updates.map((update) => update.shipmentNumber))}::text[],
                    ${sql.param(updates.map((update) => update.trackAndTraceUrl))}::text[])
          as r(id, status, shipment_number, track_and_trace_url)
        where o.id = r.id
          and (o.status, o.shipment_number, o.track_and_trace_url)
            is distinct from (r.status, r.shipment_number, r.track_and_trace_url)
        returning o.id, o.status`,
  );
  const lines = updates.flatMap((update) =>
    update.lines.map((line) => ({ orderId: update.orderId, ...line })),
  );
  const changedLines = await queryRows<{ order_id: string }>(
    tx,
    sql`update sales_order_line l
        set delivery_date = r.delivery_date, shipping_note_number = r.shipping_note_number,
            invoice_number = r.invoice_number, invoice_date = r.invoice_date
        from unnest(${sql.param(lines.map((line) => line.orderId))}::uuid[],
                    ${sql.param(lines.map((line) => line.position))}::int[],
                    ${sql.param(lines.map((line) => line.deliveryDate))}::date[],
                    ${sql.param(lines.map((line) => line.shippingNoteNumber))}::text[],
                    ${sql.param(lines.map((line) => line.invoiceNumber))}::text[],
                    ${sql.param(lines.map((line) => line.invoiceDate))}::date[])
          as r(order_id, position, delivery_date, shipping_note_number, invoice_number, invoice_date)
        where l.order_id = r.order_id and l.position = r.position
          and (l.delivery_date, l.shipping_note_number, l.invoice_number, l.invoice_date)
            is distinct from (r.delivery_date, r.shipping_note_number, r.invoice_number, r.invoice_date)
        returning l.order_id`,
  );
  for (const order of changedOrders) {
    if (order.status === 'cancelled') await releaseOrderStock(ctx, order.id);
  }
  return new Set([...changedOrders.map((order) => order.id), ...changedLines.map((line) => line.order_id)]);
}
