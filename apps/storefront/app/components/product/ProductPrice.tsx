import { unitNameIn } from '@tradeshop/domain';
import { useFigures, useTranslation } from '../../lib/i18n';

/**
 * The shopper's price excluding VAT per unit of measure, with the list price struck through when
 * they pay less; "price on request" when their prices are hidden; nothing when prices are unknown.
 * A variant family's price is its cheapest variant's: "from".
 */
export function ProductPrice({
  offer,
  unit,
  size = 'card',
  isLowestOfFamily = false,
}: {
  offer: { price: number | null; listPrice: number | null } | null;
  unit: string;
  size?: 'card' | 'page';
  isLowestOfFamily?: boolean;
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  if (!offer) return null;
  if (offer.price === null) {
    return (
      <p className="text-gray-600 text-sm" data-testid="product-price-hidden">
        {t('product.priceOnRequest')}
      </p>
    );
  }
  const reduced = offer.listPrice !== null && offer.listPrice > offer.price;
  return (
    <p className="price-line" data-testid="product-price">
      <span className="sr-only">{reduced ? t('product.yourPrice') : t('product.listPrice')}:</span>
      {isLowestOfFamily ? (
        <span className="text-gray-700 text-sm" data-testid="product-price-from">
          {t('product.priceFrom')}
        </span>
      ) : null}
      <span
        className={`font-bold ${reduced ? 'text-brand-800' : 'text-gray-900'} ${size === 'page' ? 'text-3xl' : 'text-lg'}`}
      >
        {figures.price(offer.price)}
      </span>
      {reduced && offer.listPrice !== null ? (
        <span className="price-struck" data-testid="product-list-price">
          <span className="sr-only">{t('product.listPrice')}: </span>
          {figures.price(offer.listPrice)}
        </span>
      ) : null}
      <span className="price-terms">
        {t('product.exclVat')}
        {unit ? `, ${t('product.perUnit', { unit: unitNameIn(language.code, unit) })}` : ''}
      </span>
    </p>
  );
}
