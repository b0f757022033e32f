import { cartErrorCodes, fromHundredths, pickupWarehouse } from '@tradeshop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { articleRows } from '../catalog/index.ts';
import { salesOrder, salesOrderLine, salesOrderLineStock } from './order.tables.ts';
import { recordOrderEvent } from './order-outbox.ts';

/** The part of the context that stock moves need: the transaction and the ERP that holds the stock. */
type StockContext = Pick<RequestContext, 'tx' | 'erp'>;

/**
 * Holds the stock of an order's lines in the warehouses, the pickup shop's first, and records per
 * line what came from where. A closeout article is sold only as far as there is stock (else the
 * order stops, nothing written); of other articles the part beyond the stock becomes a backorder.
 */
export async function reserveOrderStock({ tx, erp }: StockContext, orderId: string) {
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
    return article ? [{ line, isCloseout: article.isCloseout }] : [];
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
  const records: (typeof salesOrderLineStock.$inferInsert)[] = [];
  for (const { line, isCloseout } of lines) {
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
    if (held < line.quantityHundredths) {
      await tx
        .update(salesOrderLine)
        .set({ backorderHundredths: line.quantityHundredths - held })
        .where(eq(salesOrderLine.id, line.id));
    }
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

/** Cancels an order: its stock goes back, and the ERP learns of it when it had the order. */
export async function cancelOrder(ctx: StockContext, orderId: string) {
  await releaseOrderStock(ctx, orderId);
  await ctx.tx.update(salesOrder).set({ status: 'cancelled' }).where(eq(salesOrder.id, orderId));
  await recordOrderEvent(ctx.tx, orderId, { type: 'order.cancelled' });
}
