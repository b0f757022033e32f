import { localizedPath, useTranslation } from '../../lib/i18n';

/** The confirmation PDF of an order placed in the shop, downloaded with the user's session. */
export function OrderConfirmationLink({ orderNumber }: { orderNumber: string }) {
  const { t, language } = useTranslation();
  return (
    <a
      href={localizedPath(language, `/account/orders/confirmation/${encodeURIComponent(orderNumber)}`)}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 text-sm hover:underline"
    >
      {t('orders.confirmationPdf')}
    </a>
  );
}
