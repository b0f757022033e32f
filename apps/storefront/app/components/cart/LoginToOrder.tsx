import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { primaryButtonClass } from '../ui/buttons';

/** Visitors keep their cart; ordering needs a login, which brings them back here. */
export function LoginToOrder() {
  const { t, language } = useTranslation();
  const back = new URLSearchParams({ redirectTo: localizedPath(language, '/checkout') });
  return (
    <section
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4"
      data-testid="login-to-order"
    >
      <h2 className="font-semibold text-gray-900">{t('checkout.loginTitle')}</h2>
      <p className="text-gray-700 text-sm">{t('checkout.loginText')}</p>
      <Link
        to={`${localizedPath(language, '/auth')}?${back}`}
        className={`${primaryButtonClass} inline-block`}
      >
        {t('checkout.loginToOrder')}
      </Link>
    </section>
  );
}
