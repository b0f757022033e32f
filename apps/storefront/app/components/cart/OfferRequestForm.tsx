import { brusselsDate, hasRight, offerRequestRemarkMaxLength } from '@tradeshop/domain';
import { useId } from 'react';
import { useFetcher, useLocation, useRouteLoaderData, useSearchParams } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import {
  fieldOfProblem,
  isOfferRequestProblem,
  type OfferRequestAnswer,
  offerRequestProblems,
} from '../../lib/offer-request';
import { submitEnhanced } from '../../lib/use-enhanced';
import type { AccountSummary } from '../header/AccountMenu';
import { primaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { Notice } from '../ui/Notice';

/** The outcome of a request sent without JavaScript, from the address the shop led back to. */
function returnedAnswer(search: URLSearchParams): OfferRequestAnswer | null {
  const number = search.get('offerRequested');
  if (number) return { ok: true, number };
  const problem = search.get('offerRequestProblem');
  return isOfferRequestProblem(problem) ? { ok: false, problem } : null;
}

/**
 * "Request an offer" on the lines of the cart or of an order list: a remark and a wished date. With
 * JavaScript the page stays and the answer shows here; without, the shop leads back to the page
 * with it. Shown to logged-in users with ROLE_REQUEST_OFFER.
 */
export function OfferRequestForm(props: { source: 'cart' } | { source: 'order-list'; orderListId: string }) {
  const { t, language } = useTranslation();
  const account = (useRouteLoaderData('shop') as { account?: AccountSummary | null } | undefined)?.account;
  const sending = useFetcher<OfferRequestAnswer>();
  const location = useLocation();
  const [search] = useSearchParams();
  const id = useId();
  if (!account || !hasRight(account.rights, 'ROLE_REQUEST_OFFER')) return null;
  const answer = sending.data ?? returnedAnswer(search);
  const problem = answer && !answer.ok ? answer.problem : null;
  const field = problem ? fieldOfProblem[problem] : undefined;
  const fieldError = (name: 'remark' | 'wishedDate') =>
    problem && field === name ? t(offerRequestProblems[problem]) : undefined;
  return (
    <details
      id="offer-request"
      open={answer !== null}
      className="rounded-lg border border-gray-200 bg-white p-4"
      data-testid="offer-request"
    >
      <summary className="cursor-pointer font-semibold text-gray-900">{t('offerRequest.title')}</summary>
      <p className="mt-2 text-gray-700 text-sm">
        {t(props.source === 'cart' ? 'offerRequest.introCart' : 'offerRequest.introList')}
      </p>
      <div className="mt-3 empty:hidden">
        {answer?.ok ? (
          <Notice tone="success">{t('offerRequest.sent', { number: answer.number })}</Notice>
        ) : null}
        {problem && !field ? <Notice tone="error">{t(offerRequestProblems[problem])}</Notice> : null}
      </div>
      {/* A new form after each request sent: its fields start empty again. */}
      <form
        key={answer?.ok ? answer.number : 'request'}
        method="post"
        action={localizedPath(language, '/offer-request')}
        onSubmit={(event) => submitEnhanced(sending, event)}
        className="mt-3 flex flex-col gap-3"
      >
        <input type="hidden" name="source" value={props.source} />
        {props.source === 'order-list' && (
          <input type="hidden" name="orderListId" value={props.orderListId} />
        )}
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-remark`} className="font-medium text-gray-900 text-sm">
            {t('offerRequest.remark')}
          </label>
          <textarea
            id={`${id}-remark`}
            name="remark"
            rows={3}
            maxLength={offerRequestRemarkMaxLength}
            aria-invalid={fieldError('remark') ? true : undefined}
            aria-describedby={
              fieldError('remark') ? `${id}-remark-hint ${id}-remark-error` : `${id}-remark-hint`
            }
            className="rounded-md border border-gray-300 px-3 py-2 text-base text-gray-900 focus:outline-2 focus:outline-brand-600"
          />
          <p id={`${id}-remark-hint`} className="text-gray-600 text-sm">
            {t('offerRequest.remarkHint', { max: offerRequestRemarkMaxLength })}
          </p>
          {fieldError('remark') && (
            <p id={`${id}-remark-error`} className="text-red-700 text-sm">
              {fieldError('remark')}
            </p>
          )}
        </div>
        <FormField
          name="wishedDate"
          type="date"
          label={t('offerRequest.wishedDate')}
          min={brusselsDate(new Date())}
          error={fieldError('wishedDate')}
        />
        <button
          type="submit"
          disabled={sending.state !== 'idle'}
          className={`self-start ${primaryButtonClass}`}
        >
          {t('offerRequest.submit')}
        </button>
      </form>
    </details>
  );
}
