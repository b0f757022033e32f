import { formatQuantityWithUnit } from '@tradeshop/domain';
import { Link } from 'react-router';
import type { ProductCardData } from '../../lib/catalog-view.server';
import { useFigures, useTranslation } from '../../lib/i18n';
import { OwnArticleNumber } from './OwnArticleNumber';
import { ProductBuyAction } from './ProductBuyAction';
import { ProductFeatures } from './ProductFeatures';
import { ProductPrice } from './ProductPrice';
import { StockStatus } from './StockStatus';

/** Columns from 1280 px: number and article, availability, price, counter with its button on one line. */
const rowColumns = 'xl:grid-cols-[minmax(0,1fr)_11rem_8.5rem_19rem]';

/**
 * The compact list view of a listing: a row per article with what a buyer who knows the article
 * needs to order it (number, name, stock, price, counter, add). Phones stack a row's parts; tablets
 * put price and counter side by side; desktops give each part its column.
 */
export function ProductRows({ products }: { products: ProductCardData[] }) {
  const { t, language } = useTranslation();
  const figures = useFigures();
  return (
    <div className="rounded-lg border border-gray-200 bg-white">
      {/* The headings are for the eye; each row names its parts for assistive technology. */}
      <div
        aria-hidden="true"
        className={`hidden gap-x-4 border-gray-200 border-b px-3 py-2 font-medium text-gray-600 text-xs uppercase xl:grid ${rowColumns}`}
      >
        <span>{t('listing.columnArticle')}</span>
        <span>{t('listing.columnStock')}</span>
        <span>{t('listing.columnPrice')}</span>
        <span>{t('listing.columnOrder')}</span>
      </div>
      <ul className="divide-y divide-gray-200" data-testid="product-rows">
        {products.map((product) => (
          <li
            key={product.id}
            className={`grid gap-x-4 gap-y-2 px-3 py-3 sm:grid-cols-[minmax(0,1fr)_auto] xl:items-center ${rowColumns}`}
            data-testid="product-row"
          >
            <div className="min-w-0 sm:col-span-2 xl:col-span-1">
              <p className="text-gray-700 text-sm tabular-nums" data-testid="product-row-number">
                <span className="sr-only">{t('product.articleNumber')}: </span>
                {product.productNumber}
              </p>
              <OwnArticleNumber customerSku={product.offer?.customerSku} />
              <h2 className="break-words font-semibold text-gray-900 text-sm leading-snug">
                <Link to={product.href} prefetch="intent" className="hover:text-brand-700 hover:underline">
                  {product.name}
                </Link>
              </h2>
              <ProductFeatures features={product.features} />
              {product.manufacturer || product.childCount > 0 ? (
                <p className="text-gray-600 text-xs">
                  {[
                    product.manufacturer,
                    product.childCount > 0 ? t('product.variantsCount', { count: product.childCount }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              ) : null}
            </div>
            <div className="sm:col-span-2 xl:col-span-1">
              <StockStatus stock={product.stock} />
            </div>
            <div>
              <ProductPrice
                offer={product.offer}
                unit={product.offer?.uom ?? product.unit}
                isLowestOfFamily={product.childCount > 0}
              />
              {product.offer?.nextTier ? (
                <p className="text-gray-600 text-xs" data-testid="product-row-tier">
                  {t('listing.tierFrom', {
                    quantity: formatQuantityWithUnit(
                      product.offer.nextTier.fromQuantity,
                      product.offer.uom,
                      language.code,
                    ),
                    price: figures.price(product.offer.nextTier.price),
                  })}
                </p>
              ) : null}
            </div>
            <div>
              <ProductBuyAction product={product} layout="row" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
