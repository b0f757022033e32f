export {
  type CatalogCacheOptions,
  markCatalogChanged,
  noCatalogCache,
  type OpenCatalogCache,
  openCatalogCache,
} from './catalog-cache.ts';
