import type { ErpReorderRequest, ErpReorderResult } from '@tradeshop/api-client/contracts';
import { cartErrorCodes } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { addLineItems } from '../cart/index.ts';
import { erpOrderDetail } from '../erp/index.ts';

/**
 * Reorder from the ERP's history: the chosen lines (or all) go into the cart at today's prices, by
 * the article number the ERP booked. What cannot go in (no longer sold online, out of stock as a
 * closeout, a quantity the article now refuses) never holds the others back and is named by the
 * product name the order bears, since the article may no longer be found by its number.
 */
export async function reorderErpOrder(
  ctx: RequestContext,
  request: ErpReorderRequest,
): Promise<ErpReorderResult> {
  const order = await erpOrderDetail(ctx, { orderNumber: request.orderNumber });
  const chosen = request.positions ? new Set(request.positions) : null;
  const lines = order.lines.filter((line) => !chosen || chosen.has(line.position));
  const orderable = lines.filter((line) => line.article !== null && line.quantity > 0);
  const cart = await addLineItems(
    ctx,
    orderable.map((line) => ({ sku: line.article!, quantity: line.quantity })),
    { keepGood: true },
  );
  const refused = new Map(
    cart.errors
      .filter((error) => error.level === 'error' && typeof error.parameters?.productNumber === 'string')
      .map((error) => [error.parameters!.productNumber as string, error]),
  );
  const results = lines.map((line) => {
    const problem =
      line.article === null || line.quantity <= 0
        ? { code: cartErrorCodes.productNotFound, parameters: {} }
        : refused.get(line.article);
    return {
      position: line.position,
      article: line.article,
      name: line.name,
      quantity: line.quantity,
      added: !problem,
      problem: problem
        ? { code: problem.code, parameters: { ...problem.parameters, name: line.name } }
        : null,
    };
  });
  return { lines: results, added: results.filter((line) => line.added).length, cart };
}
