import type { NavItem } from '../../lib/catalog-view.server';
import { useTranslation } from '../../lib/i18n';
import { NavItemLink } from '../header/NavItemLink';
import { ProductImage } from '../product/ProductImage';

/** Six tiles a row on wide screens, two on phones. */
const tileImageSizes = '(min-width: 1280px) 200px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** A category's children as tiles with their pictures: the way into a top category's range. */
export function SubcategoryTiles({ subcategories }: { subcategories: NavItem[] }) {
  const { t } = useTranslation();
  if (subcategories.length === 0) return null;
  return (
    <nav aria-label={t('category.subcategories')} className="mb-8">
      <ul
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6"
        data-testid="subcategory-tiles"
      >
        {subcategories.map((subcategory) => (
          <li key={subcategory.id}>
            <NavItemLink
              item={subcategory}
              className="flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-3 text-center font-semibold text-gray-900 text-sm hover:border-brand-600 hover:text-brand-700"
            >
              <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-md bg-gray-50">
                <ProductImage
                  image={
                    subcategory.imageUrl
                      ? { url: subcategory.imageUrl, alt: '', width: null, height: null }
                      : null
                  }
                  noImageAlt=""
                  sizes={tileImageSizes}
                  width={160}
                  height={160}
                  className="image-fit"
                />
              </span>
              <span className="break-words hyphens-auto">{subcategory.label}</span>
            </NavItemLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
