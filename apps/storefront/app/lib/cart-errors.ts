import type { CartError } from '@tradeshop/api-client';
import { clientErrorCodes, StoreApiError } from '@tradeshop/api-client/errors';
import { cartErrorCodes, cartErrorLevels, errorCodes } from '@tradeshop/domain';
import type { MessageKey, Translate } from './i18n';

/**
 * Cart problems that do not reject an add: the minimum order value, the credit limit and a blocked
 * payment method are shown in the cart instead (storefront.md §8).
 */
const ignoredAddErrorKeys: ReadonlySet<string> = new Set([
  cartErrorCodes.underMinimumValue,
  cartErrorCodes.underCreditLimit,
  cartErrorCodes.paymentMethodBlocked,
]);

/** The first error that rejects a change, or null when the cart took it. */
export function rejectionOf(errors: readonly CartError[]): CartError | null {
  return (
    errors.find(
      (error) => error.level === cartErrorLevels.error && !ignoredAddErrorKeys.has(error.messageKey),
    ) ?? null
  );
}

const messageOfCode: Record<string, MessageKey> = {
  [cartErrorCodes.productNotFound]: 'cart.error.productNotFound',
  [errorCodes.quickOrderAmbiguous]: 'quickOrder.ambiguous',
  [cartErrorCodes.productOutOfStock]: 'cart.error.productOutOfStock',
  [cartErrorCodes.invalidQuantity]: 'cart.error.invalidQuantity',
  [cartErrorCodes.lineItemNotFound]: 'cart.error.lineItemNotFound',
  [cartErrorCodes.underMinimumValue]: 'cart.error.underMinimumValue',
  [cartErrorCodes.underCreditLimit]: 'cart.error.underCreditLimit',
  [cartErrorCodes.paymentMethodBlocked]: 'cart.error.paymentMethodBlocked',
  [cartErrorCodes.emptyCart]: 'checkout.error.cartEmpty',
  [cartErrorCodes.pricesChanged]: 'checkout.error.pricesChanged',
  [cartErrorCodes.invalidDeliveryDate]: 'checkout.error.invalidDeliveryDate',
  [cartErrorCodes.orderNotFound]: 'checkout.error.orderNotFound',
  [cartErrorCodes.offerNoLongerHolds]: 'cart.error.offerNoLongerHolds',
  [errorCodes.cartReadOnly]: 'cart.error.readOnly',
  [errorCodes.missingRight]: 'checkout.error.missingRight',
  [errorCodes.notLoggedIn]: 'checkout.error.notLoggedIn',
  [errorCodes.invalidRequest]: 'checkout.error.invalidRequest',
  [errorCodes.addressNotFound]: 'checkout.error.addressNotFound',
  [errorCodes.flowBudgetBlocked]: 'checkout.error.flowBudget',
  [errorCodes.orderReferenceBudgetBlocked]: 'checkout.error.orderReferenceBudget',
  [errorCodes.orderReferenceNotAvailable]: 'checkout.error.orderReferenceNotAvailable',
  [errorCodes.orderReferenceNotFound]: 'orderReferences.error.notFound',
  [errorCodes.orderWithoutApprover]: 'checkout.error.orderWithoutApprover',
  [errorCodes.costPostRequired]: 'checkout.costPost.error.required',
  [errorCodes.costPostNotFound]: 'checkout.costPost.error.notFound',
  [clientErrorCodes.timeout]: 'cart.error.timeout',
  [clientErrorCodes.unreachable]: 'cart.error.timeout',
};

/** The values of a cart problem's parameters that its message can show. */
export const messageParamsOf = (parameters: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(parameters).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

/** Whether the shopper's language has a message for a code. */
function isKnownCartCode(code: string): boolean {
  return code in messageOfCode;
}

/**
 * A cart or order problem in the shopper's language, by a cart error's `messageKey` or a refused
 * call's code; unknown ones get the server's text, else a generic one.
 */
export function cartErrorMessage(
  code: string,
  t: Translate,
  serverText?: string | null,
  params: Record<string, string | number> = {},
): string {
  const key = messageOfCode[code];
  if (key) return t(key, params);
  return serverText || t('cart.error.generic');
}

/** The message of a failed cart or order call. */
export function cartCallErrorMessage(error: unknown, t: Translate): { code: string; message: string } {
  if (!(error instanceof StoreApiError)) throw error;
  const code = error.code;
  if (!isKnownCartCode(code))
    console.error(`Cart call failed with ${error.status} ${code}: ${error.message}`);
  return { code, message: cartErrorMessage(code, t) };
}
