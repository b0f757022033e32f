import { type OfferEntry, type OfferRequestEntry, offerStatuses } from '@tradeshop/api-client';
import { hasRight } from '@tradeshop/domain';
import { Link } from 'react-router';
import {
  DocumentLink,
  HeadCell,
  HistoryFilterForm,
  HistoryResults,
} from '../../components/history/HistoryFilterForm';
import { OfferRequestList } from '../../components/history/OfferRequestList';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { formatOrderDate } from '../../components/order/OrderDetails';
import { FormField } from '../../components/ui/FormField';
import { SelectField } from '../../components/ui/SelectField';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { historyFilterOf, queryOf } from '../../lib/history-filter';
import { localizedPath, type MessageKey, translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/offers';

export async function loader({ url, context }: Route.LoaderArgs) {
  const customer = await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  // The company's latest offer requests, above the offers that answer them.
  const requests = hasRight(customer.rights, 'ROLE_REQUEST_OFFER')
    ? await client
        .offerRequests({ limit: 10 })
        .then((answer) => answer.data)
        .catch((): OfferRequestEntry[] => [])
    : [];
  const search = url.searchParams;
  const period = historyFilterOf(search);
  const status = offerStatuses.find((candidate) => candidate === search.get('status'));
  const filter = { status: status ?? '', term: searchText(search.get('term'), 100) };
  const meta = { title: `${translator(language.code)('offers.title')} | ${shop.name}`, noindex: true };
  if (period.periodInvalid) return { requests, offers: [], pager: null, filter, period, meta };
  const { data: offers, pager } = await client
    .offerHistory({
      ...queryOf({ page: period.page, from: period.from, to: period.to, term: filter.term }),
      status,
    })
    .catch(throwAsRouteError);
  return { requests, offers, pager, filter, period, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export const offerStatusLabel = (status: string) => `offers.status.${status}` as MessageKey;

function OffersTable({ offers }: { offers: OfferEntry[] }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const date = (day: string | null) => (day ? formatOrderDate(day, language.code, 'short') : '–');
  return (
    <TableFrame>
      <table className="w-full min-w-[760px] text-sm">
        <caption className="sr-only">{t('offers.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <HeadCell>{t('offers.number')}</HeadCell>
            <HeadCell>{t('offers.reference')}</HeadCell>
            <HeadCell>{t('offers.date')}</HeadCell>
            <HeadCell>{t('offers.validUntil')}</HeadCell>
            <HeadCell>{t('offers.statusLabel')}</HeadCell>
            <HeadCell end>{t('offers.net')}</HeadCell>
            <HeadCell>{t('invoices.documents')}</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {offers.map((offer) => (
            <tr key={offer.number}>
              <td className="whitespace-nowrap px-3 py-2">
                <Link
                  to={localizedPath(language, `/account/offers/details/${encodeURIComponent(offer.number)}`)}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {offer.number}
                </Link>
              </td>
              <td className="px-3 py-2">{offer.reference ?? '–'}</td>
              <td className="whitespace-nowrap px-3 py-2">{date(offer.offeredOn)}</td>
              <td className="whitespace-nowrap px-3 py-2">{date(offer.validUntil)}</td>
              <td className="px-3 py-2">
                {t(offerStatusLabel(offer.status))}
                {offer.decision && (
                  <span className="block text-gray-600 text-xs">
                    {t(
                      offer.decision === 'accepted' ? 'offers.decision.accepted' : 'offers.decision.declined',
                    )}
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {figures.netPrice(offer.net)}
              </td>
              <td className="px-3 py-2">
                {offer.links.pdf && (
                  <DocumentLink
                    screen="offers"
                    kind="offer"
                    number={offer.number}
                    label={t('offers.pdf', { number: offer.number })}
                  >
                    {t('history.pdf')}
                  </DocumentLink>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export default function AccountOffers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { requests, offers, pager, filter, period } = loaderData;
  const filtered = Boolean(filter.status || filter.term || period.from || period.to);
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('offers.title')}</h1>
      <p className="mb-6 text-gray-700">{t('offers.intro')}</p>
      <OfferRequestList requests={requests} />
      <HistoryFilterForm from={period.from} to={period.to} periodInvalid={period.periodInvalid}>
        <div className="min-w-56 flex-1">
          <FormField name="term" type="search" label={t('offers.search')} defaultValue={filter.term} />
        </div>
        <div className="min-w-44">
          <SelectField
            name="status"
            label={t('offers.statusLabel')}
            defaultValue={filter.status}
            placeholder={t('offers.allStatuses')}
            options={offerStatuses.map((status) => ({ value: status, label: t(offerStatusLabel(status)) }))}
          />
        </div>
      </HistoryFilterForm>
      <HistoryResults
        pager={pager}
        empty={filtered ? t('offers.noneFound') : t('offers.none')}
        count={t('offers.count', { count: pager?.totalResults ?? 0 })}
      >
        <OffersTable offers={offers} />
      </HistoryResults>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
