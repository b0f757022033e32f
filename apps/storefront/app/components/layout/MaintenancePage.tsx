import { useTranslation } from '../../lib/i18n';
import { Logo } from '../header/Logo';
import { defaultShopName } from './SiteLayout';

/**
 * Shown instead of the whole shop while maintenance mode is on: the shop's own message in the
 * visitor's language when the back-office wrote one, else the standard text.
 */
export function MaintenancePage({ message = null }: { message?: string | null }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo shopName={defaultShopName} />
      <h1 className="font-bold text-3xl text-gray-900">{t('maintenance.title')}</h1>
      <p className="max-w-xl whitespace-pre-line text-gray-600">{message || t('maintenance.subtitle')}</p>
    </main>
  );
}
