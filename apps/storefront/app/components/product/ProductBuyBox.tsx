import {
  formatContentPerUnit,
  formatQuantityWithUnit,
  type Hundredths,
  pricePerContentUnit,
  toHundredths,
  unitNameIn,
} from '@tradeshop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductPageData } from '../../lib/catalog-view.server';
import { useFigures, useTranslation } from '../../lib/i18n';
import type { ProductOffer } from '../../lib/offers.server';
import { outlineButtonClass } from '../ui/buttons';
import { AddToCart } from './AddToCart';
import { ProductPrice } from './ProductPrice';
import { StockStatus } from './StockStatus';
import { WarehouseStock } from './WarehouseStock';

/** The unit price of the tier a quantity falls in; the offer's price below the first tier. */
function priceForQuantity(offer: ProductOffer, quantity: Hundredths | null): number | null {
  if (offer.price === null || quantity === null) return offer.price;
  const tier = offer.tiers.filter((entry) => toHundredths(entry.fromQuantity) <= quantity).at(-1);
  return tier?.price ?? offer.price;
}

/** "From 10: € 0,215" for each quantity tier, when there is more than one. */
function QuantityTiers({ offer }: { offer: ProductOffer }) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  if (offer.tiers.length < 2) return null;
  return (
    <div className="text-sm">
      <p className="font-medium text-gray-900">{t('product.tiers')}</p>
      <ul
        className="mt-1 grid grid-cols-[auto_auto] justify-start gap-x-6 text-gray-700"
        data-testid="price-tiers"
      >
        {offer.tiers.map((tier) => (
          <li key={tier.fromQuantity} className="contents">
            <span>
              {t('product.tierFrom', {
                amount: formatQuantityWithUnit(tier.fromQuantity, offer.uom, language.code),
              })}
            </span>
            <span className="text-right tabular-nums">{figures.price(tier.price)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What one unit holds ("1 doos = 100 stuks") and what one of its content costs at the shown price. */
function ContentPerUnit({
  content,
  unit,
  price,
}: {
  content: NonNullable<ProductPageData['content']>;
  unit: string;
  price: number | null;
}) {
  const figures = useFigures();
  const { t, language } = useTranslation();
  return (
    <p className="text-gray-700 text-sm" data-testid="content-per-unit">
      {formatContentPerUnit(content, unit, language.code)}
      {price !== null
        ? ` · ${t('product.pricePerContentUnit', {
            price: figures.price(pricePerContentUnit(price, content.perUnit)),
            unit: unitNameIn(language.code, content.unit),
          })}`
        : null}
    </p>
  );
}

/** An article no longer sold points to the article that replaces it, when it has one. */
function SuccessorNotice({ product }: { product: ProductPageData }) {
  const { t } = useTranslation();
  const successor = product.references.find((reference) => reference.kind === 'successor')?.products[0];
  if (!successor) return null;
  return (
    <p className="rounded-md bg-amber-50 p-3 text-amber-900 text-sm" data-testid="successor-notice">
      {t('product.replacedBy')}{' '}
      <Link to={successor.href} className="font-semibold underline">
        {successor.name}
      </Link>
    </p>
  );
}

/**
 * Price, stock statement, counter and add-to-cart of the product page. The price follows the
 * quantity tiers, and the stock statement the chosen quantity. A variant family's parent shows its
 * cheapest price ("from") and leads to its variants.
 */
export function ProductBuyBox({ product }: { product: ProductPageData }) {
  const { t } = useTranslation();
  const { offer } = product;
  const [quantity, setQuantity] = useState<Hundredths | null>(null);
  const shownOffer = offer ? { ...offer, price: priceForQuantity(offer, quantity) } : null;
  const isFamily = Boolean(offer && !offer.isBuyable && product.variants.length > 0);
  return (
    <>
      <ProductPrice
        offer={shownOffer}
        unit={offer?.uom ?? product.unit}
        size="page"
        isLowestOfFamily={isFamily}
      />
      {product.content ? (
        <ContentPerUnit
          content={product.content}
          unit={offer?.uom ?? product.unit}
          price={shownOffer?.price ?? null}
        />
      ) : null}
      {offer ? <QuantityTiers offer={offer} /> : null}
      <div className="space-y-1">
        <StockStatus stock={product.stock} wanted={quantity ?? undefined} />
        {offer ? <WarehouseStock warehouses={offer.warehouses} uom={offer.uom} /> : null}
      </div>
      {offer && !offer.isBuyable && !isFamily ? <SuccessorNotice product={product} /> : null}
      {isFamily ? (
        <Link to="?showVariantsTable=true" className={outlineButtonClass}>
          {t('product.chooseVariant')}
        </Link>
      ) : offer ? (
        <AddToCart
          product={{ id: product.id, productNumber: product.productNumber, name: product.name }}
          offer={offer}
          onQuantityChange={setQuantity}
          layout="page"
        />
      ) : null}
    </>
  );
}
