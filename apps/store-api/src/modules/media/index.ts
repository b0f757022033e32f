export { registerMediaAdminRoutes } from './media.admin-routes.ts';
export { mediaRoutes } from './media.routes.ts';
