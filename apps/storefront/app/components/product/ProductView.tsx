import { formatQuantity, toHundredths } from '@tradeshop/domain';
import { Link, useLocation } from 'react-router';
import { AnalyticsCategoriesContext, analyticsCategories } from '../../lib/analytics';
import type { ProductPageData } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import type { ProductDetails } from '../../lib/product-details.server';
import { AddToOrderList } from '../order-list/AddToOrderList';
import { Breadcrumb, type BreadcrumbItem } from '../ui/Breadcrumb';
import { CompareButton } from './CompareButton';
import { ManufacturerInfo } from './ManufacturerInfo';
import { ProductBuyBox } from './ProductBuyBox';
import { ProductFacts } from './ProductFacts';
import { ProductFiles } from './ProductFiles';
import { ProductGallery } from './ProductGallery';
import { type ProductTab, ProductTabs } from './ProductTabs';
import { RelatedProducts } from './RelatedProducts';
import { SpecificationsTable } from './SpecificationsTable';
import { VariantSwitch } from './VariantSwitch';
import { VariantsList } from './VariantsList';
import { VariantsTable } from './VariantsTable';

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

function Text({ text }: { text: string }) {
  return <p className="max-w-3xl whitespace-pre-line text-gray-700">{text}</p>;
}

/** The tabs that have something to show, in the order of the specification. */
function useProductTabs(product: ProductPageData, details: ProductDetails): ProductTab[] {
  const { t } = useTranslation();
  const tabs: (ProductTab | null)[] = [
    product.description
      ? { id: 'description', label: t('product.description'), content: <Text text={product.description} /> }
      : null,
    details.additionalInfo
      ? {
          id: 'additional',
          label: t('product.additionalInfo'),
          content: <Text text={details.additionalInfo} />,
        }
      : null,
    product.specifications.length > 0
      ? {
          id: 'specifications',
          label: t('product.specifications'),
          content: <SpecificationsTable specifications={product.specifications} />,
        }
      : null,
    details.downloads.length > 0
      ? {
          id: 'downloads',
          label: t('product.downloads'),
          content: <ProductFiles files={details.downloads} />,
        }
      : null,
    details.documents.length > 0
      ? {
          id: 'documents',
          label: t('product.documents'),
          content: <ProductFiles files={details.documents} />,
        }
      : null,
    details.instructions.length > 0
      ? {
          id: 'instructions',
          label: t('product.instructions'),
          content: <ProductFiles files={details.instructions} />,
        }
      : null,
    details.applications
      ? {
          id: 'applications',
          label: t('product.applications'),
          content: <Text text={details.applications} />,
        }
      : null,
    product.variants.length > 0
      ? {
          id: 'variants',
          label: `${t('product.variants')} (${product.variants.length})`,
          content: <VariantsList variants={product.variants} />,
        }
      : null,
    details.manufacturer
      ? {
          id: 'manufacturer',
          label: t('product.manufacturerSpecs'),
          content: <ManufacturerInfo manufacturer={details.manufacturer} />,
        }
      : null,
  ];
  return tabs.filter((tab): tab is ProductTab => tab !== null);
}

const textLinkClass = 'font-semibold text-brand-700 text-sm underline hover:text-brand-900';

export function ProductView({
  breadcrumb,
  product,
  details,
  showVariantsTable = false,
}: {
  breadcrumb: BreadcrumbItem[];
  product: ProductPageData;
  details: ProductDetails;
  /** `?showVariantsTable=true` on a product with more than one variant. */
  showVariantsTable?: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = useProductTabs(product, details);
  const trail =
    breadcrumb.at(-1)?.label === product.name ? breadcrumb : [...breadcrumb, { label: product.name }];
  // The category path only: the product itself is not one of its categories.
  const categories = analyticsCategories([
    t('breadcrumb.home'),
    ...breadcrumb.filter((entry) => entry.label !== product.name).map((entry) => entry.label),
  ]);
  const title = (
    <header>
      {product.manufacturer ? (
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">
          {product.manufacturerHref ? (
            <Link to={product.manufacturerHref} className="hover:text-brand-900 hover:underline">
              {product.manufacturer}
            </Link>
          ) : (
            product.manufacturer
          )}
        </p>
      ) : null}
      <h1 className="mt-1 font-bold text-2xl text-gray-900 leading-tight sm:text-3xl">{product.name}</h1>
    </header>
  );

  if (showVariantsTable && product.variants.length > 1) {
    return (
      <AnalyticsCategoriesContext value={categories}>
        <Breadcrumb items={trail} />
        <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          {title}
          <Link to={pathname} className={textLinkClass}>
            {t('product.backToProduct')}
          </Link>
        </div>
        <h2 className="mb-3 font-bold text-gray-900 text-xl">
          {t('product.variantsTable')}{' '}
          <span className="font-normal text-base text-gray-500">({product.variants.length})</span>
        </h2>
        <VariantsTable variants={product.variants} columns={details.variantColumns} />
      </AnalyticsCategoriesContext>
    );
  }

  return (
    <AnalyticsCategoriesContext value={categories}>
      <Breadcrumb items={trail} />
      {/* On phones the title comes first and the picture stays small, so that title, price and counter
          share the first screen (375 × 812); from 1024 px the gallery fills the left column beside them. */}
      <article className="grid gap-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-5">
        <div className="lg:col-start-2 lg:row-start-1">{title}</div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <ProductGallery images={product.images} productName={product.name} />
        </div>
        {/* On phones the article's numbers follow the buy box, which the first screen needs more. */}
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
          <div className="max-lg:order-last">
            <ProductFacts
              productNumber={product.productNumber}
              customerSku={product.offer?.customerSku ?? null}
              ean={product.ean}
              manufacturer={product.manufacturer}
              manufacturerNumber={product.manufacturerNumber}
            />
          </div>
          <VariantSwitch groups={product.variantSwitch} />
          <div className="space-y-3 rounded-lg border border-gray-200 bg-gray-50 p-4">
            <ProductBuyBox product={product} />
            <AddToOrderList
              productNumber={product.productNumber}
              quantity={product.offer?.min ?? product.minPurchase}
            />
            <SalesRule
              min={product.offer?.min ?? product.minPurchase}
              step={product.offer?.step ?? product.purchaseSteps}
            />
            <CompareButton productId={product.id} />
          </div>
          {product.variants.length > 1 ? (
            <p>
              <Link to="?showVariantsTable=true" className={textLinkClass}>
                {t('product.showVariantsTable')}
              </Link>
            </p>
          ) : null}
        </div>
      </article>
      <ProductTabs tabs={tabs} />
      <RelatedProducts product={product} />
    </AnalyticsCategoriesContext>
  );
}
