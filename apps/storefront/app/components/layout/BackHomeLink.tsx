import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { backHomeButtonClass } from '../ui/buttons';

/** The way out of an error page: the home page in the page's language. */
export function BackHomeLink() {
  const { t, language } = useTranslation();
  return (
    <Link to={localizedPath(language, '/')} className={`mt-8 ${backHomeButtonClass}`}>
      {t('error.backHome')}
    </Link>
  );
}
