import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { useShellMenus } from '../../lib/navigation-tree';
import { closeButtonClass } from '../ui/buttons';
import { Chevron, NavItemLink } from './NavItemLink';

const entryClass = 'flex w-full items-center justify-between gap-3 px-5 py-3 text-left text-gray-900';

/** The entries of one level: children open the next level, the others are links. */
function MenuEntries({ items, onOpen }: { items: NavItem[]; onOpen: (item: NavItem) => void }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item) => (
        <li key={item.id}>
          {item.children.length > 0 ? (
            <button
              type="button"
              onClick={() => onOpen(item)}
              aria-label={t('menu.more', { name: item.label })}
              className={`${entryClass} hover:bg-gray-50`}
            >
              <span>{item.label}</span>
              <Chevron direction="right" className="size-4 text-gray-500" />
            </button>
          ) : (
            <NavItemLink
              item={item}
              className={`${entryClass} ${item.href ? 'hover:bg-gray-50' : 'text-gray-500'}`}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
    ),
  ];
}

/**
 * The phone menu: slides in from the right over a backdrop and holds the main, service and
 * countries navigation. Entries with children open the next level; back steps up one level and
 * closes at the top. The focus stays inside while it is open, Escape closes it, the page behind
 * does not scroll.
 */
export default function MenuDialog({
  main: mainOfPage,
  service: serviceOfPage,
  countries: countriesOfPage,
  onClose,
}: {
  main: NavItem[];
  service: NavItem[];
  countries: NavItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const menus = useShellMenus();
  const main = menus?.main ?? mainOfPage;
  const service = menus?.service ?? serviceOfPage;
  const countries = menus?.countries ?? countriesOfPage;
  const dialog = useRef<HTMLDialogElement>(null);
  const [trail, setTrail] = useState<NavItem[]>([]);
  const [shown, setShown] = useState(false);
  const level = trail.at(-1) ?? null;
  const countriesEntry: NavItem = {
    id: 'countries',
    label: t('menu.countries'),
    href: null,
    external: false,
    newTab: false,
    imageUrl: null,
    childCount: countries.length,
    children: countries,
  };

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      cancelAnimationFrame(frame);
      root.style.overflow = overflow;
    };
  }, []);

  // Each level starts at its back button, so keyboard and screen reader users know where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on every change of level
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-menu-back]')?.focus();
  }, [trail.length]);

  const back = () => (trail.length === 0 ? onClose() : setTrail((current) => current.slice(0, -1)));

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const list = focusables(dialog.current);
    const first = list[0];
    const last = list.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialog}
      id="mobile-menu"
      aria-label={t('menu.title')}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialog.current) onClose();
      }}
      onKeyDown={trapFocus}
      className={`fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(24rem,calc(100vw-3rem))] max-w-none overflow-y-auto bg-white p-0 shadow-2xl transition-transform duration-300 backdrop:bg-gray-900/50 ${
        shown ? 'translate-x-0' : 'translate-x-full'
      }`}
    >
      <div className="flex items-center justify-between border-gray-200 border-b px-5 py-3">
        <button
          type="button"
          data-menu-back=""
          onClick={back}
          aria-label={trail.length === 0 ? t('menu.backClose') : undefined}
          className="inline-flex items-center gap-1 rounded-md py-1 pr-2 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
          <Chevron direction="left" className="size-4" />
          {t('menu.back')}
        </button>
        <button type="button" onClick={onClose} aria-label={t('menu.close')} className={closeButtonClass}>
          ×
        </button>
      </div>
      {level ? (
        <section aria-label={level.label} data-testid="menu-level">
          <h2 className="px-5 pt-4 pb-2 font-bold text-gray-900 text-lg">{level.label}</h2>
          {level.href ? (
            <NavItemLink
              item={level}
              className="block px-5 pb-3 font-semibold text-brand-700 text-sm hover:underline"
            >
              {t('header.showAll', { name: level.label })}
            </NavItemLink>
          ) : null}
          <MenuEntries items={level.children} onOpen={(item) => setTrail((current) => [...current, item])} />
        </section>
      ) : (
        <div data-testid="menu-level">
          <h2 className="px-5 pt-4 pb-2 font-bold text-gray-900 text-lg">{t('menu.categories')}</h2>
          <MenuEntries items={main} onOpen={(item) => setTrail([item])} />
          {service.length > 0 ? (
            <>
              <h2 className="border-gray-200 border-t px-5 pt-4 pb-2 font-bold text-gray-900 text-lg">
                {t('menu.service')}
              </h2>
              <MenuEntries items={service} onOpen={(item) => setTrail([item])} />
            </>
          ) : null}
          {countries.length > 0 ? (
            <div className="border-gray-200 border-t">
              <MenuEntries items={[countriesEntry]} onOpen={(item) => setTrail([item])} />
            </div>
          ) : null}
        </div>
      )}
    </dialog>
  );
}
