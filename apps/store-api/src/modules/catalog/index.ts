export { type ArticleDocumentsSent, replaceArticleDocuments } from './article-documents.ts';
export { type ListPrice, type StockFigures, setListPrices, setStockFigures } from './article-figures.ts';
export {
  type ArticleReferences,
  applyErpArticles,
  applyErpBrands,
  articleIdOf,
  articleReferences,
  articleRowProblem,
  articleSeoPath,
  brandIdsByKey,
  fillMissingBrandSlugs,
} from './article-import.ts';
export { type ArticleReferencesSent, replaceArticleReferences } from './article-references.ts';
export {
  type ArticleClassification,
  type ArticleRow,
  articleAndFamilyIds,
  articleClassifications,
  articleNames,
  articleRows,
  articleTextMatches,
} from './article-rows.ts';
export { registerBrandAdminRoutes } from './brand.admin-routes.ts';
export { adminBrand, adminBrandPage, brandSlugNow, changeBrand } from './brand-editing.ts';
export { brandKeysByName, brandKeysNamed, brandNamesByKey } from './brands.service.ts';
export { catalogRoutes } from './catalog.routes.ts';
export {
  ancestorIds,
  loadCategories,
  loadCategoryTree,
  subtreePath,
} from './category-loader.ts';
export { documentMimeTypes, isDocumentFileName, storeCatalogueDocument } from './document-upload.ts';
export {
  type CatalogueLead,
  catalogueLeads,
  type FacetNames,
  facetNames,
  groupsOfOptions,
  propertyGroups,
  propertyOptions,
} from './facet-vocabulary.ts';
export { applyErpFeatures, articlesWithOptions, featuresByKey } from './feature-import.ts';
export { indexedArticles, listedArticleTexts } from './indexed-articles.ts';
export {
  deleteMediaBytes,
  type MediaFile,
  mediaFilesById,
  mediaFilesByPath,
  removeUnusedMedia,
  storeMediaFile,
  writeMediaBytes,
} from './media-files.ts';
export {
  type CatalogMediaUse,
  catalogUsesOfMedia,
  deleteLibraryMedia,
  insertLibraryMedia,
  type LibraryMediaRow,
  libraryMedia,
  libraryMediaAtPaths,
  libraryMediaPage,
  type NewLibraryMedia,
  setMediaAlts,
} from './media-library.ts';
export { loadMediaPictures, type MediaPicture } from './media-pictures.ts';
export {
  addNavigationEntry,
  navigationCategoryChoices,
  navigationEntries,
  removeNavigationEntry,
  reorderNavigationEntries,
} from './navigation-entries.ts';
export { pictureMimeTypes, storeErpPicture } from './picture-upload.ts';
export { createMissingProductGroups, type ProductGroupSent } from './product-groups.ts';
export { loadDeliveryTimes, loadProductDetail, loadProducts } from './product-loader.ts';
export { canonicalSeoPath, loadSeoUrls, type ResolvedSeoPath, resolveSeoPath } from './seo-urls.ts';
export {
  type CatalogPage,
  type CatalogPagesOf,
  catalogPagesAfter,
  countCatalogPages,
} from './sitemap-pages.ts';
