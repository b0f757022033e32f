import { randomUUID } from 'node:crypto';
import type { Order, PlaceOrderRequest } from '@tradeshop/api-client/contracts';
import {
  budgetDecision,
  cartErrorCodes,
  cartTotals,
  errorCodes,
  fromHundredths,
  isDeliveryDateAllowed,
  type Money,
  minimumOrderSurcharge,
  moneyToDecimalString,
  moneyToNumber,
  shippingCost,
  shops,
  toMoney,
} from '@tradeshop/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { ApiProblem } from '../../http/problem.ts';
import { invalidRequest } from '../../http/violations.ts';
import { cart, cartLineItem } from '../cart/cart.tables.ts';
import { findCart, type PricedCart, priceCart } from '../cart/index.ts';
import { company, companyAddress } from '../company/company.tables.ts';
import type { RequestContext } from '../context/index.ts';
import { costCenterSnapshotOf } from '../cost-center/index.ts';
import { requireCustomer, requireRight } from '../customer/access.ts';
import { customer } from '../customer/customer.tables.ts';
import type { SessionCustomer } from '../customer/index.ts';
import type { Mailer } from '../mail/index.ts';
import { activeFlowOf, remainingOf } from '../order-flow/index.ts';
import { orderReferenceDecision } from '../order-reference/index.ts';
import { decidersOf, decidersOfOrders } from './deciders.ts';
import { type AddressSnapshot, orderNumberSequence, salesOrder, salesOrderLine } from './order.tables.ts';
import { mailApprovers, mailConfirmation } from './order-mails.ts';
import { reserveOrderStock } from './order-stock.ts';

/** A repeated submit within this time answers the order the cart already became. */
const repeatWindowMinutes = 10;

/** Today in Belgium, as the delivery date picker counts days. */
const todayInBelgium = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

function snapshot(address: typeof companyAddress.$inferSelect): AddressSnapshot {
  return {
    name: address.name,
    street: address.street,
    houseNumber: address.houseNumber,
    box: address.box,
    zipcode: address.zipcode,
    city: address.city,
    country: address.country,
  };
}

/** The order as it is about to be written, for the rules that may refuse it or hold it back. */
export interface OrderDraft {
  user: SessionCustomer;
  priced: PricedCart;
  request: PlaceOrderRequest;
  /** What the company pays: lines, shipping and surcharges, in ten-thousandths. */
  total: Money;
  /** The flow whose budget the order counts against, set by the flow rule. */
  flowId: string | null;
  /** The company's order reference chosen for the cart, whose budget the order counts against. */
  orderReferenceId: string | null;
  /** Its name, which the order carries as its reference; set by the order reference rule. */
  orderReferenceName: string | null;
  /** Set by a rule when the order must wait for an approver instead of being placed. */
  needsApproval: boolean;
}

/**
 * The budget of the user's order flow: above what is left of it the order is blocked, at or above
 * approveFrom it waits for approval. The user's row is locked first, so two checkouts of one user
 * count each other's orders and can never overspend together.
 */
async function flowBudgetRule(tx: Tx, draft: OrderDraft) {
  await tx.execute(sql`select 1 from ${customer} where ${customer.id} = ${draft.user.id} for update`);
  const flow = await activeFlowOf(tx, draft.user.id);
  if (!flow) return;
  const { remaining } = await remainingOf(tx, flow, draft.user.id, new Date());
  const approveFrom = flow.approveFrom === null ? null : toMoney(flow.approveFrom);
  const decision = budgetDecision(draft.total, remaining, approveFrom);
  if (decision === 'blocked') {
    throw new ApiProblem(
      409,
      errorCodes.flowBudgetBlocked,
      'The order total exceeds the remaining budget of your order flow.',
      {
        total: moneyToNumber(draft.total),
        remainingBudget: remaining === null ? 0 : moneyToNumber(remaining),
        flow: flow.name,
      },
    );
  }
  draft.flowId = flow.id;
  draft.needsApproval ||= decision === 'approval';
}

/**
 * The budget of the order reference chosen for the cart, shared by all its users: blocked above
 * what is left of it, waiting for one of its approvers at or above its approveFrom.
 */
async function orderReferenceRule(tx: Tx, draft: OrderDraft) {
  if (!draft.orderReferenceId) return;
  const { name, needsApproval } = await orderReferenceDecision(
    tx,
    draft.user,
    draft.orderReferenceId,
    draft.total,
  );
  draft.orderReferenceName = name;
  draft.needsApproval ||= needsApproval;
}

/**
 * The rules an order must pass before it is written, in order: each throws the problem that stops
 * the order, or marks it as waiting for approval.
 */
const orderRules: ((tx: Tx, draft: OrderDraft) => Promise<void> | void)[] = [
  flowBudgetRule,
  orderReferenceRule,
  (_tx, { priced, request }) => {
    if (request.paymentMethod === 'invoice' && !priced.withinCredit) {
      throw new ApiProblem(
        400,
        cartErrorCodes.paymentMethodBlocked,
        'Paying on invoice is not possible for this order: the credit limit does not cover it.',
        { paymentMethod: request.paymentMethod },
      );
    }
  },
];

/**
 * An order that must wait for approval is written only when somebody besides its buyer may decide
 * it; otherwise it would wait for nobody.
 */
async function assertSomebodyDecides(tx: Tx, draft: OrderDraft) {
  const deciders = await decidersOf(tx, {
    companyId: draft.user.companyId,
    buyerId: draft.user.id,
    flowId: draft.flowId,
    orderReferenceId: draft.orderReferenceId,
  });
  if (deciders.length === 0) {
    throw new ApiProblem(
      409,
      errorCodes.orderWithoutApprover,
      'This order needs approval, but nobody besides you may approve it: have another approver named for your flow or order reference.',
      { total: moneyToNumber(draft.total) },
    );
  }
}

async function deliveryAddress(tx: Tx, user: SessionCustomer, request: PlaceOrderRequest) {
  if (request.shippingOption === 'pickup') {
    if (!shops.some((shop) => shop.code === request.pickupLocation)) {
      throw invalidRequest([
        {
          propertyPath: '/pickupLocation',
          type: 'VIOLATION::UNKNOWN_PICKUP_LOCATION',
          title: 'Choose a pickup location',
        },
      ]);
    }
    return null;
  }
  const [own] = await tx
    .select({ id: customer.defaultShippingAddressId })
    .from(customer)
    .where(eq(customer.id, user.id));
  const addressId = request.addressId ?? own?.id;
  const [address] = addressId
    ? await tx
        .select()
        .from(companyAddress)
        .where(and(eq(companyAddress.id, addressId), eq(companyAddress.companyId, user.companyId)))
    : [];
  if (!address) {
    throw new ApiProblem(400, errorCodes.addressNotFound, 'Choose a delivery address of your company.', {
      addressId: addressId ?? null,
    });
  }
  return snapshot(address);
}

/**
 * Places the order of the cart, the one checkout function: checks the right, the cart, the address,
 * date and payment, runs the order rules, writes the order and holds its stock in one transaction,
 * then mails the confirmation. A repeated submit answers the order the cart already became.
 */
export async function placeOrder(
  ctx: RequestContext,
  mailer: Mailer,
  request: PlaceOrderRequest,
): Promise<Order> {
  const user = requireRight(ctx, 'ROLE_PLACE_ORDERS');
  if (request.deliveryDate && !isDeliveryDateAllowed(request.deliveryDate, todayInBelgium())) {
    throw new ApiProblem(
      400,
      cartErrorCodes.invalidDeliveryDate,
      'Choose a weekday after today as delivery date.',
      {
        deliveryDate: request.deliveryDate,
      },
    );
  }
  const placed = await ctx.tx.transaction(async (tx) => {
    const row = await findCart(tx, ctx, true);
    const priced = await priceCart(ctx, tx, row);
    if (priced.lines.length === 0) {
      const recent =
        row?.lastOrderId &&
        row.lastOrderAt &&
        Date.now() - row.lastOrderAt.getTime() < repeatWindowMinutes * 60_000;
      if (recent) return { id: row.lastOrderId!, written: false };
      throw new ApiProblem(400, cartErrorCodes.emptyCart, 'The cart is empty.');
    }
    const blocking = priced.warnings.find((warning) => warning.level === 'error');
    if (blocking) {
      throw new ApiProblem(409, blocking.code, blocking.message, blocking.parameters);
    }
    const shippingAddress = await deliveryAddress(tx, user, request);
    const positionTotal = priced.totals.positionTotal;
    const totals = cartTotals({
      lines: priced.lines,
      shipping: shippingCost({
        option: request.shippingOption,
        method: request.shippingMethod,
        positionTotal,
      }),
      surcharge: minimumOrderSurcharge(positionTotal, {
        minimumOrderValue: priced.minimumValue,
        surcharge: priced.surchargeAmount,
      }),
    });
    if (request.expectedTotal !== undefined && Math.round(request.expectedTotal * 10_000) !== totals.gross) {
      throw new ApiProblem(409, cartErrorCodes.pricesChanged, 'The total changed: check the cart again.', {
        expectedTotal: request.expectedTotal,
        total: moneyToNumber(totals.gross),
      });
    }
    const draft: OrderDraft = {
      user,
      priced,
      request,
      total: totals.gross,
      flowId: null,
      orderReferenceId: row!.orderReferenceId,
      orderReferenceName: null,
      needsApproval: false,
    };
    for (const rule of orderRules) await rule(tx, draft);
    if (draft.needsApproval) await assertSomebodyDecides(tx, draft);

    const [billing] = await tx
      .select({ address: companyAddress })
      .from(company)
      .innerJoin(companyAddress, eq(companyAddress.id, company.billingAddressId))
      .where(eq(company.id, user.companyId));
    if (!billing)
      throw new ApiProblem(400, errorCodes.addressNotFound, 'The company has no billing address.');
    const [next] = await queryRows<{ number: string }>(
      tx,
      sql`select nextval(${orderNumberSequence.seqName})::text as number`,
    );
    const id = randomUUID();
    const blankToNull = (value: string | undefined) => value || null;
    await tx.insert(salesOrder).values({
      id,
      orderNumber: next!.number,
      companyId: user.companyId,
      customerId: user.id,
      languageId: ctx.language.id,
      status: draft.needsApproval ? 'notOpen' : 'open',
      flowId: draft.flowId,
      approvalStatus: draft.needsApproval ? 'pending' : null,
      shippingOption: request.shippingOption,
      shippingMethod: request.shippingMethod,
      paymentMethod: request.paymentMethod,
      pickupLocation: request.shippingOption === 'pickup' ? (request.pickupLocation ?? null) : null,
      deliveryDate: blankToNull(request.deliveryDate),
      billingAddress: snapshot(billing.address),
      shippingAddress,
      orderReferenceId: draft.orderReferenceId,
      orderReference: draft.orderReferenceName ?? blankToNull(request.orderReference),
      costCenter: await costCenterSnapshotOf(
        tx,
        user.companyId,
        row!.costCenterContactId,
        row!.costCenterContractId,
      ),
      orderReferenceSuffix: blankToNull(request.orderReferenceSuffix),
      fileNumber: blankToNull(request.fileNumber),
      remark: blankToNull(request.remark),
      positionPrice: moneyToDecimalString(totals.positionTotal),
      shippingTotal: moneyToDecimalString(totals.shipping),
      additionalCost: moneyToDecimalString(totals.surcharge),
      amountNet: moneyToDecimalString(totals.net),
      amountTotal: moneyToDecimalString(totals.gross),
      calculatedTaxes: totals.taxes.map((entry) => ({
        taxRate: entry.taxRate,
        tax: moneyToDecimalString(entry.tax),
      })),
    });
    await tx.insert(salesOrderLine).values(
      priced.lines.map((line, index) => ({
        id: randomUUID(),
        orderId: id,
        position: index + 1,
        productId: line.product.id,
        productNumber: line.product.productNumber,
        label: line.product.translated.name,
        quantityHundredths: line.quantityHundredths,
        backorderHundredths: 0,
        unitOfMeasure: line.product.unitOfMeasure,
        unitPrice: moneyToDecimalString(line.unitPrice),
        totalPrice: moneyToDecimalString(line.total),
        taxRate: String(line.taxRate),
        remark: line.remark,
      })),
    );
    // An order waiting for approval holds no stock yet: approving it places it as checkout would.
    if (!draft.needsApproval) await reserveOrderStock(tx, id);
    await tx.delete(cartLineItem).where(eq(cartLineItem.cartId, row!.id));
    // The reference and the cost centre were this order's: the next one chooses its own.
    await tx
      .update(cart)
      .set({
        lastOrderId: id,
        lastOrderAt: sql`now()`,
        orderReferenceId: null,
        costCenterContactId: null,
        costCenterContractId: null,
      })
      .where(eq(cart.id, row!.id));
    return { id, written: true };
  });

  const [order] = await loadOrders(ctx.tx, { ids: [placed.id] });
  if (placed.written) {
    // A waiting order tells its approvers; a placed one confirms to the buyer.
    if (order!.approvalStatus === 'pending') await mailApprovers(ctx, mailer, order!);
    else await mailConfirmation(ctx, mailer, user, order!);
  }
  return order!;
}

function toOrder(
  row: typeof salesOrder.$inferSelect,
  lines: (typeof salesOrderLine.$inferSelect)[],
  approvers: Order['approvers'],
): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderDateTime: row.orderedAt.toISOString(),
    status: row.status,
    approvalStatus: row.approvalStatus as Order['approvalStatus'],
    approvers,
    flowId: row.flowId,
    customerId: row.customerId,
    companyId: row.companyId,
    shippingOption: row.shippingOption as Order['shippingOption'],
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    paymentMethod: row.paymentMethod as Order['paymentMethod'],
    pickupLocation: row.pickupLocation,
    deliveryDate: row.deliveryDate,
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress,
    orderReference: row.orderReference,
    orderReferenceSuffix: row.orderReferenceSuffix,
    fileNumber: row.fileNumber,
    remark: row.remark,
    orderReferenceId: row.orderReferenceId,
    costCenter: row.costCenter,
    positionPrice: moneyToNumber(toMoney(row.positionPrice)),
    shippingTotal: moneyToNumber(toMoney(row.shippingTotal)),
    additionalCost: moneyToNumber(toMoney(row.additionalCost)),
    amountNet: moneyToNumber(toMoney(row.amountNet)),
    amountTotal: moneyToNumber(toMoney(row.amountTotal)),
    calculatedTaxes: row.calculatedTaxes.map((entry) => ({
      taxRate: entry.taxRate,
      tax: moneyToNumber(toMoney(entry.tax)),
    })),
    lineItems: lines.map((line) => ({
      id: line.id,
      position: line.position,
      productId: line.productId,
      productNumber: line.productNumber,
      label: line.label,
      quantity: fromHundredths(line.quantityHundredths),
      backorderQuantity: fromHundredths(line.backorderHundredths),
      uom: line.unitOfMeasure,
      unitPrice: moneyToNumber(toMoney(line.unitPrice)),
      totalPrice: moneyToNumber(toMoney(line.totalPrice)),
      taxRate: Number(line.taxRate),
      remark: line.remark,
    })),
    apiAlias: 'order',
  };
}

export async function loadOrders(tx: Tx, where: { ids: string[] }): Promise<Order[]> {
  if (where.ids.length === 0) return [];
  const rows = await tx.select().from(salesOrder).where(inArray(salesOrder.id, where.ids));
  const lines = await tx
    .select()
    .from(salesOrderLine)
    .where(inArray(salesOrderLine.orderId, where.ids))
    .orderBy(salesOrderLine.position);
  const approvers = await decidersOfOrders(
    tx,
    rows.filter((row) => row.approvalStatus === 'pending').map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
      approvers.get(row.id) ?? [],
    ),
  );
}

/**
 * The logged-in user's orders, newest first; with ROLE_MANAGE_COMPANY_ORDER_HISTORY those of the
 * whole company.
 */
export async function listOrders(
  ctx: RequestContext,
  criteria: { page: number; limit: number; filter: { field: 'id' | 'orderNumber'; value: string }[] },
) {
  const user = requireCustomer(ctx);
  const companyWide = user.rights.some(
    (right) => right.code === 'ROLE_MANAGE_COMPANY_ORDER_HISTORY' && right.enabled,
  );
  const conditions = [
    companyWide ? eq(salesOrder.companyId, user.companyId) : eq(salesOrder.customerId, user.id),
    ...criteria.filter.map((filter) =>
      filter.field === 'id'
        ? /^[0-9a-f-]{36}$/i.test(filter.value)
          ? eq(salesOrder.id, filter.value)
          : sql`false`
        : eq(salesOrder.orderNumber, filter.value),
    ),
  ];
  const [{ total }] = (await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from ${salesOrder} where ${and(...conditions)}`,
  )) as [{ total: number }];
  const ids = await ctx.tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(...conditions))
    .orderBy(desc(salesOrder.orderedAt), desc(salesOrder.orderNumber))
    .limit(criteria.limit)
    .offset((criteria.page - 1) * criteria.limit);
  const orders = await loadOrders(ctx.tx, { ids: ids.map((row) => row.id) });
  const byId = new Map(orders.map((order) => [order.id, order]));
  return {
    orders: {
      elements: ids.map((row) => byId.get(row.id)!),
      total,
      page: criteria.page,
      limit: criteria.limit,
    },
  };
}
