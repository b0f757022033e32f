import type { Order } from '@tradeshop/api-client/contracts';
import { formatNetPrice } from '@tradeshop/domain';
import type { RequestContext } from '../../platform/context.ts';
import { mailAddressee } from '../account/index.ts';
import { budgetsByIds } from '../budget/index.ts';
import { approvalDeclinedMail, approvalRequestMail } from '../mail/index.ts';

/** Tells the buyer that an approver declined their order (an approved one gets the confirmation). */
export async function mailDeclined(ctx: RequestContext, order: Order, approverId: string) {
  const buyer = await mailAddressee(ctx, order.customerId);
  const approver = await mailAddressee(ctx, approverId);
  if (!buyer) return;
  await ctx.mailer.send(ctx.tx, {
    to: buyer.email,
    template: 'approval-declined',
    locale: buyer.locale,
    ...approvalDeclinedMail(buyer.locale, {
      name: buyer.name,
      orderNumber: order.orderNumber,
      approver: approver?.name ?? '',
      url: `${buyer.storefront}/checkout/success?order=${order.id}`,
    }),
  });
}

/**
 * Tells the users who may decide the waiting order (the approvers of its flow and order reference,
 * or the company's lead buyers when none of those may; never the buyer) that it waits for them.
 */
export async function mailApprovers(ctx: RequestContext, order: Order) {
  const flow = order.flowId ? (await budgetsByIds(ctx.tx, [order.flowId])).get(order.flowId) : undefined;
  const buyer = await mailAddressee(ctx, order.customerId);
  for (const { id } of order.approvers) {
    const approver = await mailAddressee(ctx, id);
    if (!approver) continue;
    await ctx.mailer.send(ctx.tx, {
      to: approver.email,
      template: 'approval-request',
      locale: approver.locale,
      ...approvalRequestMail(approver.locale, {
        name: approver.name,
        buyer: buyer?.name ?? '',
        orderNumber: order.orderNumber,
        total: formatNetPrice(order.amountTotal, approver.locale),
        flow: flow?.name ?? null,
        reference: order.orderReferenceId ? order.orderReference : null,
        url: `${approver.storefront}/account/approvals/${order.id}`,
      }),
    });
  }
}
