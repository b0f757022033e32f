import { useTranslation } from '../../lib/i18n';

/** Placeholder until the footer is built from the footer content page. */
export function Footer({ shopName }: { shopName: string }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-[1440px] flex-col gap-2 px-4 py-8 text-sm text-gray-600 sm:flex-row sm:justify-between sm:px-6">
        <p>{t('footer.note')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), shop: shopName })}</p>
      </div>
    </footer>
  );
}
