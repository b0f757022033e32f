import { type ListingView, listingViews } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { localizedPath, type MessageKey, useTranslation } from '../../lib/i18n';
import { submitEnhanced } from '../../lib/use-enhanced';

function CardsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <rect x="2" y="2" width="7" height="7" rx="1" />
      <rect x="11" y="2" width="7" height="7" rx="1" />
      <rect x="2" y="11" width="7" height="7" rx="1" />
      <rect x="11" y="11" width="7" height="7" rx="1" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <rect x="2" y="3" width="16" height="3" rx="1" />
      <rect x="2" y="8.5" width="16" height="3" rx="1" />
      <rect x="2" y="14" width="16" height="3" rx="1" />
    </svg>
  );
}

const switchOptions = {
  cards: { Icon: CardsIcon, label: 'listing.viewCards' },
  list: { Icon: ListIcon, label: 'listing.viewList' },
} as const satisfies Record<ListingView, { Icon: () => ReactNode; label: MessageKey }>;

/**
 * Cards or compact rows: two pressed/unpressed buttons. The choice is remembered (the account of a
 * logged-in user, a visitor's browser); with JavaScript the listing changes in place, without it the
 * form leads back to the listing.
 */
export function ListingViewSwitch({ view }: { view: ListingView }) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher();
  const shown = (fetcher.formData?.get('view') as ListingView | null) ?? view;
  return (
    <form
      method="post"
      action={localizedPath(language, '/listing-view')}
      onSubmit={(event) => submitEnhanced(fetcher, event)}
      data-testid="listing-view-switch"
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="inline-flex divide-x divide-gray-300 overflow-hidden rounded-md border border-gray-300">
        <legend className="sr-only">{t('listing.view')}</legend>
        {listingViews.map((option) => {
          const { Icon, label } = switchOptions[option];
          const pressed = shown === option;
          return (
            <button
              key={option}
              type="submit"
              name="view"
              value={option}
              aria-pressed={pressed}
              className={`inline-flex min-h-10 items-center gap-1.5 px-3 text-sm ${
                pressed ? 'bg-brand-700 font-semibold text-white' : 'bg-white text-gray-800 hover:bg-gray-50'
              }`}
            >
              <Icon />
              {t(label)}
            </button>
          );
        })}
      </fieldset>
    </form>
  );
}
