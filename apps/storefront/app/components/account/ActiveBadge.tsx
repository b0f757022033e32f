import { useTranslation } from '../../lib/i18n';

/** "Actief" in green or "Inactief" in grey, e.g. for a flow, an order reference or a cost centre. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 font-medium text-xs ${
        active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'
      }`}
    >
      {active ? t('flows.active') : t('flows.inactive')}
    </span>
  );
}
