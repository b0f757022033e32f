export { searchRoutes } from './search.routes.ts';
export { listProducts } from './search.service.ts';
export { rebuildSearchIndex } from './search-indexer.ts';
