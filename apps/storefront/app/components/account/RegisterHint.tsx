import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { textLinkClass } from './AuthPanel';

/** "No account yet? Register" under the login and forgot-password forms. */
export function RegisterHint() {
  const { language, t } = useTranslation();
  return (
    <p className="text-gray-700 text-sm">
      {t('auth.noAccount')}{' '}
      <Link to={localizedPath(language, '/register/company')} className={textLinkClass}>
        {t('auth.register')}
      </Link>
    </p>
  );
}
