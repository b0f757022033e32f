import type { InvoiceEntry } from '@tradeshop/api-client';
import {
  DocumentLink,
  HeadCell,
  HistoryFilterForm,
  HistoryResults,
} from '../../components/history/HistoryFilterForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { formatOrderDate } from '../../components/order/OrderDetails';
import { FormField } from '../../components/ui/FormField';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { historyFilterOf, queryOf } from '../../lib/history-filter';
import { translator, useFigures, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { searchText } from '../../lib/search-text';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/invoices';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const search = url.searchParams;
  const period = historyFilterOf(search);
  const filter = {
    number: searchText(search.get('number'), 64),
    order: searchText(search.get('order'), 64),
    reference: searchText(search.get('reference'), 100),
  };
  const meta = { title: `${translator(language.code)('invoices.title')} | ${shop.name}`, noindex: true };
  if (period.periodInvalid) return { invoices: [], pager: null, filter, period, meta };
  const { data: invoices, pager } = await client
    .invoiceHistory(queryOf({ page: period.page, from: period.from, to: period.to, ...filter }))
    .catch(throwAsRouteError);
  return { invoices, pager, filter, period, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** Paid, open or overdue; the amount still open only when part of the invoice was paid. */
function PaymentState({ invoice }: { invoice: InvoiceEntry }) {
  const figures = useFigures();
  const { t } = useTranslation();
  if (invoice.paid) return <span className="text-green-800">{t('invoices.paid')}</span>;
  const partly = invoice.openAmount !== invoice.total;
  return (
    <span className={invoice.overdue ? 'font-semibold text-red-700' : 'text-gray-900'}>
      {invoice.overdue ? t('invoices.overdue') : t('invoices.open')}
      {partly && <span className="block font-normal text-xs">{figures.netPrice(invoice.openAmount)}</span>}
    </span>
  );
}

function InvoicesTable({ invoices }: { invoices: InvoiceEntry[] }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const date = (day: string | null) => (day ? formatOrderDate(day, language.code, 'short') : '–');
  return (
    <TableFrame>
      <table className="w-full min-w-[880px] text-sm">
        <caption className="sr-only">{t('invoices.tableCaption')}</caption>
        <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
          <tr>
            <HeadCell>{t('invoices.number')}</HeadCell>
            <HeadCell>{t('invoices.date')}</HeadCell>
            <HeadCell>{t('invoices.order')}</HeadCell>
            <HeadCell>{t('invoices.reference')}</HeadCell>
            <HeadCell end>{t('invoices.total')}</HeadCell>
            <HeadCell>{t('invoices.dueOn')}</HeadCell>
            <HeadCell>{t('invoices.state')}</HeadCell>
            <HeadCell>{t('invoices.documents')}</HeadCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {invoices.map((invoice) => (
            <tr key={invoice.number}>
              <td className="whitespace-nowrap px-3 py-2 font-medium text-gray-900">
                {invoice.number}
                {invoice.type === 'creditNote' && (
                  <span className="mt-1 block w-fit rounded bg-gray-100 px-1.5 py-0.5 text-gray-700 text-xs">
                    {t('invoices.creditNote')}
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{date(invoice.issuedOn)}</td>
              <td className="px-3 py-2">{invoice.orderNumbers.join(', ') || '–'}</td>
              <td className="px-3 py-2">{invoice.reference ?? '–'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                {figures.netPrice(invoice.total)}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{date(invoice.dueOn)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <PaymentState invoice={invoice} />
              </td>
              <td className="px-3 py-2">
                <span className="flex flex-col gap-1">
                  {invoice.links.invoice && (
                    <DocumentLink
                      screen="invoices"
                      kind="invoice"
                      number={invoice.number}
                      label={t('invoices.invoicePdf', { number: invoice.number })}
                    >
                      {t('history.pdf')}
                    </DocumentLink>
                  )}
                  {invoice.links.deliveryProof && (
                    <DocumentLink
                      screen="invoices"
                      kind="delivery-proof"
                      number={invoice.number}
                      label={t('invoices.deliveryProofPdf', { number: invoice.number })}
                    >
                      {t('invoices.deliveryProof')}
                    </DocumentLink>
                  )}
                  {invoice.links.ubl && (
                    <DocumentLink
                      screen="invoices"
                      kind="invoice-ubl"
                      number={invoice.number}
                      label={t('invoices.invoiceUbl', { number: invoice.number })}
                    >
                      {t('invoices.ubl')}
                    </DocumentLink>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export default function AccountInvoices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { invoices, pager, filter, period } = loaderData;
  const filtered = Boolean(filter.number || filter.order || filter.reference || period.from || period.to);
  return (
    <>
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('invoices.title')}</h1>
      <p className="mb-6 text-gray-700">{t('invoices.intro')}</p>
      <HistoryFilterForm from={period.from} to={period.to} periodInvalid={period.periodInvalid}>
        <div className="min-w-44 flex-1">
          <FormField name="number" type="search" label={t('invoices.number')} defaultValue={filter.number} />
        </div>
        <div className="min-w-44 flex-1">
          <FormField name="order" type="search" label={t('invoices.order')} defaultValue={filter.order} />
        </div>
        <div className="min-w-44 flex-1">
          <FormField
            name="reference"
            type="search"
            label={t('invoices.reference')}
            defaultValue={filter.reference}
          />
        </div>
      </HistoryFilterForm>
      <HistoryResults
        pager={pager}
        empty={filtered ? t('invoices.noneFound') : t('invoices.none')}
        count={t('invoices.count', { count: pager?.totalResults ?? 0 })}
      >
        <InvoicesTable invoices={invoices} />
      </HistoryResults>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
