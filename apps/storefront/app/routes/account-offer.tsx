import { formatNetPrice, toHundredths } from '@tradeshop/domain';
import { Link } from 'react-router';
import { TableFrame } from '../components/account/TableFrame';
import { DocumentLink, HeadCell } from '../components/history/HistoryFilterForm';
import { ErrorPage } from '../components/layout/ErrorPage';
import { Fact, formatOrderDate } from '../components/order/OrderDetails';
import { requireCustomer } from '../lib/account.server';
import { localizedPath, translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../lib/store-api.server';
import { formatQuantityWithUnit } from '../lib/units';
import type { Route } from './+types/account-offer';
import { offerStatusLabel } from './account-offers';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireCustomer(request, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: offer } = await client.offerDetail(params.offerNumber).catch(throwAsRouteError);
  const title = translator(language.code)('offers.detailTitle', { number: offer.number });
  return { offer, meta: { title: `${title} | ${shop.name}`, noindex: true } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function AccountOffer({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { offer } = loaderData;
  const date = (day: string | null) => (day ? formatOrderDate(day, language.code) : null);
  // The ERP gives a status per line only for some offers; a column of dashes says nothing.
  const withStatus = offer.lines.some((line) => line.status);
  return (
    <>
      <Link
        to={localizedPath(language, '/account/offers')}
        className="mb-4 inline-block text-brand-700 text-sm hover:underline"
      >
        {t('offers.backToList')}
      </Link>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">
          {t('offers.detailTitle', { number: offer.number })}
        </h1>
        {offer.links.pdf && (
          <DocumentLink
            screen="offers"
            kind="offer"
            number={offer.number}
            label={t('offers.pdf', { number: offer.number })}
          >
            {t('offers.pdf', { number: offer.number })}
          </DocumentLink>
        )}
      </div>
      <dl className="mb-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Fact label={t('offers.reference')} value={offer.reference} />
        <Fact label={t('offers.date')} value={date(offer.offeredOn)} />
        <Fact label={t('offers.validUntil')} value={date(offer.validUntil)} />
        <Fact label={t('offers.statusLabel')} value={t(offerStatusLabel(offer.status))} />
      </dl>
      <TableFrame>
        <table className="w-full min-w-[720px] text-sm">
          <caption className="sr-only">{t('offers.linesCaption')}</caption>
          <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
            <tr>
              <HeadCell>{t('offers.line')}</HeadCell>
              <HeadCell>{t('offers.article')}</HeadCell>
              <HeadCell>{t('offers.description')}</HeadCell>
              <HeadCell end>{t('offers.quantity')}</HeadCell>
              <HeadCell>{t('offers.deliveryDate')}</HeadCell>
              <HeadCell end>{t('offers.price')}</HeadCell>
              <HeadCell end>{t('offers.lineNet')}</HeadCell>
              {withStatus && <HeadCell>{t('offers.lineStatus')}</HeadCell>}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {offer.lines.map((line) => (
              <tr key={line.position}>
                <td className="px-3 py-2 tabular-nums">{line.position}</td>
                <td className="whitespace-nowrap px-3 py-2">{line.article ?? '–'}</td>
                <td className="px-3 py-2">
                  {line.name}
                  {line.customerArticle && (
                    <span className="block text-gray-600 text-xs">
                      {t('offers.customerArticle')}: {line.customerArticle}
                    </span>
                  )}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatQuantityWithUnit(t, language.code, toHundredths(line.quantity), line.unit)}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{date(line.deliveryDate) ?? '–'}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatNetPrice(line.unitPrice)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatNetPrice(line.net)}
                </td>
                {withStatus && <td className="px-3 py-2">{line.status ?? '–'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <p className="mt-4 text-right font-semibold text-gray-900">
        {t('offers.net')}: {formatNetPrice(offer.net)}
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
