import type { Order } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { mailAddressee } from '../account/index.ts';
import { orderConfirmationMail } from '../mail/index.ts';

/** The order confirmation to the user who ordered, in their language. */
export async function mailConfirmation(ctx: RequestContext, user: { id: string }, order: Order) {
  const buyer = await mailAddressee(ctx, user.id);
  if (!buyer) return;
  await ctx.mailer.send(ctx.tx, {
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
