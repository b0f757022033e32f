export { searchRoutes } from './search.routes.ts';
export { listProducts } from './search.service.ts';
export { rebuildSearchIndex, refreshIndexedListPrices } from './search-indexer.ts';
export { registerSynonymAdminRoutes } from './synonym.admin-routes.ts';
export { registerSynonymRoutes } from './synonym.routes.ts';
