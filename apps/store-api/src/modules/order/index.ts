export { registerOrderAdminRoutes } from './order.admin-routes.ts';
export {
  applyErpOrderUpdates,
  approvalStatusOfShopOrder,
  cancelOrder,
  type ErpOrderUpdate,
  lockOrders,
  type NewOrder,
  type OrderFields,
  type OrderFilter,
  type OrderParties,
  orderNumbersPlacedBy,
  orderSummaries,
  ordersByNumber,
  pageOrderIds,
  partiesOfOrders,
  settleApproval,
  shopOrderHistoryRows,
  visibleTo,
  writeOrder,
} from './order.service.ts';
export {
  articlesOrderedBy,
  hasPendingOrders,
  type OrderScope,
  openOrderAmount,
  spentUnder,
} from './order-book.ts';
export { orderDashboardFigures, orderOutboxBacklog } from './order-dashboard.ts';
export { postalAddressOf } from './order-entity.ts';
export { loadOrders, type OrderReader } from './order-loader.ts';
export { mailConfirmation } from './order-mails.ts';
export {
  acknowledgeOrderEvents,
  type OrderOutboxOptions,
  startOrderOutbox,
  undeliveredOrderEvents,
} from './order-outbox.ts';
export { erasePersonFromOrders, ordersPlacedBy } from './order-personal-data.ts';
