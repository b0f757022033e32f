import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** The cart icon leading to /checkout, with the number of products when there are any. */
export function CartLink({ count }: { count: number }) {
  const { t, language } = useTranslation();
  return (
    <Link
      to={localizedPath(language, '/checkout')}
      aria-label={count > 0 ? t('cart.linkWithCount', { count }) : t('cart.link')}
      className="relative inline-flex h-9 items-center rounded-md px-2 text-brand-700 hover:bg-brand-50"
      data-testid="header-cart"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path
          d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9.5" cy="20" r="1.3" />
        <circle cx="17.5" cy="20" r="1.3" />
      </svg>
      {count > 0 ? (
        <span
          className="absolute -top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 font-bold text-white text-xs"
          data-testid="cart-badge"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
