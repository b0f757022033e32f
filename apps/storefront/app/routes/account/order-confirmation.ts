import { requireCustomer } from '../../lib/account.server';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/order-confirmation';

/** The confirmation PDF of an order placed in the shop, by its number, fetched with the user's session. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client } = context.get(storeApiContext);
  const { data: order } = await client.orderHistoryDetail(params.orderNumber).catch(throwAsRouteError);
  const document = await client.orderConfirmation(order.id).catch(throwAsRouteError);
  return new Response(document.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="order-confirmation-${order.orderNumber.replace(/[^\w.-]/g, '_')}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
