import type {
  QuickOrderCartResponse,
  QuickOrderRowInput,
  QuickOrderRowResult,
} from '@tradeshop/api-client/contracts';
import {
  cartErrorCodes,
  cartErrorLevels,
  cartQuantityError,
  errorCodes,
  toHundredths,
} from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { articlesOfCustomerSkus } from '../article-link/index.ts';
import { addLineItems } from '../cart/index.ts';
import { type ArticleRow, articleNames, articleRows } from '../catalog/index.ts';
import { articleInformation } from '../erp/index.ts';

type Match = NonNullable<QuickOrderRowResult['matchedBy']>;
type Found = { row: ArticleRow; matchedBy: Match } | { ambiguous: number } | null;

const problem = (code: string, parameters: Record<string, unknown> = {}) => ({ code, parameters });

/**
 * The article each number names: the company's own number first, then our article number (also in
 * capitals, as numbers are printed), the EAN and the manufacturer's number. A manufacturer's number
 * that several articles share names none of them.
 */
async function articlesOfNumbers(ctx: RequestContext, numbers: string[]): Promise<Map<string, Found>> {
  const { tx } = ctx;
  const companyId = ctx.customer?.companyId;
  const candidates = [...new Set(numbers.flatMap((number) => [number, number.toUpperCase()]))];
  const ownNumbers = companyId
    ? await articlesOfCustomerSkus(tx, companyId, numbers)
    : new Map<string, string>();
  const rows = await articleRows(tx, {
    productNumbers: candidates,
    eans: numbers,
    manufacturerNumbers: candidates,
    sellable: true,
  });
  const linked = await articleRows(tx, { ids: [...ownNumbers.values()], sellable: true });
  const byId = new Map([...rows, ...linked].map((row) => [row.id, row]));
  const found = new Map<string, Found>();
  for (const number of new Set(numbers)) {
    const own = byId.get(ownNumbers.get(number.toLowerCase()) ?? '');
    const ours = rows.find(
      (row) => row.productNumber === number || row.productNumber === number.toUpperCase(),
    );
    const ean = rows.find((row) => row.ean === number);
    const manufacturers = rows.filter(
      (row) => row.manufacturerNumber === number || row.manufacturerNumber === number.toUpperCase(),
    );
    if (own) found.set(number, { row: own, matchedBy: 'customerSku' });
    else if (ours) found.set(number, { row: ours, matchedBy: 'productNumber' });
    else if (ean) found.set(number, { row: ean, matchedBy: 'ean' });
    else if (manufacturers.length === 1)
      found.set(number, { row: manufacturers[0]!, matchedBy: 'manufacturerNumber' });
    else if (manufacturers.length > 1) found.set(number, { ambiguous: manufacturers.length });
    else found.set(number, null);
  }
  return found;
}

/**
 * Looks up quick-order rows: per row the article with the buyer's price and stock for its
 * quantity, and why it could not go in the cart (unknown, ambiguous, not sold online, a quantity
 * the counter refuses). A row's problem never touches the others.
 */
export async function lookUpQuickOrder(
  ctx: RequestContext,
  rows: { number: string; quantity?: number | undefined }[],
): Promise<QuickOrderRowResult[]> {
  const found = await articlesOfNumbers(
    ctx,
    rows.map((row) => row.number),
  );
  const resolved = rows.flatMap((row, index) => {
    const match = found.get(row.number);
    return match && 'row' in match ? [{ index, ...match }] : [];
  });
  const articleIds = [...new Set(resolved.map((entry) => entry.row.id))];
  const information = await articleInformation(
    ctx,
    resolved.map(({ index, row }) => ({ sku: row.productNumber, quantity: rows[index]!.quantity })),
  );
  const names = await articleNames(ctx.tx, ctx.language.id, articleIds);
  const articleOfRow = new Map(resolved.map((entry, position) => [entry.index, { ...entry, position }]));
  return rows.map((row, index): QuickOrderRowResult => {
    const match = found.get(row.number);
    const entry = articleOfRow.get(index);
    const info = entry && information.articles[entry.position];
    if (!entry || !info) {
      return {
        number: row.number,
        quantity: row.quantity ?? null,
        matchedBy: null,
        article: null,
        problem:
          match && 'ambiguous' in match
            ? problem(errorCodes.quickOrderAmbiguous, { number: row.number, articles: match.ambiguous })
            : problem(cartErrorCodes.productNotFound, { number: row.number }),
      };
    }
    const refused = info.isBuyable
      ? cartQuantityError(toHundredths(info.quantity), {
          min: entry.row.minPurchaseHundredths,
          step: entry.row.purchaseStepsHundredths,
          ...(entry.row.maxPurchaseHundredths === null ? {} : { max: entry.row.maxPurchaseHundredths }),
          stock: entry.row.availableStockHundredths,
          isCloseout: entry.row.isCloseout,
        })
      : { code: cartErrorCodes.productNotFound, parameters: {} };
    return {
      number: row.number,
      quantity: info.quantity,
      matchedBy: entry.matchedBy,
      article: {
        ...info,
        name: names.get(entry.row.id)?.name ?? null,
      },
      problem: refused
        ? problem(refused.code, { ...refused.parameters, productNumber: entry.row.productNumber })
        : null,
    };
  });
}

/**
 * "Add all to cart" of the quick order: every row that can go in goes in, in one request; the
 * answer names per row whether it did. The cart's own checks run once more, so a quantity that
 * the cart's existing line makes too large is refused there.
 */
export async function addQuickOrderToCart(
  ctx: RequestContext,
  rows: QuickOrderRowInput[],
): Promise<QuickOrderCartResponse['data']> {
  const looked = await lookUpQuickOrder(ctx, rows);
  const addable = looked.filter((row) => row.article && !row.problem);
  const cart = await addLineItems(
    ctx,
    addable.map((row) => ({ sku: row.article!.article, quantity: row.quantity! })),
    { keepGood: true },
  );
  const refusedByCart = new Map(
    cart.errors
      .filter(
        (error) =>
          error.level === cartErrorLevels.error && typeof error.parameters?.productNumber === 'string',
      )
      .map((error) => [error.parameters!.productNumber as string, error]),
  );
  const results = looked.map((row) => {
    const cartProblem = row.article && !row.problem ? refusedByCart.get(row.article.article) : undefined;
    return {
      ...row,
      problem: cartProblem ? problem(cartProblem.messageKey, cartProblem.parameters ?? {}) : row.problem,
      added: Boolean(row.article) && !row.problem && !cartProblem,
    };
  });
  return { rows: results, added: results.filter((row) => row.added).length, cart };
}
