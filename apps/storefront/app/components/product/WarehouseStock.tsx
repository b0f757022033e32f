import { formatQuantityWithUnit } from '@tradeshop/domain';
import { useTranslation } from '../../lib/i18n';

/** Stock per warehouse, folded away (logged-in users only: visitors get no warehouses). */
export function WarehouseStock({
  warehouses,
  uom,
}: {
  warehouses: { code: string; name: string; stock: number }[];
  uom: string;
}) {
  const { t, language } = useTranslation();
  if (warehouses.length === 0) return null;
  return (
    <details className="relative z-10 text-gray-700 text-sm">
      <summary className="cursor-pointer text-brand-700">{t('product.warehouses')}</summary>
      <ul className="mt-1 space-y-0.5 pl-4" data-testid="warehouse-stock">
        {warehouses.map((warehouse) => (
          <li key={warehouse.code} className="flex flex-wrap justify-between gap-x-4">
            <span>{warehouse.name}</span>
            <span className="tabular-nums">
              {formatQuantityWithUnit(warehouse.stock, uom, language.code)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
