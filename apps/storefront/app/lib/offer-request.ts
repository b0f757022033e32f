import { isWishedDateAllowed, offerRequestRemarkMaxLength } from '@tradeshop/domain';
import type { MessageKey } from './i18n';

/**
 * Why an offer request did not go through, as the form shows it: the same token whether the form
 * was sent by a fetcher or, without JavaScript, came back in the page's address.
 */
export const offerRequestProblems = {
  remarkTooLong: 'offerRequest.error.remarkTooLong',
  wishedDateInPast: 'offerRequest.error.wishedDateInPast',
  emptyCart: 'offerRequest.error.emptyCart',
  emptyList: 'offerRequest.error.emptyList',
  listNotFound: 'offerRequest.error.listNotFound',
  missingRight: 'account.missingRight',
  failed: 'error.tryAgain',
} as const satisfies Record<string, MessageKey>;
export type OfferRequestProblem = keyof typeof offerRequestProblems;

export const isOfferRequestProblem = (value: string | null): value is OfferRequestProblem =>
  value !== null && Object.hasOwn(offerRequestProblems, value);

/** The field a problem belongs to; the others concern the whole request. */
export const fieldOfProblem: Partial<Record<OfferRequestProblem, 'remark' | 'wishedDate'>> = {
  remarkTooLong: 'remark',
  wishedDateInPast: 'wishedDate',
};

/** What the form says of itself: the Store API's rules on remark and date, checked before asking. */
export function checkOfferRequest(
  values: { remark: string; wishedDate: string },
  today: string,
): OfferRequestProblem | null {
  if (values.remark.length > offerRequestRemarkMaxLength) return 'remarkTooLong';
  if (values.wishedDate && !isWishedDateAllowed(values.wishedDate, today)) return 'wishedDateInPast';
  return null;
}

/** What the action answers a fetcher; without JavaScript the same comes back in the address. */
export type OfferRequestAnswer = { ok: true; number: string } | { ok: false; problem: OfferRequestProblem };
