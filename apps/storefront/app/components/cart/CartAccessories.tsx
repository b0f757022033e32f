import type { ProductCardData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { ProductGrid } from '../product/ProductGrid';

/** Below the cart: accessories of the articles in it, each to be added with its own counter. */
export function CartAccessories({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cart-accessories" className="mt-12" data-testid="cart-accessories">
      <h2 id="cart-accessories" className="mb-4 font-bold text-gray-900 text-xl">
        {t('cart.accessories')}
      </h2>
      <ProductGrid products={products} titleAs="h3" />
    </section>
  );
}
