export { registerCatalogFileAdminRoutes } from './files-catalog.admin-routes.ts';
export { filesCatalogRoutes } from './files-catalog.routes.ts';
export {
  type AdminCatalogFileRow,
  adminCatalogFile,
  adminCatalogFilePage,
  type CatalogFileImport,
  catalogFilesUsingMedia,
  changeCatalogFileTexts,
  deleteCatalogFile,
  importCatalogFiles,
  searchCatalogFiles,
} from './files-catalog.service.ts';
