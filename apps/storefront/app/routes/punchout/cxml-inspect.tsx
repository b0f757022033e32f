import { errorCodes, formatQuantityWithUnit } from '@tradeshop/domain';
import { HeadCell } from '../../components/history/HistoryFilterForm';
import { BackHomeLink } from '../../components/layout/BackHomeLink';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { languageOfPath, translator, useFigures, useTranslation } from '../../lib/i18n';
import { describeError, errorTitle } from '../../lib/route-error';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/cxml-inspect';

/** The cart the procurement system sent back to be looked at: read-only, nothing goes back. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const cart = await client.cxmlInspect().catch(throwAsRouteError);
  const title = translator(language.code)('punchout.inspectTitle');
  return { cart, meta: { title: `${title} | ${shop.name}`, noindex: true } };
}

/** Opened outside a cXML inspect session, the Store API says so (403 PUNCHOUT__NO_SESSION). */
const withoutSession = (error: unknown) => describeError(error).code === errorCodes.punchoutNoSession;

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  if (loaderData) return metaTags(loaderData.meta);
  const language = languageOfPath(location.pathname);
  return [
    {
      title: withoutSession(error)
        ? translator(language.code)('punchout.noSessionTitle')
        : errorTitle(error, language),
    },
  ];
};

export default function PunchoutCxmlInspect({ loaderData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const { cart } = loaderData;
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('punchout.inspectTitle')}</h1>
      <p className="mb-6 text-gray-700">{t('punchout.inspectIntro')}</p>
      <TableFrame>
        <table className="w-full min-w-[640px] text-sm">
          <caption className="sr-only">{t('punchout.inspectTitle')}</caption>
          <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
            <tr>
              <HeadCell>{t('product.articleNumber')}</HeadCell>
              <HeadCell>{t('checkout.product')}</HeadCell>
              <HeadCell end>{t('checkout.quantity')}</HeadCell>
              <HeadCell end>{t('cart.lineTotal')}</HeadCell>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {cart.lineItems.map((line) => (
              <tr key={line.id} data-testid="inspected-line">
                <td className="px-3 py-2">{line.payload.productNumber}</td>
                <td className="px-3 py-2">{line.label}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatQuantityWithUnit(line.quantity, line.payload.uom, language.code)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {line.price ? figures.netPrice(line.price.totalPrice) : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}

/** Why there is nothing to show, and how a punch-out starts: from the purchasing system, never here. */
function NoPunchoutSession() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl py-16" aria-labelledby="no-punchout-session">
      <h1 id="no-punchout-session" className="font-bold text-3xl text-gray-900">
        {t('punchout.noSessionTitle')}
      </h1>
      <p className="mt-4 text-gray-700">{t('punchout.noSessionIntro')}</p>
      <p className="mt-2 text-gray-700">{t('punchout.noSessionHowTo')}</p>
      <BackHomeLink />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return withoutSession(error) ? <NoPunchoutSession /> : <ErrorPage error={error} />;
}
