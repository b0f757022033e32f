import { Link } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { AccountMenu, type AccountSummary } from './AccountMenu';
import { CartLink } from './CartLink';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LoginButton } from './LoginDialog';
import { Logo } from './Logo';
import { MainNavigation } from './MainNavigation';
import { SearchForm } from './SearchForm';

/**
 * Logo, search and the actions area (account, cart and language), then the
 * main navigation bar.
 */
export function Header({
  shopName,
  navigation,
  account,
  cartCount = 0,
}: {
  cartCount?: number;
  shopName: string;
  navigation: NavItem[];
  account: AccountSummary | null;
}) {
  const { t, language } = useTranslation();
  return (
    <header className="border-gray-200 border-b bg-white">
      <div className="mx-auto grid max-w-[1440px] grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 px-4 py-3 sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:gap-x-8 lg:py-4">
        <Link
          to={localizedPath(language, '/')}
          aria-label={t('header.logoLabel', { shop: shopName })}
          className="rounded-md"
        >
          <Logo shopName={shopName} />
        </Link>
        <div className="col-span-2 row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2 lg:max-w-3xl">
          <SearchForm />
        </div>
        <div className="flex items-center justify-end gap-1 sm:gap-2 lg:col-start-3">
          {account ? <AccountMenu account={account} /> : <LoginButton />}
          <CartLink count={cartCount} />
          <LanguageSwitcher />
        </div>
      </div>
      <MainNavigation items={navigation} />
    </header>
  );
}
