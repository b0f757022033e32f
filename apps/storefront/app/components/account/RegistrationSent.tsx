import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { Notice } from '../ui/Notice';
import { textLinkClass } from './AuthPanel';

/** The last step: the confirmation link is on its way by e-mail. */
export function RegistrationSent({ text }: { text: string }) {
  const { t, language } = useTranslation();
  return (
    <>
      <Notice tone="success">
        <p className="font-semibold">{t('register.sentTitle')}</p>
        <p className="mt-1">{text}</p>
      </Notice>
      <p className="text-gray-700 text-sm">{t('register.sentNoMail')}</p>
      <Link to={localizedPath(language, '/')} className={`self-start ${textLinkClass}`}>
        {t('error.backHome')}
      </Link>
    </>
  );
}
