import { useTranslation } from '../../lib/i18n';

export function StockNotice({ inStock }: { inStock: boolean }) {
  const { t } = useTranslation();
  return (
    <p
      className={`flex items-center gap-1.5 font-medium text-sm ${inStock ? 'text-green-700' : 'text-red-700'}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${inStock ? 'bg-green-600' : 'bg-red-600'}`} />
      {inStock ? t('product.inStock') : t('product.outOfStock')}
    </p>
  );
}
