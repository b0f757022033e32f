import {
  type AssignExternalContactRequest,
  type CostCenterInput,
  type CostPostInput,
  type CostPostsImportRequest,
  cartExternalContactResponse,
  costCenterListResponse,
  costCenterResponse,
  costPostChoicesResponse,
  costPostListResponse,
  costPostResponse,
  costPostSettingsResponse,
  costPostsImportResponse,
  dismissExternalContactResponse,
  externalContactsResponse,
  successResponse,
} from '../contracts/index.ts';
import { queryString, type Transport } from '../transport.ts';

/** What an order is charged to: cost centres with their external contacts, and cost posts. */
export function costAllocationCalls({ call, send }: Transport) {
  return {
    costCenters: () => call(costCenterListResponse, 'GET', '/dexis/cost-center'),
    costCenter: (id: string) =>
      call(costCenterResponse, 'GET', `/dexis/cost-center/${encodeURIComponent(id)}`),
    createCostCenter: (body: CostCenterInput) => call(costCenterResponse, 'POST', '/dexis/cost-center', body),
    updateCostCenter: (id: string, body: CostCenterInput) =>
      call(costCenterResponse, 'PUT', `/dexis/cost-center/${encodeURIComponent(id)}`, body),
    deleteCostCenter: (id: string) =>
      call(successResponse, 'DELETE', `/dexis/cost-center/${encodeURIComponent(id)}`),
    /** The company's active cost centres with their contacts and today's contracts, optionally searched. */
    externalContacts: (term?: string) =>
      call(
        externalContactsResponse,
        'GET',
        `/dexis/cost-center/external-contact${term ? `?${new URLSearchParams({ term })}` : ''}`,
      ),
    /** Charges the cart to an external contact (and optionally a contract) of a cost centre. */
    assignExternalContact: (body: AssignExternalContactRequest) =>
      call(cartExternalContactResponse, 'POST', '/dexis/cost-center/external-contact-assign', body),
    dismissExternalContact: () =>
      call(dismissExternalContactResponse, 'POST', '/dexis/cost-center/external-contact-dismiss'),
    cartExternalContact: () =>
      call(cartExternalContactResponse, 'GET', '/dexis/cost-center/cart/external-contact'),
    /** The company's cost posts, inactive ones too, and whether checkout requires one (ROLE_MANAGE_COST_POSTS). */
    costPosts: (search = '') =>
      call(costPostListResponse, 'GET', `/dexis/cost-posts?${queryString({ search })}`),
    /** The active cost posts a buyer may charge an order to, and whether one is required. */
    costPostChoices: () => call(costPostChoicesResponse, 'GET', '/dexis/cost-posts/choices'),
    costPost: (costPostId: string) =>
      call(costPostResponse, 'GET', `/dexis/cost-posts/${encodeURIComponent(costPostId)}`),
    createCostPost: (body: CostPostInput) => call(costPostResponse, 'POST', '/dexis/cost-posts', body),
    updateCostPost: (costPostId: string, body: CostPostInput) =>
      call(costPostResponse, 'PUT', `/dexis/cost-posts/${encodeURIComponent(costPostId)}`, body),
    deleteCostPost: (costPostId: string) =>
      call(successResponse, 'DELETE', `/dexis/cost-posts/${encodeURIComponent(costPostId)}`),
    changeCostPostSettings: (required: boolean) =>
      call(costPostSettingsResponse, 'PUT', '/dexis/cost-posts/settings', { required }),
    importCostPosts: (body: CostPostsImportRequest, timeoutMs = 60_000) =>
      call(costPostsImportResponse, 'POST', '/dexis/cost-posts/import', body, timeoutMs),
    /** The company's cost posts as CSV: what the import reads. */
    exportCostPosts: () => send('POST', '/dexis/cost-posts/export', {}, 60_000),
    /** An import file with the columns and one example row. */
    costPostsTemplate: () => send('GET', '/dexis/cost-posts/template'),
  };
}
