import { type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useMenusLoader } from '../../lib/navigation-tree';
import { menuButtonId } from '../layout/SkipLinks';

/** Loaded when the menu button is first touched: desktop visitors never need it. */
const MenuDialog = lazyComponent(() => import('./MobileMenuDialog'));

/** The hamburger button of the phone header and the menu it opens. */
export function MobileMenu({
  main,
  service,
  countries,
  hidden = false,
  buttonRef,
}: {
  main: NavItem[];
  service: NavItem[];
  countries: NavItem[];
  hidden?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const { pathname } = useLocation();
  const menus = useMenusLoader();
  const preload = () => {
    MenuDialog.preload();
    menus.preload();
  };
  /** Closed by its own button, Escape or the backdrop: the focus returns to the menu button. */
  const returnFocus = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a chosen link closes the menu
  useEffect(() => setOpen(false), [pathname]);
  // Only once the modal menu is gone (committed) can the page behind take the focus again.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    button.current?.focus();
  }, [open, button]);
  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  return (
    <>
      <button
        ref={button}
        id={menuButtonId}
        type="button"
        aria-expanded={open}
        aria-controls={open ? 'mobile-menu' : undefined}
        aria-label={t('menu.open')}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        className={`h-11 shrink-0 items-center justify-center rounded-md px-2.5 text-brand-800 hover:bg-brand-50 lg:hidden ${hidden ? 'hidden' : 'inline-flex'}`}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MenuDialog main={main} service={service} countries={countries} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
