export { navigationRoutes } from './navigation.routes.ts';
