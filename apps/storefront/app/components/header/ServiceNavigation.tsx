import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { childrenOf, useMenusLoader, useShellMenus } from '../../lib/navigation-tree';
import { Chevron, NavItemLink } from './NavItemLink';
import { useDismiss } from './useDismiss';

/** How many service entries the bar shows before the rest go under 'more'. */
const inlineServiceEntries = 3;

/** The links of an entry's submenu, from the whole service navigation (fetched when first opened). */
function SubmenuLinks({ item, className }: { item: NavItem; className: string }) {
  const whole = useShellMenus()?.service;
  return childrenOf(item, whole).map((child) => (
    <li key={child.id}>
      <NavItemLink item={child} className={className} />
    </li>
  ));
}

/**
 * An inline entry: its link, and a toggle for its submenu when it has children. A submenu is
 * rendered when it opens, its links fetched with the whole menus then: a page sends only the first
 * level of what only a click shows.
 */
function ServiceEntry({
  item,
  open,
  onToggle,
}: {
  item: NavItem;
  open: boolean;
  onToggle: (button: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  return (
    <li className="relative flex items-center">
      <NavItemLink item={item} className="rounded px-2 py-1 hover:text-brand-700 hover:underline" />
      {item.childCount > 0 ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            aria-label={t('menu.more', { name: item.label })}
            onClick={(event) => onToggle(event.currentTarget)}
            className="inline-flex size-6 items-center justify-center rounded hover:bg-gray-200"
          >
            <Chevron className={`size-3.5 transition-transform ${open ? 'rotate-180' : ''}`} />
          </button>
          {open ? (
            <ul id={panelId} className="menu-panel left-0">
              <Suspense fallback={null}>
                <SubmenuLinks item={item} className="menu-link" />
              </Suspense>
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * The service navigation of the desktop header: the first three entries inline, the rest under
 * 'more'; submenus open one at a time and close on a click outside, Escape and a new page.
 */
export function ServiceNavigation({ items, hidden }: { items: NavItem[]; hidden: boolean }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const lastButton = useRef<HTMLElement | null>(null);
  const moreId = useId();
  const menus = useMenusLoader();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpenId(null), []);
  useDismiss(openId !== null, nav, close, lastButton);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new page
  useEffect(close, [pathname]);
  useEffect(() => {
    if (hidden) close();
  }, [hidden, close]);
  if (items.length === 0) return null;
  const toggle = (id: string) => (button: HTMLButtonElement) => {
    lastButton.current = button;
    if (openId === id) close();
    else menus.openWhenLoaded(() => setOpenId(id));
  };
  const inline = items.slice(0, inlineServiceEntries);
  const more = items.slice(inlineServiceEntries);
  return (
    <nav
      ref={nav}
      aria-label={t('header.serviceNavigation')}
      className={`transition-opacity duration-200 ${hidden ? 'invisible opacity-0' : 'opacity-100'}`}
      data-testid="service-navigation"
      onPointerEnter={menus.preload}
      onFocus={menus.preload}
    >
      <ul className="flex items-center gap-1 text-gray-700 text-sm">
        {inline.map((item) => (
          <ServiceEntry key={item.id} item={item} open={openId === item.id} onToggle={toggle(item.id)} />
        ))}
        {more.length > 0 ? (
          <li className="relative">
            <button
              type="button"
              aria-expanded={openId === 'more'}
              aria-controls={openId === 'more' ? moreId : undefined}
              onClick={(event) => toggle('more')(event.currentTarget)}
              className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-gray-200"
            >
              {t('header.more')}
              <Chevron className={`size-3.5 transition-transform ${openId === 'more' ? 'rotate-180' : ''}`} />
            </button>
            {openId === 'more' ? (
              <ul id={moreId} className="menu-panel left-0">
                {more.map((item) => (
                  <li key={item.id}>
                    <NavItemLink item={item} className="menu-link font-semibold" />
                    {item.childCount > 0 ? (
                      <ul className="pb-1">
                        <Suspense fallback={null}>
                          <SubmenuLinks item={item} className="menu-link pl-7 text-gray-700" />
                        </Suspense>
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
