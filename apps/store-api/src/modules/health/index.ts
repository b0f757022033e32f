export { registerHealthAdminRoute } from './health.admin-routes.ts';
export { healthRoutes } from './health.routes.ts';
export { storeApiMetrics } from './store-api-metrics.ts';
