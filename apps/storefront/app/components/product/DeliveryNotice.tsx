import { useTranslation } from '../../lib/i18n';
import { formatStock } from '../../lib/quantity-format';
import { StockNotice } from './StockNotice';

/** Stock per warehouse, folded away (logged-in users only: visitors get no warehouses). */
export function WarehouseStock({
  warehouses,
  uom,
}: {
  warehouses: { code: string; name: string; stock: number }[];
  uom?: string;
}) {
  const { t, language } = useTranslation();
  if (warehouses.length === 0) return null;
  return (
    <details className="relative z-10 text-gray-700 text-sm">
      <summary className="cursor-pointer text-brand-700">{t('product.warehouses')}</summary>
      <ul className="mt-1 space-y-0.5 pl-4" data-testid="warehouse-stock">
        {warehouses.map((warehouse) => (
          <li key={warehouse.code} className="flex justify-between gap-4">
            <span>{warehouse.name}</span>
            <span className="tabular-nums">
              {formatStock(warehouse.stock, language.code)} {uom}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * Stock notice, delivery time as a day range, and the restock time when the wanted quantity
 * exceeds the stock. Logged-in users see the stock per warehouse.
 */
export function DeliveryNotice({
  inStock,
  deliveryDays,
  restockDays,
  stock = null,
  uom,
  warehouses = [],
}: {
  inStock: boolean;
  deliveryDays: string | null;
  restockDays: number | null;
  stock?: number | null;
  uom?: string;
  warehouses?: { code: string; name: string; stock: number }[];
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <StockNotice inStock={inStock} stock={stock} uom={uom} />
      {deliveryDays ? (
        <p className="text-gray-700 text-sm" data-testid="delivery-time">
          {t('product.deliveryTime')}: {t('product.deliveryDays', { range: deliveryDays })}
        </p>
      ) : null}
      {!inStock && restockDays ? (
        <p className="text-gray-700 text-sm" data-testid="restock-time">
          {t('product.restockTime', { days: restockDays })}
        </p>
      ) : null}
      <WarehouseStock warehouses={warehouses} uom={uom} />
    </div>
  );
}
