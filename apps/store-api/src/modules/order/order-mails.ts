import type { Order } from '@tradeshop/api-client/contracts';
import { formatNetPrice } from '@tradeshop/domain';
import { eq } from 'drizzle-orm';
import type { RequestContext } from '../context/index.ts';
import { customer } from '../customer/customer.tables.ts';
import {
  approvalDeclinedMail,
  approvalRequestMail,
  type Mailer,
  orderConfirmationMail,
} from '../mail/index.ts';
import { orderFlow } from '../order-flow/order-flow.tables.ts';
import { language } from '../sales-channel/sales-channel.tables.ts';

/** Who a mail goes to: address, name, language and the storefront of that language. */
async function recipient(ctx: RequestContext, id: string) {
  const [row] = await ctx.tx
    .select({
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      locale: language.localeCode,
    })
    .from(customer)
    .leftJoin(language, eq(language.id, customer.languageId))
    .where(eq(customer.id, id));
  if (!row) return null;
  const locale = row.locale ?? ctx.language.localeCode;
  const storefront =
    ctx.salesChannel.domains.find((domain) => domain.languageLocaleCode === locale)?.url ?? '';
  return {
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    locale,
    storefront: storefront.replace(/\/+$/, ''),
  };
}

/** Tells the buyer that an approver declined their order (an approved one gets the confirmation). */
export async function mailDeclined(ctx: RequestContext, mailer: Mailer, order: Order, approverId: string) {
  const buyer = await recipient(ctx, order.customerId);
  const approver = await recipient(ctx, approverId);
  if (!buyer) return;
  await mailer.send(ctx.tx, {
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
export async function mailApprovers(ctx: RequestContext, mailer: Mailer, order: Order) {
  const [flow] = order.flowId
    ? await ctx.tx.select().from(orderFlow).where(eq(orderFlow.id, order.flowId))
    : [];
  const buyer = await recipient(ctx, order.customerId);
  for (const { id } of order.approvers) {
    const approver = await recipient(ctx, id);
    if (!approver) continue;
    await mailer.send(ctx.tx, {
      to: approver.email,
      template: 'approval-request',
      locale: approver.locale,
      ...approvalRequestMail(approver.locale, {
        name: approver.name,
        buyer: buyer?.name ?? '',
        orderNumber: order.orderNumber,
        total: formatNetPrice(order.amountTotal),
        flow: flow?.name ?? null,
        reference: order.orderReferenceId ? order.orderReference : null,
        url: `${approver.storefront}/account/approvals/${order.id}`,
      }),
    });
  }
}

/** The order confirmation to the user who ordered, in their language. */
export async function mailConfirmation(
  ctx: RequestContext,
  mailer: Mailer,
  user: { id: string },
  order: Order,
) {
  const buyer = await recipient(ctx, user.id);
  if (!buyer) return;
  await mailer.send(ctx.tx, {
    to: buyer.email,
    template: 'order-confirmation',
    locale: buyer.locale,
    ...orderConfirmationMail(buyer.locale, {
      name: buyer.name,
      order,
      url: `${buyer.storefront}/checkout/success?order=${order.id}`,
    }),
  });
}
