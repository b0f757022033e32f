import { useTranslation } from '../../lib/i18n';

/** The loading text of the quick search, also shown while its results chunk arrives. */
export function SearchLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="px-4 py-3 text-gray-600 text-sm">
      {t('search.loading')}
    </p>
  );
}
