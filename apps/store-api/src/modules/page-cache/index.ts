export { pageCacheRoutes, trustedPeerOf } from './page-cache.routes.ts';
