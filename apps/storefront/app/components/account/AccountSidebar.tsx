import { NavLink } from 'react-router';
import type { AccountScreen } from '../../lib/account-links';
import { localizedPath, useTranslation } from '../../lib/i18n';

/**
 * The account pages the user may open: a column left of the page on wide screens that stays below
 * the sticky header while a long page scrolls, a row of tabs that scrolls sideways above the page on
 * phones. The current page is marked for screen readers too.
 */
export function AccountSidebar({ links }: { links: readonly Pick<AccountScreen, 'path' | 'label'>[] }) {
  const { t, language } = useTranslation();
  return (
    <nav
      aria-label={t('account.navigation')}
      className="lg:sticky lg:top-44 lg:w-56 lg:shrink-0 lg:self-start"
    >
      <h2 className="mb-3 hidden font-semibold text-gray-600 text-sm uppercase tracking-wide lg:block">
        {t('account.navigation')}
      </h2>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0 lg:flex-col lg:gap-1">
        {links.map((link) => (
          <li key={link.path} className="shrink-0">
            <NavLink
              to={localizedPath(language, link.path)}
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md border px-3 py-2 font-medium text-sm lg:border-transparent ${
                  isActive
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-gray-200 bg-white text-gray-800 hover:bg-gray-50 lg:bg-transparent'
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
