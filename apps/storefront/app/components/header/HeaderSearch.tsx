import { type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useLocation, useNavigate } from 'react-router';
import { fittingPhrase } from '../../lib/fitting-phrase';
import { localizedPath, type MessageKey, useTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { type SearchFilters, searchFiltersOf, searchQueryString } from '../../lib/search-filters';
import { type SearchSuggestAnswer, searchOptionId } from '../../lib/search-suggestions';
import { searchFieldId } from '../layout/SkipLinks';
import { SearchIcon } from './SearchIcon';
import { SearchLoading } from './SearchLoading';

/** Quiet time after the last key before the quick search asks. */
const debounceMs = 600;
/** The results list loads when the search first gets the focus. */
const SearchSuggestions = lazyComponent(() => import('./SearchSuggestions'));
const letterMs = 150;
const pauseMs = 1000;
const phraseKeys: MessageKey[] = ['search.phrase1', 'search.phrase2', 'search.phrase3', 'search.phrase4'];

/**
 * Types the phrases into the input's placeholder letter by letter (150 ms a letter, 1 s pause),
 * straight on the element so that the header does not render for every letter. A phrase wider than
 * the field is typed up to its last whole word that fits, so that the pause never shows a cut word.
 */
function useTypingPlaceholder(input: React.RefObject<HTMLInputElement | null>, phrases: string[]) {
  const joined = phrases.join('\n');
  useEffect(() => {
    const element = input.current;
    const list = joined.split('\n');
    if (!element || list.length === 0) return;
    const measure = document.createElement('canvas').getContext('2d');
    const fits = (text: string) => {
      if (!measure) return true;
      const style = getComputedStyle(element);
      measure.font = style.font;
      const room =
        element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return measure.measureText(text).width <= room;
    };
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      element.placeholder = fittingPhrase(list[0]!, fits);
      return;
    }
    let phrase = 0;
    let letters = 0;
    let text = '';
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      // Measured as each phrase begins: the field grows on focus and with the window.
      if (letters === 0) text = fittingPhrase(list[phrase]!, fits);
      letters += 1;
      element.placeholder = text.slice(0, letters);
      if (letters >= text.length) {
        phrase = (phrase + 1) % list.length;
        letters = 0;
        timer = setTimeout(step, pauseMs);
      } else timer = setTimeout(step, letterMs);
    };
    timer = setTimeout(step, letterMs);
    return () => clearTimeout(timer);
  }, [input, joined]);
}

/**
 * The header search: a GET form to the search page (works before scripts load), which with
 * JavaScript grows on focus and shows the quick search: the first five of ten products 600 ms after
 * the last key, a link to all results, and the filters article number and already bought (the
 * latter for logged-in customers). The field is an ARIA combobox whose listbox holds the results:
 * the arrow keys mark one while the field keeps the focus, Enter opens it, Escape closes the dropdown.
 */
export function HeaderSearch({
  loggedIn,
  onFocusChange,
}: {
  loggedIn: boolean;
  onFocusChange?: (focused: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const searchPath = localizedPath(language, '/search');
  const suggestPath = localizedPath(language, '/search/suggest');
  const onSearchPage = location.pathname === searchPath;
  const urlParams = new URLSearchParams(location.search);
  const urlQuery = onSearchPage ? (urlParams.get('query') ?? '') : '';
  const urlFilters = onSearchPage ? searchFiltersOf(urlParams) : { numbersOnly: false, alreadyBought: false };

  const [value, setValue] = useState(urlQuery);
  const [filters, setFilters] = useState<SearchFilters>(urlFilters);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const fetcher = useFetcher<SearchSuggestAnswer>();
  const load = useRef(fetcher.load);
  load.current = fetcher.load;
  const wrapper = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const resultsId = useId();
  const listboxId = useId();
  /** The option the arrow keys marked; -1 while the field itself is current. */
  const [active, setActive] = useState(-1);

  useTypingPlaceholder(
    input,
    phraseKeys.map((key) => t(key)),
  );
  // Words typed before the scripts took over count as typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    setHydrated(true);
    const typed = input.current?.value ?? '';
    if (typed !== value) {
      setValue(typed);
      if (document.activeElement === input.current) {
        setFocused(true);
        setDismissed(false);
      }
    }
  }, []);

  // A new page shows its own query (the search page) and closes the dropdown.
  const shownAddress = useRef(`${location.pathname}${location.search}`);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the address only
  useEffect(() => {
    const address = `${location.pathname}${location.search}`;
    if (address === shownAddress.current) return;
    shownAddress.current = address;
    setValue(urlQuery);
    setFilters(urlFilters);
    setDismissed(true);
    if (wrapper.current?.contains(document.activeElement)) (document.activeElement as HTMLElement).blur();
  }, [location.pathname, location.search]);

  useEffect(() => onFocusChange?.(focused), [focused, onFocusChange]);

  const trimmed = value.trim();
  const queryString = trimmed ? searchQueryString(trimmed, filters) : null;
  const requestKey = queryString ? `${suggestPath}?${queryString}` : null;
  useEffect(() => {
    if (!requestKey) {
      setLoadedKey(null);
      return;
    }
    const timer = setTimeout(() => {
      load.current(requestKey);
      setLoadedKey(requestKey);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [requestKey]);

  const open = focused && !dismissed;
  // A typed query counts as a search from the first key: the loading text covers the quiet time.
  const searched = open && requestKey !== null;
  const loading = requestKey !== loadedKey || fetcher.state !== 'idle' || !fetcher.data;
  const products = fetcher.data?.products ?? [];
  const fullSearchHref = queryString ? `${searchPath}?${queryString}` : searchPath;
  const listed = searched && !loading && products.length > 0;
  // New results (or none) start without a marked option.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets when the answer changes
  useEffect(() => setActive(-1), [fetcher.data, open]);

  const choose = (href: string) => {
    setDismissed(true);
    input.current?.blur();
    navigate(href);
  };
  const optionHrefs = () =>
    [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])].map(
      (option) => option.dataset.href ?? '',
    );
  /** The combobox's keys, on its field: the arrows mark an option, Enter opens it, Escape closes. */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.target !== input.current) return;
    if (event.key === 'Escape') {
      if (!open) return;
      event.preventDefault();
      setDismissed(true);
      return;
    }
    const hrefs = optionHrefs();
    if (event.key === 'Enter' && active >= 0 && hrefs[active]) {
      event.preventDefault();
      choose(hrefs[active]);
      return;
    }
    if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || hrefs.length === 0) return;
    event.preventDefault();
    setDismissed(false);
    setActive((current) =>
      event.key === 'ArrowDown' ? Math.min(current + 1, hrefs.length - 1) : Math.max(current - 1, -1),
    );
  };

  // Without JavaScript the filters show through CSS while the search has the focus.
  const panelVisibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden group-focus-within:block';

  return (
    <Form
      ref={wrapper}
      method="get"
      action={searchPath}
      role="search"
      className="group relative flex w-full"
      onSubmit={(event) => {
        event.preventDefault();
        choose(fullSearchHref);
      }}
      onFocus={(event) => {
        SearchSuggestions.preload();
        setFocused(true);
        // Focus coming from outside opens the dropdown again; moving inside it changes nothing.
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setDismissed(false);
      }}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="header-search"
      data-expanded={open ? 'true' : 'false'}
    >
      <label htmlFor={searchFieldId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id={searchFieldId}
        name="query"
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setDismissed(false);
        }}
        onClick={() => setDismissed(false)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-expanded={listed}
        aria-autocomplete="list"
        aria-controls={listed ? listboxId : panelId}
        aria-activedescendant={listed && active >= 0 ? searchOptionId(listboxId, active) : undefined}
        aria-describedby={searched ? resultsId : undefined}
        className="h-11 min-w-0 flex-1 rounded-l-md border border-gray-300 border-r-0 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="inline-flex h-11 items-center gap-2 rounded-r-md bg-accent-500 px-3 font-semibold text-white hover:bg-accent-600 sm:px-4"
      >
        <SearchIcon />
        <span aria-hidden="true" className="hidden xl:inline">
          {t('search.submit')}
        </span>
      </button>
      <div
        id={panelId}
        className={`absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-gray-200 bg-white text-gray-900 shadow-xl ${panelVisibility}`}
        data-testid="search-dropdown"
      >
        <fieldset className="flex flex-wrap gap-x-5 gap-y-1 border-gray-100 border-b px-4 py-2 text-sm">
          <legend className="sr-only">{t('search.filters')}</legend>
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              name="in"
              value="number"
              checked={filters.numbersOnly}
              onChange={(event) =>
                setFilters((current) => ({ ...current, numbersOnly: event.target.checked }))
              }
              className="size-4 accent-brand-700"
            />
            {t('search.filterNumber')}
          </label>
          {loggedIn ? (
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="bought"
                value="1"
                checked={filters.alreadyBought}
                onChange={(event) =>
                  setFilters((current) => ({ ...current, alreadyBought: event.target.checked }))
                }
                className="size-4 accent-brand-700"
              />
              {t('search.filterBought')}
            </label>
          ) : null}
        </fieldset>
        {searched ? (
          <div id={resultsId} className="max-h-[28rem] overflow-y-auto">
            <Suspense fallback={<SearchLoading />}>
              <SearchSuggestions
                loading={loading}
                products={products}
                guidance={fetcher.data?.guidance ?? null}
                query={fetcher.data?.query ?? trimmed}
                fullSearchHref={fullSearchHref}
                listboxId={listboxId}
                active={active}
                onChoose={choose}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </Form>
  );
}
