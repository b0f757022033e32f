import { moneyToNumber, toMoney } from '@tradeshop/domain';
import { and, count, countDistinct, eq, getTableName, gte, isNull, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { failingEventCount } from '../../platform/event-outbox.ts';
import { outboxBacklog } from '../../platform/outbox-backlog.ts';
import { orderEvent, salesOrder } from './order.tables.ts';

/**
 * What the back-office's dashboard shows of the order book: the orders placed since `dayStart`
 * (neither waiting for approval nor cancelled) and their amounts, the placed orders the ERP has not
 * taken yet, and the order events whose last delivery failed.
 */
export async function orderDashboardFigures(tx: Tx, dayStart: Date) {
  const [placed] = await tx
    .select({
      count: count(),
      amountNet: sql<string>`coalesce(sum(${salesOrder.amountNet}), 0)::text`,
      amountTotal: sql<string>`coalesce(sum(${salesOrder.amountTotal}), 0)::text`,
    })
    .from(salesOrder)
    .where(and(gte(salesOrder.orderedAt, dayStart), notInArray(salesOrder.status, ['notOpen', 'cancelled'])));
  const [awaitingErp] = await tx
    .select({ count: countDistinct(orderEvent.orderId) })
    .from(orderEvent)
    .where(and(eq(orderEvent.type, 'order.placed'), isNull(orderEvent.deliveredAt)));
  return {
    ordersToday: {
      count: placed?.count ?? 0,
      amountNet: moneyToNumber(toMoney(placed?.amountNet ?? '0')),
      amountTotal: moneyToNumber(toMoney(placed?.amountTotal ?? '0')),
    },
    ordersAwaitingErp: awaitingErp?.count ?? 0,
    failingOrderEvents: await failingEventCount(tx, { table: getTableName(orderEvent) }),
  };
}

/** The order events not delivered to the ERP yet, for the metrics and the health page. */
export const orderOutboxBacklog = (tx: Tx) => outboxBacklog(tx, getTableName(orderEvent), 'delivered_at');
