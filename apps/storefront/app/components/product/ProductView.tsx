import { formatQuantity, toHundredths } from '@tradeshop/domain';
import { AnalyticsCategoriesContext, analyticsCategories } from '../../lib/analytics';
import type { ProductPageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { Breadcrumb, type BreadcrumbItem } from '../ui/Breadcrumb';
import { CrossSellings } from './CrossSellings';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductFacts } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { SpecificationsTable } from './SpecificationsTable';
import { VariantsList } from './VariantsList';

/** "Minimum order quantity: 10 · Sold per 5" when the product is not sold per single piece. */
function SalesRule({ min, step }: { min: number; step: number }) {
  const { t, language } = useTranslation();
  if (min === 1 && step === 1) return null;
  const format = (value: number) => formatQuantity(toHundredths(value), language.code);
  return (
    <p className="text-gray-700 text-sm">
      {min !== 1 ? t('product.minPurchase', { quantity: format(min) }) : null}
      {min !== 1 && step !== 1 ? ' · ' : null}
      {step !== 1 ? t('product.purchaseSteps', { step: format(step) }) : null}
    </p>
  );
}

export function ProductView({
  breadcrumb,
  product,
}: {
  breadcrumb: BreadcrumbItem[];
  product: ProductPageData;
}) {
  const { t } = useTranslation();
  const trail =
    breadcrumb.at(-1)?.label === product.name ? breadcrumb : [...breadcrumb, { label: product.name }];
  // The category path only: the product itself is not one of its categories.
  const categories = analyticsCategories([
    t('breadcrumb.home'),
    ...breadcrumb.filter((entry) => entry.label !== product.name).map((entry) => entry.label),
  ]);
  return (
    <AnalyticsCategoriesContext value={categories}>
      <Breadcrumb items={trail} />
      <article className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} productName={product.name} />
        <div className="space-y-5">
          <header>
            {product.manufacturer ? (
              <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
                {product.manufacturer}
              </p>
            ) : null}
            <h1 className="mt-1 font-bold text-2xl text-gray-900 leading-tight sm:text-3xl">
              {product.name}
            </h1>
          </header>
          <ProductFacts
            productNumber={product.productNumber}
            ean={product.ean}
            manufacturer={product.manufacturer}
            manufacturerNumber={product.manufacturerNumber}
          />
          <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
            <ProductBuyBox product={product} />
            <SalesRule
              min={product.offer?.min ?? product.minPurchase}
              step={product.offer?.step ?? product.purchaseSteps}
            />
          </div>
          {product.description ? (
            <section aria-labelledby="product-description">
              <h2 id="product-description" className="mb-2 font-bold text-gray-900 text-lg">
                {t('product.description')}
              </h2>
              <p className="whitespace-pre-line text-gray-700">{product.description}</p>
            </section>
          ) : null}
        </div>
      </article>
      <VariantsList variants={product.variants} />
      <SpecificationsTable specifications={product.specifications} />
      <CrossSellings crossSellings={product.crossSellings} />
    </AnalyticsCategoriesContext>
  );
}
