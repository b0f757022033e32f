import type { ListingView } from '@tradeshop/domain';
import { AnalyticsCategoriesContext, analyticsCategories } from '../../lib/analytics';
import type { ImageData, ListingData, NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { Breadcrumb, type BreadcrumbItem } from '../ui/Breadcrumb';
import { ProductListing } from './ProductListing';
import { SubcategoryTiles } from './SubcategoryTiles';

export function CategoryView({
  breadcrumb,
  category,
  subcategories = [],
  listing,
  view,
  invalidQuery,
}: {
  breadcrumb: BreadcrumbItem[];
  /** A brand page shows the brand's logo beside its name. */
  category: { name: string; description: string | null; logo?: ImageData | null };
  /** The category's children, shown as tiles with their pictures above its products. */
  subcategories?: NavItem[];
  listing: ListingData;
  view: ListingView;
  invalidQuery: boolean;
}) {
  const { t } = useTranslation();
  const categories = analyticsCategories([t('breadcrumb.home'), ...breadcrumb.map((entry) => entry.label)]);
  return (
    <AnalyticsCategoriesContext value={categories}>
      <Breadcrumb items={breadcrumb} />
      <header className="mb-6 flex items-start gap-5">
        {category.logo ? (
          <img
            src={category.logo.url}
            alt={category.logo.alt}
            width={category.logo.width ?? 240}
            height={category.logo.height ?? 96}
            className="h-16 w-auto shrink-0 rounded border border-gray-200 bg-white object-contain sm:h-20"
          />
        ) : null}
        {/* A flex child shrinks below its longest word only with min-w-0; long Dutch compounds break. */}
        <div className="min-w-0">
          <h1 className="hyphens-auto wrap-anywhere font-bold text-2xl text-gray-900 sm:text-3xl">
            {category.name}
          </h1>
          {category.description ? (
            <p className="mt-2 max-w-3xl text-gray-700">{category.description}</p>
          ) : null}
        </div>
      </header>
      <SubcategoryTiles subcategories={subcategories} />
      <ProductListing listing={listing} view={view} invalidQuery={invalidQuery} />
    </AnalyticsCategoriesContext>
  );
}
