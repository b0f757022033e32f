export { articleInformation, seesPrices } from './article-information.service.ts';
export { builtInErp } from './builtin-erp.ts';
export { refreshStockFigures } from './builtin-stock.ts';
export { erpRoutes } from './erp.routes.ts';
export { erpImports, type ImportContext, type ImportKind } from './erp-import.ts';
