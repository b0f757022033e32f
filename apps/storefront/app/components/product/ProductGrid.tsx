import type { ProductCardData } from '../../lib/catalog-view.server';
import { ProductCard } from './ProductCard';

export function ProductGrid({ products, titleAs }: { products: ProductCardData[]; titleAs?: 'h2' | 'h3' }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} titleAs={titleAs} />
        </li>
      ))}
    </ul>
  );
}
