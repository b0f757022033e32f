export { orderHistoryRoutes } from './order-history.routes.ts';
