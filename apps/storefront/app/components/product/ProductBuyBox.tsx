import { type Hundredths, isInStock, toHundredths } from '@tradeshop/domain';
import { useState } from 'react';
import type { ProductPageData } from '../../lib/catalog-view.server';
import { AddToCart } from './AddToCart';
import { DeliveryNotice } from './DeliveryNotice';
import { ProductPrice } from './ProductPrice';

/**
 * Price, stock and delivery time, counter and add-to-cart of the product page. The stock notice
 * follows the chosen quantity: above the stock it turns to out of stock with the restock time.
 */
export function ProductBuyBox({ product }: { product: ProductPageData }) {
  const { offer } = product;
  const [quantity, setQuantity] = useState<Hundredths | null>(null);
  const inStock =
    offer && offer.stock !== null && quantity !== null
      ? isInStock(quantity, toHundredths(offer.stock))
      : product.inStock;
  return (
    <>
      <ProductPrice offer={offer} unit={offer?.uom ?? product.unit} size="page" />
      <DeliveryNotice
        inStock={inStock}
        deliveryDays={product.deliveryDays}
        restockDays={product.restockDays}
        stock={offer?.stock ?? null}
        uom={offer?.uom}
        warehouses={offer?.warehouses ?? []}
      />
      {offer ? (
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
