import { useTranslation } from '../../lib/i18n';
import { formatStock } from '../../lib/quantity-format';

/** In stock or out of stock; logged-in users also see the figure (`stock`, null for visitors). */
export function StockNotice({
  inStock,
  stock = null,
  uom,
}: {
  inStock: boolean;
  stock?: number | null;
  uom?: string;
}) {
  const { t, language } = useTranslation();
  return (
    <p
      className={`flex flex-wrap items-center gap-x-1.5 font-medium text-sm ${inStock ? 'text-green-700' : 'text-red-700'}`}
      data-testid="stock-notice"
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${inStock ? 'bg-green-600' : 'bg-red-600'}`}
      />
      {inStock ? t('product.inStock') : t('product.outOfStock')}
      {stock !== null ? (
        <span className="font-normal text-gray-600">
          · {t('product.stockFigure', { stock: formatStock(stock, language.code), unit: uom ?? '' }).trim()}
        </span>
      ) : null}
    </p>
  );
}
