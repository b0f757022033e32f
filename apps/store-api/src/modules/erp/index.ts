export { articleInformation, seesPrices } from './article-information.service.ts';
export { builtInErp } from './builtin-erp.ts';
export { erpRoutes } from './erp.routes.ts';
export { importCompanyPrices, importListPrices, importStock, importWarehouses } from './erp-import.ts';
