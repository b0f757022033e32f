import {
  type OrderListCreate,
  type OrderListItemsInput,
  type OrderListQuery,
  type OrderListUpdate,
  orderListCartResponse,
  orderListDetailResponse,
  orderListPageResponse,
  type QuickOrderRequest,
  quickOrderCartResponse,
  quickOrderLookupResponse,
  successResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

/** Order lists and the quick order: lines kept or typed in, put into the cart. */
export function orderListCalls({ call }: Transport) {
  return {
    orderLists: (query: OrderListQuery) =>
      call(orderListPageResponse, 'GET', `/dexis/order/list?${queryString(query)}`),
    orderList: (listId: string) =>
      call(orderListDetailResponse, 'GET', `/dexis/order/list/${encodeURIComponent(listId)}`),
    createOrderList: (body: OrderListCreate) =>
      call(orderListDetailResponse, 'POST', '/dexis/order/list', body),
    updateOrderList: (listId: string, body: OrderListUpdate) =>
      call(orderListDetailResponse, 'PATCH', `/dexis/order/list/${encodeURIComponent(listId)}`, body),
    deleteOrderList: (listId: string) =>
      call(successResponse, 'DELETE', `/dexis/order/list/${encodeURIComponent(listId)}`),
    addToOrderList: (listId: string, body: OrderListItemsInput) =>
      call(orderListDetailResponse, 'POST', `/dexis/order/list/${encodeURIComponent(listId)}/items`, body),
    removeFromOrderList: (listId: string, ids: string[]) =>
      call(orderListDetailResponse, 'DELETE', `/dexis/order/list/${encodeURIComponent(listId)}/items`, {
        ids,
      }),
    duplicateOrderList: (listId: string, name?: string) =>
      call(
        orderListDetailResponse,
        'POST',
        `/dexis/order/list/${encodeURIComponent(listId)}/duplicate`,
        name ? { name } : {},
      ),
    orderListToCart: (listId: string, lineIds?: string[], timeoutMs = 30_000) =>
      call(
        orderListCartResponse,
        'POST',
        `/dexis/order/list/${encodeURIComponent(listId)}/cart`,
        lineIds ? { lineIds } : {},
        timeoutMs,
      ),
    quickOrderLookup: (body: QuickOrderRequest, timeoutMs = 30_000) =>
      call(quickOrderLookupResponse, 'POST', '/dexis/quick-order/lookup', body, timeoutMs),
    quickOrderToCart: (body: QuickOrderRequest, timeoutMs = 30_000) =>
      call(quickOrderCartResponse, 'POST', '/dexis/quick-order/cart', body, timeoutMs),
  };
}
