import { randomUUID } from 'node:crypto';
import type { Cart, CartError, Product } from '@tradeshop/api-client/contracts';
import {
  type CartTotals,
  cartErrorCodes,
  cartTotals,
  fromHundredths,
  lineTotal,
  type Money,
  minimumOrderSurcharge,
  moneyToNumber,
  paymentMethods,
  shippingCost,
  shippingRates,
  toHundredths,
  toMoney,
} from '@tradeshop/domain';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../http/problem.ts';
import { product } from '../catalog/catalog.tables.ts';
import { loadProducts } from '../catalog/index.ts';
import { company } from '../company/company.tables.ts';
import type { RequestContext } from '../context/index.ts';
import { builtInErp, seesPrices } from '../erp/index.ts';
import { openOrderAmount } from '../order/credit.ts';
import { cart, cartLineItem } from './cart.tables.ts';

type CartRow = typeof cart.$inferSelect;

export interface PricedLine {
  id: string;
  product: Product;
  quantityHundredths: number;
  remark: string | null;
  unitPrice: Money;
  listPrice: Money;
  total: Money;
  taxRate: number;
  availableStockHundredths: number;
}

/** A cart with its prices and the company facts that decide surcharges and payment. */
export interface PricedCart {
  row: CartRow | null;
  lines: PricedLine[];
  totals: CartTotals;
  minimumValue: Money | null;
  surchargeAmount: Money | null;
  /** Whether the company's credit still covers this cart (needed to pay on invoice). */
  withinCredit: boolean;
  warnings: CartError[];
}

export function cartError(
  code: string,
  level: CartError['level'],
  message: string,
  parameters: Record<string, unknown> = {},
): CartError {
  const key = typeof parameters.productNumber === 'string' ? `${code}-${parameters.productNumber}` : code;
  return { code, key, level, message, parameters };
}

/** The cart of the request: the customer's, or the visitor session's. */
async function findCart(tx: Tx, ctx: RequestContext, lock = false): Promise<CartRow | null> {
  const query = tx
    .select()
    .from(cart)
    .where(ctx.customer ? eq(cart.customerId, ctx.customer.id) : eq(cart.contextToken, ctx.token));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrCreateCart(tx: Tx, ctx: RequestContext): Promise<CartRow> {
  const existing = await findCart(tx, ctx, true);
  if (existing) return existing;
  await tx
    .insert(cart)
    .values({
      id: randomUUID(),
      customerId: ctx.customer?.id ?? null,
      contextToken: ctx.customer ? null : ctx.token,
    })
    .onConflictDoNothing();
  return (await findCart(tx, ctx, true))!;
}

async function linesOf(tx: Tx, cartId: string) {
  return tx
    .select()
    .from(cartLineItem)
    .where(eq(cartLineItem.cartId, cartId))
    .orderBy(asc(cartLineItem.position));
}

/**
 * Prices a cart through the ERP port and adds what the company's terms make of it: the surcharge
 * below the minimum order value, and whether the credit still allows paying on invoice.
 */
export async function priceCart(ctx: RequestContext, tx: Tx, row: CartRow | null): Promise<PricedCart> {
  const stored = row ? await linesOf(tx, row.id) : [];
  const scoped = { ...ctx, tx };
  const products = await loadProducts(
    scoped,
    stored.map((line) => line.productId),
  );
  const productById = new Map(products.map((entry) => [entry.id, entry]));
  const stock = stored.length
    ? await tx
        .select({ id: product.id, available: product.availableStockHundredths, taxRate: product.taxRate })
        .from(product)
        .where(
          inArray(
            product.id,
            stored.map((line) => line.productId),
          ),
        )
    : [];
  const stockById = new Map(stock.map((entry) => [entry.id, entry]));
  const present = stored.filter((line) => productById.has(line.productId));
  const companyId = ctx.customer?.companyId ?? null;
  const prices = await builtInErp.articles(
    tx,
    companyId,
    present.map((line) => ({ productId: line.productId, quantityHundredths: line.quantityHundredths })),
  );
  const lines: PricedLine[] = present.map((line, index) => {
    const erpArticle = prices[index];
    const unitPrice = erpArticle?.unitPrice ?? 0;
    return {
      id: line.id,
      product: productById.get(line.productId)!,
      quantityHundredths: line.quantityHundredths,
      remark: line.remark,
      unitPrice,
      listPrice: erpArticle?.listPrice ?? 0,
      total: lineTotal(unitPrice, line.quantityHundredths),
      taxRate: Number(stockById.get(line.productId)?.taxRate ?? 21),
      availableStockHundredths: stockById.get(line.productId)?.available ?? 0,
    };
  });

  const positionTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const [terms] = companyId
    ? await tx
        .select({
          minimumOrderValue: company.minimumOrderValue,
          surcharge: company.minimumOrderSurcharge,
          creditLimit: company.creditLimit,
        })
        .from(company)
        .where(eq(company.id, companyId))
    : [];
  const minimumValue = terms?.minimumOrderValue ? toMoney(terms.minimumOrderValue) : null;
  const surchargeAmount = terms?.surcharge ? toMoney(terms.surcharge) : null;
  const surcharge = minimumOrderSurcharge(positionTotal, {
    minimumOrderValue: minimumValue,
    surcharge: surchargeAmount,
  });
  const totals = cartTotals({
    lines,
    shipping: lines.length ? shippingCost({ option: 'delivery', method: 'together', positionTotal }) : 0,
    surcharge,
  });

  const warnings: CartError[] = [];
  if (surcharge > 0 && minimumValue !== null) {
    warnings.push(
      cartError(cartErrorCodes.underMinimumValue, 'warning', 'The order is below the minimum order value.', {
        minimumValue: moneyToNumber(minimumValue),
        additionalCost: moneyToNumber(surcharge),
        missing: moneyToNumber(minimumValue - positionTotal),
      }),
    );
  }
  let withinCredit = true;
  if (companyId && terms?.creditLimit && lines.length) {
    const open = await openOrderAmount(tx, companyId);
    withinCredit = open + totals.gross <= toMoney(terms.creditLimit);
    if (!withinCredit) {
      warnings.push(
        cartError(
          cartErrorCodes.underCreditLimit,
          'warning',
          'The credit limit does not cover this order: pay in advance or by card.',
          { creditLimit: Number(terms.creditLimit), openAmount: moneyToNumber(open) },
        ),
      );
    }
  }
  // Lines that became unorderable since they were added (stock sold, rules changed, carts merged).
  for (const line of lines) {
    const problem = quantityProblem(
      {
        productNumber: line.product.productNumber,
        minPurchaseHundredths: toHundredths(line.product.minPurchase),
        purchaseStepsHundredths: toHundredths(line.product.purchaseSteps),
        maxPurchaseHundredths:
          line.product.maxPurchase === null ? null : toHundredths(line.product.maxPurchase),
        availableStockHundredths: line.availableStockHundredths,
        isCloseout: line.product.isCloseout,
      },
      line.quantityHundredths,
    );
    if (problem) warnings.push(problem);
  }
  return { row, lines, totals, minimumValue, surchargeAmount, withinCredit, warnings };
}

function seoPathOf(ctx: RequestContext, entry: Product): string | null {
  const seo =
    entry.seoUrls.find((url) => url.languageId === ctx.language.id && url.isCanonical) ??
    entry.seoUrls.find((url) => url.isCanonical);
  return seo?.seoPathInfo ?? null;
}

export function cartResponse(ctx: RequestContext, priced: PricedCart, errors: CartError[] = []): Cart {
  const prices = seesPrices(ctx);
  const { totals } = priced;
  return {
    token: ctx.token,
    lineItems: priced.lines.map((line) => ({
      id: line.id,
      referencedId: line.product.id,
      type: 'product',
      label: line.product.translated.name,
      quantity: fromHundredths(line.quantityHundredths),
      payload: {
        productNumber: line.product.productNumber,
        remark: line.remark,
        uom: line.product.unitOfMeasure,
        minPurchase: line.product.minPurchase,
        purchaseSteps: line.product.purchaseSteps,
        maxPurchase: line.product.maxPurchase,
        isCloseout: line.product.isCloseout,
        availableStock: fromHundredths(line.availableStockHundredths),
        seoPath: seoPathOf(ctx, line.product),
      },
      cover: line.product.cover,
      price: prices
        ? {
            unitPrice: moneyToNumber(line.unitPrice),
            totalPrice: moneyToNumber(line.total),
            quantity: fromHundredths(line.quantityHundredths),
            taxRate: line.taxRate,
            listPrice: moneyToNumber(line.listPrice),
            apiAlias: 'calculated_price',
          }
        : null,
      stackable: true,
      removable: true,
      apiAlias: 'cart_line_item',
    })),
    productCount: priced.lines.length,
    price: prices
      ? {
          positionPrice: moneyToNumber(totals.positionTotal),
          shippingCosts: moneyToNumber(totals.shipping),
          additionalCost: moneyToNumber(totals.surcharge),
          netPrice: moneyToNumber(totals.net),
          totalPrice: moneyToNumber(totals.gross),
          calculatedTaxes: totals.taxes.map((entry) => ({
            taxRate: entry.taxRate,
            tax: moneyToNumber(entry.tax),
          })),
          apiAlias: 'cart_price',
        }
      : null,
    errors: [...errors, ...priced.warnings],
    extensions: {
      minimumCartValue:
        priced.minimumValue !== null && priced.surchargeAmount !== null
          ? {
              minimumValue: moneyToNumber(priced.minimumValue),
              additionalCost: moneyToNumber(priced.surchargeAmount),
            }
          : null,
      freeShipping: {
        limit: moneyToNumber(shippingRates.freeShippingLimit),
        isFree: totals.positionTotal >= shippingRates.freeShippingLimit,
        remaining: moneyToNumber(Math.max(0, shippingRates.freeShippingLimit - totals.positionTotal)),
      },
      paymentMethods: paymentMethods.map((method) => ({
        id: method,
        available: method !== 'invoice' || (Boolean(ctx.customer) && priced.withinCredit),
      })),
    },
    apiAlias: 'cart',
  };
}

export async function loadCart(ctx: RequestContext, errors: CartError[] = []): Promise<Cart> {
  return cartResponse(ctx, await priceCart(ctx, ctx.tx, await findCart(ctx.tx, ctx)), errors);
}

interface SaleRules {
  minPurchaseHundredths: number;
  purchaseStepsHundredths: number;
  maxPurchaseHundredths: number | null;
  availableStockHundredths: number;
  isCloseout: boolean;
  productNumber: string;
}

/** Why a quantity of an article cannot be in the cart, or null when it can. */
function quantityProblem(rules: SaleRules, quantityHundredths: number): CartError | null {
  const { minPurchaseHundredths: min, purchaseStepsHundredths: step, maxPurchaseHundredths: max } = rules;
  const parameters = {
    productNumber: rules.productNumber,
    quantity: fromHundredths(quantityHundredths),
    minPurchase: fromHundredths(min),
    purchaseSteps: fromHundredths(step),
    maxPurchase: max === null ? null : fromHundredths(max),
  };
  if (
    quantityHundredths < min ||
    (quantityHundredths - min) % step !== 0 ||
    (max !== null && quantityHundredths > max)
  ) {
    return cartError(cartErrorCodes.invalidQuantity, 'error', 'This quantity cannot be ordered.', parameters);
  }
  if (rules.isCloseout && quantityHundredths > rules.availableStockHundredths) {
    return cartError(
      cartErrorCodes.productOutOfStock,
      'error',
      'Not enough stock of this closeout article.',
      {
        ...parameters,
        available: fromHundredths(rules.availableStockHundredths),
      },
    );
  }
  return null;
}

const saleColumns = {
  id: product.id,
  productNumber: product.productNumber,
  minPurchaseHundredths: product.minPurchaseHundredths,
  purchaseStepsHundredths: product.purchaseStepsHundredths,
  maxPurchaseHundredths: product.maxPurchaseHundredths,
  availableStockHundredths: product.availableStockHundredths,
  isCloseout: product.isCloseout,
};

/** Articles that can be put in a cart: active and not the parent of a variant family. */
async function sellableProducts(tx: Tx, ids: string[], skus: string[]) {
  if (ids.length === 0 && skus.length === 0) return [];
  return tx
    .select(saleColumns)
    .from(product)
    .where(
      and(
        eq(product.active, true),
        eq(product.childCount, 0),
        or(
          ids.length ? inArray(product.id, ids) : sql`false`,
          skus.length ? inArray(product.productNumber, skus) : sql`false`,
        ),
      ),
    );
}

/**
 * Adds articles to the cart, stacking onto lines of the same article. All or nothing: when one
 * item cannot be added (unknown, not sold online, a quantity off the steps, a closeout beyond
 * stock), the cart stays as it was and the answer names the problems as cart errors.
 */
export async function addLineItems(
  ctx: RequestContext,
  items: {
    referencedId?: string | undefined;
    sku?: string | undefined;
    quantity: number;
    payload?: { remark?: string | undefined } | undefined;
  }[],
): Promise<Cart> {
  const problems: CartError[] = [];
  await ctx.tx.transaction(async (tx) => {
    const found = await sellableProducts(
      tx,
      items.flatMap((item) => item.referencedId ?? []),
      items.flatMap((item) => (item.referencedId ? [] : (item.sku ?? []))),
    );
    const blocked = new Set(
      (
        await builtInErp.articles(
          tx,
          null,
          found.map((row) => ({ productId: row.id, quantityHundredths: 100 })),
        )
      )
        .filter((answer) => answer && !answer.buyable)
        .map((answer) => answer!.productId),
    );
    const row = await findOrCreateCart(tx, ctx);
    const existing = await linesOf(tx, row.id);
    const wanted = new Map<
      string,
      { rules: (typeof found)[number]; quantity: number; remark: string | undefined }
    >();
    for (const item of items) {
      const rules = found.find((candidate) =>
        item.referencedId ? candidate.id === item.referencedId : candidate.productNumber === item.sku,
      );
      if (!rules || blocked.has(rules.id)) {
        problems.push(
          cartError(cartErrorCodes.productNotFound, 'error', 'This article cannot be ordered online.', {
            productNumber: item.sku ?? item.referencedId ?? '',
          }),
        );
        continue;
      }
      const before =
        wanted.get(rules.id)?.quantity ??
        existing.find((line) => line.productId === rules.id)?.quantityHundredths ??
        0;
      wanted.set(rules.id, {
        rules,
        quantity: before + toHundredths(item.quantity),
        remark: item.payload?.remark,
      });
    }
    for (const { rules, quantity } of wanted.values()) {
      const problem = quantityProblem(rules, quantity);
      if (problem) problems.push(problem);
    }
    if (problems.length > 0) return;
    let position = existing.reduce((max, line) => Math.max(max, line.position), 0);
    for (const [productId, { quantity, remark }] of wanted) {
      const line = existing.find((candidate) => candidate.productId === productId);
      if (line) {
        await tx
          .update(cartLineItem)
          .set({ quantityHundredths: quantity, ...(remark !== undefined ? { remark: remark || null } : {}) })
          .where(eq(cartLineItem.id, line.id));
      } else {
        position += 1;
        await tx.insert(cartLineItem).values({
          id: randomUUID(),
          cartId: row.id,
          productId,
          quantityHundredths: quantity,
          remark: remark || null,
          position,
        });
      }
    }
    await tx.update(cart).set({ updatedAt: sql`now()` }).where(eq(cart.id, row.id));
  });
  return loadCart(ctx, problems);
}

const lineNotFound = () =>
  new ApiProblem(404, cartErrorCodes.lineItemNotFound, 'This line is not in the cart.');

/**
 * Changes quantities and remarks of lines. A quantity below the article's minimum removes the line
 * (account-and-ordering.md §5); any other quantity off the steps changes nothing and is answered
 * with a cart error.
 */
export async function updateLineItems(
  ctx: RequestContext,
  items: {
    id: string;
    quantity?: number | undefined;
    payload?: { remark?: string | null | undefined } | undefined;
  }[],
): Promise<Cart> {
  const problems: CartError[] = [];
  await ctx.tx.transaction(async (tx) => {
    const row = await findCart(tx, ctx, true);
    const existing = row ? await linesOf(tx, row.id) : [];
    const found = await sellableProducts(
      tx,
      existing.map((line) => line.productId),
      [],
    );
    const changes: { id: string; quantity?: number; remark?: string | null; remove: boolean }[] = [];
    for (const item of items) {
      const line = existing.find((candidate) => candidate.id === item.id);
      if (!line) throw lineNotFound();
      const rules = found.find((candidate) => candidate.id === line.productId);
      const quantity = item.quantity === undefined ? undefined : toHundredths(item.quantity);
      if (rules && quantity !== undefined && quantity < rules.minPurchaseHundredths) {
        changes.push({ id: line.id, remove: true });
        continue;
      }
      if (rules && quantity !== undefined) {
        const problem = quantityProblem(rules, quantity);
        if (problem) {
          problems.push(problem);
          continue;
        }
      }
      changes.push({
        id: line.id,
        remove: false,
        ...(quantity !== undefined ? { quantity } : {}),
        ...(item.payload?.remark !== undefined ? { remark: item.payload.remark || null } : {}),
      });
    }
    if (problems.length > 0) return;
    for (const change of changes) {
      if (change.remove) {
        await tx.delete(cartLineItem).where(eq(cartLineItem.id, change.id));
      } else {
        await tx
          .update(cartLineItem)
          .set({
            ...(change.quantity !== undefined ? { quantityHundredths: change.quantity } : {}),
            ...(change.remark !== undefined ? { remark: change.remark } : {}),
          })
          .where(eq(cartLineItem.id, change.id));
      }
    }
  });
  return loadCart(ctx, problems);
}

export async function removeLineItems(ctx: RequestContext, ids: string[]): Promise<Cart> {
  await ctx.tx.transaction(async (tx) => {
    const row = await findCart(tx, ctx, true);
    const existing = row ? await linesOf(tx, row.id) : [];
    if (ids.some((id) => !existing.some((line) => line.id === id))) throw lineNotFound();
    await tx.delete(cartLineItem).where(inArray(cartLineItem.id, ids));
  });
  return loadCart(ctx);
}

export async function emptyCart(ctx: RequestContext): Promise<Cart> {
  const row = await findCart(ctx.tx, ctx);
  if (row) await ctx.tx.delete(cartLineItem).where(eq(cartLineItem.cartId, row.id));
  return loadCart(ctx);
}

/**
 * At login the visitor's cart joins the customer's: its lines are added (quantities of the same
 * article summed) and the visitor's cart goes.
 */
export async function mergeVisitorCart(tx: Tx, visitorToken: string, customerId: string) {
  const [visitor] = await tx
    .select()
    .from(cart)
    .where(and(eq(cart.contextToken, visitorToken), isNull(cart.customerId)));
  if (!visitor) return;
  const lines = await linesOf(tx, visitor.id);
  if (lines.length > 0) {
    await tx.insert(cart).values({ id: randomUUID(), customerId }).onConflictDoNothing();
    const [own] = await tx.select().from(cart).where(eq(cart.customerId, customerId));
    const ownLines = await linesOf(tx, own!.id);
    let position = ownLines.reduce((max, line) => Math.max(max, line.position), 0);
    for (const line of lines) {
      const same = ownLines.find((candidate) => candidate.productId === line.productId);
      if (same) {
        await tx
          .update(cartLineItem)
          .set({ quantityHundredths: same.quantityHundredths + line.quantityHundredths })
          .where(eq(cartLineItem.id, same.id));
      } else {
        position += 1;
        await tx.update(cartLineItem).set({ cartId: own!.id, position }).where(eq(cartLineItem.id, line.id));
      }
    }
  }
  await tx.delete(cart).where(eq(cart.id, visitor.id));
}

export { findCart };
