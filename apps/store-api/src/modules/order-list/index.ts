export { registerOrderListAdminRoutes } from './order-list.admin-routes.ts';
export { orderListRoutes } from './order-list.routes.ts';
export { getOrderList } from './order-list.service.ts';
export { orderListsMadeBy, removePrivateOrderLists } from './order-list-personal-data.ts';
