/** Error codes the Store API answers with in its error envelope. */
export const errorCodes = {
  invalidAccessKey: 'FRAMEWORK__API_INVALID_ACCESS_KEY',
  invalidContextToken: 'FRAMEWORK__INVALID_CONTEXT_TOKEN',
  invalidLanguage: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
  invalidRequest: 'FRAMEWORK__INVALID_REQUEST',
  malformedBody: 'FRAMEWORK__MALFORMED_REQUEST_BODY',
  /** The body is larger than its route takes (1 MB unless the route says more): it was not read. */
  bodyTooLarge: 'FRAMEWORK__REQUEST_BODY_TOO_LARGE',
  notFound: 'FRAMEWORK__ROUTE_NOT_FOUND',
  productNotFound: 'CONTENT__PRODUCT_NOT_FOUND',
  categoryNotFound: 'CONTENT__CATEGORY_NOT_FOUND',
  pageNotFound: 'CONTENT__PAGE_NOT_FOUND',
  maintenance: 'FRAMEWORK__MAINTENANCE_MODE',
  /** No storefront page is kept under this address in the current catalogue version: render and keep it. */
  pageCacheMiss: 'DEXIS__PAGE_CACHE_MISS',
  /** Pages are not served from the cache now (maintenance mode): render, keep nothing. */
  pageCacheOff: 'DEXIS__PAGE_CACHE_OFF',
  /** The page was rendered in a catalogue version that is no longer the current one. */
  pageCacheStale: 'DEXIS__PAGE_CACHE_STALE_VERSION',
  /** Only the storefront (a trusted proxy of the Store API) keeps pages. */
  pageCacheRefused: 'DEXIS__PAGE_CACHE_REFUSED',
  badCredentials: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS',
  customerInactive: 'DEXIS__CUSTOMER_IS_INACTIVE',
  companyInactive: 'DEXIS__COMPANY_IS_INACTIVE',
  forcedRecovery: 'DEXIS__FORCED_CUSTOMER_RECOVERY',
  loginThrottled: 'CHECKOUT__CUSTOMER_AUTH_THROTTLED',
  notLoggedIn: 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN',
  passwordNotCorrect: 'CUSTOMER_PASSWORD_NOT_CORRECT',
  recoveryExpired: 'CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED',
  addressNotFound: 'CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND',
  addressIsBilling: 'DEXIS__ADDRESS_IS_BILLING_ADDRESS',
  missingRight: 'DEXIS__MISSING_RIGHT',
  /** VIES knows only numbers of EU member states other than Belgium's own. */
  vatNumberNotCheckable: 'DEXIS__VAT_NUMBER_NOT_CHECKABLE',
  optInNotCompleted: 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
  confirmationExpired: 'CHECKOUT__CUSTOMER_CONFIRMATION_HASH_EXPIRED',
  loginAsCustomerInvalid: 'DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID',
  usernameExists: 'VIOLATION::USERNAME_EXISTS',
  usernameNotUnique: 'VIOLATION::CUSTOMER_USERNAME_NOT_UNIQUE',
  /** Another user of the company has this e-mail address: a new user may share it only when confirmed. */
  emailAlreadyUsed: 'VIOLATION::EMAIL_ALREADY_USED',
  invalidRole: 'VIOLATION::INVALID_ROLE',
  /** The user chose a password from an invitation already: there is nothing to invite them to. */
  invitationAccepted: 'DEXIS__INVITATION_ACCEPTED',
  /** The user was sent as many invitations as an hour allows. */
  invitationTooMany: 'DEXIS__INVITATION_TOO_MANY',
  invalidUuid: 'VIOLATION::INVALID_UUID',
  customerNotFound: 'CHECKOUT__CUSTOMER_NOT_FOUND',
  customerIsSelf: 'DEXIS__CUSTOMER_IS_SELF',
  lastLeadBuyer: 'DEXIS__LAST_LEAD_BUYER',
  orderFlowNotFound: 'DEXIS__ORDER_FLOW_NOT_FOUND',
  orderFlowNameNotUnique: 'DEXIS__ORDER_FLOW_NAME_NOT_UNIQUE',
  orderFlowHasPendingOrders: 'DEXIS__ORDER_FLOW_HAS_PENDING_ORDERS',
  orderNotPending: 'DEXIS__ORDER_NOT_PENDING',
  ownOrderApproval: 'DEXIS__OWN_ORDER_APPROVAL',
  /** The order needs approval, but nobody besides the buyer may approve it: it is not placed. */
  orderWithoutApprover: 'DEXIS__ORDER_WITHOUT_APPROVER',
  /** The order's total is above what is left of the user's flow budget: neither placed nor sent for approval. */
  flowBudgetBlocked: 'dexis-flow-unsufficient-budget-blocked',
  orderReferenceBudgetBlocked: 'dexis-order-reference-unsufficient-budget-blocked',
  orderReferenceNotFound: 'DEXIS__ORDER_REFERENCE_NOT_FOUND',
  orderReferenceNameNotUnique: 'ORDER_REFERENCE_NAME_NOT_UNIQUE',
  orderReferenceHasPendingOrders: 'DEXIS__ORDER_REFERENCE_HAS_PENDING_ORDERS',
  /** The cart's order reference may no longer be used by the user (inactive, removed from it). */
  orderReferenceNotAvailable: 'DEXIS__ORDER_REFERENCE_NOT_AVAILABLE',
  costCenterNotFound: 'DEXIS__COST_CENTER_NOT_FOUND',
  costCenterCodeNotUnique: 'COST_CENTER_CODE_NOT_UNIQUE',
  /** The external contact is not one of an active cost centre of the user's company. */
  costCenterContactNotFound: 'DEXIS__COST_CENTER_CONTACT_NOT_FOUND',
  /** The contract is not one of the chosen contact's cost centre. */
  costCenterContractNotFound: 'DEXIS__COST_CENTER_CONTRACT_NOT_FOUND',
  /** The contract's validity dates do not include today. */
  costCenterContractNotValid: 'DEXIS__COST_CENTER_CONTRACT_NOT_VALID',
  /** Not a cost post of the user's company (or, in checkout, not an active one). */
  costPostNotFound: 'DEXIS__COST_POST_NOT_FOUND',
  costPostCodeNotUnique: 'DEXIS__COST_POST_CODE_NOT_UNIQUE',
  /** The company charges every order line to a cost post: some line has none. */
  costPostRequired: 'DEXIS__COST_POST_REQUIRED',
  /** Article links (account-and-ordering.md §8): the company's own numbers name one article each. */
  articleLinkCustomerSkuNotUnique: 'DEXIS__ARTICLE_LINK_CUSTOMER_SKU_NOT_UNIQUE',
  articleLinkProductIdNotUnique: 'DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_UNIQUE',
  articleLinkProductIdNotFound: 'DEXIS__ARTICLE_LINK_PRODUCT_ID_NOT_FOUND',
  articleLinkNotFound: 'DEXIS__ARTICLE_LINK_NOT_FOUND',
  /** A newsletter link (confirmation or unsubscribe) that is unknown or has expired. */
  newsletterLinkInvalid: 'DEXIS__NEWSLETTER_LINK_INVALID',
  /** A newsletter link that was followed already: it works once. */
  newsletterLinkUsed: 'DEXIS__NEWSLETTER_LINK_USED',
  orderListNotFound: 'DEXIS__ORDER_LIST_NOT_FOUND',
  /** Only its creator or a lead buyer changes or deletes an order list. */
  orderListNotYours: 'DEXIS__ORDER_LIST_NOT_YOURS',
  orderListItemNotFound: 'DEXIS__ORDER_LIST_ITEM_NOT_FOUND',
  /** A quick-order row's number is the manufacturer's number of several articles. */
  quickOrderAmbiguous: 'DEXIS__QUICK_ORDER_AMBIGUOUS',
  /** CSV imports (account-and-ordering.md §5). */
  csvInvalidFile: 'DEXIS__CSV_INVALID_FILE',
  csvTooLarge: 'DEXIS__CSV_TOO_LARGE',
  csvInvalidFormat: 'DEXIS__CSV_INVALID_FORMAT',
  csvEmptyFile: 'DEXIS__CSV_EMPTY_FILE',
  csvAllRowsFailed: 'DEXIS__CSV_ALL_ROWS_FAILED',
  /** A history filter whose From date lies after its To date (account-and-ordering.md §5). */
  invalidPeriod: 'DEXIS__INVALID_PERIOD',
  /** A document (invoice, offer, their PDFs) the user's company does not hold. */
  documentNotFound: 'DEXIS__DOCUMENT_NOT_FOUND',
  /** An offer whose prices no longer hold (processed by the ERP or expired): it cannot be accepted or declined. */
  offerClosed: 'DEXIS__OFFER_CLOSED',
  /** An offer the buyer declined: it cannot be accepted any more. */
  offerDeclined: 'DEXIS__OFFER_DECLINED',
  /** An offer the buyer accepted: it cannot be declined any more. */
  offerAccepted: 'DEXIS__OFFER_ACCEPTED',
  /** An offer request from a cart or an order list without lines: nothing to make an offer for. */
  offerRequestWithoutLines: 'DEXIS__OFFER_REQUEST_WITHOUT_LINES',
  /** An offer request's wished date lies before today (a Belgian day). */
  offerRequestWishedDateInPast: 'DEXIS__OFFER_REQUEST_WISHED_DATE_IN_PAST',
  /** Punch-out: an OCI username and password (or one-time id) the shop does not know. */
  punchoutInvalidCredentials: 'PUNCHOUT__INVALID_CREDENTIALS',
  /** A HOOK_URL or BrowserFormPost that is no http(s) address. */
  punchoutInvalidReturnUrl: 'PUNCHOUT__INVALID_RETURN_URL',
  /** A HOOK_URL or BrowserFormPost whose host the punch-out account does not allow. */
  punchoutReturnHostNotAllowed: 'PUNCHOUT__RETURN_HOST_NOT_ALLOWED',
  /** An OCI username or cXML sender another user already logs in with. */
  punchoutCredentialsTaken: 'PUNCHOUT__CREDENTIALS_TAKEN',
  /** A cXML start page or OCI one-time id that is unknown, expired or used already. */
  punchoutStartInvalid: 'PUNCHOUT__START_INVALID',
  /** An OCI entry by password for an account that takes one-time ids only. */
  punchoutOneTimeIdRequired: 'PUNCHOUT__ONE_TIME_ID_REQUIRED',
  /** OCI's FUNCTION that the shop does not answer (SOURCING, INITIALIZE, unknown) or without its parameters. */
  punchoutInvalidFunction: 'PUNCHOUT__INVALID_FUNCTION',
  /** A cart line the procurement system's fields cannot carry (e.g. a unit without an SAP code). */
  punchoutItemNotTransferable: 'PUNCHOUT__ITEM_NOT_TRANSFERABLE',
  /** A new punch-out account without its OCI password or cXML shared secret. */
  punchoutSecretRequired: 'PUNCHOUT__SECRET_REQUIRED',
  /** A new punch-out connection for a user who has one already: it is changed, not made again. */
  punchoutAlreadyConnected: 'PUNCHOUT__ALREADY_CONNECTED',
  /** A user who buys by no procurement system. */
  punchoutNotConnected: 'PUNCHOUT__NOT_CONNECTED',
  /** A test setup request for an OCI connection: OCI has no setup request, its entry is tried in the browser. */
  punchoutTestNeedsCxml: 'PUNCHOUT__TEST_NEEDS_CXML',
  /** A transfer of an empty cart. */
  punchoutEmptyCart: 'PUNCHOUT__EMPTY_CART',
  /** A transfer outside a punch-out session. */
  punchoutNoSession: 'PUNCHOUT__NO_SESSION',
  /** A punch-out user placing an order in the shop: their orders come from their procurement system. */
  punchoutOrderInShop: 'PUNCHOUT__ORDER_IN_SHOP',
  /** A change to a cart the session may only look at (a procurement system's inspect). */
  cartReadOnly: 'PUNCHOUT__CART_READ_ONLY',
  /** A contact form opened too long ago (or whose opening the shop did not sign): it is sent again from a fresh page. */
  contactFormExpired: 'CONTACT__FORM_EXPIRED',
  /** A contact form sent seconds after it was opened: what a robot does. */
  contactSentTooFast: 'CONTACT__SENT_TOO_FAST',
  /** More contact messages from one address than the shop takes in an hour. */
  contactTooMany: 'CONTACT__TOO_MANY',
  /** Integration API: no valid client token, a wrong client secret, a revoked client. */
  integrationUnauthorized: 'INTEGRATION__UNAUTHORIZED',
  integrationInvalidClient: 'INTEGRATION__INVALID_CLIENT',
  /** An import with at least one bad row: nothing of it was applied; the report names each row. */
  integrationRowsRefused: 'INTEGRATION__ROWS_REFUSED',
  integrationInvalidPicture: 'INTEGRATION__INVALID_PICTURE',
  /** A catalogue file the shop cannot read: not well-formed, not BMEcat, with entity declarations, too large. */
  integrationInvalidCatalogue: 'INTEGRATION__INVALID_CATALOGUE',
  /** An import id the shop has no record of (or no longer: it keeps the latest 200). */
  integrationUnknownImport: 'INTEGRATION__UNKNOWN_IMPORT',
  /** A PDF for an invoice or offer the shop has not received, or a file that is no PDF. */
  integrationUnknownDocument: 'INTEGRATION__UNKNOWN_DOCUMENT',
  integrationInvalidDocument: 'INTEGRATION__INVALID_DOCUMENT',
  /** A content page in a language the shop does not have, twice in one language, or without its address. */
  integrationInvalidContent: 'INTEGRATION__INVALID_CONTENT',
  /** Admin API: no valid staff access token (a customer's, an integration client's, an expired one). */
  adminUnauthorized: 'ADMIN__UNAUTHORIZED',
  /** Admin API: the staff member's roles do not allow this. */
  adminForbidden: 'ADMIN__FORBIDDEN',
  /** Two-factor sign-in is required of the member and not set up: the session may only set it up. */
  adminTwoFactorSetupRequired: 'ADMIN__TWO_FACTOR_SETUP_REQUIRED',
  /** Starting a set-up while two-factor sign-in is on, or confirming one never started. */
  adminTwoFactorOn: 'ADMIN__TWO_FACTOR_ON',
  /** Turning two-factor sign-in off while an administrator requires it. */
  adminTwoFactorRequired: 'ADMIN__TWO_FACTOR_REQUIRED',
  adminWrongTwoFactorCode: 'ADMIN__WRONG_TWO_FACTOR_CODE',
  adminStaffMemberNotFound: 'ADMIN__STAFF_MEMBER_NOT_FOUND',
  /** An administrator deactivating themself or changing their own roles: another must. */
  adminOwnAccess: 'ADMIN__OWN_ACCESS',
  adminEmailTaken: 'ADMIN__EMAIL_TAKEN',
  adminUsernameTaken: 'ADMIN__USERNAME_TAKEN',
  /** Sending a password link to a deactivated member: their links do not work. */
  adminStaffMemberInactive: 'ADMIN__STAFF_MEMBER_INACTIVE',
  /** A password link that is unknown, expired, used, or replaced by a newer one. */
  adminPasswordLinkInvalid: 'ADMIN__PASSWORD_LINK_INVALID',
  /** The member was sent as many password links as an hour allows. */
  adminPasswordLinksTooMany: 'ADMIN__PASSWORD_LINKS_TOO_MANY',
  adminStaffRoleNotFound: 'ADMIN__STAFF_ROLE_NOT_FOUND',
  adminRoleNameTaken: 'ADMIN__ROLE_NAME_TAKEN',
  /** Changing a preset role's permissions, or deleting a preset. */
  adminPresetRole: 'ADMIN__PRESET_ROLE',
  /** Deleting a role that staff members hold. */
  adminRoleInUse: 'ADMIN__ROLE_IN_USE',
  adminCompanyNotFound: 'ADMIN__COMPANY_NOT_FOUND',
  adminCustomerUserNotFound: 'ADMIN__CUSTOMER_USER_NOT_FOUND',
  /** Erasing a person who was erased already. */
  adminAlreadyErased: 'ADMIN__ALREADY_ERASED',
  /** A reason for erasing a person that names them: the audit log would keep what erasure removes. */
  adminReasonNamesPerson: 'ADMIN__REASON_NAMES_PERSON',
  adminContactMessageNotFound: 'ADMIN__CONTACT_MESSAGE_NOT_FOUND',
  adminOfferRequestNotFound: 'ADMIN__OFFER_REQUEST_NOT_FOUND',
  adminMailNotFound: 'ADMIN__MAIL_NOT_FOUND',
  /** Handing a contact message or offer request to someone who is no active member allowed to handle it. */
  adminNotAssignable: 'ADMIN__NOT_ASSIGNABLE',
  adminOrderNotFound: 'ADMIN__ORDER_NOT_FOUND',
  /** Cancelling an order that is not open, or that the ERP has taken: it is cancelled there. */
  adminOrderNotCancellable: 'ADMIN__ORDER_NOT_CANCELLABLE',
  /** Delivering an order's events again when none failed, or the failed one is on its way right now. */
  adminNoFailedDelivery: 'ADMIN__NO_FAILED_DELIVERY',
  /** A page of a list that starts after an entry the list does not hold. */
  adminUnknownPageStart: 'ADMIN__UNKNOWN_PAGE_START',
  /** Revoking an integration client that does not exist or was revoked before. */
  adminIntegrationClientNotFound: 'ADMIN__INTEGRATION_CLIENT_NOT_FOUND',
  /** Rotating the webhook's secret, or testing it, while no webhook is set (stored or ERP_WEBHOOK_URL). */
  adminNoWebhook: 'ADMIN__NO_WEBHOOK',
  adminContentPageNotFound: 'ADMIN__CONTENT_PAGE_NOT_FOUND',
  adminBlogPostNotFound: 'ADMIN__BLOG_POST_NOT_FOUND',
  /** A new content page or blog post under a key another one of its kind has. */
  adminContentKeyTaken: 'ADMIN__CONTENT_KEY_TAKEN',
  /** A content page's address that another page or blog post has in that language. */
  adminContentPathTaken: 'ADMIN__CONTENT_PATH_TAKEN',
  /** Publishing a draft with a written language whose address or blocks are incomplete (the violations say where). */
  adminContentIncomplete: 'ADMIN__CONTENT_INCOMPLETE',
  /** Publishing or scheduling a page that has no draft. */
  adminContentNoDraft: 'ADMIN__CONTENT_NO_DRAFT',
  /** A preview link that is not the shop's, names no draft, or has run out. */
  contentPreviewInvalid: 'CONTENT__PREVIEW_INVALID',
  adminMediaNotFound: 'ADMIN__MEDIA_NOT_FOUND',
  /** An upload that is no JPEG, PNG, WebP or SVG picture by its content, or an SVG that cannot be read. */
  adminMediaUnsupportedType: 'ADMIN__MEDIA_UNSUPPORTED_TYPE',
  /** An upload above the media library's size limit. */
  adminMediaTooLarge: 'ADMIN__MEDIA_TOO_LARGE',
  /** Deleting a picture that a page, brand, file, category or article still shows. */
  adminMediaInUse: 'ADMIN__MEDIA_IN_USE',
  adminBrandNotFound: 'ADMIN__BRAND_NOT_FOUND',
  /** A brand page slug another brand's page has in that language. */
  adminSlugTaken: 'ADMIN__SLUG_TAKEN',
  /** A logo from the media library that lacks an alternative text in a language, or is no upload of it. */
  adminMediaNotUsable: 'ADMIN__MEDIA_NOT_USABLE',
  adminCatalogFileNotFound: 'ADMIN__CATALOG_FILE_NOT_FOUND',
  adminNavigationEntryNotFound: 'ADMIN__NAVIGATION_ENTRY_NOT_FOUND',
  /** A navigation entry leading to a content page or category the shop does not have. */
  adminNavigationTargetUnknown: 'ADMIN__NAVIGATION_TARGET_UNKNOWN',
  /** A new order of navigation entries that leaves one out, names one twice or one of another navigation. */
  adminNavigationOrderStale: 'ADMIN__NAVIGATION_ORDER_STALE',
  /** Removing a navigation entry that holds entries of its own. */
  adminNavigationEntryHasEntries: 'ADMIN__NAVIGATION_ENTRY_HAS_ENTRIES',
  unknown: 'UNKNOWN_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Why the integration API refused a row of an import (in its report, beside a reason in words). */
export const importRowCodes = {
  invalid: 'INVALID_ROW',
  duplicate: 'DUPLICATE_KEY',
  unknownArticle: 'UNKNOWN_ARTICLE',
  variantFamily: 'VARIANT_FAMILY',
  unknownWarehouse: 'UNKNOWN_WAREHOUSE',
  unknownCompany: 'UNKNOWN_COMPANY',
  unknownOrder: 'UNKNOWN_ORDER',
  unknownOrderLine: 'UNKNOWN_ORDER_LINE',
  /** A brand, product group, characteristic, delivery time or picture the shop does not know. */
  unknownKey: 'UNKNOWN_KEY',
  missingListPrice: 'MISSING_LIST_PRICE',
  numberTaken: 'NUMBER_TAKEN',
  stale: 'STALE_UPDATE',
} as const;

/**
 * Problems of a cart (storefront.md §8, account-and-ordering.md §8): the `messageKey` of a cart
 * error, or the code of the Store API's refusal of an order; `error` level rejects a change.
 */
export const cartErrorCodes = {
  underMinimumValue: 'dexis-cart-underMinimumValue',
  underCreditLimit: 'dexis-cart-underCreditLimit',
  paymentMethodBlocked: 'dexis-cart-paymentMethodBlocked',
  productNotFound: 'product-not-found',
  productOutOfStock: 'product-out-of-stock',
  invalidQuantity: 'dexis-cart-invalidQuantity',
  lineItemNotFound: 'CHECKOUT__CART_LINE_ITEM_NOT_FOUND',
  emptyCart: 'CHECKOUT__CART_EMPTY',
  pricesChanged: 'CHECKOUT__CART_PRICES_CHANGED',
  invalidDeliveryDate: 'CHECKOUT__INVALID_DELIVERY_DATE',
  orderNotFound: 'CHECKOUT__ORDER_NOT_FOUND',
  /** A line accepted from an offer that no longer holds (expired, closed, declined): back at today's price. */
  offerNoLongerHolds: 'dexis-cart-offerNoLongerHolds',
} as const;

/** Shopware's levels of a cart error, as its Store API numbers them. */
export const cartErrorLevels = { notice: 0, warning: 10, error: 20 } as const;
