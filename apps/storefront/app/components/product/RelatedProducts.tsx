import type { ProductPageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { ProductGrid } from './ProductGrid';

/**
 * The articles a product page shows below the product: those it refers to (accessories, spare
 * parts, similar articles, a set's parts, its successor), then the shop's cross-selling lists.
 */
export function RelatedProducts({
  product,
}: {
  product: Pick<ProductPageData, 'references' | 'crossSellings'>;
}) {
  const { t } = useTranslation();
  const lists = [
    ...product.references.map((reference) => ({
      id: reference.kind,
      title: t(`product.references.${reference.kind}`),
      products: reference.products,
    })),
    ...product.crossSellings.map((crossSelling) => ({
      id: crossSelling.id,
      title: crossSelling.name,
      products: crossSelling.products,
    })),
  ];
  return (
    <>
      {lists.map((list) => (
        <section
          key={list.id}
          aria-labelledby={`related-${list.id}`}
          className="mt-12"
          data-testid={`related-${list.id}`}
        >
          <h2 id={`related-${list.id}`} className="mb-4 font-bold text-gray-900 text-xl">
            {list.title}
          </h2>
          <ProductGrid products={list.products} titleAs="h3" />
        </section>
      ))}
    </>
  );
}
