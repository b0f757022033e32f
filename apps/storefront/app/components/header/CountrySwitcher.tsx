import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { useMenusLoader, useShellMenus } from '../../lib/navigation-tree';
import { Chevron, NavItemLink } from './NavItemLink';
import { useDismiss } from './useDismiss';

/** A country of the dropdown: a toggle that unfolds its regions and their branch links. */
function CountryEntry({
  country,
  expanded,
  onToggle,
}: {
  country: NavItem;
  expanded: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  if (country.children.length === 0) {
    return <NavItemLink item={country} className="block px-4 py-2 font-semibold text-sm hover:bg-brand-50" />;
  }
  return (
    <>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={onToggle}
        className="flex w-full items-center justify-between gap-3 px-4 py-2 text-left font-semibold text-sm hover:bg-brand-50"
      >
        {country.label}
        <Chevron className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {expanded ? (
        <ul id={listId} className="pb-2">
          {country.children.map((child) => (
            <li key={child.id}>
              <NavItemLink
                item={child}
                className={`block py-1.5 pr-4 pl-7 text-sm ${child.href ? 'hover:bg-brand-50 hover:text-brand-800' : 'font-medium text-gray-500'}`}
              />
              {child.children.length > 0 ? (
                <ul>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <NavItemLink
                        item={grandchild}
                        className="block py-1.5 pr-4 pl-10 text-gray-800 text-sm hover:bg-brand-50 hover:text-brand-800"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The countries of the dropdown, from the whole countries menu (fetched when first opened). */
function CountryEntries({
  countries: ofPage,
  expandedId,
  onToggle,
}: {
  countries: NavItem[];
  expandedId: string | null;
  onToggle: (id: string) => void;
}) {
  const countries = useShellMenus()?.countries ?? ofPage;
  return countries.map((country) => (
    <li key={country.id}>
      <CountryEntry
        country={country}
        expanded={expandedId === country.id}
        onToggle={() => onToggle(country.id)}
      />
    </li>
  ));
}

/**
 * The country switcher: the first country names the button; the dropdown lists every country,
 * one unfolded at a time. Nothing without a countries navigation.
 */
export function CountrySwitcher({ countries }: { countries: NavItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const menus = useMenusLoader();
  useDismiss(open, container, close, button);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new page
  useEffect(close, [pathname]);
  const [first] = countries;
  if (!first) return null;
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${t('header.countrySwitcher')}: ${first.label}`}
        onClick={() => (open ? close() : menus.openWhenLoaded(() => setOpen(true)))}
        onPointerEnter={menus.preload}
        onFocus={menus.preload}
        className="inline-flex items-center gap-1 rounded px-2 py-1 text-gray-700 text-sm hover:bg-gray-200"
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        {first.label}
        <Chevron className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="menu-panel right-0 max-h-[443px] w-72 overflow-y-auto"
          data-testid="country-dropdown"
        >
          <ul>
            <Suspense fallback={null}>
              <CountryEntries
                countries={countries}
                expandedId={expandedId}
                onToggle={(id) => setExpandedId((current) => (current === id ? null : id))}
              />
            </Suspense>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
