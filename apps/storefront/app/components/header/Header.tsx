import { hasRight, type LocaleCode } from '@tradeshop/domain';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { NavItem } from '../../lib/catalog-view.server';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { AccountMenu, type AccountSummary } from './AccountMenu';
import { CartLink } from './CartLink';
import { CountrySwitcher } from './CountrySwitcher';
import { HeaderSearch } from './HeaderSearch';
import { hasLanguageChoice, LanguageSwitcher } from './LanguageSwitcher';
import { LoginButton } from './LoginDialog';
import { Logo } from './Logo';
import { MainNavigation } from './MainNavigation';
import { MobileMenu } from './MobileMenu';
import { QuickOrderLink } from './QuickOrderLink';
import { ServiceNavigation } from './ServiceNavigation';
import { useScrolledDown } from './useScrolledDown';

/**
 * The sticky shop header. From 1024 px: a service bar (service navigation, countries, languages),
 * logo, search and account actions, then the 48 px main navigation bar; scrolling down slides the
 * service bar and the main bar away (a transform, so nothing below moves). Below 1024 px: logo,
 * language, account and cart, then the search beside the menu button.
 */
export function Header({
  shopName,
  navigation,
  serviceNavigation = [],
  countryNavigation = [],
  languages,
  account,
  cartCount = 0,
}: {
  cartCount?: number;
  shopName: string;
  navigation: NavItem[];
  serviceNavigation?: NavItem[];
  countryNavigation?: NavItem[];
  languages?: LocaleCode[];
  account: AccountSummary | null;
}) {
  const { t, language } = useTranslation();
  const scrolled = useScrolledDown();
  const [searchFocused, setSearchFocused] = useState(false);
  const onSearchFocus = useCallback((focused: boolean) => setSearchFocused(focused), []);
  const hasServiceBar =
    serviceNavigation.length > 0 || countryNavigation.length > 0 || hasLanguageChoice(languages);
  return (
    <header
      className={`pointer-events-none relative top-0 z-40 lg:sticky transition-transform duration-300 ${
        scrolled && hasServiceBar ? 'lg:-translate-y-10' : ''
      }`}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      {hasServiceBar ? (
        <div className="pointer-events-auto relative z-30 hidden h-10 border-gray-200 border-b bg-gray-50 lg:block">
          <div className="mx-auto flex h-full max-w-[1440px] items-center justify-between gap-4 px-6">
            <ServiceNavigation items={serviceNavigation} hidden={scrolled || searchFocused} />
            <div className="flex items-center gap-3">
              <CountrySwitcher countries={countryNavigation} />
              <LanguageSwitcher available={languages} />
            </div>
          </div>
        </div>
      ) : null}
      <div className="pointer-events-auto relative z-20 border-gray-200 border-b bg-white">
        <div className="mx-auto grid max-w-[1440px] grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-3 px-4 py-3 sm:px-6 lg:grid-cols-[auto_minmax(0,1fr)_auto] lg:gap-x-8 lg:py-4">
          <Link
            to={localizedPath(language, '/')}
            aria-label={t('header.logoLabel', { shop: shopName })}
            className="min-w-0 justify-self-start rounded-md"
          >
            <Logo shopName={shopName} />
          </Link>
          <div className="col-span-2 row-start-2 flex items-center gap-2 lg:col-span-1 lg:col-start-2 lg:row-start-1">
            <div
              className={`w-full min-w-0 transition-[max-width] duration-300 lg:mx-auto ${
                searchFocused ? 'lg:max-w-4xl' : 'lg:max-w-2xl'
              }`}
            >
              <HeaderSearch loggedIn={account !== null} onFocusChange={onSearchFocus} />
            </div>
            <MobileMenu
              main={navigation}
              service={serviceNavigation}
              countries={countryNavigation}
              hidden={searchFocused}
            />
          </div>
          <div className="flex items-center justify-end gap-0.5 sm:gap-2 lg:col-start-3">
            <LanguageSwitcher available={languages} compact className="lg:hidden" />
            {account && hasRight(account.rights, 'ROLE_ACCESS_QUICK_ORDER_FORM') ? <QuickOrderLink /> : null}
            {account ? <AccountMenu account={account} /> : <LoginButton />}
            <CartLink count={cartCount} />
          </div>
        </div>
      </div>
      <div
        className={`pointer-events-auto relative z-10 hidden transition-[translate,visibility] duration-300 lg:block ${
          scrolled ? 'invisible -translate-y-full' : ''
        }`}
        inert={scrolled ? true : undefined}
      >
        <MainNavigation items={navigation} scrolled={scrolled} />
      </div>
    </header>
  );
}
