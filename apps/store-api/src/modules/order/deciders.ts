import type { Order } from '@tradeshop/api-client/contracts';
import { type AnyColumn, and, asc, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/index.ts';
import { customer, customerRight } from '../customer/customer.tables.ts';
import { person } from '../order-flow/index.ts';
import { orderFlowApprover } from '../order-flow/order-flow.tables.ts';
import { orderReferenceApprover } from '../order-reference/order-reference.tables.ts';
import { salesOrder } from './order.tables.ts';

/** A value of an order in a query: a column of the order row, or a known value (null for none). */
type OrderValue = AnyColumn | SQL | string | null;

/** Whom an order concerns when its deciders are worked out: the order row itself, or a cart's order. */
export interface OrderParties {
  companyId: OrderValue;
  buyerId: OrderValue;
  flowId: OrderValue;
  orderReferenceId: OrderValue;
}

/** The parties of the `sales_order` row of the surrounding query. */
export const partiesOfOrderRow: OrderParties = {
  companyId: salesOrder.companyId,
  buyerId: salesOrder.customerId,
  flowId: salesOrder.flowId,
  orderReferenceId: salesOrder.orderReferenceId,
};

const decider = alias(customer, 'decider');
const namedApprover = alias(customer, 'named_approver');
type Person = typeof decider | typeof namedApprover;
/** The customer table under an alias's name, for the sub-queries below (an alias names only itself). */
const customerAs = (person: Person) => sql`${customer} as ${sql.identifier(getTableName(person))}`;
type CompanyPerson = Order['approvers'][number];

/** A user who may decide orders today: active, not deleted and holding ROLE_APPROVE_ORDER_FLOWS. */
function mayApprove(person: Person) {
  return sql`${person.active} and ${person.deletedAt} is null and exists (
    select 1 from ${customerRight} where ${customerRight.customerId} = ${person.id}
      and ${customerRight.code} = 'ROLE_APPROVE_ORDER_FLOWS' and ${customerRight.enabled})`;
}

/** The person is named as approver by the order's flow or by its order reference. */
function namedBy(person: Person, order: OrderParties) {
  return sql`(${person.id} in (select ${orderFlowApprover.customerId} from ${orderFlowApprover}
      where ${orderFlowApprover.flowId} = ${order.flowId})
    or ${person.id} in (select ${orderReferenceApprover.customerId} from ${orderReferenceApprover}
      where ${orderReferenceApprover.referenceId} = ${order.orderReferenceId}))`;
}

/** Some approver named by the order's flow or order reference, other than its buyer, may decide it today. */
function namedDeciderLeft(order: OrderParties) {
  return sql`exists (select 1 from ${customerAs(namedApprover)}
    where ${namedApprover.companyId} = ${order.companyId} and ${namedApprover.id} <> ${order.buyerId}
      and ${mayApprove(namedApprover)} and ${namedBy(namedApprover, order)})`;
}

/**
 * Whether the user `who` may decide the order: never its buyer; an approver named by its flow or
 * order reference who may approve today; and when no such approver is left (the buyer named
 * themselves, the others were deactivated, deleted or lost the right), the company's lead buyers who
 * may approve. Worked out when asked, so an order never waits for somebody who can no longer act.
 */
export function decides(who: AnyColumn | SQL | string, order: OrderParties): SQL {
  return sql`exists (select 1 from ${customerAs(decider)}
    where ${decider.id} = ${who} and ${decider.id} <> ${order.buyerId}
      and ${decider.companyId} = ${order.companyId} and ${mayApprove(decider)}
      and (${namedBy(decider, order)} or (${decider.leadBuyer} and not ${namedDeciderLeft(order)})))`;
}

/** The users who may decide an order of these parties now, by name. */
export function decidersOf(tx: Tx, order: OrderParties): Promise<CompanyPerson[]> {
  return tx
    .select(person)
    .from(customer)
    .where(decides(customer.id, order))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
}

/** Whether the deciders of these parties are the lead buyers, because no named approver may decide. */
export async function decidedByLeadBuyers(tx: Tx, order: OrderParties): Promise<boolean> {
  const [row] = await queryRows<{ named: boolean }>(tx, sql`select ${namedDeciderLeft(order)} as named`);
  return !row?.named;
}

/** Who may decide each of these waiting orders now, by order id, in one query. */
export async function decidersOfOrders(tx: Tx, orderIds: string[]): Promise<Map<string, CompanyPerson[]>> {
  const byOrder = new Map<string, CompanyPerson[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await tx
    .select({ orderId: salesOrder.id, ...person })
    .from(salesOrder)
    .innerJoin(customer, decides(customer.id, partiesOfOrderRow))
    .where(and(inArray(salesOrder.id, orderIds), eq(salesOrder.approvalStatus, 'pending')))
    .orderBy(asc(customer.lastName), asc(customer.firstName));
  for (const { orderId, ...decider } of rows)
    byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), decider]);
  return byOrder;
}
