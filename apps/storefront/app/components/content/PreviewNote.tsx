import { useTranslation } from '../../lib/i18n';

/** Says that the page shows a draft opened by a preview link, not what the shop shows. */
export function PreviewNote() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 text-sm"
    >
      {t('content.previewBanner')}
    </p>
  );
}
