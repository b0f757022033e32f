import { formatPrice } from '@tradeshop/domain';
import { useTranslation } from '../../lib/i18n';

/** The list price, excluding VAT, per unit of measure. */
export function ProductPrice({
  price,
  unit,
  size = 'card',
}: {
  price: number;
  unit: string;
  size?: 'card' | 'page';
}) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="sr-only">{t('product.listPrice')}:</span>
      <span className={`font-bold text-gray-900 ${size === 'page' ? 'text-3xl' : 'text-lg'}`}>
        {formatPrice(price)}
      </span>
      <span className="text-gray-500 text-xs">
        {t('product.exclVat')}
        {unit ? `, ${t('product.perUnit', { unit })}` : ''}
      </span>
    </p>
  );
}
