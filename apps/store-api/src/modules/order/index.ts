export { orderRoutes } from './order.routes.ts';
