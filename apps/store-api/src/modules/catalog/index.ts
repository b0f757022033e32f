export {
  type ArticleReferences,
  applyErpArticles,
  applyErpBrands,
  articleIdOf,
  articleReferences,
  articleRowProblem,
  articleSeoPath,
  brandIdsByKey,
} from './article-import.ts';
export {
  type ArticleRow,
  articleClassifications,
  articleNames,
  articleRows,
  articleTextMatches,
} from './article-rows.ts';
export { catalogRoutes } from './catalog.routes.ts';
export {
  ancestorIds,
  loadCategories,
  loadCategoryTree,
  subtreePath,
} from './category-loader.ts';
export { pictureMimeTypes, storeErpPicture } from './picture-upload.ts';
export { loadDeliveryTimes, loadProductDetail, loadProducts } from './product-loader.ts';
export { canonicalSeoPath, loadSeoUrls, type ResolvedSeoPath, resolveSeoPath } from './seo-urls.ts';
export {
  type CatalogPage,
  type CatalogPagesOf,
  catalogPagesAfter,
  countCatalogPages,
} from './sitemap-pages.ts';
