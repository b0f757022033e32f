import { formatDeliveryDays, promisedDelivery } from '@tradeshop/domain';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import type { NavItem } from '../../lib/catalog-view.server';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { useShellMenus } from '../../lib/navigation-tree';
import { usePromiseClock } from '../../lib/promise-clock';
import { useShopDisplay } from '../../lib/shop-display';
import { NavItemLink } from './NavItemLink';
import { focusEdgeLink, focusPanelLink, isPanelKey, linkForKey, type PanelEdge } from './panel-keys';

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

/**
 * The four promises of the shop at the foot of the expanded navigation. The delivery claim names the
 * cut-off and the first day the delivery promise gives an article in stock ordered now.
 */
function ServiceClaims() {
  const { t, language } = useTranslation();
  const { cutOff, closedDays } = useShopDisplay();
  const now = usePromiseClock();
  const days = formatDeliveryDays(
    promisedDelivery({ now, cutOff, delivery: null, availableOn: null, closedDays }),
    language.code,
  );
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
            <span className="text-gray-600">{t(claim.text, { cutOff, days })}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Arrow keys, Home and End walk the panel's links (menu pattern) instead of scrolling the page. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!isPanelKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  event.preventDefault();
  const panel = event.currentTarget;
  const links = [...panel.querySelectorAll<HTMLElement>('a[href]')];
  const from = links.indexOf(document.activeElement as HTMLElement);
  const places = links.map((link) => link.getBoundingClientRect());
  const to = from === -1 ? 0 : linkForKey(places, from, event.key);
  const link = to === null ? undefined : links[to];
  if (link) focusPanelLink(panel, link);
}

/**
 * The expanded navigation of a top category: its sub-categories with their children in four columns.
 * By keyboard its links form a menu (see moveFocus); Escape and Tab out are the bar's business.
 * Opened by a key, it takes the focus to its first or last link once it is shown (`focusOnShow`),
 * however long its code and the navigation took to arrive.
 */
export default function MegaPanel({
  item: ofPage,
  id,
  focusOnShow,
}: {
  item: NavItem;
  id: string;
  focusOnShow: () => PanelEdge | null;
}) {
  const { t } = useTranslation();
  const tree = useShellMenus()?.main;
  const item = tree?.find((entry) => entry.id === ofPage.id) ?? ofPage;
  const panel = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel is shown
  useEffect(() => {
    const which = focusOnShow();
    if (panel.current && which) focusEdgeLink(panel.current, which);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys only move the focus between the links inside
    <div
      ref={panel}
      id={id}
      onKeyDown={moveFocus}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-10rem)] overflow-y-auto border-gray-200 border-b bg-white text-gray-900 shadow-xl"
      data-testid="mega-menu"
      data-surface="light"
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
