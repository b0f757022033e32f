import { customerSku, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { accountErrorMessage } from './account-errors';
import type { Translate } from './i18n';

export type ArticleLinkField = 'productNumber' | 'customerSku';

/**
 * A refused create or change as a message on the field it concerns: an article number no
 * article has (a validation error, spec §5) or one that has its own number already on the
 * article number; an own number another article has on the own number. Anything else is
 * the form's.
 */
export function articleLinkFieldErrors(
  error: unknown,
  t: Translate,
): { fieldErrors: Partial<Record<ArticleLinkField, string>>; formError: string | null } {
  if (error instanceof StoreApiError) {
    if (
      error.code === errorCodes.articleLinkProductIdNotFound ||
      error.code === errorCodes.articleLinkProductIdNotUnique
    ) {
      return {
        fieldErrors: { productNumber: accountErrorMessage(error, t) },
        formError: t('form.errorSummary'),
      };
    }
    if (error.code === errorCodes.articleLinkCustomerSkuNotUnique) {
      return {
        fieldErrors: { customerSku: accountErrorMessage(error, t) },
        formError: t('form.errorSummary'),
      };
    }
  }
  return { fieldErrors: {}, formError: accountErrorMessage(error, t) };
}

/** Why the import refused a row, worded for the user. */
export function importRowMessage(code: string | null, t: Translate): string {
  switch (code) {
    case null:
      return '';
    case errorCodes.articleLinkProductIdNotFound:
      return t('articleLinks.row.productNotFound');
    case errorCodes.articleLinkProductIdNotUnique:
      return t('articleLinks.row.productTwice');
    case errorCodes.articleLinkCustomerSkuNotUnique:
      return t('articleLinks.row.skuTaken');
    case 'VIOLATION::TOO_SMALL':
      return t('articleLinks.row.skuMissing');
    case 'VIOLATION::TOO_BIG':
      return t('articleLinks.row.skuTooLong', { max: customerSku.maxLength ?? 50 });
    default:
      return t('csvImport.row.invalid');
  }
}
