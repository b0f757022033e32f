export { seesPrices } from './article-information.service.ts';
export { builtInErp } from './builtin-erp.ts';
export type { ErpArticle, ErpPort, HeldStock } from './erp.port.ts';
export { erpRoutes } from './erp.routes.ts';
