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
  unknown: 'UNKNOWN_ERROR',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
