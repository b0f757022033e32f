import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { headerActionClass } from './AccountMenu';

/** The header's way to the quick order, for users with ROLE_ACCESS_QUICK_ORDER_FORM. */
export function QuickOrderLink() {
  const { t, language } = useTranslation();
  return (
    <Link
      to={localizedPath(language, '/quick-order')}
      className={headerActionClass}
      data-testid="header-quick-order"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M13 3 5 14h6l-1 7 8-11h-6z" strokeLinejoin="round" />
      </svg>
      <span className="sr-only sm:not-sr-only">{t('quickOrder.link')}</span>
    </Link>
  );
}
