import { type Brand, brandsMaxLimit, type StoreApiClient } from '@tradeshop/api-client';
import { type LocaleCode, storefrontLocales } from '@tradeshop/domain';
import { brandPath } from './brands';
import type { ImageData } from './catalog-view.server';
import { type Alternates, localizedPath, type StorefrontLanguage } from './i18n';
import { canonicalOf } from './route-meta';

/** A brand as the brands pages show it. */
export interface BrandData {
  id: string;
  name: string;
  description: string | null;
  /** What the back-office wrote for the page's head; the page makes its own without. */
  metaTitle: string | null;
  metaDescription: string | null;
  /** The address search engines should index instead of the brand page, as the back-office set it. */
  canonical: string | null;
  slug: string;
  /** The brand page's slug per language id. */
  slugs: Record<string, string>;
  href: string;
  logo: ImageData | null;
  productCount: number;
}

export function toBrand(brand: Brand, language: StorefrontLanguage): BrandData {
  const name = brand.translated.name || brand.name;
  return {
    id: brand.id,
    name,
    description: brand.translated.description,
    metaTitle: brand.metaTitle,
    metaDescription: brand.metaDescription,
    canonical: brand.canonical,
    slug: brand.slug,
    slugs: brand.slugs,
    href: localizedPath(language, brandPath(brand.slug)),
    logo: brand.media
      ? {
          url: brand.media.url,
          alt: brand.media.translated.alt || name,
          width: brand.media.width,
          height: brand.media.height,
        }
      : null,
    productCount: brand.productCount,
  };
}

/** Every brand with active articles, A to Z, in as few calls as the Store API's page size allows. */
export async function allBrands(client: StoreApiClient, language: StorefrontLanguage): Promise<BrandData[]> {
  const brands: Brand[] = [];
  for (let page = 1; ; page++) {
    const result = await client.brands({
      page,
      limit: brandsMaxLimit,
      sort: [{ field: 'name', order: 'ASC' }],
    });
    brands.push(...result.elements);
    if (result.elements.length === 0 || brands.length >= result.total) break;
  }
  return brands.map((brand) => toBrand(brand, language));
}

/** The brand of a brand page's slug, or null for a slug no brand with active articles holds. */
export async function brandOfSlug(
  client: StoreApiClient,
  language: StorefrontLanguage,
  slug: string,
): Promise<BrandData | null> {
  const { elements } = await client.brands({
    limit: 1,
    filter: [{ type: 'equals', field: 'slug', value: slug }],
  });
  return elements[0] ? toBrand(elements[0], language) : null;
}

/**
 * A brand page's language alternates, each through that language's slug (the page's own where the
 * Store API names none), and its canonical address: the back-office's on the first page, the page's
 * own with its number on later ones, which list other articles.
 */
export function brandPageLinks(
  brand: Pick<BrandData, 'slug' | 'slugs' | 'canonical'>,
  {
    language,
    languageIds,
    origin,
    page,
  }: {
    language: StorefrontLanguage;
    languageIds: Partial<Record<LocaleCode, string>>;
    origin: string;
    page: number;
  },
): { alternates: Alternates; canonical: string } {
  const alternates: Alternates = Object.fromEntries(
    storefrontLocales.map((other) => {
      const languageId = languageIds[other.code];
      const slug = (languageId && brand.slugs[languageId]) || brand.slug;
      return [other.code, localizedPath(other, brandPath(slug))];
    }),
  );
  const ownPath = localizedPath(language, brandPath(brand.slug));
  return {
    alternates,
    canonical: page > 1 ? `${origin}${ownPath}?p=${page}` : canonicalOf(origin, ownPath, brand.canonical),
  };
}
