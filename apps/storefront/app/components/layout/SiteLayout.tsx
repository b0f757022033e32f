import type { PunchoutSession } from '@tradeshop/api-client';
import type { LocaleCode } from '@tradeshop/domain';
import type { ReactNode } from 'react';
import type { NavItem } from '../../lib/catalog-view.server';
import type { FooterData } from '../../lib/shell.server';
import { CartFlashNotice } from '../cart/CartFlashNotice';
import type { AccountSummary } from '../header/AccountMenu';
import { Header } from '../header/Header';
import { Footer } from './Footer';
import { LoggedInAsCustomerBanner, type StaffLogin } from './LoggedInAsCustomerBanner';
import { PunchoutBanner } from './PunchoutBanner';
import { mainContentId, SkipLinks } from './SkipLinks';

/** Shown until the sales channel has told its own name (e.g. on an error before it answered). */
export const defaultShopName = 'Trade Shop';

export function SiteLayout({
  shopName = defaultShopName,
  navigation = [],
  serviceNavigation = [],
  countryNavigation = [],
  languages,
  account = null,
  cartCount = 0,
  footer = null,
  liveChat = false,
  punchout = null,
  staffLogin = null,
  children,
}: {
  cartCount?: number;
  shopName?: string;
  navigation?: NavItem[];
  serviceNavigation?: NavItem[];
  countryNavigation?: NavItem[];
  /** Languages with a domain; all storefront languages when not told. */
  languages?: LocaleCode[];
  account?: AccountSummary | null;
  /** The footer content page, or null for the fixed footer. */
  footer?: FooterData | null;
  /** Whether the shop's own chat launcher is on (not a provider's script). */
  liveChat?: boolean;
  /** The purchasing system's session the shop was opened in, if any. */
  punchout?: PunchoutSession | null;
  /** A staff member's session as the customer, if it is one. */
  staffLogin?: StaffLogin | null;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* A printed page (an order confirmation) holds the page's content alone. */}
      <div className="contents print:hidden">
        <SkipLinks />
        {staffLogin ? <LoggedInAsCustomerBanner login={staffLogin} /> : null}
        {punchout ? <PunchoutBanner session={punchout} /> : null}
        <Header
          shopName={shopName}
          navigation={navigation}
          serviceNavigation={serviceNavigation}
          countryNavigation={countryNavigation}
          languages={languages}
          account={account}
          cartCount={cartCount}
        />
        <CartFlashNotice />
      </div>
      <main
        id={mainContentId}
        tabIndex={-1}
        className="mx-auto w-full max-w-[1440px] flex-1 px-4 py-6 sm:px-6 lg:py-8"
      >
        {children}
      </main>
      <div className="contents print:hidden">
        <Footer shopName={shopName} footer={footer} liveChat={liveChat} />
      </div>
    </div>
  );
}
