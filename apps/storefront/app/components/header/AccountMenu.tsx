import type { FeatureFlag, Right } from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { accountScreenOf, mayOpen } from '../../lib/account-links';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** What the header shows of the logged-in customer: the name, and links as far as the rights go. */
export interface AccountSummary {
  firstName: string;
  rights: readonly Right[];
  featureFlags: readonly FeatureFlag[];
}

/** The account screens the menu links to, each shown as far as the rights and flags go (spec §6). */
const menuScreens = ['/account/orderlist', '/account/orders', '/account/offers'];

/** The person icon phones show for the login link and the account menu. */
export function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 sm:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
    </svg>
  );
}

/** The look of the header's account actions: the login button and the account menu. */
export const headerActionClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 font-semibold text-brand-700 text-sm hover:bg-brand-50';

/**
 * The customer's first name opening their account links; a `<details>` element, so it opens without
 * JavaScript. With JavaScript it also closes on choosing a link and on a click outside.
 */
export function AccountMenu({ account }: { account: AccountSummary }) {
  const { t, language } = useTranslation();
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  const logoutPath = localizedPath(language, '/auth/logout');
  const navigation = useNavigation();
  // The menu stays open showing the logout in progress; it goes with the account once logged out.
  const loggingOut = navigation.state !== 'idle' && navigation.formAction === logoutPath;

  useEffect(() => {
    const closeOutside = (event: MouseEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute('open');
    };
    // Escape closes the open menu and hands the focus back to its button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.current?.open) return;
      const hadFocus = menu.current.contains(document.activeElement);
      menu.current.removeAttribute('open');
      if (hadFocus) menu.current.querySelector('summary')?.focus();
    };
    document.addEventListener('click', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('click', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, []);

  return (
    <details ref={menu} className="relative">
      <summary
        aria-label={t('header.account', { name: account.firstName })}
        className={`${headerActionClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {/* Phones show a person icon, like the login link; the label names the account. */}
        <PersonIcon />
        <span className="hidden sm:inline">{account.firstName}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-30 mt-1 flex w-52 flex-col rounded-md border border-gray-200 bg-white py-1 shadow-lg">
        <li>
          <Link
            to={localizedPath(language, '/account/dashboard')}
            onClick={close}
            className="block px-4 py-2 text-gray-900 text-sm hover:bg-gray-50"
          >
            {t('account.dashboard')}
          </Link>
        </li>
        {menuScreens
          .map((path) => accountScreenOf(path)!)
          .filter((screen) => mayOpen(screen, account.rights, account.featureFlags))
          .map((screen) => (
            <li key={screen.path}>
              <Link
                to={localizedPath(language, screen.path)}
                onClick={close}
                className="block px-4 py-2 text-gray-900 text-sm hover:bg-gray-50"
              >
                {t(screen.label)}
              </Link>
            </li>
          ))}
        <li>
          <Link
            to={localizedPath(language, '/account/profile')}
            onClick={close}
            className="block px-4 py-2 text-gray-900 text-sm hover:bg-gray-50"
          >
            {t('account.profile')}
          </Link>
        </li>
        <li>
          <Form method="post" action={logoutPath}>
            <button
              type="submit"
              disabled={loggingOut}
              aria-busy={loggingOut}
              className="block w-full px-4 py-2 text-left text-gray-900 text-sm hover:bg-gray-50 disabled:text-gray-500"
            >
              {loggingOut ? t('account.loggingOut') : t('account.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
