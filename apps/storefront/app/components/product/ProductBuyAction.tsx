import { Link } from 'react-router';
import type { ProductCardData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { outlineButtonClass } from '../ui/buttons';
import { AddToCart } from './AddToCart';

/**
 * What a card or a list row offers: counter and add to cart, the mail to sales for an article not
 * sold online, or the way to a variant family's variants; nothing while its offer is unknown.
 */
export function ProductBuyAction({ product, layout }: { product: ProductCardData; layout: 'card' | 'row' }) {
  const { t } = useTranslation();
  if (!product.offer) return null;
  if (!product.offer.isBuyable && product.childCount > 0) {
    return (
      <Link
        to={product.href}
        className={`${outlineButtonClass} ${layout === 'card' ? 'w-full' : ''}`}
        data-testid="choose-variant"
      >
        {t('product.chooseVariant')}
      </Link>
    );
  }
  return (
    <AddToCart
      product={{ id: product.id, productNumber: product.productNumber, name: product.name }}
      offer={product.offer}
    />
  );
}
