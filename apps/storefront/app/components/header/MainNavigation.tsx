import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { NavItemLink } from './NavItemLink';
import { useDismiss } from './useDismiss';

const claims: { title: MessageKey; text: MessageKey; icon: ReactNode }[] = [
  {
    title: 'header.claimTransport',
    text: 'header.claimTransportText',
    icon: (
      <path d="M3 6h11v9H3zM14 9h4l3 3v3h-7M6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z" />
    ),
  },
  {
    title: 'header.claimDelivery',
    text: 'header.claimDeliveryText',
    icon: <path d="M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z" />,
  },
  {
    title: 'header.claimAdvice',
    text: 'header.claimAdviceText',
    icon: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  },
  {
    title: 'header.claimProducts',
    text: 'header.claimProductsText',
    icon: <path d="M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7M12 11v10" />,
  },
];

/** The four promises of the shop at the foot of the expanded navigation. */
function ServiceClaims() {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('header.claims')} className="mt-6 grid grid-cols-4 gap-6 border-gray-200 border-t pt-5">
      {claims.map((claim) => (
        <li key={claim.title} className="flex items-start gap-3">
          <svg
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            className="size-7 shrink-0 text-accent-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinejoin="round"
            strokeLinecap="round"
          >
            {claim.icon}
          </svg>
          <span className="text-sm">
            <strong className="block text-gray-900">{t(claim.title)}</strong>
            <span className="text-gray-600">{t(claim.text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The expanded navigation of a top category: its sub-categories with their children in four columns. */
function MegaPanel({ item, id }: { item: NavItem; id: string }) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-10rem)] overflow-y-auto border-gray-200 border-b bg-white text-gray-900 shadow-xl"
      data-testid="mega-menu"
    >
      <div className="mx-auto max-w-[1440px] px-6 py-6">
        {item.href ? (
          <NavItemLink
            item={item}
            className="mb-5 inline-block font-bold text-brand-800 text-lg hover:underline"
          >
            {t('header.showAll', { name: item.label })}
          </NavItemLink>
        ) : (
          <p className="mb-5 font-bold text-brand-800 text-lg">{item.label}</p>
        )}
        <ul className="columns-4 gap-8">
          {item.children.map((sub) => (
            <li key={sub.id} className="mb-5 break-inside-avoid">
              <NavItemLink
                item={sub}
                className={`font-semibold text-gray-900 ${sub.href ? 'hover:text-brand-700 hover:underline' : ''}`}
              />
              {sub.children.length > 0 ? (
                <ul className="mt-1.5 space-y-1">
                  {sub.children.map((leaf) => (
                    <li key={leaf.id}>
                      <NavItemLink
                        item={leaf}
                        className="text-gray-700 text-sm hover:text-brand-700 hover:underline"
                      />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <ServiceClaims />
      </div>
    </div>
  );
}

function focusFirstLinkOf(panelId: string) {
  requestAnimationFrame(() =>
    document.getElementById(panelId)?.querySelector<HTMLElement>('a[href]')?.focus(),
  );
}

/**
 * The 48 px bar of top categories. A category with children opens its expanded panel on hover or
 * click (Enter, Space or Arrow down by keyboard); the panel closes on leaving the bar, a click
 * outside, Escape, scrolling down and a new page. Without JavaScript each entry is a plain link.
 */
export function MainNavigation({ items, scrolled = false }: { items: NavItem[]; scrolled?: boolean }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const openedByHover = useRef(false);
  const nav = useRef<HTMLElement>(null);
  const trigger = useRef<HTMLAnchorElement | null>(null);
  const panelPrefix = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpenId(null), []);
  useDismiss(openId !== null, nav, close, trigger);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every new page
  useEffect(close, [pathname]);
  useEffect(() => {
    if (scrolled) close();
  }, [scrolled, close]);
  if (items.length === 0) return null;

  const panelIdOf = (item: NavItem) => `${panelPrefix}-${item.id}`;
  const open = (item: NavItem, target: HTMLAnchorElement, byHover: boolean) => {
    trigger.current = target;
    openedByHover.current = byHover;
    setOpenId(item.id);
  };
  const onKeyDown = (item: NavItem) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault();
      open(item, event.currentTarget, false);
      if (event.key === 'ArrowDown' || openId !== item.id) focusFirstLinkOf(panelIdOf(item));
    }
  };

  return (
    <nav
      ref={nav}
      aria-label={t('header.mainNavigation')}
      onMouseLeave={close}
      className="relative bg-brand-800 text-white"
    >
      <ul className="mx-auto flex h-12 max-w-[1440px] items-stretch justify-between px-4 sm:px-6 xl:justify-start xl:gap-1">
        {items.map((item) => {
          const hasPanel = item.children.length > 0;
          const isOpen = openId === item.id;
          return (
            <li
              key={item.id}
              className="flex"
              onMouseEnter={(event) => {
                const link = event.currentTarget.querySelector('a');
                if (hasPanel && link) open(item, link, true);
                else close();
              }}
            >
              <NavItemLink
                item={item}
                className={`flex items-center px-2 text-center font-medium text-[13px] leading-tight hover:bg-brand-700 xl:px-3 xl:text-sm ${
                  isOpen ? 'bg-white text-brand-800 hover:bg-white' : ''
                }`}
                {...(hasPanel
                  ? {
                      expanded: isOpen,
                      controls: isOpen ? panelIdOf(item) : undefined,
                      onKeyDown: onKeyDown(item),
                      onClick: (event) => {
                        event.preventDefault();
                        if (isOpen && !openedByHover.current) close();
                        else open(item, event.currentTarget, false);
                      },
                    }
                  : {})}
              >
                <span className="line-clamp-2">{item.label}</span>
              </NavItemLink>
              {hasPanel && isOpen ? <MegaPanel item={item} id={panelIdOf(item)} /> : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
