import type { z } from 'zod';
import {
  type AccessorySuggestionsRequest,
  accessorySuggestionsResponse,
  type articleInformationRequest,
  articleInformationResponse,
  type BlogListingRequest,
  type BrandCriteria,
  blogDetailResponse,
  blogListingResponse,
  blogPathResponse,
  brandFormerSlugResponse,
  brandListResponse,
  type categoryCriteria,
  categoryListResponse,
  cmsFooterResponse,
  type FilesCatalogRequest,
  filesCatalogResponse,
  landingPage,
  listingSettingsResponse,
  type NavigationType,
  navigationResponse,
  type pageRequest,
  pageResponse,
  pageWithProductCards,
  productCardIncludes,
  productCardListingResult,
  type productCriteria,
  productDetailResponse,
  productListingResult,
  sitemapEntry,
  sitemapIndexResponse,
} from '../contracts/index.ts';
import { ndjsonBatches, type Transport } from '../transport.ts';

export type ProductCriteriaInput = z.input<typeof productCriteria>;
export type CategoryCriteriaInput = z.input<typeof categoryCriteria>;
export type PageRequestInput = z.input<typeof pageRequest>;
export type ArticleInformationInput = z.input<typeof articleInformationRequest>;

/** A whole sitemap file (up to 50,000 URLs) takes longer to read than a page's call. */
const sitemapFileTimeoutMs = 120_000;

/**
 * What the shop offers: search, listings, products and their ERP prices, navigation, categories,
 * brands, the files catalogue, CMS pages, the blog and the sitemap.
 */
export function catalogCalls({ call, request }: Transport) {
  return {
    search: (criteria: ProductCriteriaInput) => call(productListingResult, 'POST', '/search', criteria),
    /** A search answering product cards only (`productCardIncludes`). */
    searchCards: (criteria: ProductCriteriaInput) =>
      call(productCardListingResult, 'POST', '/search', { ...criteria, includes: productCardIncludes }),
    /** The quick search: its best matches as cards, with the categories and brands it leads to. */
    suggestCards: (criteria: ProductCriteriaInput & { search: string }) =>
      call(productCardListingResult, 'POST', '/search-suggest', {
        ...criteria,
        includes: productCardIncludes,
      }),
    productListing: (categoryId: string, criteria: ProductCriteriaInput) =>
      call(productListingResult, 'POST', `/product-listing/${encodeURIComponent(categoryId)}`, criteria),
    listingSettings: () => call(listingSettingsResponse, 'GET', '/product-listing/settings'),
    product: (id: string) => call(productDetailResponse, 'POST', `/product/${encodeURIComponent(id)}`),
    /** The accessories of these articles (a cart's), at most four, none of them already among them. */
    accessories: (body: AccessorySuggestionsRequest) =>
      call(accessorySuggestionsResponse, 'POST', '/dexis/product/accessories', body),
    articleInformation: (body: ArticleInformationInput, timeoutMs = 30_000) =>
      call(articleInformationResponse, 'POST', '/dexis/article/information', body, timeoutMs),
    navigation: (type: NavigationType, depth: number) =>
      call(navigationResponse, 'GET', `/navigation/${type}/${type}?depth=${depth}`),
    /** The children of a category, with their pictures, as its page shows them in tiles. */
    subcategories: (categoryId: string) =>
      call(
        navigationResponse,
        'GET',
        `/navigation/${encodeURIComponent(categoryId)}/${encodeURIComponent(categoryId)}?depth=1`,
      ),
    categories: (criteria: CategoryCriteriaInput) =>
      call(categoryListResponse, 'POST', '/category', criteria),
    /** Brands with active articles, sorted by name (Shopware's criteria; up to 500 a page). */
    brands: (criteria: BrandCriteria) => call(brandListResponse, 'POST', '/product-manufacturer', criteria),
    /** The slug a brand page has now in the language, for one it had before; 404 when none had it. */
    brandFormerSlug: (slug: string) =>
      call(brandFormerSlugResponse, 'GET', `/dexis/brand/former-slug?${new URLSearchParams({ slug })}`),
    /** The files catalogue's downloads a search finds, with counts per kind and language. */
    filesCatalog: (body: FilesCatalogRequest) =>
      call(filesCatalogResponse, 'POST', '/dexis/files-catalog', body),
    page: (request: PageRequestInput) => call(pageResponse, 'POST', '/pwa/page', request),
    /** A page whose category listing answers product cards only (`productCardIncludes`). */
    pageWithCards: (request: PageRequestInput) =>
      call(pageWithProductCards, 'POST', '/pwa/page', {
        ...request,
        query: { ...request.query, includes: productCardIncludes },
      }),
    /** A content page's draft as it will look, for the staff holding a preview link; never cached. */
    pagePreview: (token: string) => call(landingPage, 'POST', '/pwa/page/preview', { token }),
    /** The footer content page of the session's language; null when the shop has none. */
    cmsFooter: () => call(cmsFooterResponse, 'GET', '/dexis/cms/footer'),
    /**
     * A page of the blog, newest first, optionally filtered on blog category ids (`tagIds`). The shop
     * has one blog: any listing id names it.
     */
    blogListing: (body: BlogListingRequest, listingId = 'blog') =>
      call(blogListingResponse, 'POST', `/h1webblog-listing/${encodeURIComponent(listingId)}`, body),
    /** A blog post with its blocks and related posts; 404 when it is not shown in the language. */
    /** A blog post's draft in the language of a preview link the Admin API issued. */
    blogPreview: (token: string) => call(blogDetailResponse, 'POST', '/pwa/blog/preview', { token }),
    blogPost: (id: string) => call(blogDetailResponse, 'GET', `/dexis/blog/${encodeURIComponent(id)}`),
    /** The blog post a path (`blog/<slug>`) names, and its canonical path; 404 when none. */
    blogPath: (path: string) =>
      call(blogPathResponse, 'GET', `/dexis/blog/path?${new URLSearchParams({ path })}`),
    /** Per storefront language, how many URLs the catalogue's sitemap lists and in how many files. */
    sitemapIndex: () => call(sitemapIndexResponse, 'GET', '/dexis/sitemap'),
    /**
     * A language's sitemap file (from 1) as batches of its entries, streamed as the Store API reads
     * them from the catalogue: never the whole file in memory.
     */
    sitemapFile: async (localeCode: string, page: number) => {
      const path = `/dexis/sitemap/${encodeURIComponent(localeCode)}/${page}`;
      const response = await request('GET', path, undefined, sitemapFileTimeoutMs);
      return ndjsonBatches(response.body!, sitemapEntry, `GET ${path}`);
    },
  };
}
