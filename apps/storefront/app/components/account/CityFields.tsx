import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import type { CitySuggestion } from '../../lib/registration';
import { FormField } from '../ui/FormField';

const debounceMillis = 300;

/**
 * Postal code and city. Without JavaScript two plain fields the server checks against the bpost
 * list; with JavaScript typing in either field lists matching Belgian places to choose from.
 */
export function CityFields({
  defaultZipcode = '',
  defaultCity = '',
  zipcodeError,
  cityError,
  citySearch,
}: {
  defaultZipcode?: string;
  defaultCity?: string;
  zipcodeError?: string;
  cityError?: string;
  /** REQUIRE_CITY_SEARCH for a Belgian address. */
  citySearch: boolean;
}) {
  const { t, language } = useTranslation();
  const listId = useId();
  const fetcher = useFetcher<{ cities: CitySuggestion[] }>();
  const [zipcode, setZipcode] = useState(defaultZipcode);
  const [city, setCity] = useState(defaultCity);
  const [query, setQuery] = useState<{ field: 'zipcode' | 'city'; text: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const { load } = fetcher;
  useEffect(() => {
    if (!citySearch || !query || query.text.trim().length < 2) return;
    const timer = setTimeout(() => {
      load(
        `${localizedPath(language, '/register/cities')}?${new URLSearchParams({ query: query.text.trim() })}`,
      );
    }, debounceMillis);
    return () => clearTimeout(timer);
  }, [citySearch, query, language, load]);

  const suggestions = open && query && query.text.trim().length >= 2 ? (fetcher.data?.cities ?? []) : [];
  const expanded = suggestions.length > 0;

  function type(field: 'zipcode' | 'city', text: string) {
    if (field === 'zipcode') setZipcode(text);
    else setCity(text);
    setQuery({ field, text });
    setOpen(true);
    setActive(-1);
  }

  function choose(place: CitySuggestion) {
    setZipcode(place.postalCode);
    setCity(place.city);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      const place = suggestions[active];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;
  const comboboxProps = (field: 'zipcode' | 'city') =>
    citySearch && hydrated
      ? {
          role: 'combobox',
          'aria-autocomplete': 'list' as const,
          'aria-expanded': expanded && query?.field === field,
          'aria-controls': listId,
          'aria-activedescendant':
            expanded && query?.field === field && active >= 0 ? optionId(active) : undefined,
          onKeyDown,
          onBlur: () => setTimeout(() => setOpen(false), 150),
        }
      : {};

  return (
    <div className="relative grid grid-cols-1 gap-4 sm:col-span-2 sm:grid-cols-[10rem_1fr]">
      <FormField
        name="zipcode"
        label={t('register.zipcode')}
        error={zipcodeError}
        value={zipcode}
        onChange={(event) => type('zipcode', event.currentTarget.value)}
        autoComplete={citySearch && hydrated ? 'off' : 'postal-code'}
        inputMode={citySearch ? 'numeric' : undefined}
        maxLength={10}
        required
        {...comboboxProps('zipcode')}
      />
      <FormField
        name="city"
        label={t('register.city')}
        error={cityError}
        hint={citySearch && hydrated ? t('register.citySearchHint') : undefined}
        value={city}
        onChange={(event) => type('city', event.currentTarget.value)}
        autoComplete={citySearch && hydrated ? 'off' : 'address-level2'}
        maxLength={100}
        required
        {...comboboxProps('city')}
      />
      {citySearch && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('register.citySuggestions')}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((place, index) => (
            <div
              key={`${place.postalCode}-${place.city}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(place)}
              onKeyDown={() => undefined}
              tabIndex={-1}
              className={`cursor-pointer px-4 py-2 text-gray-900 ${index === active ? 'bg-brand-50' : 'hover:bg-gray-50'}`}
            >
              <span className="font-semibold tabular-nums">{place.postalCode}</span> {place.city}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
