import type { ProductCardData } from '../../lib/catalog-view.server';
import { ProductCard } from './ProductCard';

/**
 * Cards in two columns from 360 px (three from 768, four from 1280); on narrower phones one column,
 * since half of 320 px leaves no room for an add-to-cart button whose label fits.
 */
export function ProductGrid({ products, titleAs }: { products: ProductCardData[]; titleAs?: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}
