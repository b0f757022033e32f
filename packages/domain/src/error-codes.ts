/** Error codes the Store API answers with in its error envelope. */
export const errorCodes = {
  invalidAccessKey: 'FRAMEWORK__API_INVALID_ACCESS_KEY',
  invalidContextToken: 'FRAMEWORK__INVALID_CONTEXT_TOKEN',
  invalidLanguage: 'FRAMEWORK__LANGUAGE_NOT_FOUND',
  invalidRequest: 'FRAMEWORK__INVALID_REQUEST',
  malformedBody: 'FRAMEWORK__MALFORMED_REQUEST_BODY',
  notFound: 'FRAMEWORK__ROUTE_NOT_FOUND',
  productNotFound: 'CONTENT__PRODUCT_NOT_FOUND',
  categoryNotFound: 'CONTENT__CATEGORY_NOT_FOUND',
  pageNotFound: 'CONTENT__PAGE_NOT_FOUND',
  maintenance: 'FRAMEWORK__MAINTENANCE_MODE',
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
  optInNotCompleted: 'CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED',
  confirmationExpired: 'CHECKOUT__CUSTOMER_CONFIRMATION_HASH_EXPIRED',
  loginAsCustomerInvalid: 'DEXIS__LOGIN_AS_CUSTOMER_TOKEN_INVALID',
  unknown: 'UNKNOWN_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** Problems of a cart (storefront.md §8, account-and-ordering.md §8); `error` level rejects a change. */
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
} as const;
