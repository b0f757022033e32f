import { z } from 'zod';
import { customFields, id, translatedName } from './common.ts';

export const media = z.object({
  id,
  url: z.string(),
  mimeType: z.string(),
  fileExtension: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** dexisHashId, dexisSeoName, lowResolution, dexisCdnType, dexisCdnFormat, dexisCdnUrl, ... */
  customFields,
  translated: z.object({ alt: z.string().nullable(), title: z.string().nullable() }),
  apiAlias: z.literal('media'),
});

export const productMedia = z.object({
  id,
  mediaId: id,
  position: z.number().int(),
  media,
  apiAlias: z.literal('product_media'),
});

export const manufacturer = z.object({
  id,
  link: z.string().nullable(),
  /** The brand page's path segment (`brands/{slug}`); null for a brand without a page yet. */
  slug: z.string().nullable(),
  translated: z.object({ name: z.string(), description: z.string().nullable() }),
  apiAlias: z.literal('product_manufacturer'),
});

export const propertyGroup = z.object({
  id,
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
  position: z.number().int(),
  colorHexCode: z.string().nullable(),
  translated: translatedName,
  group: propertyGroup,
  apiAlias: z.literal('property_group_option'),
});

export const deliveryTime = z.object({
  id,
  min: z.number().int(),
  max: z.number().int(),
  unit: z.enum(['day', 'week', 'month', 'year']),
  translated: translatedName,
  apiAlias: z.literal('delivery_time'),
});

export const seoUrl = z.object({
  languageId: id,
  routeName: z.string(),
  pathInfo: z.string(),
  seoPathInfo: z.string(),
  isCanonical: z.boolean(),
  apiAlias: z.literal('seo_url'),
});

export const categoryReference = z.object({
  id,
  translated: translatedName,
  seoUrls: z.array(seoUrl),
  apiAlias: z.literal('category'),
});

export const calculatedPrice = z.object({
  unitPrice: z.number(),
  totalPrice: z.number(),
  quantity: z.number(),
  taxRate: z.number(),
  apiAlias: z.literal('calculated_price'),
});

const productFields = {
  id,
  parentId: id.nullable(),
  productNumber: z.string(),
  ean: z.string().nullable(),
  manufacturerNumber: z.string().nullable(),
  manufacturerId: id.nullable(),
  manufacturer: manufacturer.nullable(),
  name: z.string(),
  description: z.string().nullable(),
  translated: z.object({
    name: z.string(),
    description: z.string().nullable(),
    metaTitle: z.string().nullable(),
    keywords: z.string().nullable(),
    customFields,
  }),
  properties: z.array(propertyOption),
  options: z.array(propertyOption),
  coverId: id.nullable(),
  cover: productMedia.nullable(),
  media: z.array(productMedia),
  minPurchase: z.number(),
  maxPurchase: z.number().nullable(),
  purchaseSteps: z.number(),
  stock: z.number(),
  availableStock: z.number(),
  isCloseout: z.boolean(),
  unitOfMeasure: z.string(),
  deliveryTime: deliveryTime.nullable(),
  restockTime: z.number().int().nullable(),
  calculatedPrice,
  calculatedPrices: z.array(calculatedPrice),
  seoUrls: z.array(seoUrl),
  categories: z.array(categoryReference),
  childCount: z.number().int(),
  ratingAverage: z.number().nullable(),
  releaseDate: z.string().nullable(),
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
    manufacturer: cardManufacturer.nullable(),
    cover: cardCover.nullable(),
    seoUrls: z.array(cardSeoUrl),
    deliveryTime: cardDeliveryTime.nullable(),
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
};

export const crossSelling = z.object({
  id,
  position: z.number().int(),
  translated: translatedName,
  products: z.array(product),
  apiAlias: z.literal('product_cross_selling'),
});

export const productDetail = z.object({
  ...productFields,
  crossSellings: z.array(crossSelling),
  /** Variants of this product's family (the parent and its children), for the variants table. */
  variants: z.array(product),
});
export type ProductDetail = z.infer<typeof productDetail>;

export const productDetailResponse = z.object({ product: productDetail });

export const navigationType = z.enum([
  'main-navigation',
  'service-navigation',
  'countries-navigation',
  'footer-navigation',
]);
export type NavigationType = z.infer<typeof navigationType>;

const categoryFields = {
  id,
  parentId: id.nullable(),
  level: z.number().int(),
  path: z.string(),
  breadcrumb: z.array(z.object({ id, name: z.string() })),
  type: z.enum(['page', 'folder', 'link']),
  linkType: z.enum(['external', 'category', 'product', 'landing_page']).nullable(),
  externalLink: z.string().nullable(),
  internalLink: id.nullable(),
  linkNewTab: z.boolean(),
  visible: z.boolean(),
  childCount: z.number().int(),
  media: media.nullable(),
  translated: z.object({
    name: z.string(),
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

export const category = z.object(categoryFields);
export type Category = z.infer<typeof category>;

export type NavigationElement = Category & { children: NavigationElement[] };
export const navigationElement: z.ZodType<NavigationElement> = z.object({
  ...categoryFields,
  get children() {
    return z.array(navigationElement);
  },
});

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
