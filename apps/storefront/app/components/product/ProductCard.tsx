import { Link } from 'react-router';
import type { ProductCardData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { useShopDisplay } from '../../lib/shop-display';
import { AddToOrderList } from '../order-list/AddToOrderList';
import { CompareButton } from './CompareButton';
import { OwnArticleNumber } from './OwnArticleNumber';
import { ProductBuyAction } from './ProductBuyAction';
import { ProductFeatures } from './ProductFeatures';
import { ProductImage } from './ProductImage';
import { ProductPrice } from './ProductPrice';
import { StockStatus } from './StockStatus';
import { WarehouseStock } from './WarehouseStock';

/** The card grid: one column, two from 360 px, three from 768 px, four from 1280 px, in the page of at most 1440 px. */
const cardImageSizes =
  '(min-width: 1440px) 302px, (min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 360px) 50vw, 100vw';

export function ProductCard({
  product,
  titleAs: Title = 'h2',
}: {
  product: ProductCardData;
  titleAs?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  // Stock per warehouse on cards only when the shop switches it on.
  const showWarehouses = useShopDisplay().cardWarehouses;
  const subtitle = [product.manufacturer, product.productNumber].filter(Boolean).join(' · ');
  return (
    <article className="group product-card" data-testid="product-card">
      <div className="product-card-picture">
        <ProductImage
          image={product.image}
          noImageAlt={t('product.noImage')}
          sizes={cardImageSizes}
          className="image-fit"
        />
      </div>
      {/* Long Dutch compounds break rather than reach past a narrow card. */}
      <Title className="product-card-title">
        <Link to={product.href} prefetch="intent" className="product-card-link">
          {product.name}
        </Link>
      </Title>
      <ProductFeatures features={product.features} className="mt-1 sm:text-sm" />
      <p className="product-card-subtitle" data-testid="product-card-subtitle">
        {subtitle}
      </p>
      <OwnArticleNumber customerSku={product.offer?.customerSku} className="mt-0.5" />
      <div className="product-card-foot">
        <StockStatus stock={product.stock} />
        {showWarehouses && product.offer?.warehouses ? (
          <WarehouseStock warehouses={product.offer.warehouses} uom={product.offer.uom} />
        ) : null}
        {product.childCount > 0 ? (
          <p className="text-brand-700 text-sm" data-testid="variants-count">
            {t('product.variantsCount', { count: product.childCount })}
          </p>
        ) : null}
        <ProductPrice
          offer={product.offer}
          unit={product.offer?.uom ?? product.unit}
          isLowestOfFamily={product.childCount > 0}
        />
        <ProductBuyAction product={product} layout="card" />
        {product.childCount === 0 && (
          <AddToOrderList
            productNumber={product.productNumber}
            quantity={product.offer?.min ?? product.minPurchase}
          />
        )}
        <CompareButton productId={product.id} scriptsOnly />
      </div>
    </article>
  );
}
