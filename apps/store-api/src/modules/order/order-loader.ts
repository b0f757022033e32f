import type { CompanyPerson, Order, OrderDocument } from '@tradeshop/api-client/contracts';
import {
  brusselsDate,
  describeTreatment,
  fromHundredths,
  moneyToNumber,
  orderDeliveryParts,
  toMoney,
} from '@tradeshop/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import type { ErpPort } from '../../platform/ports.ts';
import { salesOrder, salesOrderLine } from './order.tables.ts';
import {
  documentsOf,
  type OrderSurroundings,
  orderAddressOf,
  orderPriceOf,
  orderStateOf,
  surroundingsOf,
} from './order-entity.ts';

/** An order's row and lines in Shopware's shape, with who may decide it and the ERP's documents. */
function toOrder(
  row: typeof salesOrder.$inferSelect,
  lines: (typeof salesOrderLine.$inferSelect)[],
  approvers: Order['approvers'],
  around: OrderSurroundings,
  documents: Order['documents'],
): Order {
  const billingAddress = orderAddressOf(row.id, 'billing', row.billingAddress, around.buyer);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDateTime: row.orderedAt.toISOString(),
    orderDate: brusselsDate(row.orderedAt),
    status: row.status,
    stateMachineState: orderStateOf(row.status, around.localeCode),
    approvalStatus: row.approvalStatus as Order['approvalStatus'],
    approvers,
    flowId: row.flowId,
    customerId: row.customerId,
    placedByStaff: row.placedByStaffName,
    companyId: row.companyId,
    salesChannelId: around.salesChannelId,
    languageId: row.languageId,
    currencyId: around.currencyId,
    currencyFactor: 1,
    shippingOption: row.shippingOption as Order['shippingOption'],
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    pickupLocation: row.pickupLocation,
    deliveryDate: row.deliveryDate,
    billingAddressId: billingAddress.id,
    billingAddress,
    shippingAddress: row.shippingAddress
      ? orderAddressOf(row.id, 'shipping', row.shippingAddress, around.buyer)
      : null,
    orderReference: row.orderReference,
    orderReferenceSuffix: row.orderReferenceSuffix,
    fileNumber: row.fileNumber,
    remark: row.remark,
    orderReferenceId: row.orderReferenceId,
    costCenter: row.costCenter,
    costPost: row.costPost,
    positionPrice: moneyToNumber(toMoney(row.positionPrice)),
    shippingTotal: moneyToNumber(toMoney(row.shippingTotal)),
    additionalCost: moneyToNumber(toMoney(row.additionalCost)),
    amountNet: moneyToNumber(toMoney(row.amountNet)),
    amountTotal: moneyToNumber(toMoney(row.amountTotal)),
    calculatedTaxes: row.calculatedTaxes.map((entry) => ({
      taxRate: entry.taxRate,
      tax: moneyToNumber(toMoney(entry.tax)),
    })),
    taxStatus: 'net',
    vatTreatment: row.vatTreatment
      ? {
          ...describeTreatment(row.vatTreatment, around.localeCode),
          viesRequestIdentifier: row.vatTreatment.viesRequestIdentifier ?? null,
        }
      : null,
    price: orderPriceOf(row, around.localeCode),
    lineItems: lines.map((line) => ({
      id: line.id,
      orderId: row.id,
      identifier: line.productId ?? line.id,
      type: 'product',
      good: true,
      states: ['is-physical'],
      children: [],
      position: line.position,
      productId: line.productId,
      productNumber: line.productNumber,
      customerSku: line.customerSku,
      label: line.label,
      quantity: fromHundredths(line.quantityHundredths),
      backorderQuantity: fromHundredths(line.backorderHundredths),
      promisedDelivery: line.promisedDelivery,
      uom: line.unitOfMeasure,
      unitPrice: moneyToNumber(toMoney(line.unitPrice)),
      totalPrice: moneyToNumber(toMoney(line.totalPrice)),
      taxRate: Number(line.taxRate),
      remark: line.remark,
      costPost: line.costPost,
      offer:
        line.offerNumber && line.offerPosition !== null
          ? { number: line.offerNumber, position: line.offerPosition }
          : null,
      deliveryDate: line.deliveryDate,
      shippingNoteNumber: line.shippingNoteNumber,
      invoiceNumber: line.invoiceNumber,
      invoiceDate: line.invoiceDate,
      apiAlias: 'order_line_item',
    })),
    deliveryParts: orderDeliveryParts(
      lines.flatMap((line) =>
        line.promisedDelivery ? [{ position: line.position, ...line.promisedDelivery }] : [],
      ),
      {
        option: row.shippingOption as Order['shippingOption'],
        method: row.shippingMethod as Order['shippingMethod'],
      },
    ),
    documents,
    shipmentNumber: row.shipmentNumber,
    trackAndTraceUrl: row.trackAndTraceUrl,
    apiAlias: 'order',
  };
}

/**
 * What reading orders takes: the database, and the ERP for the documents it issued (without it the
 * orders carry none, as what the shop sends the ERP does).
 */
export interface OrderReader {
  tx: Tx;
  erp?: Pick<ErpPort, 'documentsOfOrders'>;
}

/**
 * The orders with these ids, in no particular order; `approvers` names who may decide each waiting
 * one (the approval module works it out). Names (status, documents, VAT) are in `localeCode`, else
 * in the language each order was placed in.
 */
export async function loadOrders(
  { tx, erp }: OrderReader,
  ids: readonly string[],
  approvers: ReadonlyMap<string, CompanyPerson[]> = new Map(),
  localeCode?: string,
): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(salesOrder)
    .where(inArray(salesOrder.id, [...ids]));
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(inArray(salesOrderLine.orderId, [...ids]))
    .orderBy(salesOrderLine.position);
  const surroundings = await surroundingsOf(tx, rows);
  const aroundOf = (orderId: string) => {
    const around = surroundings.get(orderId)!;
    return localeCode ? { ...around, localeCode } : around;
  };
  const references = rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    orderNumber: row.orderNumber,
    invoiceNumbers: [
      ...new Set(
        lines.flatMap((line) => (line.orderId === row.id && line.invoiceNumber ? [line.invoiceNumber] : [])),
      ),
    ],
  }));
  const documents = erp
    ? await documentsOf(tx, erp, references, (orderId) => aroundOf(orderId).localeCode)
    : new Map<string, OrderDocument[]>();
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      approvers.get(row.id) ?? [],
      aroundOf(row.id),
      documents.get(row.id) ?? [],
    ),
  );
}
