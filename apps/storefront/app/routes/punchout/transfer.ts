import type { PunchoutTransfer } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client/errors';
import { data, redirect } from 'react-router';
import { requireCustomer } from '../../lib/account.server';
import { localizedPath, translator } from '../../lib/i18n';
import { transferFormAction, transferPage, transferRefusedSearch } from '../../lib/punchout-transfer';
import { handedOver } from '../../lib/server-handover.server';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/transfer';

/**
 * "Transfer to your purchasing system": the cart goes back to the procurement system's return
 * address, the lines sent leave the cart and the punch-out session ends. Answers the self-posting
 * form page.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  let transfer: PunchoutTransfer['data'];
  try {
    transfer = (await client.transferPunchoutCart()).data;
  } catch (error) {
    // Refused (an empty cart, a line the procurement system cannot take): the checkout says why.
    if (!(error instanceof StoreApiError) || error.status >= 500) return throwAsRouteError(error);
    const search = transferRefusedSearch(error.code, error.errors[0]?.meta.parameters.productNumber);
    return redirect(`${localizedPath(language, '/checkout')}${search}`);
  }
  const html = transferPage(transfer, {
    lang: language.code.slice(0, 2),
    title: t('punchout.transferring'),
    button: t('punchout.transfer'),
    nonce: handedOver(request, 'cspNonce'),
  });
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': transferFormAction(transfer.action),
    },
  });
}

export const loader = () => {
  throw data({ code: 'NOT_FOUND' }, { status: 404 });
};
