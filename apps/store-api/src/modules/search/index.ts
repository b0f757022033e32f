export { rebuildSearchIndex } from './search-indexer.ts';
export { searchRoutes } from './search.routes.ts';
export { listProducts } from './search.service.ts';
