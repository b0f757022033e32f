import { articleReferenceKinds } from '@tradeshop/domain';
import { z } from 'zod';
import { customFields, id, storedId, translatedName } from './common.ts';
import { omittedWhenNull } from './shopware.ts';

export const media = z.object({
  id,
  url: z.string(),
  /** Where the file lies in the media library (served at `url`), and its name without extension. */
  path: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileExtension: z.string(),
  hasFile: z.boolean(),
  private: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** dexisHashId, dexisSeoName, lowResolution, dexisCdnType, dexisCdnFormat, dexisCdnUrl, ... */
  customFields,
  translated: z.object({ alt: z.string().nullable(), title: z.string().nullable() }),
  apiAlias: z.literal('media'),
});

export const productMedia = z.object({
  id,
  productId: id,
  mediaId: id,
  position: z.number().int(),
  media,
  apiAlias: z.literal('product_media'),
});

export const manufacturer = z.object({
  id,
  name: z.string(),
  link: omittedWhenNull(z.string()),
  /** The brand page's path segment (`brands/{slug}`); null for a brand without a page yet. */
  slug: z.string().nullable(),
  translated: z.object({ name: z.string(), description: z.string().nullable() }),
  apiAlias: z.literal('product_manufacturer'),
});

export const propertyGroup = z.object({
  id,
  name: z.string(),
  displayType: z.string(),
  filterable: z.boolean(),
  visibleInSearchResults: z.boolean(),
  position: z.number().int(),
  translated: translatedName,
  apiAlias: z.literal('property_group'),
});

export const propertyOption = z.object({
  id,
  groupId: id,
  name: z.string(),
  /** The option's name, as Shopware's schema repeats it. */
  option: z.string(),
  position: z.number().int(),
  colorHexCode: omittedWhenNull(z.string()),
  translated: translatedName,
  group: propertyGroup,
  apiAlias: z.literal('property_group_option'),
});

export const deliveryTime = z.object({
  id,
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  unit: z.enum(['day', 'week', 'month', 'year']),
  translated: translatedName,
  apiAlias: z.literal('delivery_time'),
});

export const seoUrl = z.object({
  id,
  salesChannelId: id,
  languageId: id,
  /** The product or category the url leads to. */
  foreignKey: id,
  routeName: z.string(),
  pathInfo: z.string(),
  seoPathInfo: z.string(),
  isCanonical: z.boolean(),
  apiAlias: z.literal('seo_url'),
});

/** A catalogue price, net: one unit at the list price, with its tax. */
export const calculatedPrice = z.object({
  unitPrice: z.number(),
  totalPrice: z.number(),
  quantity: z.number(),
  taxRate: z.number(),
  calculatedTaxes: z.array(
    z.object({
      tax: z.number(),
      taxRate: z.number(),
      price: z.number(),
      apiAlias: z.literal('cart_tax_calculated'),
    }),
  ),
  /** The tax rules applied: the rate on the whole (`percentage` 100) price. */
  taxRules: z.array(z.object({ taxRate: z.number(), name: z.string(), percentage: z.number() })),
  referencePrice: z.null(),
  listPrice: z.null(),
  regulationPrice: z.null(),
  apiAlias: z.literal('calculated_price'),
});

export const navigationType = z.enum([
  'main-navigation',
  'service-navigation',
  'countries-navigation',
  'footer-navigation',
]);
export type NavigationType = z.infer<typeof navigationType>;

const categoryFields = {
  id,
  parentId: omittedWhenNull(id),
  level: z.number().int(),
  /** The ids of the category's ancestors, root first: `|rootId|parentId|`. */
  path: z.codec(z.string(), z.string(), {
    decode: (path) => path.replace(/[0-9a-f]{32}/gi, storedId),
    encode: (path) => path.replaceAll('-', '').toLowerCase(),
  }),
  /** The names along `path` and the category's own, root first, as Shopware gives them. */
  breadcrumb: z.array(z.string()),
  type: z.enum(['page', 'folder', 'link']),
  linkType: omittedWhenNull(z.enum(['external', 'category', 'product', 'landing_page'])),
  externalLink: omittedWhenNull(z.string()),
  internalLink: omittedWhenNull(id),
  linkNewTab: z.boolean(),
  visible: z.boolean(),
  childCount: z.number().int(),
  media: omittedWhenNull(media),
  translated: z.object({
    name: z.string(),
    breadcrumb: z.array(z.string()),
    description: z.string().nullable(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    customFields,
  }),
  name: z.string(),
  seoUrls: z.array(seoUrl),
  customFields,
  apiAlias: z.literal('category'),
};

/** A category; its children are loaded only in navigation trees (`navigationElement`). */
export const category = z.object({ ...categoryFields, children: z.array(z.never()) });
export type Category = z.infer<typeof category>;

export type NavigationElement = Omit<Category, 'children'> & { children: NavigationElement[] };
/** A category of a navigation tree, with its children as deep as asked. */
export const navigationElement: z.ZodType<NavigationElement> = z.object({
  ...categoryFields,
  get children() {
    return z.array(navigationElement);
  },
});

const productFields = {
  id,
  parentId: omittedWhenNull(id),
  productNumber: z.string(),
  ean: omittedWhenNull(z.string()),
  manufacturerNumber: omittedWhenNull(z.string()),
  manufacturerId: omittedWhenNull(id),
  manufacturer: omittedWhenNull(manufacturer),
  name: z.string(),
  description: omittedWhenNull(z.string()),
  /** Articles are goods: Shopware's `physical`. */
  type: z.literal('physical'),
  /** The tax of the article's rate. */
  taxId: id,
  translated: z.object({
    name: z.string(),
    description: z.string().nullable(),
    metaTitle: z.string().nullable(),
    keywords: z.string().nullable(),
    customFields,
  }),
  properties: z.array(propertyOption),
  options: z.array(propertyOption),
  coverId: omittedWhenNull(id),
  cover: omittedWhenNull(productMedia),
  media: z.array(productMedia),
  minPurchase: z.number(),
  maxPurchase: omittedWhenNull(z.number()),
  purchaseSteps: z.number(),
  stock: z.number(),
  availableStock: z.number(),
  isCloseout: z.boolean(),
  unitOfMeasure: z.string(),
  /** What one unit holds when it is a pack of another unit: a box of 100 pieces. */
  content: omittedWhenNull(z.object({ unit: z.string(), perUnit: z.number() })),
  deliveryTime: omittedWhenNull(deliveryTime),
  restockTime: omittedWhenNull(z.number().int()),
  calculatedPrice,
  calculatedPrices: z.array(calculatedPrice),
  seoUrls: z.array(seoUrl),
  categories: z.array(category),
  /** The category the product's seo path and breadcrumb go through. */
  seoCategory: omittedWhenNull(category),
  childCount: z.number().int(),
  ratingAverage: omittedWhenNull(z.number()),
  /** An ISO date-time (midnight UTC of the release day). */
  releaseDate: omittedWhenNull(z.string()),
  /** Includes the seo canonical link (`dexisSeoCanonicalLink`). */
  customFields,
  apiAlias: z.literal('product'),
};

export const product = z.object(productFields);
export type Product = z.infer<typeof product>;

const cardManufacturer = manufacturer.pick({ translated: true, apiAlias: true });
const cardMedia = media.pick({ url: true, width: true, height: true, translated: true, apiAlias: true });
const cardCover = productMedia.pick({ apiAlias: true }).extend({ media: cardMedia });
const cardSeoUrl = seoUrl.pick({ languageId: true, seoPathInfo: true, isCanonical: true, apiAlias: true });
const cardDeliveryTime = deliveryTime.pick({ min: true, max: true, unit: true, apiAlias: true });

/** What a product card shows (listing, search, quick search): a product with `productCardIncludes`. */
/** A property value as a card shows it: its name, and whether its group is shown in search results. */
const cardPropertyGroup = propertyGroup.pick({
  id: true,
  visibleInSearchResults: true,
  position: true,
  translated: true,
  apiAlias: true,
});
const cardProperty = propertyOption
  .pick({ id: true, groupId: true, position: true, translated: true, apiAlias: true })
  .extend({ group: cardPropertyGroup });

export const productCard = product
  .pick({
    id: true,
    parentId: true,
    productNumber: true,
    ean: true,
    name: true,
    minPurchase: true,
    maxPurchase: true,
    purchaseSteps: true,
    availableStock: true,
    isCloseout: true,
    unitOfMeasure: true,
    restockTime: true,
    childCount: true,
    apiAlias: true,
  })
  .extend({
    manufacturer: omittedWhenNull(cardManufacturer),
    cover: omittedWhenNull(cardCover),
    seoUrls: z.array(cardSeoUrl),
    deliveryTime: omittedWhenNull(cardDeliveryTime),
    /** Its property values; a card names those of groups shown in search results (size, material). */
    properties: z.array(cardProperty),
  });
export type ProductCard = z.infer<typeof productCard>;

/**
 * The `includes` criteria (Shopware's: the fields to answer per entity alias) that make the Store
 * API answer products as `productCard`s, and load nothing else.
 */
export const productCardIncludes: Record<string, string[]> = {
  product: Object.keys(productCard.shape),
  product_manufacturer: Object.keys(cardManufacturer.shape),
  product_media: Object.keys(cardCover.shape),
  media: Object.keys(cardMedia.shape),
  seo_url: Object.keys(cardSeoUrl.shape),
  delivery_time: Object.keys(cardDeliveryTime.shape),
  property_group_option: Object.keys(cardProperty.shape),
  property_group: Object.keys(cardPropertyGroup.shape),
};

export const crossSelling = z.object({
  id,
  name: z.string(),
  position: z.number().int(),
  translated: translatedName,
  products: z.array(product),
  apiAlias: z.literal('product_cross_selling'),
});

export const productDetail = z.object({
  ...productFields,
  crossSellings: z.array(crossSelling),
  /** The articles this one refers to, by kind (accessories, spare parts, …), those the shop has and sells. */
  references: z.array(z.object({ kind: z.enum(articleReferenceKinds), products: z.array(product) })),
  /** Variants of this product's family (the parent and its children), for the variants table. */
  variants: z.array(product),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productDetailResponse = z.object({ product: productDetail });

/** Articles whose accessories are asked for: a cart's, by product id. */
export const accessorySuggestionsRequest = z.object({ productIds: z.array(id).max(100) });
export type AccessorySuggestionsRequest = z.infer<typeof accessorySuggestionsRequest>;
/** Their accessories, at most `limits.cartAccessories`, first the first of each. */
export const accessorySuggestionsResponse = z.object({ elements: z.array(product) });

export const navigationRequest = z.object({
  depth: z.coerce.number().int().min(1).max(5).optional(),
  buildTree: z.boolean().optional(),
});
export const navigationResponse = z.array(navigationElement);

export const categoryListResponse = z.object({
  elements: z.array(category),
  total: z.number().int(),
  apiAlias: z.literal('dal_entity_search_result'),
});
