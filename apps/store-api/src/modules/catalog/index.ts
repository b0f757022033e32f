export { type ArticleRow, articleRows } from './article-rows.ts';
export { catalogRoutes } from './catalog.routes.ts';
export {
  ancestorIds,
  loadCategories,
  loadCategoryTree,
  subtreePath,
} from './category-loader.ts';
export { loadDeliveryTimes, loadProductDetail, loadProducts } from './product-loader.ts';
export { loadSeoUrls, resolveSeoPath } from './seo-urls.ts';
