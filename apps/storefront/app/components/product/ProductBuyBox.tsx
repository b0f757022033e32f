import { formatPrice, formatQuantity, type Hundredths, isInStock, toHundredths } from '@tradeshop/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductPageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import type { ProductOffer } from '../../lib/offers.server';
import { AddToCart } from './AddToCart';
import { DeliveryNotice } from './DeliveryNotice';
import { ProductPrice } from './ProductPrice';

/** The unit price of the tier a quantity falls in; the offer's price below the first tier. */
function priceForQuantity(offer: ProductOffer, quantity: Hundredths | null): number | null {
  if (offer.price === null || quantity === null) return offer.price;
  const tier = offer.tiers.filter((entry) => toHundredths(entry.fromQuantity) <= quantity).at(-1);
  return tier?.price ?? offer.price;
}

/** "From 10: € 0,215" for each quantity tier, when there is more than one. */
function QuantityTiers({ offer }: { offer: ProductOffer }) {
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
                quantity: formatQuantity(toHundredths(tier.fromQuantity), language.code),
                unit: offer.uom,
              })}
            </span>
            <span className="text-right tabular-nums">{formatPrice(tier.price)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Price, stock and delivery time, counter and add-to-cart of the product page. The price follows
 * the quantity tiers, and the stock notice the chosen quantity: above the stock it turns to out of
 * stock with the restock time.
 */
export function ProductBuyBox({ product }: { product: ProductPageData }) {
  const { t } = useTranslation();
  const { offer } = product;
  const [quantity, setQuantity] = useState<Hundredths | null>(null);
  const inStock =
    offer && offer.stock !== null && quantity !== null
      ? isInStock(quantity, toHundredths(offer.stock))
      : product.inStock;
  const shownOffer = offer ? { ...offer, price: priceForQuantity(offer, quantity) } : null;
  return (
    <>
      <ProductPrice offer={shownOffer} unit={offer?.uom ?? product.unit} size="page" />
      {offer ? <QuantityTiers offer={offer} /> : null}
      <DeliveryNotice
        inStock={inStock}
        deliveryDays={product.deliveryDays}
        restockDays={product.restockDays}
        stock={offer?.stock ?? null}
        uom={offer?.uom}
        warehouses={offer?.warehouses ?? []}
      />
      {offer && !offer.isBuyable && product.variants.length > 0 ? (
        <Link
          to="?showVariantsTable=true"
          className="inline-flex h-10 items-center justify-center rounded-md border border-brand-700 px-4 font-semibold text-brand-700 text-sm hover:bg-brand-50"
        >
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
