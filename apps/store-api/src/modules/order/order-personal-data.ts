import type { PersonalData, PostalAddress } from '@tradeshop/api-client/contracts';
import {
  erasedMark,
  fromHundredths,
  namesPerson,
  type PersonIdentity,
  withoutPerson,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { erasePersonFromEvents } from '../../platform/event-outbox.ts';
import { salesOrder, salesOrderLine } from './order.tables.ts';
import { orderEvents } from './order-outbox.ts';

/** The orders a user placed, oldest first, with their lines: the order module's part of their personal data. */
export async function ordersPlacedBy(tx: Tx, customerId: string): Promise<PersonalData['orders']> {
  const orders = await tx
    .select()
    .from(salesOrder)
    .where(eq(salesOrder.customerId, customerId))
    .orderBy(asc(salesOrder.orderedAt), asc(salesOrder.orderNumber));
  if (orders.length === 0) return [];
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(
      inArray(
        salesOrderLine.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(salesOrderLine.position));
  return orders.map((order) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    orderedAt: order.orderedAt.toISOString(),
    status: order.status,
    approvalStatus: order.approvalStatus,
    placedByStaff: order.placedByStaffName,
    orderReference: order.orderReference,
    fileNumber: order.fileNumber,
    remark: order.remark,
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    amountNet: order.amountNet,
    amountTotal: order.amountTotal,
    lines: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        position: line.position,
        productNumber: line.productNumber,
        customerSku: line.customerSku,
        label: line.label,
        quantity: fromHundredths(line.quantityHundredths),
        unit: line.unitOfMeasure,
        unitPrice: line.unitPrice,
        totalPrice: line.totalPrice,
        remark: line.remark,
      })),
  }));
}

/** An order's address copy without the contact fields that name the person. */
function addressWithoutPerson<Address extends PostalAddress | null>(
  address: Address,
  person: PersonIdentity,
) {
  if (!address) return address;
  const emptied = (text: string | null | undefined) => (namesPerson(text, person) ? null : text);
  return {
    ...address,
    contactPerson: emptied(address.contactPerson),
    phone: emptied(address.phone),
    deliveryInstructions: emptied(address.deliveryInstructions),
  };
}

/**
 * Erases the person from the orders they placed, which stay as accounting law requires: their
 * numbers, lines and amounts are kept (the buyer is the erased user), their remarks, the addresses'
 * contact fields and the events for the ERP lose what names the person. Answers how many orders
 * were kept.
 */
export async function erasePersonFromOrders(tx: Tx, customerId: string, person: PersonIdentity) {
  const orders = await tx
    .select({
      id: salesOrder.id,
      remark: salesOrder.remark,
      billingAddress: salesOrder.billingAddress,
      shippingAddress: salesOrder.shippingAddress,
    })
    .from(salesOrder)
    .where(eq(salesOrder.customerId, customerId));
  if (orders.length === 0) return 0;
  const ids = orders.map((order) => order.id);
  for (const order of orders)
    await tx
      .update(salesOrder)
      .set({
        remark: withoutPerson(order.remark, person),
        billingAddress: addressWithoutPerson(order.billingAddress, person),
        shippingAddress: addressWithoutPerson(order.shippingAddress, person),
      })
      .where(eq(salesOrder.id, order.id));
  const remarks = await tx
    .select({ id: salesOrderLine.id, remark: salesOrderLine.remark })
    .from(salesOrderLine)
    .where(and(inArray(salesOrderLine.orderId, ids), isNotNull(salesOrderLine.remark)));
  for (const line of remarks.filter((line) => namesPerson(line.remark, person)))
    await tx.update(salesOrderLine).set({ remark: erasedMark }).where(eq(salesOrderLine.id, line.id));
  await erasePersonFromEvents(tx, orderEvents, sql`order_id = any(${sql.param(ids)}::uuid[])`, person);
  return orders.length;
}
