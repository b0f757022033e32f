import type { ErpReorderRequest, LinesIntoCart } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { addDocumentLines } from '../cart/index.ts';
import { erpOrderDetail } from '../erp/index.ts';

/**
 * Reorder from the ERP's history: the chosen lines (or all) go into the cart at today's prices, by
 * the article number the ERP booked; what cannot go in never holds the others back and is named by
 * the product name the order bears.
 */
export async function reorderErpOrder(
  ctx: RequestContext,
  request: ErpReorderRequest,
): Promise<LinesIntoCart> {
  const order = await erpOrderDetail(ctx, { orderNumber: request.orderNumber });
  const chosen = request.positions ? new Set(request.positions) : null;
  return addDocumentLines(
    ctx,
    order.lines.filter((line) => !chosen || chosen.has(line.position)),
  );
}
