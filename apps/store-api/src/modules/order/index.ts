export { approvalRoutes } from './approval.routes.ts';
export { orderRoutes } from './order.routes.ts';
export { loadOrders } from './order.service.ts';
