export { registerNavigationAdminRoutes } from './navigation.admin-routes.ts';
export { navigationRoutes } from './navigation.routes.ts';
