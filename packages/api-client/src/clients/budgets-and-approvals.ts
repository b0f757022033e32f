import {
  type ApprovalActionsRequest,
  type ApprovalListRequest,
  approvalActionsResponse,
  approvalListResponse,
  approvalOrderResponse,
  type CompanyPeopleRequest,
  cartApproversResponse,
  cartOrderReferenceResponse,
  companyPeopleResponse,
  type OrderFlowInput,
  type OrderFlowPartsInput,
  type OrderReferenceInput,
  type OrderReferenceListRequest,
  type OrderReferencePartsInput,
  orderFlowListResponse,
  orderFlowResponse,
  orderReferenceListResponse,
  orderReferenceResponse,
  orderReferenceSearchResponse,
  pendingApprovalsResponse,
  successResponse,
  userFlowStatusResponse,
  withdrawOrderResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

/** Budgets and approvals: order flows, order references and the orders that wait for a decision. */
export function budgetAndApprovalCalls({ call }: Transport) {
  return {
    orderFlows: () => call(orderFlowListResponse, 'GET', '/dexis/order-flow'),
    orderFlow: (id: string) => call(orderFlowResponse, 'GET', `/dexis/order-flow/${encodeURIComponent(id)}`),
    createOrderFlow: (body: OrderFlowInput) => call(orderFlowResponse, 'POST', '/dexis/order-flow', body),
    updateOrderFlow: (id: string, body: OrderFlowInput) =>
      call(orderFlowResponse, 'PUT', `/dexis/order-flow/${encodeURIComponent(id)}`, body),
    /** The budget, the approval or both of a flow, for users who may change only one of them. */
    changeOrderFlowParts: (id: string, body: OrderFlowPartsInput) =>
      call(orderFlowResponse, 'PATCH', `/dexis/order-flow/${encodeURIComponent(id)}`, body),
    assignOrderFlow: (id: string, customerIds: string[]) =>
      call(orderFlowResponse, 'POST', `/dexis/order-flow/${encodeURIComponent(id)}/assign`, { customerIds }),
    deleteOrderFlow: (id: string) =>
      call(successResponse, 'DELETE', `/dexis/order-flow/${encodeURIComponent(id)}`),
    /** The logged-in user's flow for the cart: remaining budget and from which total approval is needed. */
    orderFlowStatus: () => call(userFlowStatusResponse, 'GET', '/dexis/order-flow/status'),
    /** The active users of the own company whom a flow or an order reference may name. */
    companyPeople: (query: CompanyPeopleRequest = {}) =>
      call(companyPeopleResponse, 'GET', `/dexis/company-people?${queryString(query)}`),
    orderReferences: (body: OrderReferenceListRequest) =>
      call(orderReferenceListResponse, 'POST', '/dexis/order-reference/list', body),
    orderReference: (id: string) =>
      call(orderReferenceResponse, 'GET', `/dexis/order-reference/${encodeURIComponent(id)}`),
    createOrderReference: (body: OrderReferenceInput) =>
      call(orderReferenceResponse, 'POST', '/dexis/order-reference', body),
    updateOrderReference: (id: string, body: OrderReferenceInput) =>
      call(orderReferenceResponse, 'PUT', `/dexis/order-reference/${encodeURIComponent(id)}`, body),
    /** The budget, the approval or both of an order reference, for users who may change only one. */
    changeOrderReferenceParts: (id: string, body: OrderReferencePartsInput) =>
      call(orderReferenceResponse, 'PATCH', `/dexis/order-reference/${encodeURIComponent(id)}`, body),
    deleteOrderReference: (id: string) =>
      call(successResponse, 'DELETE', `/dexis/order-reference/${encodeURIComponent(id)}`),
    /** The references the logged-in user may order under whose name holds the term. */
    searchOrderReferences: (term: string) =>
      call(orderReferenceSearchResponse, 'GET', `/dexis/order-reference/search/${encodeURIComponent(term)}`),
    cartOrderReference: () => call(cartOrderReferenceResponse, 'GET', '/dexis/order-reference/cart'),
    chooseCartOrderReference: (id: string) =>
      call(cartOrderReferenceResponse, 'PUT', `/dexis/order-reference/cart/${encodeURIComponent(id)}`),
    clearCartOrderReference: () => call(cartOrderReferenceResponse, 'DELETE', '/dexis/order-reference/cart'),
    /** How many orders wait for the logged-in approver, and the newest of them. */
    pendingApprovals: () => call(pendingApprovalsResponse, 'GET', '/dexis/order-flow/pending'),
    /** Who would decide the cart's order if it has to wait for approval; nobody means it is refused. */
    cartApprovers: () => call(cartApproversResponse, 'GET', '/dexis/order-flow/approvers'),
    approvals: (body: ApprovalListRequest) =>
      call(approvalListResponse, 'POST', '/dexis/order/approvals', body),
    approval: (id: string) => call(approvalOrderResponse, 'GET', `/dexis/order/${encodeURIComponent(id)}`),
    decideApprovals: (body: ApprovalActionsRequest) =>
      call(approvalActionsResponse, 'POST', '/dexis/order/approvals/actions', body),
    /** Withdraws the user's own order while it waits for approval. */
    withdrawOrder: (id: string) =>
      call(withdrawOrderResponse, 'POST', `/dexis/sw/order/${encodeURIComponent(id)}/withdraw`),
  };
}
