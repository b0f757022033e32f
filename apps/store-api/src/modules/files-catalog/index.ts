export { filesCatalogRoutes } from './files-catalog.routes.ts';
export {
  type CatalogFileImport,
  catalogFilesUsingMedia,
  deleteCatalogFile,
  importCatalogFiles,
  searchCatalogFiles,
} from './files-catalog.service.ts';
