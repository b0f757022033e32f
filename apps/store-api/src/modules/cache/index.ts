export {
  type CatalogCacheOptions,
  markCatalogChanged,
  type OpenCatalogCache,
  openCatalogCache,
  withoutCachedAnswers,
} from './catalog-cache.ts';
