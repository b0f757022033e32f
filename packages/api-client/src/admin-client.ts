import type { SearchLocale, WebhookOverlapHours } from '@tradeshop/domain';
import type { z } from 'zod';
import {
  type AdminBrandChange,
  type AdminBrandQuery,
  type AdminCatalogFileChange,
  type AdminCatalogFileQuery,
  type AdminCompanyQuery,
  type AdminMailQuery,
  type AdminMediaChange,
  type AdminMediaQuery,
  type AdminNavigationEntryInput,
  type AdminOfferRequestQuery,
  type AdminOrderListInput,
  type AdminPunchoutConnectionRequest,
  type AdminPunchoutTestRequest,
  adminBrandListResponse,
  adminBrandResponse,
  adminCartsResponse,
  adminCatalogFileListResponse,
  adminCatalogFileResponse,
  adminCompanyBudgetsResponse,
  adminCompanyListResponse,
  adminCompanyResponse,
  adminContactMessageListResponse,
  adminContactMessageResponse,
  adminContentPageListResponse,
  adminContentPageResponse,
  adminContentPreviewResponse,
  adminIntegrationClientCreatedResponse,
  adminIntegrationClientListResponse,
  adminIntegrationClientResponse,
  adminIntegrationImportListResponse,
  administrationClientId,
  adminLoginAsResponse,
  adminMailListResponse,
  adminMailResponse,
  adminMediaListResponse,
  adminMediaResponse,
  adminNavigationResponse,
  adminOfferRequestListResponse,
  adminOfferRequestResponse,
  adminOrderListResponse,
  adminOrderListsResponse,
  adminOrderResponse,
  adminPunchoutAccountsResponse,
  adminPunchoutConnectionResponse,
  adminPunchoutConnectionsResponse,
  adminPunchoutSecretResponse,
  adminPunchoutTestResponse,
  adminSentLinkResponse,
  adminUserResponse,
  adminWebhookChangedResponse,
  adminWebhookResponse,
  adminWebhookTestResponse,
  type auditLogQuery,
  auditLogResponse,
  type ContentDraftInput,
  dashboardResponse,
  type EditableNavigation,
  type EditedContentKind,
  type HandlingChange,
  type InboxQuery,
  personalDataErasureResponse,
  personalDataResponse,
  type SearchSynonymSet,
  type ShopSettings,
  type StaffMemberChange,
  type StaffMemberInput,
  type StaffRoleInput,
  type StaffSetPasswordRequest,
  type StaffTokens,
  searchSynonymsResponse,
  shopSettingsResponse,
  staffMemberListResponse,
  staffMemberResponse,
  staffMeResponse,
  staffPasswordLinkResponse,
  staffRoleListResponse,
  staffRoleResponse,
  staffTokenRefused,
  staffTokenResponse,
  storeApiHealthResponse,
  successResponse,
  twoFactorConfirmResponse,
  twoFactorSetupResponse,
} from './contracts/index.ts';
import { StoreApiError, singleError } from './errors.ts';
import { createTransport, queryString, type TransportOptions, traceHeaders } from './transport.ts';

export interface AdminApiClientOptions
  extends Omit<TransportOptions, 'accessKey' | 'contextToken' | 'languageId'> {
  /** Base address including the `/admin-api` path, e.g. `http://127.0.0.1:4000/admin-api`. */
  baseUrl: string;
}

/** What the token endpoint answered: new tokens, or why it refused the grant. */
export type StaffGrant = { tokens: StaffTokens } | { refused: 'invalid-grant' | 'two-factor-required' };

/**
 * The Admin API's token endpoint (OAuth2, RFC 6749): a password grant signs a staff member in, a
 * refresh grant renews the tokens. A refused grant is an answer, not an error; a malformed request
 * or too many failures (429) throw.
 */
export async function requestStaffGrant(
  options: AdminApiClientOptions,
  grant:
    | {
        grant_type: 'password';
        username: string;
        password: string;
        totp_code?: string;
        recovery_code?: string;
      }
    | { grant_type: 'refresh_token'; refresh_token: string },
): Promise<StaffGrant> {
  const response = await (options.fetch ?? fetch)(`${options.baseUrl.replace(/\/+$/, '')}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(options.clientAddress ? { 'x-forwarded-for': options.clientAddress } : {}),
      ...traceHeaders(options.requestId),
    },
    body: JSON.stringify({ ...grant, client_id: administrationClientId }),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return { tokens: staffTokenResponse.parse(body) };
  const refused = staffTokenRefused.safeParse(body);
  if (response.status === 400 && refused.success && 'error' in refused.data)
    return { refused: refused.data.two_factor_required ? 'two-factor-required' : 'invalid-grant' };
  throw new StoreApiError(
    response.status,
    refused.success && 'errors' in refused.data
      ? refused.data.errors
      : singleError(response.status, 'UNKNOWN_ERROR', response.statusText, 'The token endpoint refused.'),
  );
}

/**
 * The Admin API's calls of a member who is not signed in: whether the link of an invitation or
 * password mail still works, and the password chosen with it.
 */
export function createStaffPasswordLinkClient(options: AdminApiClientOptions) {
  const { call } = createTransport(options);
  return {
    passwordLink: (token: string) =>
      call(staffPasswordLinkResponse, 'GET', `/oauth/password-link?${queryString({ token })}`),
    setPassword: (request: StaffSetPasswordRequest) =>
      call(successResponse, 'POST', '/oauth/set-password', request),
  };
}

/** The back-office's calls to the Admin API, on a staff member's access token. */
export function createAdminApiClient(options: AdminApiClientOptions & { accessToken: string }) {
  const { call } = createTransport({ ...options, bearerToken: options.accessToken });
  const path = (segments: TemplateStringsArray, ...ids: string[]) =>
    segments.reduce((whole, segment, index) => whole + encodeURIComponent(ids[index - 1] ?? '') + segment);
  return {
    me: () => call(staffMeResponse, 'GET', '/_info/me'),
    signOut: () => call(successResponse, 'POST', '/oauth/logout'),
    startTwoFactorSetup: () => call(twoFactorSetupResponse, 'POST', '/_me/two-factor/setup'),
    confirmTwoFactorSetup: (code: string) =>
      call(twoFactorConfirmResponse, 'POST', '/_me/two-factor/confirm', { code }),
    turnOffTwoFactor: (code: string) => call(successResponse, 'POST', '/_me/two-factor/off', { code }),

    companies: (query: AdminCompanyQuery) =>
      call(adminCompanyListResponse, 'GET', `/company?${queryString(query)}`),
    company: (id: string) => call(adminCompanyResponse, 'GET', path`/company/${id}`),
    blockCompany: (id: string, reason: string) =>
      call(adminCompanyResponse, 'POST', path`/company/${id}/block`, { reason }),
    unblockCompany: (id: string, reason: string) =>
      call(adminCompanyResponse, 'POST', path`/company/${id}/unblock`, { reason }),
    customerUser: (id: string) => call(adminUserResponse, 'GET', path`/customer-user/${id}`),
    changeCustomerUser: (id: string, change: { active?: boolean; leadBuyer?: boolean }) =>
      call(adminUserResponse, 'PATCH', path`/customer-user/${id}`, change),
    loginAsCustomerUser: (id: string, reason: string) =>
      call(adminLoginAsResponse, 'POST', path`/customer-user/${id}/login-as`, { reason }),
    sendCustomerUserLink: (id: string) =>
      call(adminSentLinkResponse, 'POST', path`/customer-user/${id}/send-link`),
    customerUserPersonalData: (id: string) =>
      call(personalDataResponse, 'GET', path`/customer-user/${id}/personal-data`),
    eraseCustomerUser: (id: string, reason: string) =>
      call(personalDataErasureResponse, 'POST', path`/customer-user/${id}/erase`, { reason }),

    staffRoles: () => call(staffRoleListResponse, 'GET', '/staff-role'),
    createStaffRole: (role: StaffRoleInput) => call(staffRoleResponse, 'POST', '/staff-role', role),
    changeStaffRole: (id: string, change: Partial<StaffRoleInput>) =>
      call(staffRoleResponse, 'PATCH', path`/staff-role/${id}`, change),
    deleteStaffRole: (id: string) => call(successResponse, 'DELETE', path`/staff-role/${id}`),
    staffMembers: () => call(staffMemberListResponse, 'GET', '/staff-member'),
    createStaffMember: (member: StaffMemberInput) =>
      call(staffMemberResponse, 'POST', '/staff-member', member),
    sendStaffPasswordLink: (id: string) =>
      call(adminSentLinkResponse, 'POST', path`/staff-member/${id}/send-password-link`),
    changeStaffMember: (id: string, change: StaffMemberChange) =>
      call(staffMemberResponse, 'PATCH', path`/staff-member/${id}`, change),

    dashboard: () => call(dashboardResponse, 'GET', '/dashboard'),
    health: () => call(storeApiHealthResponse, 'GET', '/health'),

    searchSynonyms: (locale: SearchLocale) =>
      call(searchSynonymsResponse, 'GET', `/search/synonyms?${queryString({ locale })}`),
    replaceSearchSynonyms: (locale: SearchLocale, synonyms: SearchSynonymSet[]) =>
      call(searchSynonymsResponse, 'PUT', '/search/synonyms', { locale, synonyms }),

    integrationClients: () => call(adminIntegrationClientListResponse, 'GET', '/integration-client'),
    createIntegrationClient: (name: string) =>
      call(adminIntegrationClientCreatedResponse, 'POST', '/integration-client', { name }),
    revokeIntegrationClient: (id: string) =>
      call(adminIntegrationClientResponse, 'POST', path`/integration-client/${id}/revoke`),
    integrationWebhook: () => call(adminWebhookResponse, 'GET', '/integration-webhook'),
    changeIntegrationWebhook: (url: string) =>
      call(adminWebhookChangedResponse, 'PUT', '/integration-webhook', { url }),
    rotateIntegrationWebhookSecret: (overlapHours: WebhookOverlapHours) =>
      call(adminWebhookChangedResponse, 'POST', '/integration-webhook/rotate-secret', { overlapHours }),
    testIntegrationWebhook: () => call(adminWebhookTestResponse, 'POST', '/integration-webhook/test'),
    integrationImports: (limit?: number) =>
      call(adminIntegrationImportListResponse, 'GET', `/integration-import?${queryString({ limit })}`),
    /** The content editor's subjects: content pages (`page`) or blog posts (`blog`). */
    contentPages: (kind: EditedContentKind) => call(adminContentPageListResponse, 'GET', `/content/${kind}`),
    createContentPage: (kind: EditedContentKind, key: string) =>
      call(adminContentPageResponse, 'POST', `/content/${kind}`, { key }),
    contentPage: (kind: EditedContentKind, id: string) =>
      call(adminContentPageResponse, 'GET', path`/content/${kind}/${id}`),
    saveContentDraft: (kind: EditedContentKind, id: string, draft: ContentDraftInput) =>
      call(adminContentPageResponse, 'PUT', path`/content/${kind}/${id}/draft`, { draft }),
    discardContentDraft: (kind: EditedContentKind, id: string) =>
      call(adminContentPageResponse, 'DELETE', path`/content/${kind}/${id}/draft`),
    publishContentPage: (kind: EditedContentKind, id: string) =>
      call(adminContentPageResponse, 'POST', path`/content/${kind}/${id}/publish`),
    /** Publishes the draft at a moment (ISO 8601), or takes the schedule back with null. */
    scheduleContentPage: (kind: EditedContentKind, id: string, publishAt: string | null) =>
      call(adminContentPageResponse, 'PUT', path`/content/${kind}/${id}/schedule`, { publishAt }),
    previewContentPage: (kind: EditedContentKind, id: string, locale: string) =>
      call(adminContentPreviewResponse, 'POST', path`/content/${kind}/${id}/preview`, { locale }),
    shopSettings: () => call(shopSettingsResponse, 'GET', '/settings'),
    saveShopSettings: (settings: ShopSettings) => call(shopSettingsResponse, 'PUT', '/settings', settings),
    mediaLibrary: (query: AdminMediaQuery) =>
      call(adminMediaListResponse, 'GET', `/media?${queryString(query)}`),
    mediaItem: (id: string) => call(adminMediaResponse, 'GET', path`/media/${id}`),
    /** A form with the picture in `file` and, optionally, `alt.nl`, `alt.fr`, `alt.en`. */
    uploadMedia: (form: FormData) => call(adminMediaResponse, 'POST', '/media', form, 60_000),
    changeMedia: (id: string, change: AdminMediaChange) =>
      call(adminMediaResponse, 'PATCH', path`/media/${id}`, change),
    deleteMedia: (id: string) => call(successResponse, 'DELETE', path`/media/${id}`),

    brands: (query: AdminBrandQuery) => call(adminBrandListResponse, 'GET', `/brand?${queryString(query)}`),
    brand: (id: string) => call(adminBrandResponse, 'GET', path`/brand/${id}`),
    changeBrand: (id: string, change: AdminBrandChange) =>
      call(adminBrandResponse, 'PATCH', path`/brand/${id}`, change),

    catalogFiles: (query: AdminCatalogFileQuery) =>
      call(adminCatalogFileListResponse, 'GET', `/catalog-file?${queryString(query)}`),
    catalogFile: (id: string) => call(adminCatalogFileResponse, 'GET', path`/catalog-file/${id}`),
    changeCatalogFile: (id: string, change: AdminCatalogFileChange) =>
      call(adminCatalogFileResponse, 'PATCH', path`/catalog-file/${id}`, change),

    navigation: (type: EditableNavigation) => call(adminNavigationResponse, 'GET', path`/navigation/${type}`),
    addNavigationEntry: (type: EditableNavigation, entry: AdminNavigationEntryInput) =>
      call(adminNavigationResponse, 'POST', path`/navigation/${type}`, entry),
    reorderNavigation: (type: EditableNavigation, ids: string[]) =>
      call(adminNavigationResponse, 'PUT', path`/navigation/${type}/order`, { ids }),
    removeNavigationEntry: (type: EditableNavigation, id: string) =>
      call(adminNavigationResponse, 'DELETE', path`/navigation/${type}/${id}`),

    orders: (query: AdminOrderListInput) =>
      call(adminOrderListResponse, 'GET', `/order?${queryString(query)}`),
    order: (id: string) => call(adminOrderResponse, 'GET', path`/order/${id}`),
    deliverOrderAgain: (id: string) => call(adminOrderResponse, 'POST', path`/order/${id}/deliver-again`),
    cancelOrder: (id: string, reason: string) =>
      call(adminOrderResponse, 'POST', path`/order/${id}/cancel`, { reason }),

    contactMessages: (query: InboxQuery) =>
      call(adminContactMessageListResponse, 'GET', `/contact-message?${queryString(query)}`),
    contactMessage: (id: string) => call(adminContactMessageResponse, 'GET', path`/contact-message/${id}`),
    changeContactMessage: (id: string, change: HandlingChange) =>
      call(adminContactMessageResponse, 'PATCH', path`/contact-message/${id}`, change),
    offerRequests: (query: AdminOfferRequestQuery) =>
      call(adminOfferRequestListResponse, 'GET', `/offer-request?${queryString(query)}`),
    offerRequest: (id: string) => call(adminOfferRequestResponse, 'GET', path`/offer-request/${id}`),
    changeOfferRequest: (id: string, change: HandlingChange) =>
      call(adminOfferRequestResponse, 'PATCH', path`/offer-request/${id}`, change),

    mails: (query: AdminMailQuery) => call(adminMailListResponse, 'GET', `/mail?${queryString(query)}`),
    mail: (id: string) => call(adminMailResponse, 'GET', path`/mail/${id}`),
    resendMail: (id: string) => call(adminMailResponse, 'POST', path`/mail/${id}/resend`),

    companyBudgets: (id: string) => call(adminCompanyBudgetsResponse, 'GET', path`/company/${id}/budgets`),
    companyPunchoutAccounts: (id: string) =>
      call(adminPunchoutAccountsResponse, 'GET', path`/company/${id}/punchout-accounts`),
    companyOrderLists: (id: string) => call(adminOrderListsResponse, 'GET', path`/company/${id}/order-lists`),
    companyCarts: (id: string) => call(adminCartsResponse, 'GET', path`/company/${id}/carts`),

    punchoutConnections: () => call(adminPunchoutConnectionsResponse, 'GET', '/punchout/connection'),
    punchoutConnection: (id: string) =>
      call(adminPunchoutConnectionResponse, 'GET', path`/punchout/connection/${id}`),
    createPunchoutConnection: (connection: AdminPunchoutConnectionRequest) =>
      call(adminPunchoutSecretResponse, 'POST', '/punchout/connection', connection),
    changePunchoutHosts: (id: string, allowedHosts: string[]) =>
      call(adminPunchoutConnectionResponse, 'PUT', path`/punchout/connection/${id}/allowed-hosts`, {
        allowedHosts,
      }),
    rotatePunchoutSecret: (id: string) =>
      call(adminPunchoutSecretResponse, 'POST', path`/punchout/connection/${id}/secret`),
    deletePunchoutConnection: (id: string) =>
      call(successResponse, 'DELETE', path`/punchout/connection/${id}`),
    testPunchoutSetup: (id: string, test: AdminPunchoutTestRequest) =>
      call(adminPunchoutTestResponse, 'POST', path`/punchout/connection/${id}/test-setup`, test),

    auditLog: (query: z.input<typeof auditLogQuery>) =>
      call(auditLogResponse, 'GET', `/audit-log?${queryString(query)}`),
  };
}

export type AdminApiClient = ReturnType<typeof createAdminApiClient>;
