export { quickOrderRoutes } from './quick-order.routes.ts';
