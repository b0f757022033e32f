import type { Order, PlaceOrderRequest } from '@tradeshop/api-client/contracts';
import {
  brusselsDate,
  budgetDecision,
  cartErrorCodes,
  cartErrorLevels,
  errorCodes,
  isDeliveryDateAllowed,
  type Money,
  moneyToDecimalString,
  moneyToNumber,
  type OverBudgetRule,
  rateUnder,
  shippingTreatment,
  shops,
  toMoney,
  totalsForShipping,
} from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { requireRight } from '../../platform/access.ts';
import { inTransaction, type RequestContext, type SessionCustomer } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { invalidRequest } from '../../platform/violations.ts';
import {
  type AddressBookOptions,
  billingAddressOf,
  deliveryAddressOf,
  lockCustomer,
} from '../account/index.ts';
import { decidersOf, mailApprovers, ordersWithDeciders } from '../approval/index.ts';
import { activeFlowOf, remainingOfFlow } from '../budget/index.ts';
import { closeCartAfterOrder, findCart, type PricedCart, priceCart } from '../cart/index.ts';
import { costCenterSnapshotOf } from '../cost-center/index.ts';
import { orderCostPosts } from '../cost-post/index.ts';
import { mailConfirmation, writeOrder } from '../order/index.ts';
import { orderReferenceDecision } from '../order-reference/index.ts';
import { isPunchoutUser } from '../punchout/index.ts';

/** A repeated submit within this time answers the order the cart already became. */
const repeatWindowMinutes = 10;

/** The order as it is about to be written, for the rules that may refuse it or hold it back. */
interface OrderDraft {
  user: SessionCustomer;
  priced: PricedCart;
  request: PlaceOrderRequest;
  /** What the order costs without VAT (lines, shipping, surcharges), in ten-thousandths: budgets count it. */
  netTotal: Money;
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
 * The budget of the user's order flow: above what is left of it the order waits for approval or is
 * blocked, as the flow says; at or above approveFrom it waits for approval. The user's row is locked first, so two checkouts of one user
 * count each other's orders and can never overspend together.
 */
async function flowBudgetRule(tx: Tx, draft: OrderDraft) {
  await lockCustomer(tx, draft.user.id);
  const flow = await activeFlowOf(tx, draft.user.id);
  if (!flow) return;
  const { remaining } = await remainingOfFlow(tx, flow, draft.user.id, new Date());
  const approveFrom = flow.approveFrom === null ? null : toMoney(flow.approveFrom);
  const decision = budgetDecision(
    draft.netTotal,
    { remaining, overBudget: flow.overBudget as OverBudgetRule },
    approveFrom,
  );
  if (decision === 'blocked') {
    throw new ApiProblem(
      409,
      errorCodes.flowBudgetBlocked,
      'The order total exceeds the remaining budget of your order flow.',
      {
        total: moneyToNumber(draft.netTotal),
        remainingBudget: remaining === null ? 0 : moneyToNumber(remaining),
        flow: flow.name,
      },
    );
  }
  draft.flowId = flow.id;
  draft.needsApproval ||= decision === 'approval';
}

/**
 * The budget of the order reference chosen for the cart, shared by all its users: above what is
 * left of it the order waits or is blocked, as the reference says; at or above its approveFrom it
 * waits for one of its approvers.
 */
async function orderReferenceRule(tx: Tx, draft: OrderDraft) {
  if (!draft.orderReferenceId) return;
  const { name, needsApproval } = await orderReferenceDecision(
    tx,
    draft.user,
    draft.orderReferenceId,
    draft.netTotal,
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
  const [deciders] = await decidersOf(tx, [
    {
      companyId: draft.user.companyId,
      buyerId: draft.user.id,
      flowId: draft.flowId,
      orderReferenceId: draft.orderReferenceId,
    },
  ]);
  if (deciders!.people.length === 0) {
    throw new ApiProblem(
      409,
      errorCodes.orderWithoutApprover,
      'This order needs approval, but nobody besides you may approve it: have another approver named for your flow or order reference.',
      { total: moneyToNumber(draft.netTotal) },
    );
  }
}

/** Where the order goes: a pickup shop, or an address of the company (the user's default unless chosen). */
async function deliveryAddress(
  tx: Tx,
  user: SessionCustomer,
  request: PlaceOrderRequest,
  addressBook: AddressBookOptions,
) {
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
  const { addressId, address } = await deliveryAddressOf(tx, user, request.addressId, addressBook);
  if (!address) {
    throw new ApiProblem(400, errorCodes.addressNotFound, 'Choose a delivery address of your company.', {
      addressId,
    });
  }
  return address;
}

/**
 * Places the order of the cart, the one checkout function: checks the right, the cart, the address,
 * date and payment, runs the order rules, writes the order and holds its stock in one transaction,
 * then mails the confirmation. A repeated submit answers the order the cart already became.
 */
export async function placeOrder(
  ctx: RequestContext,
  request: PlaceOrderRequest,
  addressBook: AddressBookOptions,
): Promise<Order> {
  const user = requireRight(ctx, 'ROLE_PLACE_ORDERS');
  if (await isPunchoutUser(ctx, user.id))
    throw new ApiProblem(
      403,
      errorCodes.punchoutOrderInShop,
      'Your orders go through your purchasing system: transfer the cart to it.',
    );
  if (request.deliveryDate && !isDeliveryDateAllowed(request.deliveryDate, brusselsDate(new Date()))) {
    throw new ApiProblem(
      400,
      cartErrorCodes.invalidDeliveryDate,
      'Choose a weekday after today as delivery date.',
      {
        deliveryDate: request.deliveryDate,
      },
    );
  }
  const placed = await inTransaction(ctx, async (ctx) => {
    const { tx } = ctx;
    const row = await findCart(ctx, true);
    const priced = await priceCart(ctx, row);
    if (priced.lines.length === 0) {
      const recent =
        row?.lastOrderId &&
        row.lastOrderAt &&
        Date.now() - row.lastOrderAt.getTime() < repeatWindowMinutes * 60_000;
      if (recent) return { id: row.lastOrderId!, written: false };
      throw new ApiProblem(400, cartErrorCodes.emptyCart, 'The cart is empty.');
    }
    const blocking = priced.warnings.find((warning) => warning.level === cartErrorLevels.error);
    if (blocking) {
      throw new ApiProblem(409, blocking.messageKey, blocking.message, blocking.parameters);
    }
    const shippingAddress = await deliveryAddress(tx, user, request, addressBook);
    // The VAT follows where the goods go: the chosen address may be abroad where the default is not.
    const treatment = shippingTreatment(priced.taxPosition, request.shippingOption, shippingAddress?.country);
    const totals = totalsForShipping({
      lines: priced.lines,
      option: request.shippingOption,
      method: request.shippingMethod,
      company: { minimumOrderValue: priced.minimumValue, surcharge: priced.surchargeAmount },
      treatment,
      freeShippingLimit: priced.freeShippingLimit,
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
      netTotal: totals.net,
      flowId: null,
      orderReferenceId: row!.orderReferenceId,
      orderReferenceName: null,
      needsApproval: false,
    };
    for (const rule of orderRules) await rule(tx, draft);
    if (draft.needsApproval) await assertSomebodyDecides(tx, draft);

    const costPosts = await orderCostPosts(
      tx,
      user.companyId,
      request,
      priced.lines.map((line) => line.id),
    );
    const billingAddress = await billingAddressOf(tx, user.companyId);
    if (!billingAddress)
      throw new ApiProblem(400, errorCodes.addressNotFound, 'The company has no billing address.');
    const blankToNull = (value: string | undefined) => value || null;
    // An order waiting for approval holds no stock yet: approving it places it as checkout would.
    const id = await writeOrder(ctx, {
      companyId: user.companyId,
      customerId: user.id,
      placedByStaffName: ctx.actingStaff?.name ?? null,
      languageId: ctx.language.id,
      status: draft.needsApproval ? 'notOpen' : 'open',
      flowId: draft.flowId,
      approvalStatus: draft.needsApproval ? 'pending' : null,
      shippingOption: request.shippingOption,
      shippingMethod: request.shippingMethod,
      paymentMethod: request.paymentMethod,
      pickupLocation: request.shippingOption === 'pickup' ? (request.pickupLocation ?? null) : null,
      deliveryDate: blankToNull(request.deliveryDate),
      billingAddress,
      shippingAddress,
      orderReferenceId: draft.orderReferenceId,
      orderReference: draft.orderReferenceName ?? blankToNull(request.orderReference),
      costCenter: await costCenterSnapshotOf(
        tx,
        user.companyId,
        row!.costCenterContactId,
        row!.costCenterContractId,
      ),
      costPost: costPosts.order,
      orderReferenceSuffix: blankToNull(request.orderReferenceSuffix),
      fileNumber: blankToNull(request.fileNumber),
      remark: blankToNull(request.remark),
      positionPrice: moneyToDecimalString(totals.positionTotal),
      shippingTotal: moneyToDecimalString(totals.shipping),
      additionalCost: moneyToDecimalString(totals.surcharge),
      amountNet: moneyToDecimalString(totals.net),
      amountTotal: moneyToDecimalString(totals.gross),
      vatTreatment:
        treatment.kind === 'intra-community'
          ? { ...treatment, viesRequestIdentifier: priced.taxPosition?.viesRequestIdentifier ?? null }
          : treatment,
      calculatedTaxes: totals.taxes.map((entry) => ({
        taxRate: entry.taxRate,
        tax: moneyToDecimalString(entry.tax),
        net: moneyToDecimalString(entry.net),
      })),
      lines: priced.lines.map((line) => ({
        productId: line.product.id,
        productNumber: line.product.productNumber,
        customerSku: line.customerSku,
        label: line.product.translated.name,
        quantityHundredths: line.quantityHundredths,
        backorderHundredths: 0,
        unitOfMeasure: line.product.unitOfMeasure,
        unitPrice: moneyToDecimalString(line.unitPrice),
        totalPrice: moneyToDecimalString(line.total),
        taxRate: String(rateUnder(treatment, line.taxRate)),
        remark: line.remark,
        costPost: costPosts.lines.get(line.id) ?? null,
        offerNumber: line.offer?.number ?? null,
        offerPosition: line.offer?.position ?? null,
      })),
    });
    await closeCartAfterOrder(ctx, row!.id, id);
    return { id, written: true };
  });

  const [order] = await ordersWithDeciders(ctx, [placed.id], ctx.language.localeCode);
  if (placed.written) {
    // A waiting order tells its approvers; a placed one confirms to the buyer.
    if (order!.approvalStatus === 'pending') await mailApprovers(ctx, order!);
    else await mailConfirmation(ctx, user, order!);
  }
  return order!;
}
