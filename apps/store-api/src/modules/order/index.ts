export { approvalRoutes } from './approval.routes.ts';
export { orderRoutes } from './order.routes.ts';
