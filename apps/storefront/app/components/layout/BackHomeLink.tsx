import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** The way out of an error page: the home page in the page's language. */
export function BackHomeLink() {
  const { t, language } = useTranslation();
  return (
    <Link
      to={localizedPath(language, '/')}
      className="mt-8 inline-flex rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {t('error.backHome')}
    </Link>
  );
}
