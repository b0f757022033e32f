import type { OfferRequestEntry } from '@tradeshop/api-client';
import { brusselsDate } from '@tradeshop/domain';
import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { formatOrderDate } from '../order/OrderDetails';

/** The company's latest offer requests: still waiting, or answered with the offer they lead to. */
export function OfferRequestList({ requests }: { requests: OfferRequestEntry[] }) {
  const { t, language } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="offer-requests-title" className="mb-8">
      <h2 id="offer-requests-title" className="mb-3 font-semibold text-gray-900 text-lg">
        {t('offerRequests.title')}
      </h2>
      <ul
        className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white text-sm"
        data-testid="offer-requests"
      >
        {requests.map((request) => {
          // Requested on the Belgian day it was sent.
          const date = formatOrderDate(brusselsDate(new Date(request.requestedAt)), language.code, 'short');
          return (
            <li
              key={request.number}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
            >
              <span className="font-medium text-gray-900">
                {request.orderList
                  ? t('offerRequests.fromList', { number: request.number, name: request.orderList.name })
                  : t('offerRequests.fromCart', { number: request.number })}
              </span>
              {request.offerNumber ? (
                <span className="text-gray-700">
                  {t('offerRequests.answeredWith', { date })}{' '}
                  <Link
                    to={localizedPath(
                      language,
                      `/account/offers/details/${encodeURIComponent(request.offerNumber)}`,
                    )}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {request.offerNumber}
                  </Link>
                </span>
              ) : (
                <span className="text-gray-700">{t('offerRequests.waiting', { date })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
