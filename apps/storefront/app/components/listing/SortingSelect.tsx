import { useEffect, useRef } from 'react';
import type { MessageKey } from '../../lib/i18n';
import { useTranslation } from '../../lib/i18n';
import { listingFormId } from './ListingFilters';

/** Part of the filter form; with scripts it applies on change, without them through its button. */
export function SortingSelect({ sorting, sortings }: { sorting: string; sortings: string[] }) {
  const { t } = useTranslation();
  const select = useRef<HTMLSelectElement>(null);
  // Follows the address (back and forward) without a new element, which would drop the focus.
  useEffect(() => {
    if (select.current) select.current.value = sorting;
  }, [sorting]);
  if (sortings.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="listing-order" className="text-gray-700 text-sm">
        {t('listing.sorting')}
      </label>
      <select
        id="listing-order"
        name="order"
        form={listingFormId}
        defaultValue={sorting}
        ref={select}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="h-10 rounded-md border border-gray-300 bg-white px-2 text-gray-900 text-sm"
      >
        {sortings.map((key) => (
          <option key={key} value={key}>
            {t(`sorting.${key}` as MessageKey)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          form={listingFormId}
          className="rounded-md border border-gray-300 px-3 py-2 text-sm"
        >
          {t('listing.applySorting')}
        </button>
      </noscript>
    </div>
  );
}
