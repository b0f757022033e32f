import {
  addDays,
  brusselsDate,
  cartErrorCodes,
  cutOffOf,
  type DayRange,
  deliveryDayRange,
  fromHundredths,
  type LinePromise,
  orderDelivery,
  pickupWarehouse,
  promisedDelivery,
} from '@tradeshop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { articleRows, loadDeliveryTimes } from '../catalog/index.ts';
import { salesOrder, salesOrderLine, salesOrderLineStock } from './order.tables.ts';

/** The part of the context that stock moves need: the transaction and the ERP that holds the stock. */
type StockContext = Pick<RequestContext, 'tx' | 'erp'>;

/** Picked up where it lies, goods are ready the day they leave; otherwise they travel their delivery time. */
const sameDay: DayRange = { min: 0, max: 0 };

/**
 * Holds the stock of an order's lines in the warehouses, the pickup shop's first, and records per
 * line what came from where and the delivery it is promised. A closeout article is sold only as far
 * as there is stock (else the order stops, nothing written); of other articles the part beyond the
 * stock becomes a backorder, promised from its restock date when the ERP knows one.
 */
export async function reserveOrderStock(ctx: RequestContext, orderId: string) {
  const { tx, erp } = ctx;
  const [order] = await tx
    .select({ pickupLocation: salesOrder.pickupLocation })
    .from(salesOrder)
    .where(eq(salesOrder.id, orderId));
  const orderLines = await tx.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, orderId));
  const articles = new Map(
    (await articleRows(tx, { ids: orderLines.flatMap((line) => line.productId ?? []) })).map((row) => [
      row.id,
      row,
    ]),
  );
  // Lines of articles deleted since hold no stock.
  const lines = orderLines.flatMap((line) => {
    const article = line.productId ? articles.get(line.productId) : undefined;
    return article ? [{ line, isCloseout: article.isCloseout, article }] : [];
  });
  const taken = await erp.reserveStock(
    tx,
    lines.map(({ line }) => ({
      key: line.id,
      productId: line.productId!,
      quantityHundredths: line.quantityHundredths,
    })),
    pickupWarehouse(order?.pickupLocation ?? null),
  );
  const deliveryTimes = await loadDeliveryTimes(ctx, [
    ...new Set([...articles.values()].flatMap((article) => article.deliveryTimeId ?? [])),
  ]);
  const now = new Date();
  const shopWarehouse = pickupWarehouse(order?.pickupLocation ?? null);
  const records: (typeof salesOrderLineStock.$inferInsert)[] = [];
  for (const { line, isCloseout, article } of lines) {
    const parts = taken.get(line.id) ?? [];
    const held = parts.reduce((sum, part) => sum + part.hundredths, 0);
    if (isCloseout && held < line.quantityHundredths) {
      throw new ApiProblem(
        409,
        cartErrorCodes.productOutOfStock,
        'Not enough stock of this closeout article.',
        {
          productNumber: line.productNumber,
          available: fromHundredths(held),
        },
      );
    }
    for (const part of parts) {
      records.push({ orderLineId: line.id, warehouseCode: part.code, quantityHundredths: part.hundredths });
    }
    const leadTime = deliveryDayRange(
      (article.deliveryTimeId && deliveryTimes.get(article.deliveryTimeId)) || null,
    );
    const promised = (warehouseCode: string | null, availableOn: string | null, delivery: DayRange | null) =>
      promisedDelivery({
        now,
        cutOff: cutOffOf(ctx.settings.delivery, warehouseCode),
        delivery,
        availableOn,
        closedDays: ctx.settings.delivery.closedDays,
      });
    const fromStock = parts.map((part) =>
      promised(part.code, null, order?.pickupLocation && part.code === shopWarehouse ? sameDay : leadTime),
    );
    const backorder = held < line.quantityHundredths;
    const promise: Omit<LinePromise, 'position'> = {
      fromStock: fromStock.length > 0 ? orderDelivery(fromStock, true)[0]! : null,
      backorder: !backorder
        ? null
        : article.restockTime === null
          ? 'unknown'
          : promised(null, addDays(brusselsDate(now), article.restockTime), leadTime),
    };
    await tx
      .update(salesOrderLine)
      .set({
        promisedDelivery: promise,
        ...(backorder ? { backorderHundredths: line.quantityHundredths - held } : {}),
      })
      .where(eq(salesOrderLine.id, line.id));
  }
  if (records.length > 0) await tx.insert(salesOrderLineStock).values(records);
}

/**
 * Gives the stock an order's lines hold back to the warehouses it was taken from. What the delete
 * returns is given back, so that two releases of one order never give it twice.
 */
export async function releaseOrderStock({ tx, erp }: StockContext, orderId: string) {
  const lines = await tx
    .select({ id: salesOrderLine.id, productId: salesOrderLine.productId })
    .from(salesOrderLine)
    .where(eq(salesOrderLine.orderId, orderId));
  const held = await tx
    .delete(salesOrderLineStock)
    .where(
      inArray(
        salesOrderLineStock.orderLineId,
        lines.map((line) => line.id),
      ),
    )
    .returning();
  const productOf = new Map(lines.map((line) => [line.id, line.productId]));
  await erp.releaseStock(
    tx,
    // The stock of an article deleted since went with its warehouse rows.
    held.flatMap((entry) => {
      const productId = productOf.get(entry.orderLineId);
      return productId
        ? [{ productId, warehouseCode: entry.warehouseCode, hundredths: entry.quantityHundredths }]
        : [];
    }),
  );
}
