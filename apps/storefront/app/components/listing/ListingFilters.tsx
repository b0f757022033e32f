import type { FormEvent, ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import type { FilterOption, ListingData, MeasurementFilterData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { searchFiltersOf, searchQueryString } from '../../lib/search-filters';
import { compactPrimaryButtonClass } from '../ui/buttons';

export const listingFormId = 'listing-filters';

/** One filter that folds open and shut, with how many of its choices are set. */
function FilterSection({
  legend,
  selected,
  children,
}: {
  legend: string;
  selected: number;
  children: ReactNode;
}) {
  return (
    <details open className="group border-gray-200 border-b py-3">
      <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-gray-900 text-sm">
        <span>
          {legend}
          {selected > 0 ? <span className="ml-1 text-brand-700">({selected})</span> : null}
        </span>
        <span aria-hidden="true" className="text-gray-500 group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function FilterGroup({ legend, name, options }: { legend: string; name: string; options: FilterOption[] }) {
  if (options.length === 0) return null;
  return (
    <FilterSection legend={legend} selected={options.filter((option) => option.selected).length}>
      <ul className="max-h-60 space-y-1 overflow-y-auto pr-1">
        {options.map((option) => (
          <li key={option.id}>
            <label className="filter-option">
              <input
                type="checkbox"
                name={name}
                value={option.id}
                defaultChecked={option.selected}
                className="filter-checkbox"
              />
              <span className="flex-1">{option.name}</span>
              <span className="text-gray-500 text-xs">{option.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </FilterSection>
  );
}

/**
 * A numeric characteristic from–to: two number fields named `min.<group>` and `max.<group>`, with
 * the listing's lowest and highest figure as their hints, applied by their own button.
 */
function MeasurementFilter({ filter }: { filter: MeasurementFilterData }) {
  const { t } = useTranslation();
  const legend = filter.unit ? `${filter.name} (${filter.unit})` : filter.name;
  const bound = (name: 'min' | 'max', label: string, hint: string, value: number | null) => (
    <label className="flex flex-1 flex-col gap-1 text-gray-700 text-xs">
      {label}
      <input
        // A new bound from the address replaces what was typed.
        key={value ?? ''}
        type="number"
        step="any"
        inputMode="decimal"
        name={`${name}.${filter.id}`}
        defaultValue={value ?? ''}
        placeholder={hint}
        className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-gray-900 text-sm"
      />
    </label>
  );
  return (
    <FilterSection legend={legend} selected={filter.from !== null || filter.to !== null ? 1 : 0}>
      <div className="flex items-end gap-2">
        {bound('min', t('listing.rangeFrom'), filter.lowest, filter.from)}
        {bound('max', t('listing.rangeTo'), filter.highest, filter.to)}
      </div>
      <button type="submit" className={`${compactPrimaryButtonClass} mt-2`}>
        {t('listing.apply')}
      </button>
    </FilterSection>
  );
}

/** With scripts a ticked or cleared filter applies at once; the mobile panel's toggle has no name. */
function applyOnTick(event: FormEvent<HTMLFormElement>) {
  const target = event.target;
  if (target instanceof HTMLInputElement && target.type === 'checkbox' && target.name) {
    event.currentTarget.requestSubmit();
  }
}

/**
 * Manufacturer and property filters as one GET form; the sorting select in the toolbar belongs to
 * it too. Submitting starts again at page 1 because `p` is not part of the form. Filters apply as
 * they are ticked; without scripts through the Apply button.
 */
export function ListingFilters({ listing, searchQuery }: { listing: ListingData; searchQuery?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const hasFilters =
    listing.manufacturers.length > 0 ||
    listing.properties.some((group) => group.options.length > 0) ||
    listing.measurements.length > 0;
  const selectedCount =
    listing.measurements.filter((filter) => filter.from !== null || filter.to !== null).length +
    listing.manufacturers.filter((option) => option.selected).length +
    listing.properties.reduce(
      (sum, group) => sum + group.options.filter((option) => option.selected).length,
      0,
    );
  // The header search's filters (article number, already bought) stay with the listing filters.
  const headerFilters = searchQuery ? searchFiltersOf(new URLSearchParams(location.search)) : null;
  const resetHref = searchQuery
    ? `${location.pathname}?${searchQueryString(searchQuery, headerFilters!)}`
    : location.pathname;
  return (
    <Form
      id={listingFormId}
      method="get"
      action={location.pathname}
      aria-label={t('listing.filters')}
      onChange={applyOnTick}
      preventScrollReset
    >
      {searchQuery ? <input type="hidden" name="query" value={searchQuery} /> : null}
      {headerFilters?.numbersOnly ? <input type="hidden" name="in" value="number" /> : null}
      {headerFilters?.alreadyBought ? <input type="hidden" name="bought" value="1" /> : null}
      {hasFilters ? (
        <>
          {/* On phones the filters fold away behind this toggle, which needs no script. */}
          <input id="listing-filters-toggle" type="checkbox" className="peer sr-only lg:hidden" />
          <label
            htmlFor="listing-filters-toggle"
            className="flex cursor-pointer items-center justify-between rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-900 text-sm peer-focus-visible:outline-3 peer-focus-visible:outline-accent-500 lg:hidden"
          >
            <span>
              {t('listing.filters')}
              {selectedCount > 0 ? <span className="ml-1 text-brand-700">({selectedCount})</span> : null}
            </span>
            <span aria-hidden="true">▾</span>
          </label>
          <div className="hidden pt-2 peer-checked:block lg:block lg:pt-0">
            <h2 className="hidden font-bold text-gray-900 text-lg lg:block">{t('listing.filters')}</h2>
            <FilterGroup
              legend={t('listing.manufacturer')}
              name="manufacturer"
              options={listing.manufacturers}
            />
            {listing.properties.map((group) => (
              <FilterGroup key={group.id} legend={group.name} name="properties" options={group.options} />
            ))}
            {listing.measurements.map((filter) => (
              <MeasurementFilter key={filter.id} filter={filter} />
            ))}
            <div className="mt-4 flex items-center gap-3">
              <noscript>
                <button type="submit" className={compactPrimaryButtonClass}>
                  {t('listing.apply')}
                </button>
              </noscript>
              {selectedCount > 0 ? (
                <Link to={resetHref} className="text-brand-700 text-sm underline hover:text-brand-900">
                  {t('listing.reset')}
                </Link>
              ) : null}
            </div>
          </div>
        </>
      ) : null}
    </Form>
  );
}
