import type {
  Category,
  NavigationElement,
  Product,
  ProductCard,
  ProductCardListingResult,
  ProductDetail,
  SeoUrl,
} from '@tradeshop/api-client';
import {
  type ArticleReferenceKind,
  addDays,
  brusselsDate,
  deliveryDayRange,
  type FeatureFlag,
  formatMeasurement,
  isInStock,
  type ListingView,
  type LocaleCode,
  storefrontLocales,
  toHundredths,
} from '@tradeshop/domain';
import { brandPath } from './brands';
import { type Alternates, localizedPath, type StorefrontLanguage } from './i18n';
import type { CardOffer, Offers, ProductOffer, StockData } from './offers.server';
import { shopDisplayOf } from './shop-display';
import { type VariantSwitchGroup, variantSwitchOf } from './variant-switch';

/** Where links point: the URL's language and its id, which keys the seo urls. */
export interface Locator {
  language: StorefrontLanguage;
  languageId: string | null;
}

function seoPathIn(
  seoUrls: Pick<SeoUrl, 'languageId' | 'isCanonical' | 'seoPathInfo'>[],
  languageId: string | null,
): string | null {
  const inLanguage = seoUrls.filter((url) => url.languageId === languageId);
  const url = inLanguage.find((candidate) => candidate.isCanonical) ?? inLanguage[0];
  return url ? `/${url.seoPathInfo.replace(/^\/+/, '')}` : null;
}

function productHref(product: Pick<ProductCard, 'id' | 'seoUrls'>, at: Locator): string {
  return localizedPath(at.language, seoPathIn(product.seoUrls, at.languageId) ?? `/detail/${product.id}`);
}

export function categoryHref(category: Pick<Category, 'id' | 'seoUrls'>, at: Locator): string {
  return localizedPath(
    at.language,
    seoPathIn(category.seoUrls, at.languageId) ?? `/navigation/${category.id}`,
  );
}

/** Links to the same product or category in the other languages, through their own seo paths. */
export function alternatesOf(
  entity: { id: string; seoUrls: SeoUrl[] },
  technicalPath: (id: string) => string,
  languageIds: Partial<Record<LocaleCode, string>>,
): Alternates {
  const alternates: Alternates = {};
  for (const language of storefrontLocales) {
    const path = seoPathIn(entity.seoUrls, languageIds[language.code] ?? null) ?? technicalPath(entity.id);
    alternates[language.code] = localizedPath(language, path);
  }
  return alternates;
}

export interface ImageData {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

export interface ProductCardData {
  id: string;
  name: string;
  manufacturer: string | null;
  productNumber: string;
  href: string;
  image: ImageData | null;
  /** The ERP's stock figures, or the catalogue's when the ERP gave none. */
  stock: StockData;
  childCount: number;
  minPurchase: number;
  unit: string;
  /** Price, stock and sales rule from the ERP; null when that call failed. */
  offer: CardOffer | null;
  /**
   * What tells it from its neighbours (size, material): the values of its property groups shown in
   * search results, a group's values together, e.g. `M8 · RVS A4`.
   */
  features: string[];
}

/** The values of a card's groups shown in search results, by the groups' order, each group's together. */
function featuresOf(properties: ProductCard['properties']): string[] {
  const groups = new Map<string, { position: number; values: { name: string; position: number }[] }>();
  for (const property of properties) {
    if (!property.group.visibleInSearchResults) continue;
    const group = groups.get(property.groupId) ?? { position: property.group.position, values: [] };
    group.values.push({ name: property.translated.name, position: property.position });
    groups.set(property.groupId, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position)
    .map((group) =>
      group.values
        .sort((a, b) => a.position - b.position)
        .map((value) => value.name)
        .join(', '),
    );
}

function nameOf(product: Product): string {
  return product.translated.name || product.name;
}

function imageOf(media: NonNullable<ProductCard['cover']>['media'], fallbackAlt: string): ImageData {
  return {
    url: media.url,
    alt: media.translated.alt || media.translated.title || fallbackAlt,
    width: media.width,
    height: media.height,
  };
}

/**
 * The catalogue's stock figures, for when the ERP does not answer: whether the minimum purchase lies
 * in stock (no figure, as for a visitor), the sales rule and the delivery and restock times.
 */
function catalogueStock(product: ProductCard): StockData {
  return {
    quantity: product.minPurchase,
    stock: null,
    hasStock: isInStock(toHundredths(product.minPurchase), toHundredths(product.availableStock)),
    uom: product.unitOfMeasure,
    min: product.minPurchase,
    step: product.purchaseSteps,
    max: product.maxPurchase,
    isCloseout: product.isCloseout,
    delivery: deliveryDayRange(product.deliveryTime),
    restockDate: product.restockTime === null ? null : addDays(brusselsDate(new Date()), product.restockTime),
  };
}

export function toProductCard(product: ProductCard, at: Locator): ProductCardData {
  const { name } = product;
  return {
    id: product.id,
    name,
    manufacturer: product.manufacturer?.translated.name ?? null,
    productNumber: product.productNumber,
    href: productHref(product, at),
    image: product.cover ? imageOf(product.cover.media, name) : null,
    stock: catalogueStock(product),
    childCount: product.childCount,
    minPurchase: product.minPurchase,
    unit: product.unitOfMeasure,
    offer: null,
    features: featuresOf(product.properties),
  };
}

/**
 * The cards with their ERP offers, as much of each as a card shows (`CardOffer`): the list view of
 * a listing also shows the first quantity price below the card's price.
 */
export function withOffers(
  cards: ProductCardData[],
  offers: Offers,
  shop: { featureFlags: readonly FeatureFlag[] },
  view: ListingView = 'cards',
): ProductCardData[] {
  const showsWarehouses = shopDisplayOf(shop.featureFlags).cardWarehouses;
  return cards.map((card) => {
    const offer = offers[card.productNumber];
    if (!offer) return { ...card, offer: null };
    const { tiers, warehouses, ...shown } = offer;
    const { price } = offer;
    const nextTier =
      view === 'list' && price !== null
        ? tiers.find((tier) => tier.fromQuantity > offer.min && tier.price < price)
        : undefined;
    const cardOffer: CardOffer = {
      ...shown,
      ...(showsWarehouses ? { warehouses } : {}),
      ...(nextTier ? { nextTier } : {}),
    };
    // One object for both: the page's data then carries it once.
    return { ...card, offer: cardOffer, stock: cardOffer };
  });
}

export interface NavItem {
  id: string;
  label: string;
  /** Null for folders, which are not clickable. */
  href: string | null;
  external: boolean;
  newTab: boolean;
  imageUrl: string | null;
  /** How many entries are below it, whether or not `children` holds them (a page sends the bar's without). */
  childCount: number;
  children: NavItem[];
}

function navigationHref(element: NavigationElement, at: Locator): { href: string | null; external: boolean } {
  if (element.type === 'folder') return { href: null, external: false };
  if (element.type === 'link') {
    if (element.linkType === 'external') {
      // A path of the shop itself (`/blog`) stays in the page's language; anything else leaves the shop.
      const link = element.externalLink;
      if (link?.startsWith('/') && !link.startsWith('//'))
        return { href: localizedPath(at.language, link), external: false };
      return { href: link, external: true };
    }
    if (element.linkType === 'landing_page') {
      // The Store API names a content page's address in the page's language; without one it has none.
      const link = element.externalLink;
      return link?.startsWith('/') && !link.startsWith('//')
        ? { href: localizedPath(at.language, link), external: false }
        : { href: null, external: false };
    }
    if (element.linkType === 'product' && element.internalLink) {
      return { href: localizedPath(at.language, `/detail/${element.internalLink}`), external: false };
    }
    if (element.internalLink) {
      return { href: localizedPath(at.language, `/navigation/${element.internalLink}`), external: false };
    }
    return { href: null, external: false };
  }
  return { href: categoryHref(element, at), external: false };
}

export function toNavItem(element: NavigationElement, at: Locator): NavItem {
  const { href, external } = navigationHref(element, at);
  const children = element.children.filter((child) => child.visible).map((child) => toNavItem(child, at));
  return {
    id: element.id,
    label: element.translated.name || element.name,
    href,
    external,
    newTab: external && element.linkNewTab,
    imageUrl: element.media?.url ?? null,
    childCount: children.length,
    children,
  };
}

/** The visible entries of a navigation tree, as the header shows them. */
export function toNavItems(elements: NavigationElement[], at: Locator): NavItem[] {
  return elements.filter((element) => element.visible).map((element) => toNavItem(element, at));
}

export interface FilterOption {
  id: string;
  name: string;
  count: number;
  selected: boolean;
}

/** A numeric characteristic's from–to filter: the listing's lowest and highest figure, and the bounds set. */
export interface MeasurementFilterData {
  id: string;
  name: string;
  unit: string | null;
  /** As the language writes them. */
  lowest: string;
  highest: string;
  from: number | null;
  to: number | null;
}

export interface ListingData {
  products: ProductCardData[];
  total: number;
  page: number;
  totalPages: number;
  sorting: string;
  sortings: string[];
  manufacturers: FilterOption[];
  properties: { id: string; name: string; options: FilterOption[] }[];
  measurements: MeasurementFilterData[];
}

export function toListing(result: ProductCardListingResult, at: Locator): ListingData {
  const manufacturers = new Set(result.currentFilters.manufacturer);
  const properties = new Set(result.currentFilters.properties);
  return {
    products: result.elements.map((product) => toProductCard(product, at)),
    total: result.total,
    page: result.page,
    totalPages: Math.max(1, Math.ceil(result.total / result.limit)),
    sorting: result.sorting,
    sortings: result.availableSortings.map((sorting) => sorting.key),
    manufacturers: result.aggregations.manufacturer.entities.map((bucket) => ({
      id: bucket.id,
      name: bucket.translated.name,
      count: bucket.count,
      selected: manufacturers.has(bucket.id),
    })),
    properties: result.aggregations.properties.entities.map((group) => ({
      id: group.id,
      name: group.translated.name,
      options: group.options.map((option) => ({
        id: option.id,
        name: option.translated.name,
        count: option.count,
        selected: properties.has(option.id),
      })),
    })),
    measurements: result.aggregations.measurements.entities.flatMap((group) => {
      const set = result.currentFilters.measurements.find((filter) => filter.group === group.id);
      // One figure for every article filters nothing, unless the buyer has set bounds to clear.
      if (group.min === group.max && !set) return [];
      return [
        {
          id: group.id,
          name: group.translated.name,
          unit: group.translated.unit,
          lowest: formatMeasurement(group.min, null, null, at.language.code),
          highest: formatMeasurement(group.max, null, null, at.language.code),
          from: set?.min ?? null,
          to: set?.max ?? null,
        },
      ];
    }),
  };
}

export interface VariantRow {
  id: string;
  name: string;
  options: string;
  productNumber: string;
  href: string;
  minPurchase: number;
  stock: StockData;
  current: boolean;
  offer: ProductOffer | null;
}

export interface ProductPageData {
  id: string;
  name: string;
  productNumber: string;
  ean: string | null;
  manufacturer: string | null;
  /** The brand's page, when the brand has one. */
  manufacturerHref: string | null;
  manufacturerNumber: string | null;
  description: string | null;
  images: ImageData[];
  specifications: { name: string; value: string }[];
  stock: StockData;
  unit: string;
  /** What one unit holds when it is a pack of another unit: a box of 100 pieces. */
  content: { perUnit: number; unit: string } | null;
  minPurchase: number;
  purchaseSteps: number;
  offer: ProductOffer | null;
  variants: VariantRow[];
  /** The family's option groups with a link per value (shown with DISPLAY_VARIANTS_SWITCH). */
  variantSwitch: VariantSwitchGroup[];
  crossSellings: { id: string; name: string; products: ProductCardData[] }[];
  /** The articles it refers to by kind (accessories, spare parts, similar, a set's parts, its successor). */
  references: { kind: ArticleReferenceKind; products: ProductCardData[] }[];
}

function specificationsOf(product: Product): ProductPageData['specifications'] {
  const groups = new Map<
    string,
    { name: string; position: number; values: { name: string; position: number }[] }
  >();
  for (const option of product.properties) {
    const group = groups.get(option.groupId) ?? {
      name: option.group.translated.name,
      position: option.group.position,
      values: [],
    };
    group.values.push({ name: option.translated.name, position: option.position });
    groups.set(option.groupId, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name))
    .map((group) => ({
      name: group.name,
      value: group.values
        .sort((a, b) => a.position - b.position)
        .map((value) => value.name)
        .join(', '),
    }));
}

function imagesOf(product: Product): ImageData[] {
  const name = nameOf(product);
  const ordered = [
    ...(product.cover ? [product.cover] : []),
    ...[...product.media].sort((a, b) => a.position - b.position),
  ];
  const seen = new Set<string>();
  return (
    ordered
      .filter((entry) => !seen.has(entry.mediaId) && seen.add(entry.mediaId))
      // PDFs (technical sheets) are offered in the download tabs, not in the gallery.
      .filter((entry) => entry.media.mimeType.startsWith('image/'))
      .map((entry) => imageOf(entry.media, name))
  );
}

export function toProductPage(product: ProductDetail, at: Locator): ProductPageData {
  const variants = product.variants.filter(
    (variant) => variant.parentId !== null || variant.childCount === 0,
  );
  return {
    id: product.id,
    name: nameOf(product),
    productNumber: product.productNumber,
    ean: product.ean,
    manufacturer: product.manufacturer?.translated.name ?? null,
    manufacturerHref: product.manufacturer?.slug
      ? localizedPath(at.language, brandPath(product.manufacturer.slug))
      : null,
    manufacturerNumber: product.manufacturerNumber,
    description: product.translated.description ?? product.description,
    images: imagesOf(product),
    specifications: specificationsOf(product),
    stock: catalogueStock(product),
    unit: product.unitOfMeasure,
    content: product.content ?? null,
    minPurchase: product.minPurchase,
    purchaseSteps: product.purchaseSteps,
    offer: null,
    variants: variants.map((variant) => ({
      id: variant.id,
      name: nameOf(variant),
      options: variant.options.map((option) => option.translated.name).join(' / '),
      productNumber: variant.productNumber,
      href: productHref(variant, at),
      minPurchase: variant.minPurchase,
      stock: catalogueStock(variant),
      current: variant.id === product.id,
      offer: null,
    })),
    variantSwitch: variantSwitchOf(
      product,
      variants.map((variant) => ({
        id: variant.id,
        href: productHref(variant, at),
        options: variant.options,
      })),
    ),
    crossSellings: [...product.crossSellings]
      .sort((a, b) => a.position - b.position)
      .filter((crossSelling) => crossSelling.products.length > 0)
      .map((crossSelling) => ({
        id: crossSelling.id,
        name: crossSelling.translated.name,
        products: crossSelling.products.map((related) => toProductCard(related, at)),
      })),
    references: product.references.map((reference) => ({
      kind: reference.kind,
      products: reference.products.map((related) => toProductCard(related, at)),
    })),
  };
}

/** The articles of cards or rows at their minimum purchase, for the one price call of a page. */
export function articlesOf(
  entries: { productNumber: string; minPurchase: number }[],
): { productNumber: string; quantity: number }[] {
  return entries.map((entry) => ({ productNumber: entry.productNumber, quantity: entry.minPurchase }));
}

/** Every article a product page shows, for its one price call. */
export function articlesOfProductPage(page: ProductPageData): { productNumber: string; quantity: number }[] {
  return articlesOf([
    page,
    ...page.variants,
    ...page.crossSellings.flatMap((crossSelling) => crossSelling.products),
    ...page.references.flatMap((reference) => reference.products),
  ]);
}

/** The product page with the ERP's prices, stock and delivery time. */
export function productPageWithOffers(
  page: ProductPageData,
  offers: Offers,
  shop: { featureFlags: readonly FeatureFlag[] },
): ProductPageData {
  const offer = offers[page.productNumber] ?? null;
  return {
    ...page,
    offer,
    stock: offer ?? page.stock,
    variants: page.variants.map((variant) => ({
      ...variant,
      offer: offers[variant.productNumber] ?? null,
      stock: offers[variant.productNumber] ?? variant.stock,
    })),
    crossSellings: page.crossSellings.map((crossSelling) => ({
      ...crossSelling,
      products: withOffers(crossSelling.products, offers, shop),
    })),
    references: page.references.map((reference) => ({
      ...reference,
      products: withOffers(reference.products, offers, shop),
    })),
  };
}
