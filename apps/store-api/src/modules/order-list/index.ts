export { orderListRoutes } from './order-list.routes.ts';
