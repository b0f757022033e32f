import { useTranslation } from '../../lib/i18n';
import { StockNotice } from './StockNotice';

export function DeliveryNotice({
  inStock,
  deliveryDays,
  restockDays,
}: {
  inStock: boolean;
  deliveryDays: string | null;
  restockDays: number | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <StockNotice inStock={inStock} />
      {deliveryDays ? (
        <p className="text-gray-700 text-sm">
          {t('product.deliveryTime')}: {t('product.deliveryDays', { range: deliveryDays })}
        </p>
      ) : null}
      {!inStock && restockDays ? (
        <p className="text-gray-700 text-sm">{t('product.restockTime', { days: restockDays })}</p>
      ) : null}
    </div>
  );
}
