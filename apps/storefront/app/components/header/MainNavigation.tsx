import {
  type FocusEvent,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useMenusLoader } from '../../lib/navigation-tree';
import { mainNavigationId } from '../layout/SkipLinks';
import { NavItemLink } from './NavItemLink';
import { focusEdgeLink, type PanelEdge } from './panel-keys';
import { useDismiss } from './useDismiss';

/** An entry of the bar; an open one looks like the panel it opened. */
const entryClass = (isOpen: boolean) =>
  `flex items-center px-2 text-center font-medium text-[13px] leading-tight hover:bg-brand-700 xl:px-3 xl:text-sm ${
    isOpen ? 'bg-white text-brand-800 hover:bg-white' : ''
  }`;

/** The expanded panels load when the pointer or the focus first reaches the bar. */
const MegaPanel = lazyComponent(() => import('./MegaPanel'));

/**
 * The 48 px bar of top categories. A category with children opens its expanded panel on hover or
 * click (Enter, Space, Arrow down or up by keyboard; arrows then walk the panel, see MegaPanel); the
 * panel closes on leaving the bar, a click outside, Escape (back to its entry), the focus leaving
 * entry and panel, scrolling down and a new page. Without JavaScript each entry is a plain link. A
 * folder (a category without a page of its own) is a button that only opens its panel, whose header
 * names it.
 */
export function MainNavigation({ items, scrolled = false }: { items: NavItem[]; scrolled?: boolean }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const openedByHover = useRef(false);
  const nav = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  /** The link a key asked for, taken by the panel when it is shown (its chunk may still be on its way). */
  const focusWanted = useRef<PanelEdge | null>(null);
  const takeFocusWanted = useCallback(() => {
    const which = focusWanted.current;
    focusWanted.current = null;
    return which;
  }, []);
  const panelPrefix = useId();
  const { pathname } = useLocation();
  const menus = useMenusLoader();
  /** The panels' code and the whole navigation are fetched when the pointer or focus first reaches the bar. */
  const preload = () => {
    MegaPanel.preload();
    menus.preload();
  };
  const close = useCallback(() => {
    focusWanted.current = null;
    setOpenId(null);
  }, []);
  useDismiss(openId !== null, nav, close, trigger);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new page
  useEffect(close, [pathname]);
  useEffect(() => {
    if (scrolled) close();
  }, [scrolled, close]);
  if (items.length === 0) return null;

  const panelIdOf = (item: NavItem) => `${panelPrefix}-${item.id}`;
  const open = (item: NavItem, target: HTMLElement, byHover: boolean) => {
    trigger.current = target;
    openedByHover.current = byHover;
    setOpenId(item.id);
  };
  /** Focuses the first or last link of the item's panel: now when it is shown, else as it is. */
  const focusLinkOf = (item: NavItem, which: PanelEdge) => {
    const shown = document.getElementById(panelIdOf(item));
    if (shown) focusEdgeLink(shown, which);
    else focusWanted.current = which;
  };
  const onKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(item, event.currentTarget, false);
      focusLinkOf(item, 'last');
    } else if (event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      open(item, event.currentTarget, false);
      if (event.key === 'ArrowDown' || openId !== item.id) focusLinkOf(item, 'first');
    }
  };
  /** A click (or Enter) on an entry opens its panel, or closes it when it was opened so. */
  const toggle = (item: NavItem, target: HTMLElement) => {
    if (openId === item.id && !openedByHover.current) close();
    else open(item, target, false);
  };
  /** Tab (or a click) that takes the focus out of an entry and its panel closes the panel. */
  const closeOnFocusLeaving = (item: NavItem) => (event: FocusEvent<HTMLLIElement>) => {
    if (openId === item.id && !event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <nav
      ref={nav}
      id={mainNavigationId}
      aria-label={t('header.mainNavigation')}
      onMouseLeave={close}
      onPointerEnter={preload}
      onFocus={preload}
      className="relative bg-brand-800 text-white"
      data-surface="dark"
    >
      <ul className="mx-auto flex h-12 max-w-[1440px] items-stretch justify-between px-4 sm:px-6 xl:justify-start xl:gap-1">
        {items.map((item) => {
          const hasPanel = item.childCount > 0;
          const isOpen = openId === item.id;
          return (
            <li
              key={item.id}
              className="flex"
              onBlur={hasPanel ? closeOnFocusLeaving(item) : undefined}
              onMouseEnter={(event) => {
                const entry = event.currentTarget.querySelector<HTMLElement>('a, button');
                if (hasPanel && entry) open(item, entry, true);
                else close();
              }}
            >
              {item.href || !hasPanel ? (
                <NavItemLink
                  item={item}
                  className={entryClass(isOpen)}
                  {...(hasPanel
                    ? {
                        expanded: isOpen,
                        controls: isOpen ? panelIdOf(item) : undefined,
                        onKeyDown: onKeyDown(item),
                        onClick: (event) => {
                          event.preventDefault();
                          toggle(item, event.currentTarget);
                        },
                      }
                    : {})}
                >
                  <span className="line-clamp-2">{item.label}</span>
                </NavItemLink>
              ) : (
                // A folder has no page of its own: its entry only opens its panel.
                <button
                  type="button"
                  className={entryClass(isOpen)}
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? panelIdOf(item) : undefined}
                  onKeyDown={onKeyDown(item)}
                  onClick={(event) => toggle(item, event.currentTarget)}
                >
                  <span className="line-clamp-2">{item.label}</span>
                </button>
              )}
              {hasPanel && isOpen ? (
                <Suspense fallback={null}>
                  <MegaPanel item={item} id={panelIdOf(item)} focusOnShow={takeFocusWanted} />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
