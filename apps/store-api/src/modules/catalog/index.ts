export { type ArticleRow, articleRows } from './article-rows.ts';
export { catalogRoutes } from './catalog.routes.ts';
export {
  ancestorIds,
  loadCategories,
  loadCategoryTree,
  subtreePath,
} from './category-loader.ts';
export { loadDeliveryTimes, loadProductDetail, loadProducts } from './product-loader.ts';
export { loadSeoUrls, type ResolvedSeoPath, resolveSeoPath } from './seo-urls.ts';
