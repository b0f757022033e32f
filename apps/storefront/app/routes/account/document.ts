import { type HistoryDocumentKind, historyDocumentKinds } from '@tradeshop/api-client';
import { data } from 'react-router';
import { requireCustomer } from '../../lib/account.server';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/document';

/** The documents each history hands out: an invoice, its delivery proof and e-invoice, or an offer. */
const kindsOf: Record<string, readonly HistoryDocumentKind[]> = {
  invoices: ['invoice', 'delivery-proof', 'invoice-ubl'],
  offers: ['offer'],
};

/**
 * The PDF of an invoice, its delivery proof or an offer, or an invoice's e-invoice (UBL XML, to be
 * saved), fetched with the user's session.
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const screen = /\/account\/(invoices|offers)\/document\//.exec(url.pathname)?.[1] ?? '';
  const kind = historyDocumentKinds.find((candidate) => candidate === params.kind);
  if (!kind || !kindsOf[screen]?.includes(kind)) throw data({ code: 'NOT_FOUND' }, { status: 404 });
  const { client } = context.get(storeApiContext);
  const document = await client.document(kind, params.number).catch(throwAsRouteError);
  const filename = params.number.replace(/[^\w.-]/g, '_');
  return new Response(document.bytes, {
    headers: {
      ...(kind === 'invoice-ubl'
        ? {
            'Content-Type': 'application/xml',
            'Content-Disposition': `attachment; filename="${filename}.xml"`,
          }
        : {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `inline; filename="${kind}-${filename}.pdf"`,
          }),
      'Cache-Control': 'private, no-store',
    },
  });
}
