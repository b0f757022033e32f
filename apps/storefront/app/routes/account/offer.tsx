import type { LinesIntoCart } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes, formatQuantityWithUnit } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { DocumentLink, HeadCell } from '../../components/history/HistoryFilterForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { ChooseLineCell, ChooseLineHead, LinesIntoCartButtons } from '../../components/order/LineChoice';
import { LinesIntoCartOutcome } from '../../components/order/LinesIntoCartOutcome';
import { Fact, formatOrderDate } from '../../components/order/OrderDetails';
import { secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { cartCallErrorMessage } from '../../lib/cart-errors';
import {
  localizedPath,
  type MessageKey,
  type Translate,
  translator,
  useFigures,
  useTranslation,
} from '../../lib/i18n';
import { chosenPositions, refusedLines } from '../../lib/lines-into-cart';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/offer';
import { offerStatusLabel } from './offers';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const { data: offer } = await client.offerDetail(params.offerNumber).catch(throwAsRouteError);
  const title = translator(language.code)('offers.detailTitle', { number: offer.number });
  const declined = url.searchParams.get('notice') === 'declined';
  return { offer, declined, meta: { title: `${title} | ${shop.name}`, noindex: true } };
}

/**
 * Accept: the offer's lines (all, or the chosen ones) into the cart at the offered prices; on to the
 * cart when every line went in, else which did not and why. Decline: with an optional reason.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const intent = form.get('intent');
  const offerNumber = params.offerNumber;
  if (intent === 'decline') {
    const reason = String(form.get('reason') ?? '').trim();
    if (reason.length > 500) return data({ formError: t('offers.reasonTooLong') }, { status: 400 });
    try {
      await client.declineOffer({ offerNumber, reason: reason || undefined });
    } catch (error) {
      return data({ formError: offerErrorMessage(error, t) }, { status: 409 });
    }
    return redirect(
      `${localizedPath(language, `/account/offers/details/${encodeURIComponent(offerNumber)}`)}?notice=declined`,
    );
  }
  if (intent !== 'accept-all' && intent !== 'accept-chosen')
    throw data({ code: errorCodes.unknown }, { status: 400 });
  const positions = intent === 'accept-chosen' ? chosenPositions(form) : undefined;
  if (positions?.length === 0) return data({ formError: t('offers.noneChosen') }, { status: 400 });
  let result: LinesIntoCart;
  try {
    result = (await client.acceptOffer({ offerNumber, positions })).data;
  } catch (error) {
    return data({ formError: offerErrorMessage(error, t) }, { status: 409 });
  }
  const refused = refusedLines(result, t);
  if (refused.length === 0) return redirect(`${localizedPath(language, '/checkout')}?added=1`);
  return data({ accepted: { added: result.added, refused } }, { status: result.added > 0 ? 200 : 409 });
}

const offerErrorKeys: Record<string, MessageKey> = {
  [errorCodes.offerClosed]: 'offers.error.closed',
  [errorCodes.offerDeclined]: 'offers.error.declined',
  [errorCodes.offerAccepted]: 'offers.error.accepted',
};

/** Why the offer could not be accepted or declined, in the user's language. */
function offerErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof StoreApiError && offerErrorKeys[error.code]) return t(offerErrorKeys[error.code]!);
  return cartCallErrorMessage(error, t).message;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** The buyer's answer to the offer so far, or whether it can no longer be answered. */
function OfferStanding({ offer }: { offer: Route.ComponentProps['loaderData']['offer'] }) {
  const { t } = useTranslation();
  if (offer.decision === 'declined') return <Notice tone="error">{t('offers.declinedNote')}</Notice>;
  if (!offer.holds) return <p className="text-gray-700">{t('offers.closedNote')}</p>;
  if (offer.decision === 'accepted') return <p className="text-gray-700">{t('offers.acceptedNote')}</p>;
  return <p className="text-gray-700">{t('offers.acceptHint')}</p>;
}

/** Declining takes an optional reason for the distributor; folded away until the buyer opens it. */
function DeclineOffer() {
  const { t } = useTranslation();
  return (
    <details className="rounded-lg border border-gray-200 p-4">
      <summary className="cursor-pointer font-medium text-gray-900">{t('offers.decline')}</summary>
      <Form method="post" className="mt-3 space-y-3">
        <label htmlFor="decline-reason" className="block font-medium text-gray-900 text-sm">
          {t('offers.declineReason')}
        </label>
        <textarea
          id="decline-reason"
          name="reason"
          rows={3}
          maxLength={500}
          className="w-full rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
        />
        <button type="submit" name="intent" value="decline" className={secondaryButtonClass}>
          {t('offers.declineSubmit')}
        </button>
      </Form>
    </details>
  );
}

export default function AccountOffer({ loaderData, actionData }: Route.ComponentProps) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const { offer, declined } = loaderData;
  const acceptable = offer.holds;
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
      <div className="mb-4 space-y-3">
        {declined && !actionData && <Notice tone="success">{t('offers.declinedNotice')}</Notice>}
        {actionData && 'formError' in actionData && <Notice tone="error">{actionData.formError}</Notice>}
        {actionData && 'accepted' in actionData && <LinesIntoCartOutcome {...actionData.accepted} />}
        {!declined && <OfferStanding offer={offer} />}
      </div>
      <Form method="post">
        <TableFrame>
          <table className="w-full min-w-[720px] text-sm">
            <caption className="sr-only">{t('offers.linesCaption')}</caption>
            <thead className="border-gray-200 border-b bg-gray-50 text-left text-gray-700">
              <tr>
                {acceptable && <ChooseLineHead />}
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
                  {acceptable && <ChooseLineCell position={line.position} name={line.name} />}
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
                    {formatQuantityWithUnit(line.quantity, line.unit, language.code)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{date(line.deliveryDate) ?? '–'}</td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {figures.netPrice(line.unitPrice)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {figures.netPrice(line.net)}
                  </td>
                  {withStatus && <td className="px-3 py-2">{line.status ?? '–'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
        <p className="mt-4 text-right font-semibold text-gray-900">
          {t('offers.net')}: {figures.netPrice(offer.net)}
        </p>
        {acceptable && (
          <div className="mt-4">
            <LinesIntoCartButtons
              intent="accept"
              chosenLabel={t('offers.acceptChosen')}
              allLabel={t('offers.accept')}
              busy={busy}
            />
          </div>
        )}
      </Form>
      {acceptable && offer.decision === null && (
        <div className="mt-6">
          <DeclineOffer />
        </div>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
