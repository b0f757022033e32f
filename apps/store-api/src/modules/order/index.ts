export {
  applyErpOrderUpdates,
  approvalStatusOfShopOrder,
  type ErpOrderUpdate,
  loadOrders,
  lockOrders,
  type NewOrder,
  type OrderFields,
  type OrderFilter,
  type OrderParties,
  type OrderReader,
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
export { hasPendingOrders, type OrderScope, openOrderAmount, spentUnder } from './order-book.ts';
export { postalAddressOf } from './order-entity.ts';
export { mailConfirmation } from './order-mails.ts';
export {
  acknowledgeOrderEvents,
  type OrderOutboxOptions,
  startOrderOutbox,
  undeliveredOrderEvents,
} from './order-outbox.ts';
export { cancelOrder } from './order-stock.ts';
