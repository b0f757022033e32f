export { filesCatalogRoutes } from './files-catalog.routes.ts';
export {
  type CatalogFileImport,
  deleteCatalogFile,
  importCatalogFiles,
  searchCatalogFiles,
} from './files-catalog.service.ts';
