import { randomUUID } from 'node:crypto';
import type { Cart, CartError, CartLineItem, Product } from '@tradeshop/api-client/contracts';
import {
  type BuyerTaxPosition,
  type CartTotals,
  cartErrorCodes,
  cartErrorLevels,
  cartQuantityError,
  describeTreatment,
  errorCodes,
  fromHundredths,
  lineTotal,
  type Money,
  moneyToNumber,
  orderMinimumOf,
  paymentMethods,
  percentOf,
  rateUnder,
  type ShippingMethod,
  type ShippingOption,
  shippingChoices,
  shippingTreatment,
  taxBreakdown,
  toHundredths,
  toMoney,
  totalsForShipping,
  type VatTreatment,
} from '@tradeshop/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { inTransaction, type RequestContext } from '../../platform/context.ts';
import { taxIdOf } from '../../platform/named-id.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { buyerTaxPositionOf, companyTermsOf } from '../account/index.ts';
import { customerSkusOf } from '../article-link/index.ts';
import { articleRows, canonicalSeoPath, loadProducts } from '../catalog/index.ts';
import { offeredPrices, offerLineKey, seesPrices } from '../erp/index.ts';
import { openOrderAmount } from '../order/index.ts';
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
  /** The company's own article number; null for visitors and unlinked articles. */
  customerSku: string | null;
  /** The offer line whose price the line has, while that offer holds. */
  offer: { number: string; position: number } | null;
  /** Where the quantity tier whose price the line has begins, when a tier of the list price sets it. */
  tierFromHundredths: number | null;
}

/** A cart with its prices and the company facts that decide surcharges and payment. */
export interface PricedCart {
  row: CartRow | null;
  lines: PricedLine[];
  /** The totals of a delivery with everything together, the cart's own `price`. */
  totals: CartTotals;
  /**
   * The totals for every way of shipping the cart (`shippingChoices`, a delivery to each country of
   * the company's addresses), the first of them `totals`.
   */
  shippingTotals: {
    option: ShippingOption;
    method: ShippingMethod;
    deliveryCountry: string | null;
    treatment: VatTreatment;
    totals: CartTotals;
  }[];
  /** Where the buyer stands for VAT (null for a visitor): checkout prices the chosen address from it. */
  taxPosition: BuyerTaxPosition | null;
  /** The VAT treatment of the cart's own price (a delivery to the default address). */
  treatment: VatTreatment;
  /** The minimum order value and its surcharge: the company's own terms, else the shop's settings. */
  minimumValue: Money | null;
  surchargeAmount: Money | null;
  /** Delivery is free from this value of the lines (the shop's settings). */
  freeShippingLimit: Money;
  /** Whether the company's credit still covers this cart (needed to pay on invoice). */
  withinCredit: boolean;
  warnings: CartError[];
}

/** A cart error in Shopware's shape: `messageKey` names the problem (`cartErrorCodes`). */
export function cartError(
  messageKey: string,
  level: keyof typeof cartErrorLevels,
  message: string,
  parameters: Record<string, unknown> = {},
): CartError {
  const key =
    typeof parameters.productNumber === 'string' ? `${messageKey}-${parameters.productNumber}` : messageKey;
  return { code: 0, key, level: cartErrorLevels[level], message, messageKey, parameters };
}

/**
 * The cart of the request: the customer's, or the visitor session's. Locked, it is about to change:
 * a session that may only look at it is refused.
 */
export async function findCart(ctx: RequestContext, lock = false): Promise<CartRow | null> {
  const query = ctx.tx
    .select()
    .from(cart)
    .where(ctx.customer ? eq(cart.customerId, ctx.customer.id) : eq(cart.contextTokenHash, ctx.tokenHash));
  const [row] = lock ? await query.for('update') : await query;
  if (lock && row?.readOnlyFor === ctx.tokenHash)
    throw new ApiProblem(
      403,
      errorCodes.cartReadOnly,
      'This cart is shown for inspection only: it cannot be changed or ordered.',
    );
  return row ?? null;
}

/** How many lines the request's cart holds: its badge, without pricing it. */
export async function cartLineCount(ctx: RequestContext): Promise<number> {
  const row = await findCart(ctx);
  if (!row) return 0;
  const [counted] = await ctx.tx
    .select({ lines: count() })
    .from(cartLineItem)
    .where(eq(cartLineItem.cartId, row.id));
  return counted?.lines ?? 0;
}

/** The session of the request may look at its cart and no longer change it. */
export async function keepCartReadOnly(ctx: RequestContext) {
  const row = await findOrCreateCart(ctx);
  await ctx.tx.update(cart).set({ readOnlyFor: ctx.tokenHash }).where(eq(cart.id, row.id));
}

export async function findOrCreateCart(ctx: RequestContext): Promise<CartRow> {
  const existing = await findCart(ctx, true);
  if (existing) return existing;
  await ctx.tx
    .insert(cart)
    .values({
      id: randomUUID(),
      customerId: ctx.customer?.id ?? null,
      contextTokenHash: ctx.customer ? null : ctx.tokenHash,
    })
    .onConflictDoNothing();
  return (await findCart(ctx, true))!;
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
export async function priceCart(ctx: RequestContext, row: CartRow | null): Promise<PricedCart> {
  return priceLines(ctx, row, row ? await linesOf(ctx.tx, row.id) : []);
}

/**
 * Articles priced as the cart would price them for the request's customer, without any cart: what
 * a procurement system asks for in the background (OCI VALIDATE, BACKGROUND_SEARCH).
 */
export function priceArticles(
  ctx: RequestContext,
  articles: readonly { productId: string; quantityHundredths: number }[],
): Promise<PricedCart> {
  return priceLines(
    ctx,
    null,
    articles.map((article) => ({
      ...article,
      id: randomUUID(),
      remark: null,
      offerNumber: null,
      offerPosition: null,
    })),
  );
}

type LineToPrice = Pick<
  typeof cartLineItem.$inferSelect,
  'id' | 'productId' | 'quantityHundredths' | 'remark' | 'offerNumber' | 'offerPosition'
>;

async function priceLines(
  ctx: RequestContext,
  row: CartRow | null,
  stored: readonly LineToPrice[],
): Promise<PricedCart> {
  const { tx } = ctx;
  const scoped = { ...ctx, tx };
  const products = await loadProducts(
    scoped,
    stored.map((line) => line.productId),
  );
  const productById = new Map(products.map((entry) => [entry.id, entry]));
  const stockById = new Map(
    (await articleRows(tx, { ids: stored.map((line) => line.productId) })).map((row) => [
      row.id,
      { available: row.availableStockHundredths, taxRate: row.taxRate },
    ]),
  );
  const present = stored.filter((line) => productById.has(line.productId));
  const companyId = ctx.customer?.companyId ?? null;
  const prices = await ctx.erp.articles(
    tx,
    companyId,
    present.map((line) => ({ productId: line.productId, quantityHundredths: line.quantityHundredths })),
  );
  const customerSkus = companyId
    ? await customerSkusOf(
        tx,
        companyId,
        present.map((line) => line.productId),
      )
    : new Map<string, string>();
  const offered = companyId
    ? await offeredPrices(
        tx,
        companyId,
        present.flatMap((line) =>
          line.offerNumber && line.offerPosition !== null
            ? [{ offerNumber: line.offerNumber, position: line.offerPosition }]
            : [],
        ),
      )
    : new Map<string, number>();
  const warnings: CartError[] = [];
  const lines: PricedLine[] = present.map((line, index) => {
    const erpArticle = prices[index];
    const offerPrice =
      line.offerNumber && line.offerPosition !== null
        ? offered.get(offerLineKey(line.offerNumber, line.offerPosition))
        : undefined;
    if (line.offerNumber && offerPrice === undefined)
      warnings.push(
        cartError(
          cartErrorCodes.offerNoLongerHolds,
          'warning',
          'The offer of this line no longer holds: it is priced as usual.',
          { productNumber: productById.get(line.productId)!.productNumber, offerNumber: line.offerNumber },
        ),
      );
    const unitPrice = offerPrice !== undefined ? toMoney(offerPrice) : (erpArticle?.unitPrice ?? 0);
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
      customerSku: customerSkus.get(line.productId) ?? null,
      offer: offerPrice !== undefined ? { number: line.offerNumber!, position: line.offerPosition! } : null,
      tierFromHundredths:
        offerPrice === undefined && erpArticle?.source === 'tier'
          ? (erpArticle.tiers.findLast((tier) => tier.fromHundredths <= line.quantityHundredths)
              ?.fromHundredths ?? null)
          : null,
    };
  });

  const terms = companyId ? await companyTermsOf(tx, companyId) : null;
  const { minimumOrder, freeShippingLimit: limit } = ctx.settings;
  const { minimumOrderValue: minimumValue, surcharge: surchargeAmount } = orderMinimumOf(
    terms && {
      minimumOrderValue: terms.minimumOrderValue ? toMoney(terms.minimumOrderValue) : null,
      surcharge: terms.surcharge ? toMoney(terms.surcharge) : null,
    },
    minimumOrder && {
      minimumOrderValue: toMoney(minimumOrder.value),
      surcharge: toMoney(minimumOrder.surcharge),
    },
  );
  const freeShippingLimit = toMoney(limit);
  const taxPosition = await buyerTaxPositionOf(tx, ctx.customer);
  const shippingTotals = shippingChoices.flatMap((choice) =>
    (choice.option === 'pickup' ? [null] : (taxPosition?.deliveryCountries ?? [null])).map(
      (deliveryCountry) => {
        const treatment = shippingTreatment(taxPosition, choice.option, deliveryCountry);
        return {
          ...choice,
          deliveryCountry,
          treatment,
          totals: totalsForShipping({
            lines,
            ...choice,
            company: { minimumOrderValue: minimumValue, surcharge: surchargeAmount },
            treatment,
            freeShippingLimit,
          }),
        };
      },
    ),
  );
  // The first delivery together is to the default delivery country.
  const { totals, treatment } = shippingTotals.find(
    (choice) => choice.option === 'delivery' && choice.method === 'together',
  )!;
  const { positionTotal, surcharge } = totals;

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
  return {
    row,
    lines,
    totals,
    shippingTotals,
    taxPosition,
    treatment,
    minimumValue,
    surchargeAmount,
    freeShippingLimit,
    withinCredit,
    warnings,
  };
}

/** Totals as the cart answers them, in euros. */
function cartPriceOf(ctx: RequestContext, totals: CartTotals): NonNullable<Cart['price']> {
  return {
    positionPrice: moneyToNumber(totals.positionTotal),
    shippingCosts: moneyToNumber(totals.shipping),
    additionalCost: moneyToNumber(totals.surcharge),
    netPrice: moneyToNumber(totals.net),
    totalPrice: moneyToNumber(totals.gross),
    rawTotal: moneyToNumber(totals.gross),
    taxStatus: 'net',
    ...taxBreakdown(totals.taxes, ctx.language.localeCode),
    apiAlias: 'cart_price',
  };
}

/**
 * A line's price with its VAT (under the treatment of a delivery to the default address, as the cart's
 * own totals), and the list price where the line's price is below it.
 */
function linePriceOf(
  ctx: RequestContext,
  line: PricedLine,
  treatment: VatTreatment,
): NonNullable<CartLineItem['price']> {
  const discount = line.listPrice - line.unitPrice;
  const taxRate = rateUnder(treatment, line.taxRate);
  return {
    unitPrice: moneyToNumber(line.unitPrice),
    totalPrice: moneyToNumber(line.total),
    quantity: fromHundredths(line.quantityHundredths),
    taxRate,
    listPrice:
      discount > 0
        ? {
            price: moneyToNumber(line.listPrice),
            discount: -moneyToNumber(discount),
            percentage: Math.round((discount / line.listPrice) * 10_000) / 100,
            apiAlias: 'cart_list_price',
          }
        : null,
    ...taxBreakdown(
      [{ taxRate, net: line.total, tax: percentOf(line.total, taxRate) }],
      ctx.language.localeCode,
    ),
    apiAlias: 'calculated_price',
  };
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
        id: line.product.id,
        name: line.product.translated.name,
        type: 'physical',
        taxId: taxIdOf(line.taxRate),
        stock: Math.floor(fromHundredths(line.availableStockHundredths)),
        options: (line.product.options ?? []).map(({ group, translated }) => ({
          group: group.translated.name,
          option: translated.name,
          translated: { group: group.translated.name, option: translated.name },
        })),
        productNumber: line.product.productNumber,
        customerSku: line.customerSku,
        remark: line.remark,
        uom: line.product.unitOfMeasure,
        minPurchase: line.product.minPurchase,
        purchaseSteps: line.product.purchaseSteps,
        maxPurchase: line.product.maxPurchase,
        isCloseout: line.product.isCloseout,
        availableStock: fromHundredths(line.availableStockHundredths),
        seoPath: canonicalSeoPath(ctx, line.product),
        offer: line.offer,
        quantityTier:
          prices && line.tierFromHundredths
            ? { fromQuantity: fromHundredths(line.tierFromHundredths) }
            : null,
      },
      cover: line.product.cover?.media ?? null,
      price: prices ? linePriceOf(ctx, line, priced.treatment) : null,
      stackable: true,
      removable: true,
      apiAlias: 'cart_line_item',
    })),
    productCount: priced.lines.length,
    price: prices ? cartPriceOf(ctx, totals) : null,
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
        limit: moneyToNumber(priced.freeShippingLimit),
        isFree: totals.positionTotal >= priced.freeShippingLimit,
        remaining: moneyToNumber(Math.max(0, priced.freeShippingLimit - totals.positionTotal)),
      },
      paymentMethods: paymentMethods.map((method) => ({
        id: method,
        available: method !== 'invoice' || (Boolean(ctx.customer) && priced.withinCredit),
      })),
      shippingChoices: priced.shippingTotals.map((choice) => ({
        shippingOption: choice.option,
        shippingMethod: choice.method,
        deliveryCountry: choice.deliveryCountry,
        vatTreatment: describeTreatment(choice.treatment, ctx.language.localeCode),
        price: prices ? cartPriceOf(ctx, choice.totals) : null,
      })),
    },
    apiAlias: 'cart',
  };
}

export async function loadCart(ctx: RequestContext, errors: CartError[] = []): Promise<Cart> {
  return cartResponse(ctx, await priceCart(ctx, await findCart(ctx)), errors);
}

interface SaleRules {
  minPurchaseHundredths: number;
  purchaseStepsHundredths: number;
  maxPurchaseHundredths: number | null;
  availableStockHundredths: number;
  isCloseout: boolean;
  productNumber: string;
}

/** Why a quantity of an article cannot be in the cart, or null when it can: the counter's rule. */
function quantityProblem(rules: SaleRules, quantityHundredths: number): CartError | null {
  const refused = cartQuantityError(quantityHundredths, {
    min: rules.minPurchaseHundredths,
    step: rules.purchaseStepsHundredths,
    ...(rules.maxPurchaseHundredths === null ? {} : { max: rules.maxPurchaseHundredths }),
    stock: rules.availableStockHundredths,
    isCloseout: rules.isCloseout,
  });
  if (!refused) return null;
  return cartError(
    refused.code,
    'error',
    refused.code === cartErrorCodes.invalidQuantity
      ? 'This quantity cannot be ordered.'
      : 'Not enough stock of this closeout article.',
    { productNumber: rules.productNumber, ...refused.parameters },
  );
}

/** Articles that can be put in a cart: active and not the parent of a variant family. */
function sellableProducts(tx: Tx, ids: string[], skus: string[]) {
  return articleRows(tx, { ids, productNumbers: skus, sellable: true });
}

export interface ItemToAdd {
  referencedId?: string | undefined;
  sku?: string | undefined;
  quantity: number;
  payload?: { remark?: string | undefined } | undefined;
  /** The offer line whose price the line takes (an accepted offer). */
  offer?: { number: string; position: number } | undefined;
}

/**
 * Adds articles to the cart, stacking onto lines of the same article. An item that cannot be added
 * (unknown, not sold online, a quantity off the steps, a closeout beyond stock) is named in the
 * answer's cart errors. By default it is all or nothing: one such item leaves the cart as it was.
 * With `keepGood` (order lists, quick order) the other items still go in. An item of an offer takes
 * the offered quantity and price instead of stacking.
 */
export async function addLineItems(
  ctx: RequestContext,
  items: ItemToAdd[],
  { keepGood = false }: { keepGood?: boolean } = {},
): Promise<Cart> {
  const problems: CartError[] = [];
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    const found = await sellableProducts(
      tx,
      items.flatMap((item) => item.referencedId ?? []),
      items.flatMap((item) => (item.referencedId ? [] : (item.sku ?? []))),
    );
    const blocked = new Set(
      (
        await ctx.erp.articles(
          tx,
          null,
          found.map((row) => ({ productId: row.id, quantityHundredths: 100 })),
        )
      )
        .filter((answer) => answer && !answer.buyable)
        .map((answer) => answer!.productId),
    );
    const row = await findOrCreateCart(ctx);
    const existing = await linesOf(tx, row.id);
    const wanted = new Map<
      string,
      {
        rules: (typeof found)[number];
        quantity: number;
        remark: string | undefined;
        offer: ItemToAdd['offer'];
      }
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
      // An offer's line sets the quantity it was offered for: the cart often holds the very lines the
      // offer was asked for.
      const before = item.offer
        ? 0
        : (wanted.get(rules.id)?.quantity ??
          existing.find((line) => line.productId === rules.id)?.quantityHundredths ??
          0);
      wanted.set(rules.id, {
        rules,
        quantity: before + toHundredths(item.quantity),
        remark: item.payload?.remark,
        offer: item.offer,
      });
    }
    for (const [productId, { rules, quantity }] of wanted) {
      const problem = quantityProblem(rules, quantity);
      if (!problem) continue;
      problems.push(problem);
      wanted.delete(productId);
    }
    if (problems.length > 0 && !keepGood) return;
    let position = existing.reduce((max, line) => Math.max(max, line.position), 0);
    for (const [productId, { quantity, remark, offer }] of wanted) {
      const line = existing.find((candidate) => candidate.productId === productId);
      const offerLine = offer ? { offerNumber: offer.number, offerPosition: offer.position } : {};
      if (line) {
        await tx
          .update(cartLineItem)
          .set({
            quantityHundredths: quantity,
            ...(remark !== undefined ? { remark: remark || null } : {}),
            ...offerLine,
          })
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
          ...offerLine,
        });
      }
    }
    await tx.update(cart).set({ updatedAt: sql`now()` }).where(eq(cart.id, row.id));
  });
  return loadCart(ctx, problems);
}

/** A line of a document (an order, an offer) to put into the cart by its article number. */
export interface DocumentLine {
  position: number;
  article: string | null;
  name: string;
  quantity: number;
  offer?: ItemToAdd['offer'];
}

/**
 * Puts the lines of a document into the cart by their article numbers: what can go in goes in, and
 * each line that cannot (a text line, no longer sold online, a quantity the article refuses now)
 * is answered with the reason under the name the document gives it, as the article may be gone.
 */
export async function addDocumentLines(ctx: RequestContext, lines: readonly DocumentLine[]) {
  const orderable = lines.filter((line) => line.article !== null && line.quantity > 0);
  const cart = await addLineItems(
    ctx,
    orderable.map((line) => ({ sku: line.article!, quantity: line.quantity, offer: line.offer })),
    { keepGood: true },
  );
  const refused = new Map(
    cart.errors
      .filter(
        (error) =>
          error.level === cartErrorLevels.error && typeof error.parameters?.productNumber === 'string',
      )
      .map((error) => [error.parameters!.productNumber as string, error]),
  );
  const results = lines.map((line) => {
    const problem =
      line.article === null || line.quantity <= 0
        ? { messageKey: cartErrorCodes.productNotFound, parameters: {} }
        : refused.get(line.article);
    return {
      position: line.position,
      article: line.article,
      name: line.name,
      quantity: line.quantity,
      added: !problem,
      problem: problem
        ? { code: problem.messageKey, parameters: { ...problem.parameters, name: line.name } }
        : null,
    };
  });
  return { lines: results, added: results.filter((line) => line.added).length, cart };
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
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    const row = await findCart(ctx, true);
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
  await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    const row = await findCart(ctx, true);
    const existing = row ? await linesOf(tx, row.id) : [];
    if (ids.some((id) => !existing.some((line) => line.id === id))) throw lineNotFound();
    await tx.delete(cartLineItem).where(inArray(cartLineItem.id, ids));
  });
  return loadCart(ctx);
}

/**
 * Takes these lines out of a cart, and no others: the caller read them under the cart's lock (what a
 * punch-out transfer sent), so a line added since stays.
 */
export async function removeCartLines(ctx: RequestContext, cartId: string, lineIds: readonly string[]) {
  if (lineIds.length === 0) return;
  await ctx.tx
    .delete(cartLineItem)
    .where(and(eq(cartLineItem.cartId, cartId), inArray(cartLineItem.id, [...lineIds])));
  await ctx.tx.update(cart).set({ updatedAt: sql`now()` }).where(eq(cart.id, cartId));
}

export async function emptyCart(ctx: RequestContext): Promise<Cart> {
  const row = await findCart(ctx, true);
  if (row) await ctx.tx.delete(cartLineItem).where(eq(cartLineItem.cartId, row.id));
  return loadCart(ctx);
}

/**
 * At login the visitor's cart joins the customer's: its lines are added (quantities of the same
 * article summed) and the visitor's cart goes.
 */
export async function mergeVisitorCart(tx: Tx, visitorTokenHash: string, customerId: string) {
  const [visitor] = await tx
    .select()
    .from(cart)
    .where(and(eq(cart.contextTokenHash, visitorTokenHash), isNull(cart.customerId)));
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

/** What the cart's order will carry besides its lines: the company's order reference and cost centre. */
export interface CartChoice {
  orderReferenceId?: string | null;
  costCenterContactId?: string | null;
  costCenterContractId?: string | null;
}

/** Sets what the cart's order will carry; a cart is made for a choice, never for taking one away. */
export async function chooseForCart(ctx: RequestContext, choice: CartChoice): Promise<void> {
  const clearing = Object.values(choice).every((value) => value === null);
  await inTransaction(ctx, async (ctx) => {
    const row = clearing ? await findCart(ctx, true) : await findOrCreateCart(ctx);
    if (row)
      await ctx.tx
        .update(cart)
        .set({ ...choice, updatedAt: new Date() })
        .where(eq(cart.id, row.id));
  });
}

/**
 * Empties the cart an order was placed from and remembers the order, so that a repeated submit
 * answers it. The reference and the cost centre were this order's: the next one chooses its own.
 */
export async function closeCartAfterOrder(ctx: RequestContext, cartId: string, orderId: string) {
  await ctx.tx.delete(cartLineItem).where(eq(cartLineItem.cartId, cartId));
  await ctx.tx
    .update(cart)
    .set({
      lastOrderId: orderId,
      lastOrderAt: sql`now()`,
      orderReferenceId: null,
      costCenterContactId: null,
      costCenterContractId: null,
    })
    .where(eq(cart.id, cartId));
}
