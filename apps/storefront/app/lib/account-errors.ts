import { StoreApiError } from '@tradeshop/api-client';
import { cartErrorCodes, errorCodes, registrationErrorCodes } from '@tradeshop/domain';
import type { MessageKey, Translate } from './i18n';

const messageOfCode: Record<string, MessageKey> = {
  [errorCodes.badCredentials]: 'error.badCredentials',
  [errorCodes.customerInactive]: 'error.customerInactive',
  [errorCodes.companyInactive]: 'error.companyInactive',
  [errorCodes.loginThrottled]: 'error.loginThrottled',
  [errorCodes.passwordNotCorrect]: 'error.passwordNotCorrect',
  [errorCodes.recoveryExpired]: 'error.recoveryExpired',
  [errorCodes.optInNotCompleted]: 'error.optInNotCompleted',
  [errorCodes.confirmationExpired]: 'error.confirmationExpired',
  [errorCodes.loginAsCustomerInvalid]: 'error.loginAsCustomerInvalid',
  [registrationErrorCodes.invalidVatNumber]: 'error.invalidVatNumber',
  [registrationErrorCodes.vatNumberUnknownToVies]: 'error.vatNumberUnknownToVies',
  [errorCodes.vatNumberNotCheckable]: 'error.vatNumberNotCheckable',
  [registrationErrorCodes.vatNumberAlreadyExists]: 'error.vatNumberAlreadyExists',
  [registrationErrorCodes.duplicateUsername]: 'error.duplicateUsername',
  [registrationErrorCodes.companyDoesntExist]: 'error.companyDoesntExist',
  [registrationErrorCodes.clientIsBlocked]: 'error.clientIsBlocked',
  [registrationErrorCodes.alreadyExistingData]: 'error.alreadyExistingData',
  [registrationErrorCodes.unknownCity]: 'error.unknownCity',
  [errorCodes.missingRight]: 'account.missingRight',
  [errorCodes.addressIsBilling]: 'addressBook.billingNotDeletable',
  [errorCodes.addressNotFound]: 'addressBook.notFound',
  [errorCodes.usernameExists]: 'users.error.usernameExists',
  [errorCodes.usernameNotUnique]: 'users.error.usernameNotUnique',
  [errorCodes.invalidRole]: 'users.error.invalidRole',
  [errorCodes.invalidUuid]: 'users.error.invalidUuid',
  [errorCodes.customerNotFound]: 'users.error.notFound',
  [errorCodes.customerIsSelf]: 'users.error.self',
  [errorCodes.lastLeadBuyer]: 'users.error.lastLeadBuyer',
  [errorCodes.invitationAccepted]: 'users.error.invitationAccepted',
  [errorCodes.invitationTooMany]: 'users.error.invitationTooMany',
  [errorCodes.ownOrderApproval]: 'error.ownOrderApproval',
  [errorCodes.orderNotPending]: 'error.orderNotPending',
  [cartErrorCodes.orderNotFound]: 'checkout.error.orderNotFound',
  [errorCodes.orderFlowNameNotUnique]: 'flows.error.nameNotUnique',
  [errorCodes.orderFlowNotFound]: 'flows.error.notFound',
  [errorCodes.orderFlowHasPendingOrders]: 'flows.error.hasPendingOrders',
  [errorCodes.orderReferenceNameNotUnique]: 'orderReferences.error.nameNotUnique',
  [errorCodes.orderReferenceNotFound]: 'orderReferences.error.notFound',
  [errorCodes.orderReferenceHasPendingOrders]: 'orderReferences.error.hasPendingOrders',
  [errorCodes.costPostCodeNotUnique]: 'costPosts.error.codeNotUnique',
  [errorCodes.costPostNotFound]: 'costPosts.error.notFound',
  [errorCodes.articleLinkCustomerSkuNotUnique]: 'articleLinks.error.skuNotUnique',
  [errorCodes.articleLinkProductIdNotUnique]: 'articleLinks.error.productNotUnique',
  [errorCodes.articleLinkProductIdNotFound]: 'articleLinks.error.productNotFound',
  [errorCodes.articleLinkNotFound]: 'articleLinks.error.notFound',
  [errorCodes.csvInvalidFile]: 'csvImport.error.csvInvalidFile',
  [errorCodes.csvTooLarge]: 'csvImport.error.csvTooLarge',
  [errorCodes.csvInvalidFormat]: 'articleLinks.error.csvInvalidFormat',
  [errorCodes.csvEmptyFile]: 'csvImport.error.csvEmptyFile',
  [errorCodes.csvAllRowsFailed]: 'csvImport.error.csvAllRowsFailed',
  [errorCodes.newsletterLinkInvalid]: 'newsletter.error.linkInvalid',
  [errorCodes.newsletterLinkUsed]: 'newsletter.error.linkUsed',
};

/** The shopper's message for a failed account call, in their language; unknown codes get a generic one. */
export function accountErrorMessage(error: unknown, t: Translate): string {
  if (!(error instanceof StoreApiError)) throw error;
  const key = messageOfCode[error.code];
  if (!key) {
    console.error(`Account call failed with ${error.status} ${error.code}: ${error.message}`);
    return t('error.tryAgain');
  }
  const waitTime = Number(error.errors[0]?.meta.parameters.waitTime);
  return t(key, { seconds: Number.isFinite(waitTime) ? Math.ceil(waitTime) : 60 });
}
