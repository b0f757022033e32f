import type { ProductPageData } from '../../lib/catalog-view.server';
import { ProductGrid } from './ProductGrid';

export function CrossSellings({ crossSellings }: { crossSellings: ProductPageData['crossSellings'] }) {
  return (
    <>
      {crossSellings.map((crossSelling) => (
        <section key={crossSelling.id} aria-labelledby={`cross-selling-${crossSelling.id}`} className="mt-12">
          <h2 id={`cross-selling-${crossSelling.id}`} className="mb-4 font-bold text-gray-900 text-xl">
            {crossSelling.name}
          </h2>
          <ProductGrid products={crossSelling.products} titleAs="h3" />
        </section>
      ))}
    </>
  );
}
