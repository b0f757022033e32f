import type { MissingScreenRight } from '../../lib/account-links';
import { useTranslation } from '../../lib/i18n';
import { BackHomeLink } from '../layout/BackHomeLink';

/** An account screen the user's rights do not open: its name, why, and which lead buyer to ask. */
export function MissingRightPage({ missing }: { missing: MissingScreenRight }) {
  const { t } = useTranslation();
  const { leadBuyers } = missing;
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" aria-labelledby="missing-right-title">
      <p className="font-semibold text-accent-600 text-sm tracking-wide">403</p>
      <h1 id="missing-right-title" className="mt-2 font-bold text-3xl text-gray-900">
        {t(missing.screen)}
      </h1>
      <p className="mt-4 text-gray-700" data-testid="missing-right">
        {t('account.screenRight.text')}{' '}
        {leadBuyers.length > 0
          ? t('account.screenRight.askLeadBuyer', { count: leadBuyers.length, names: leadBuyers.join(', ') })
          : t('account.screenRight.askCompany')}
      </p>
      <BackHomeLink />
    </section>
  );
}
