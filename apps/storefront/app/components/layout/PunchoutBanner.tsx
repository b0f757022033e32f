import type { PunchoutSession } from '@tradeshop/api-client';
import { Link } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';

/** Says on every page that the shop was opened by the user's purchasing system, and where the cart goes. */
export function PunchoutBanner({ session }: { session: PunchoutSession }) {
  const { t, language } = useTranslation();
  return (
    <div
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-amber-950 text-sm"
      data-testid="punchout-banner"
    >
      {t('punchout.banner', { host: session.returnHost })}{' '}
      <Link to={localizedPath(language, '/checkout')} className="font-semibold underline underline-offset-2">
        {t('punchout.transfer')}
      </Link>
    </div>
  );
}
