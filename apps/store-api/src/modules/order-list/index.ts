export { orderListRoutes } from './order-list.routes.ts';
export { getOrderList } from './order-list.service.ts';
