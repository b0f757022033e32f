import { localizedPath, useTranslation } from '../../lib/i18n';
import { backHomeButtonClass } from '../ui/buttons';

/**
 * The last resort when the error page itself failed: no shop data, no header or footer, only the
 * message and a plain link home (a full page load, in case the app's scripts are what broke).
 */
export function ErrorFallback() {
  const { t, language } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
      <h1 className="max-w-xl font-bold text-2xl text-gray-900">{t('error.whileShowingError')}</h1>
      <a href={localizedPath(language, '/')} className={backHomeButtonClass}>
        {t('error.backHome')}
      </a>
    </main>
  );
}
