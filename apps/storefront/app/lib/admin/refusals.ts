import { StoreApiError } from '@tradeshop/api-client';
import type { AdminMessageKey, AdminTranslate } from './i18n';

/**
 * An Admin API refusal in the member's words: the message `known` gives its code, else a general
 * one, with the refusal's status. Anything else (a failure, a session that ended) is thrown on, to
 * the error page or the sign-in.
 */
export function refusalOf(
  error: unknown,
  t: AdminTranslate,
  known: Partial<Record<string, AdminMessageKey>>,
): { message: string; status: number } {
  if (!(error instanceof StoreApiError) || error.status >= 500 || error.status === 401) throw error;
  return { message: t(known[error.code] ?? 'error.refused'), status: error.status };
}
