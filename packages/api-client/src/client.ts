import { errorCodes, type ListingView } from '@tradeshop/domain';
import type { z } from 'zod';
import {
  type AddressInput,
  type ApprovalActionsRequest,
  type ApprovalListRequest,
  type ArticleLinkInput,
  type ArticleLinkListQuery,
  type ArticleLinksImportRequest,
  type AssignExternalContactRequest,
  type addLineItemsRequest,
  addressListResponse,
  addressResponse,
  approvalActionsResponse,
  approvalListResponse,
  approvalOrderResponse,
  type articleInformationRequest,
  articleInformationResponse,
  articleLinkListResponse,
  articleLinkResponse,
  articleLinksDeleteResponse,
  articleLinksImportResponse,
  articleLinksInfoResponse,
  type BlogListingRequest,
  type BrandCriteria,
  blogDetailResponse,
  blogListingResponse,
  blogPathResponse,
  brandListResponse,
  type CompanyPeopleRequest,
  type CompanyUserListRequest,
  type ContactFormRequest,
  type CostCenterInput,
  type CostPostInput,
  type CostPostsImportRequest,
  type CreateCompanyUserRequest,
  type CxmlSetupRequest,
  cart,
  cartApproversResponse,
  cartExternalContactResponse,
  cartOrderReferenceResponse,
  type categoryCriteria,
  categoryListResponse,
  type changePasswordRequest,
  citySearchResponse,
  cmsFooterResponse,
  companyExistsResponse,
  companyPeopleResponse,
  companyUserListResponse,
  companyUserResponse,
  contactFormResponse,
  contactFormTokenResponse,
  contextTokenResponse,
  costCenterListResponse,
  costCenterResponse,
  costPostChoicesResponse,
  costPostListResponse,
  costPostResponse,
  costPostSettingsResponse,
  costPostsImportResponse,
  customer,
  cxmlSetupResponse,
  cxmlStartResponse,
  deliverySettingsResponse,
  dismissExternalContactResponse,
  type ErpOrderHistoryQuery,
  type ErpReorderRequest,
  erpOrderDetailResponse,
  erpOrderHistoryResponse,
  errorEnvelope,
  externalContactsResponse,
  type FilesCatalogRequest,
  featureFlagsResponse,
  filesCatalogResponse,
  type HistoryDocumentKind,
  historySummaryResponse,
  type ImportUsersRequest,
  type InvoiceHistoryQuery,
  importUsersResponse,
  invoiceHistoryResponse,
  leadBuyersResponse,
  linesIntoCartResponse,
  listingSettingsResponse,
  type loginRequest,
  type media,
  type NavigationType,
  type NewsletterSubscriptionInput,
  navigationResponse,
  newsletterSubscriberResponse,
  newsletterSubscribersResponse,
  newsletterTokenResponse,
  type OciBackgroundRequest,
  type OciLoginRequest,
  type OciOneTimeIdRequest,
  type OciOneTimeLoginRequest,
  type OfferAcceptRequest,
  type OfferDeclineRequest,
  type OfferHistoryQuery,
  type OfferRequestInput,
  type OfferRequestQuery,
  type OrderFlowInput,
  type OrderFlowPartsInput,
  type OrderHistoryQuery,
  type OrderListCreate,
  type OrderListItemsInput,
  type OrderListQuery,
  type OrderListUpdate,
  type OrderReferenceInput,
  type OrderReferenceListRequest,
  type OrderReferencePartsInput,
  ociOneTimeIdResponse,
  offerDetailResponse,
  offerHistoryResponse,
  offerRequestPageResponse,
  offerRequestResponse,
  order,
  orderFlowListResponse,
  orderFlowResponse,
  orderHistoryDetailResponse,
  orderHistoryResponse,
  orderListCartResponse,
  orderListDetailResponse,
  orderListPageResponse,
  type orderListRequest,
  orderListResponse,
  orderReferenceListResponse,
  orderReferenceResponse,
  orderReferenceSearchResponse,
  outboxResponse,
  ownNewsletterResponse,
  type ProfileRequest,
  type PunchoutAccountInput,
  type pageRequest,
  pageResponse,
  pageWithProductCards,
  pendingApprovalsResponse,
  pickupLocationsResponse,
  type placeOrderRequest,
  productCardIncludes,
  productCardListingResult,
  type productCriteria,
  productDetailResponse,
  productListingResult,
  punchoutAccountResponse,
  punchoutSessionResponse,
  punchoutTransferResponse,
  type QuickOrderRequest,
  quickOrderCartResponse,
  quickOrderLookupResponse,
  type recoveryConfirmRequest,
  recoveryExpiredResponse,
  type recoveryRequest,
  type registerCompanyRequest,
  type registerCustomerRequest,
  registrationResponse,
  rolesResponse,
  salesChannelContext,
  type seoUrl,
  sitemapEntry,
  sitemapIndexResponse,
  successResponse,
  type UpdateCompanyUserRequest,
  type UpdateRolesRequest,
  type updateContextRequest,
  type updateLineItemsRequest,
  userFlowStatusResponse,
  vatCheckResponse,
  withdrawOrderResponse,
} from './contracts/index.ts';
import { clientErrorCodes, StoreApiError, singleError } from './errors.ts';

export type ProductCriteriaInput = z.input<typeof productCriteria>;
export type CategoryCriteriaInput = z.input<typeof categoryCriteria>;
export type PageRequestInput = z.input<typeof pageRequest>;
export type UpdateContextInput = z.input<typeof updateContextRequest>;
export type Media = z.infer<typeof media>;
export type SeoUrl = z.infer<typeof seoUrl>;
export type LoginInput = z.input<typeof loginRequest>;
export type RecoveryInput = z.input<typeof recoveryRequest>;
export type RecoveryConfirmInput = z.input<typeof recoveryConfirmRequest>;
export type ChangePasswordInput = z.input<typeof changePasswordRequest>;
export type RegisterCompanyInput = z.input<typeof registerCompanyRequest>;
export type RegisterCustomerInput = z.input<typeof registerCustomerRequest>;
export type ArticleInformationInput = z.input<typeof articleInformationRequest>;
export type AddLineItemsInput = z.input<typeof addLineItemsRequest>;
export type UpdateLineItemsInput = z.input<typeof updateLineItemsRequest>;
export type PlaceOrderInput = z.input<typeof placeOrderRequest>;
export type OrderListInput = z.input<typeof orderListRequest>;
export type OutboxMail = z.infer<typeof outboxResponse>['data'][number];

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** GET never carries a body, DELETE only when it names what to delete (e.g. several users). */
const withoutBody = (method: Method, body: unknown) =>
  method === 'GET' || (method === 'DELETE' && body === undefined);

/**
 * The access key of a demo start, printed in the README: known to everybody, so a production start
 * refuses it (the Store API's config, accessKeyProblem).
 */
export const demoAccessKey = 'SWSCTRADESHOPDEMOKEY0000001';

export interface StoreApiClientOptions {
  /** Base address including the `/store-api` path, e.g. `http://127.0.0.1:4000/store-api`. */
  baseUrl: string;
  accessKey: string;
  contextToken?: string | null;
  languageId?: string | null;
  fetch?: typeof fetch;
  /** Requests slower than this fail with status 408. */
  timeoutMs?: number;
  /** Address of the shopper's browser, sent as `x-forwarded-for` so failed logins are throttled per shopper. */
  clientAddress?: string | null;
}

const defaultTimeoutMs = 10_000;

/** A query string of the given parameters, leaving out those without a value. */
function queryString(query: object): URLSearchParams {
  return new URLSearchParams(
    Object.entries(query).flatMap(([key, value]): [string, string][] =>
      value === undefined ? [] : [[key, String(value)]],
    ),
  );
}

function jsonOf(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A whole sitemap file (up to 50,000 URLs) takes longer to read than a page's call. */
const sitemapFileTimeoutMs = 120_000;

/**
 * The lines of a streamed NDJSON answer, each checked against `schema` as it arrives, handed on in
 * batches (the lines each piece of the answer completes): a stream chunk per line would cost more
 * than the line. A line that does not fit ends the stream with an invalid-response error.
 */
function ndjsonBatches<Schema extends z.ZodType>(
  body: ReadableStream<Uint8Array>,
  schema: Schema,
  what: string,
): ReadableStream<z.infer<Schema>[]> {
  const parse = (line: string): z.infer<Schema> => {
    const parsed = schema.safeParse(jsonOf(line));
    if (parsed.success) return parsed.data;
    throw new StoreApiError(
      502,
      singleError(
        502,
        clientErrorCodes.invalidResponse,
        'Bad Gateway',
        `${what} answered a line of an unexpected shape: ${line.slice(0, 200)}`,
      ),
    );
  };
  const decoder = new TextDecoder();
  let partial = '';
  return body.pipeThrough(
    new TransformStream<Uint8Array, z.infer<Schema>[]>({
      transform(chunk, controller) {
        const lines = (partial + decoder.decode(chunk, { stream: true })).split('\n');
        partial = lines.pop() ?? '';
        const batch = lines.filter((line) => line !== '').map(parse);
        if (batch.length > 0) controller.enqueue(batch);
      },
      flush(controller) {
        partial += decoder.decode();
        if (partial) controller.enqueue([parse(partial)]);
      },
    }),
  );
}

/** The error of a call that got no (whole) answer: 408 when it ran out of time, 502 otherwise. */
function noAnswer(method: Method, path: string, timeout: number, error: unknown): StoreApiError {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new StoreApiError(
      408,
      singleError(
        408,
        clientErrorCodes.timeout,
        'Request Timeout',
        `${method} ${path} took longer than ${timeout} ms.`,
      ),
    );
  }
  return new StoreApiError(
    502,
    singleError(
      502,
      clientErrorCodes.unreachable,
      'Bad Gateway',
      `${method} ${path} failed: ${String(error)}`,
    ),
  );
}

export function createStoreApiClient(options: StoreApiClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // Shopware's CMS extensions (`/swag/…`) answer beside the Store API, outside its prefix.
  const urlOf = (path: string) =>
    path.startsWith('/swag/') ? `${baseUrl.replace(/\/store-api$/, '')}${path}` : `${baseUrl}${path}`;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  let contextToken = options.contextToken ?? null;
  let catalogVersion: string | null = null;

  /** The answer; an error answer (or none) throws a StoreApiError. */
  async function request(
    method: Method,
    path: string,
    body?: unknown,
    timeout = timeoutMs,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      accept: 'application/json, text/csv',
      'sw-access-key': options.accessKey,
    };
    if (contextToken) headers['sw-context-token'] = contextToken;
    if (options.languageId) headers['sw-language-id'] = options.languageId;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    // Fastify rejects an empty body announced as JSON, so only requests with a body carry the type.
    if (!withoutBody(method, body)) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(urlOf(path), {
        method,
        headers,
        body: withoutBody(method, body) ? undefined : JSON.stringify(body ?? {}),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      throw noAnswer(method, path, timeout, error);
    }

    const token = response.headers.get('sw-context-token');
    if (token) contextToken = token;
    catalogVersion = response.headers.get('sw-catalog-version') ?? catalogVersion;

    if (!response.ok) {
      const text = await response.text();
      const envelope = errorEnvelope.safeParse(jsonOf(text));
      throw new StoreApiError(
        response.status,
        envelope.success && envelope.data.errors.length > 0
          ? envelope.data.errors
          : singleError(
              response.status,
              errorCodes.unknown,
              response.statusText || 'Error',
              text.slice(0, 500),
            ),
      );
    }
    return response;
  }

  /**
   * The answer's text; an error answer (or none) throws a StoreApiError. The timeout runs until the
   * whole answer is read: a Store API process that stops halfway through ends the call there.
   */
  async function send(method: Method, path: string, body?: unknown, timeout = timeoutMs): Promise<string> {
    const response = await request(method, path, body, timeout);
    try {
      return await response.text();
    } catch (error) {
      throw noAnswer(method, path, timeout, error);
    }
  }

  async function call<Schema extends z.ZodType>(
    schema: Schema,
    method: Method,
    path: string,
    body?: unknown,
    timeout?: number,
  ): Promise<z.infer<Schema>> {
    const parsed = schema.safeParse(jsonOf(await send(method, path, body, timeout)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new StoreApiError(
        502,
        singleError(
          502,
          clientErrorCodes.invalidResponse,
          'Bad Gateway',
          `${method} ${path} answered an unexpected shape at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
        ),
      );
    }
    return parsed.data;
  }

  /** Login and logout end the session: later calls go with the token they hand out. */
  async function switchSession(path: string, body?: unknown) {
    const answer = await call(contextTokenResponse, 'POST', path, body);
    contextToken = answer.contextToken;
    return answer;
  }

  return {
    /** The session token of the last answer (or the one the client was created with). */
    get contextToken(): string | null {
      return contextToken;
    },
    /**
     * The catalogue version the last answer named: what does not depend on the session (navigation,
     * footer) may be kept until it changes.
     */
    get catalogVersion(): string | null {
      return catalogVersion;
    },
    context: () => call(salesChannelContext, 'GET', '/context'),
    updateContext: (body: UpdateContextInput) => call(contextTokenResponse, 'PATCH', '/context', body),
    search: (criteria: ProductCriteriaInput) => call(productListingResult, 'POST', '/search', criteria),
    /** A search answering product cards only (`productCardIncludes`). */
    searchCards: (criteria: ProductCriteriaInput) =>
      call(productCardListingResult, 'POST', '/search', { ...criteria, includes: productCardIncludes }),
    /** The quick search: its best matches as cards, with the categories and brands it leads to. */
    suggestCards: (criteria: ProductCriteriaInput & { search: string }) =>
      call(productCardListingResult, 'POST', '/search-suggest', {
        ...criteria,
        includes: productCardIncludes,
      }),
    productListing: (categoryId: string, criteria: ProductCriteriaInput) =>
      call(productListingResult, 'POST', `/product-listing/${encodeURIComponent(categoryId)}`, criteria),
    listingSettings: () => call(listingSettingsResponse, 'GET', '/product-listing/settings'),
    /** Per storefront language, how many URLs the catalogue's sitemap lists and in how many files. */
    sitemapIndex: () => call(sitemapIndexResponse, 'GET', '/dexis/sitemap'),
    /**
     * A language's sitemap file (from 1) as batches of its entries, streamed as the Store API reads
     * them from the catalogue: never the whole file in memory.
     */
    sitemapFile: async (localeCode: string, page: number) => {
      const path = `/dexis/sitemap/${encodeURIComponent(localeCode)}/${page}`;
      const response = await request('GET', path, undefined, sitemapFileTimeoutMs);
      return ndjsonBatches(response.body!, sitemapEntry, `GET ${path}`);
    },
    product: (id: string) => call(productDetailResponse, 'POST', `/product/${encodeURIComponent(id)}`),
    navigation: (type: NavigationType, depth: number) =>
      call(navigationResponse, 'GET', `/navigation/${type}/${type}?depth=${depth}`),
    /** The children of a category, with their pictures, as its page shows them in tiles. */
    subcategories: (categoryId: string) =>
      call(
        navigationResponse,
        'GET',
        `/navigation/${encodeURIComponent(categoryId)}/${encodeURIComponent(categoryId)}?depth=1`,
      ),
    categories: (criteria: CategoryCriteriaInput) =>
      call(categoryListResponse, 'POST', '/category', criteria),
    /** Brands with active articles, sorted by name (Shopware's criteria; up to 500 a page). */
    brands: (criteria: BrandCriteria) => call(brandListResponse, 'POST', '/product-manufacturer', criteria),
    /** The files catalogue's downloads a search finds, with counts per kind and language. */
    filesCatalog: (body: FilesCatalogRequest) =>
      call(filesCatalogResponse, 'POST', '/dexis/files-catalog', body),
    page: (request: PageRequestInput) => call(pageResponse, 'POST', '/pwa/page', request),
    /** A page whose category listing answers product cards only (`productCardIncludes`). */
    pageWithCards: (request: PageRequestInput) =>
      call(pageWithProductCards, 'POST', '/pwa/page', {
        ...request,
        query: { ...request.query, includes: productCardIncludes },
      }),
    /**
     * A page of the blog, newest first, optionally filtered on blog category ids (`tagIds`). The shop
     * has one blog: any listing id names it.
     */
    blogListing: (body: BlogListingRequest, listingId = 'blog') =>
      call(blogListingResponse, 'POST', `/h1webblog-listing/${encodeURIComponent(listingId)}`, body),
    /** A blog post with its blocks and related posts; 404 when it is not shown in the language. */
    blogPost: (id: string) => call(blogDetailResponse, 'GET', `/dexis/blog/${encodeURIComponent(id)}`),
    /** The blog post a path (`blog/<slug>`) names, and its canonical path; 404 when none. */
    blogPath: (path: string) =>
      call(blogPathResponse, 'GET', `/dexis/blog/path?${new URLSearchParams({ path })}`),
    login: (credentials: LoginInput) => switchSession('/account/login', credentials),
    logout: () => switchSession('/account/logout'),
    customer: () => call(customer, 'GET', '/account/customer'),
    recoveryPassword: (body: RecoveryInput) =>
      call(successResponse, 'POST', '/account/recovery-password', body),
    isRecoveryExpired: (hash: string) =>
      call(recoveryExpiredResponse, 'POST', '/account/customer/recovery-is-expired', { hash }),
    confirmRecovery: (body: RecoveryConfirmInput) =>
      call(successResponse, 'POST', '/account/recovery-password-confirm', body),
    changePassword: (body: ChangePasswordInput) =>
      call(successResponse, 'POST', '/account/change-password', body),
    changeProfile: (body: ProfileRequest) => call(customer, 'POST', '/account/change-profile', body),
    /** Remembers cards or compact rows for the user's listings and search. */
    changeListingView: (view: ListingView) => call(customer, 'POST', '/account/listing-view', { view }),
    featureFlags: () => call(featureFlagsResponse, 'GET', '/dexis/feature-flags'),
    deliverySettings: () => call(deliverySettingsResponse, 'GET', '/dexis/delivery-settings'),
    /** The footer content page of the session's language; null when the shop has none. */
    cmsFooter: () => call(cmsFooterResponse, 'GET', '/dexis/cms/footer'),

    addresses: () => call(addressListResponse, 'POST', '/account/list-address'),
    createAddress: (companyId: string, address: AddressInput) =>
      call(addressResponse, 'POST', `/dexis/companies/${encodeURIComponent(companyId)}/address`, address),
    updateAddress: (companyId: string, addressId: string, address: AddressInput) =>
      call(
        addressResponse,
        'PUT',
        `/dexis/companies/${encodeURIComponent(companyId)}/address/${encodeURIComponent(addressId)}`,
        address,
      ),
    deleteAddress: (companyId: string, addressId: string) =>
      call(
        successResponse,
        'DELETE',
        `/dexis/companies/${encodeURIComponent(companyId)}/address/${encodeURIComponent(addressId)}`,
      ),
    /** A lead buyer has VIES asked again about the company's number abroad. */
    checkVatNumberAgain: () => call(vatCheckResponse, 'POST', '/dexis/companies/vat-check'),
    companyUsers: (body: CompanyUserListRequest) =>
      call(companyUserListResponse, 'POST', '/dexis/companies/customers', body),
    /** The company's active lead buyers: whom the user asks for a right. */
    leadBuyers: () => call(leadBuyersResponse, 'GET', '/dexis/companies/lead-buyers'),
    companyUser: (id: string) =>
      call(companyUserResponse, 'GET', `/dexis/companies/customers/${encodeURIComponent(id)}`),
    createCompanyUser: (body: CreateCompanyUserRequest) =>
      call(companyUserResponse, 'POST', '/dexis/companies/customers/create', body),
    /** A new invitation for a user who has not chosen a password yet; earlier links end. */
    resendInvitation: (id: string, storefrontUrl: string) =>
      call(companyUserResponse, 'POST', `/dexis/companies/customers/${encodeURIComponent(id)}/invitation`, {
        storefrontUrl,
      }),
    updateCompanyUser: (id: string, body: UpdateCompanyUserRequest) =>
      call(companyUserResponse, 'PATCH', `/dexis/companies/customers/${encodeURIComponent(id)}`, body),
    deleteCompanyUsers: (customerIds: string[]) =>
      call(successResponse, 'DELETE', '/dexis/companies/customers', { customerIds }),
    importCompanyUsers: (body: ImportUsersRequest) =>
      call(importUsersResponse, 'POST', '/dexis/companies/customers/import', body),
    userRoles: (id: string) => call(rolesResponse, 'GET', `/dexis/account/${encodeURIComponent(id)}/role`),
    updateUserRoles: (id: string, body: UpdateRolesRequest) =>
      call(rolesResponse, 'PUT', `/dexis/account/${encodeURIComponent(id)}/role`, body),
    orderFlows: () => call(orderFlowListResponse, 'GET', '/dexis/order-flow'),
    orderFlow: (id: string) => call(orderFlowResponse, 'GET', `/dexis/order-flow/${encodeURIComponent(id)}`),
    createOrderFlow: (body: OrderFlowInput) => call(orderFlowResponse, 'POST', '/dexis/order-flow', body),
    updateOrderFlow: (id: string, body: OrderFlowInput) =>
      call(orderFlowResponse, 'PUT', `/dexis/order-flow/${encodeURIComponent(id)}`, body),
    /** The budget, the approval or both of a flow, for users who may change only one of them. */
    changeOrderFlowParts: (id: string, body: OrderFlowPartsInput) =>
      call(orderFlowResponse, 'PATCH', `/dexis/order-flow/${encodeURIComponent(id)}`, body),
    /** The active users of the own company whom a flow or an order reference may name. */
    companyPeople: (query: CompanyPeopleRequest = {}) =>
      call(companyPeopleResponse, 'GET', `/dexis/company-people?${queryString(query)}`),
    assignOrderFlow: (id: string, customerIds: string[]) =>
      call(orderFlowResponse, 'POST', `/dexis/order-flow/${encodeURIComponent(id)}/assign`, { customerIds }),
    deleteOrderFlow: (id: string) =>
      call(successResponse, 'DELETE', `/dexis/order-flow/${encodeURIComponent(id)}`),
    /** The logged-in user's flow for the cart: remaining budget and from which total approval is needed. */
    orderFlowStatus: () => call(userFlowStatusResponse, 'GET', '/dexis/order-flow/status'),
    /** The shop's orders of the user (or the company), newest first, by status and term. */
    orderHistory: (query: OrderHistoryQuery) =>
      call(orderHistoryResponse, 'GET', `/dexis/sw/order/history?${queryString(query)}`),
    orderHistoryDetail: (orderNumber: string) =>
      call(
        orderHistoryDetailResponse,
        'GET',
        `/dexis/sw/order/history/detail?${new URLSearchParams({ orderNumber })}`,
      ),
    /** The confirmation PDF of a shop order the user sees, by the order's id. */
    orderConfirmation: async (orderId: string) => {
      const response = await request('GET', `/dexis/order/${encodeURIComponent(orderId)}/confirmation`);
      return { bytes: new Uint8Array(await response.arrayBuffer()) };
    },
    /** The ERP's orders from every channel (USE_NATIVE_ORDER_HISTORY off). */
    erpOrderHistory: (query: ErpOrderHistoryQuery) =>
      call(erpOrderHistoryResponse, 'GET', `/dexis/order/history?${queryString(query)}`),
    erpOrderDetail: (query: { orderNumber: string; firm?: string; warehouse?: string }) =>
      call(erpOrderDetailResponse, 'GET', `/dexis/order/history/detail?${queryString(query)}`),
    /** Puts an ERP order's lines (all, or the chosen positions) into the cart; names what could not go in. */
    erpReorder: (body: ErpReorderRequest) =>
      call(linesIntoCartResponse, 'POST', '/dexis/order/history/reorder', body),
    /** The company's invoices and credit notes, with the links to their PDFs. */
    /** What the dashboard counts: backorders, invoices to pay, offers that hold (null without the right). */
    historySummary: () => call(historySummaryResponse, 'GET', '/dexis/history/summary'),
    invoiceHistory: (query: InvoiceHistoryQuery) =>
      call(invoiceHistoryResponse, 'GET', `/dexis/invoice/history?${queryString(query)}`),
    offerHistory: (query: OfferHistoryQuery) =>
      call(offerHistoryResponse, 'GET', `/dexis/offer/history?${queryString(query)}`),
    offerDetail: (offerNumber: string) =>
      call(offerDetailResponse, 'GET', `/dexis/offer/history/detail?${queryString({ offerNumber })}`),
    /** Accepts an open offer: its lines (all, or the chosen positions) into the cart at the offered prices. */
    acceptOffer: (body: OfferAcceptRequest) =>
      call(linesIntoCartResponse, 'POST', '/dexis/offer/accept', body),
    declineOffer: (body: OfferDeclineRequest) =>
      call(offerDetailResponse, 'POST', '/dexis/offer/decline', body),
    /** The PDF of an invoice, its delivery proof or an offer of the user's company, or an invoice's e-invoice (UBL). */
    document: async (kind: HistoryDocumentKind, number: string) => {
      const response = await request('GET', `/dexis/documents/${kind}/${encodeURIComponent(number)}`);
      return { bytes: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get('etag') };
    },
    /** OCI entry: logs the punch-out user in for the procurement system's HOOK_URL. */
    ociLogin: (body: OciLoginRequest) => call(contextTokenResponse, 'POST', '/AgiqonOciEntry/login', body),
    /** The signed moment a contact form is opened; it goes back with the message. */
    contactFormToken: () => call(contactFormTokenResponse, 'GET', '/dexis/contact/form-token'),
    /** A message through the contact form; answers its reference. */
    sendContactForm: (body: ContactFormRequest) =>
      call(contactFormResponse, 'POST', '/swag/cms-extensions/form', body),
    /** OCI entry by a one-time id the procurement system fetched with `ociOneTimeId`. */
    ociOneTimeLogin: (id: string, body: OciOneTimeLoginRequest) =>
      call(contextTokenResponse, 'POST', `/AgiqonOciEntry/otp/${encodeURIComponent(id)}`, body),
    /** Server to server: a one-time id for the OCI entry, for the OCI username and password. */
    ociOneTimeId: (body: OciOneTimeIdRequest) =>
      call(ociOneTimeIdResponse, 'POST', '/dexis/punchout/oci/one-time-id', body),
    /** OCI's FUNCTION=VALIDATE or BACKGROUND_SEARCH: the items as a transfer, and the session ends. */
    ociBackground: (body: OciBackgroundRequest) =>
      call(punchoutTransferResponse, 'POST', '/dexis/punchout/oci/background', body),
    ociLogout: () => call(contextTokenResponse, 'POST', '/AgiqonOciEntry/logout'),
    /** How a user of the company connects through its procurement system (without secrets), or null. */
    punchoutAccount: (customerId: string) =>
      call(punchoutAccountResponse, 'GET', `/dexis/punchout/account/${encodeURIComponent(customerId)}`),
    setPunchoutAccount: async (customerId: string, body: PunchoutAccountInput) => {
      await send('PUT', `/dexis/punchout/account/${encodeURIComponent(customerId)}`, body);
    },
    removePunchoutAccount: async (customerId: string) => {
      await send('DELETE', `/dexis/punchout/account/${encodeURIComponent(customerId)}`);
    },
    punchoutSession: () => call(punchoutSessionResponse, 'GET', '/dexis/punchout/session'),
    /** The shop's cXML endpoint: a setup request in, the cXML answer and its status out. */
    cxmlSetup: (body: CxmlSetupRequest) => call(cxmlSetupResponse, 'POST', '/DexisCxmlEntry/setup', body),
    cxmlStart: (customerId: string, secret: string) =>
      call(
        cxmlStartResponse,
        'POST',
        `/DexisCxmlEntry/auth/${encodeURIComponent(customerId)}/${encodeURIComponent(secret)}`,
      ),
    cxmlInspect: () => call(cart, 'POST', '/DexisCxmlEntry/inspect'),
    /** The cart back to the procurement system: the form to post, and the fresh token of the ended session. */
    transferPunchoutCart: () => call(punchoutTransferResponse, 'POST', '/dexis/punchout/transfer'),
    /** How many orders wait for the logged-in approver, and the newest of them. */
    pendingApprovals: () => call(pendingApprovalsResponse, 'GET', '/dexis/order-flow/pending'),
    /** Who would decide the cart's order if it has to wait for approval; nobody means it is refused. */
    cartApprovers: () => call(cartApproversResponse, 'GET', '/dexis/order-flow/approvers'),
    /** Withdraws the user's own order while it waits for approval. */
    withdrawOrder: (id: string) =>
      call(withdrawOrderResponse, 'POST', `/dexis/sw/order/${encodeURIComponent(id)}/withdraw`),
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
    approvals: (body: ApprovalListRequest) =>
      call(approvalListResponse, 'POST', '/dexis/order/approvals', body),
    approval: (id: string) => call(approvalOrderResponse, 'GET', `/dexis/order/${encodeURIComponent(id)}`),
    decideApprovals: (body: ApprovalActionsRequest) =>
      call(approvalActionsResponse, 'POST', '/dexis/order/approvals/actions', body),
    setDefaultShippingAddress: (addressId: string) =>
      call(addressResponse, 'PATCH', `/account/address/default-shipping/${encodeURIComponent(addressId)}`),

    companyExists: (query: { vatNumber?: string; companyNumber?: string }) =>
      call(
        companyExistsResponse,
        'GET',
        `/dexis/register/company/exists?${new URLSearchParams(query as Record<string, string>)}`,
      ),
    registerCompany: (body: RegisterCompanyInput) =>
      call(registrationResponse, 'POST', '/dexis/register/company', body),
    registerCustomer: (body: RegisterCustomerInput) =>
      call(registrationResponse, 'POST', '/dexis/register/company/customer', body),
    confirmRegistration: (hash: string) =>
      call(successResponse, 'POST', '/account/register-confirm', { hash }),
    searchCities: (query: string, limit = 10) =>
      call(
        citySearchResponse,
        'GET',
        `/dexis/register/cities/search?${new URLSearchParams({ query, limit: String(limit) })}`,
      ),
    /** Opens a customer's session for a staff member with a token from `npm run login-as-customer`. */
    loginAsCustomer: (token: string) => switchSession('/account/login-as-customer', { token }),

    articleInformation: (body: ArticleInformationInput, timeoutMs = 30_000) =>
      call(articleInformationResponse, 'POST', '/dexis/article/information', body, timeoutMs),
    articleLinksInfo: (productIds: string[]) =>
      call(articleLinksInfoResponse, 'POST', '/dexis/article-links/info', { productIds }),
    articleLinks: (query: ArticleLinkListQuery) =>
      call(articleLinkListResponse, 'GET', `/dexis/article-links?${queryString(query)}`),
    createArticleLink: (body: ArticleLinkInput) =>
      call(articleLinkResponse, 'POST', '/dexis/article-links', body),
    updateArticleLink: (linkId: string, customerSku: string) =>
      call(articleLinkResponse, 'PUT', `/dexis/article-links/${encodeURIComponent(linkId)}`, { customerSku }),
    deleteArticleLink: (linkId: string) =>
      call(successResponse, 'DELETE', `/dexis/article-links/${encodeURIComponent(linkId)}`),
    deleteArticleLinks: (ids: string[]) =>
      call(articleLinksDeleteResponse, 'DELETE', '/dexis/article-links', { ids }),
    importArticleLinks: (body: ArticleLinksImportRequest, timeoutMs = 60_000) =>
      call(articleLinksImportResponse, 'POST', '/dexis/article-links/import', body, timeoutMs),
    /** The company's links as CSV: what the import reads. */
    exportArticleLinks: (search?: string) =>
      send('POST', '/dexis/article-links/export', search ? { search } : {}, 60_000),
    /** An import file with the columns and one example row. */
    articleLinksTemplate: () => send('GET', '/dexis/article-links/template'),
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
    /** The company's active users with their newsletter subscriptions (ROLE_MANAGE_NEWS_LETTERS). */
    newsletterSubscribers: (term = '') =>
      call(newsletterSubscribersResponse, 'GET', `/dexis/newsletter/subscriptions?${queryString({ term })}`),
    subscribeColleague: (customerId: string, body: NewsletterSubscriptionInput) =>
      call(
        newsletterSubscriberResponse,
        'PUT',
        `/dexis/newsletter/subscriptions/${encodeURIComponent(customerId)}`,
        body,
      ),
    unsubscribeColleague: (customerId: string) =>
      call(
        newsletterSubscriberResponse,
        'DELETE',
        `/dexis/newsletter/subscriptions/${encodeURIComponent(customerId)}`,
      ),
    ownNewsletter: () => call(ownNewsletterResponse, 'GET', '/dexis/newsletter/subscription'),
    subscribeOwnNewsletter: (body: NewsletterSubscriptionInput) =>
      call(ownNewsletterResponse, 'PUT', '/dexis/newsletter/subscription', body),
    unsubscribeOwnNewsletter: () => call(ownNewsletterResponse, 'DELETE', '/dexis/newsletter/subscription'),
    /** Follows the link of a newsletter confirmation mail. */
    confirmNewsletter: (token: string) =>
      call(newsletterTokenResponse, 'POST', '/dexis/newsletter/confirm', { token }),
    /** Follows the unsubscribe link of a newsletter mail; no login needed. */
    unsubscribeNewsletter: (token: string) =>
      call(newsletterTokenResponse, 'POST', '/dexis/newsletter/unsubscribe', { token }),
    /** Asks for an offer on the lines of the cart (which stays as it is) or of an order list. */
    requestOffer: (body: OfferRequestInput) =>
      call(offerRequestResponse, 'POST', '/dexis/offer-request', body),
    /** The company's offer requests, newest first, with the offers that answered them. */
    offerRequests: (query: OfferRequestQuery) =>
      call(offerRequestPageResponse, 'GET', `/dexis/offer-request?${queryString(query)}`),
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

    cart: () => call(cart, 'GET', '/checkout/cart'),
    addToCart: (body: AddLineItemsInput, timeoutMs = 30_000) =>
      call(cart, 'POST', '/checkout/cart/line-item', body, timeoutMs),
    updateCartLines: (body: UpdateLineItemsInput) => call(cart, 'PATCH', '/checkout/cart/line-item', body),
    removeCartLines: (ids: string[]) =>
      call(
        cart,
        'DELETE',
        `/checkout/cart/line-item?${new URLSearchParams(ids.map((lineId): [string, string] => ['ids', lineId]))}`,
      ),
    emptyCart: () => call(cart, 'DELETE', '/checkout/cart'),
    placeOrder: (body: PlaceOrderInput) => call(order, 'POST', '/checkout/order', body),
    orders: (body: OrderListInput) => call(orderListResponse, 'POST', '/order', body),
    pickupLocations: () => call(pickupLocationsResponse, 'GET', '/checkout/pickup-locations'),

    /** The outbox of a development install (no SMTP): 404 elsewhere. */
    outbox: () => call(outboxResponse, 'GET', '/_dev/mails'),
  };
}

export type StoreApiClient = ReturnType<typeof createStoreApiClient>;
