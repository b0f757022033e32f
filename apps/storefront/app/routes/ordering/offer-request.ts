import { StoreApiError } from '@tradeshop/api-client';
import { brusselsDate, errorCodes, type OfferRequestSource } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { localizedPath } from '../../lib/i18n';
import {
  checkOfferRequest,
  type OfferRequestAnswer,
  type OfferRequestProblem,
} from '../../lib/offer-request';
import { safeRedirectPath } from '../../lib/redirect-path';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/offer-request';

/** The problem behind a refused request; anything unexpected is thrown on. */
function problemOfError(error: unknown, source: OfferRequestSource): OfferRequestProblem {
  if (!(error instanceof StoreApiError)) throw error;
  switch (error.code) {
    case errorCodes.offerRequestWithoutLines:
      return source === 'cart' ? 'emptyCart' : 'emptyList';
    case errorCodes.offerRequestWishedDateInPast:
      return 'wishedDateInPast';
    case errorCodes.orderListNotFound:
      return 'listNotFound';
    case errorCodes.missingRight:
      return 'missingRight';
    default:
      console.error(`Offer request failed with ${error.status} ${error.code}: ${error.message}`);
      return 'failed';
  }
}

/**
 * Asks for an offer on the cart's lines or an order list's. With JavaScript (field `enhanced`) it
 * answers the form's fetcher; a plain form post goes back to the page it came from, which shows
 * the request's number or the problem (`offerRequested`, `offerRequestProblem`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const form = await request.formData();
  const enhanced = form.get('enhanced') === '1';
  const back = safeRedirectPath(form.get('redirectTo')) ?? localizedPath(language, '/checkout');
  const source: OfferRequestSource = form.get('source') === 'order-list' ? 'order-list' : 'cart';
  const values = {
    remark: String(form.get('remark') ?? '').trim(),
    wishedDate: String(form.get('wishedDate') ?? ''),
  };

  let answer: OfferRequestAnswer;
  const problem = checkOfferRequest(values, brusselsDate(new Date()));
  if (problem) answer = { ok: false, problem };
  else {
    try {
      const fields = {
        ...(values.remark ? { remark: values.remark } : {}),
        ...(values.wishedDate ? { wishedDate: values.wishedDate } : {}),
      };
      const { data: created } = await client.requestOffer(
        source === 'cart'
          ? { source, ...fields }
          : { source, orderListId: String(form.get('orderListId') ?? ''), ...fields },
      );
      answer = { ok: true, number: created.number };
    } catch (error) {
      answer = { ok: false, problem: problemOfError(error, source) };
    }
  }

  if (enhanced) return data(answer, { status: answer.ok ? 200 : 400 });
  const url = new URL(back, 'http://storefront');
  url.searchParams.delete('offerRequested');
  url.searchParams.delete('offerRequestProblem');
  if (answer.ok) url.searchParams.set('offerRequested', answer.number);
  else url.searchParams.set('offerRequestProblem', answer.problem);
  return redirect(`${url.pathname}${url.search}#offer-request`);
}

/** An address typed in leads to the cart. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/checkout'));
}

/**
 * Without JavaScript a form posts here as a page: a refusal (a foreign origin, a failed Store API call)
 * then shows the shop's error page, as a page route rather than a resource route with bare JSON.
 */
export { ErrorPage as ErrorBoundary } from '../../components/layout/ErrorPage';
