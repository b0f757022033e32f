import { z } from 'zod';
import { category, productDetail } from './catalog.ts';
import { contentBlocks } from './cms.ts';
import { id } from './common.ts';
import { productCardListingResult, productListingResult } from './search.ts';

export const pageRequest = z.object({
  /** A seo path (`gereedschap/boren`), a technical path (`/detail/{id}`) or empty for the home page. */
  path: z.string().max(1000).default(''),
  /**
   * The listing query of a category page: p, order, manufacturer, properties, min-price, max-price,
   * and `includes` for the listing's products.
   */
  query: z.record(z.string(), z.unknown()).optional(),
});

const breadcrumbEntry = z.object({ id, name: z.string(), path: z.string() });

const pageBase = {
  canonicalPathInfo: z.string(),
  breadcrumb: z.array(breadcrumbEntry),
  apiAlias: z.literal('pwa_page_result'),
};

export const productListPage = z.object({
  ...pageBase,
  resourceType: z.literal('frontend.navigation.page'),
  resourceIdentifier: id,
  cmsPage: z.object({ type: z.literal('product_list') }),
  category,
  listing: productListingResult,
});

export const productDetailPage = z.object({
  ...pageBase,
  resourceType: z.literal('frontend.detail.page'),
  resourceIdentifier: id,
  cmsPage: z.object({ type: z.literal('product_detail') }),
  product: productDetail,
});

/** A content page made of blocks; the home page (key `home`) answers the empty path. */
export const landingPage = z.object({
  ...pageBase,
  resourceType: z.literal('frontend.landing.page'),
  resourceIdentifier: id,
  cmsPage: z.object({
    type: z.literal('landingpage'),
    key: z.string(),
    title: z.string(),
    metaTitle: z.string().nullable(),
    metaDescription: z.string().nullable(),
    /** The address search engines should index instead of the page, as the back-office set it. */
    canonical: z.string().nullable().default(null),
    blocks: contentBlocks,
  }),
  /** Its canonical path per language id, for the links to the page in the other languages. */
  seoPaths: z.record(id, z.string()),
});

export const pageResponse = z.discriminatedUnion('resourceType', [
  productListPage,
  productDetailPage,
  landingPage,
]);
export type PageResponse = z.infer<typeof pageResponse>;
export type BreadcrumbEntry = z.infer<typeof breadcrumbEntry>;

/** A page whose category listing was asked with `productCardIncludes`. */
export const pageWithProductCards = z.discriminatedUnion('resourceType', [
  productListPage.extend({ listing: productCardListingResult }),
  productDetailPage,
  landingPage,
]);
export type PageWithProductCards = z.infer<typeof pageWithProductCards>;
