import { isRouteErrorResponse } from 'react-router';
import { missingScreenRightCode } from './account-links';
import { type StorefrontLanguage, translator } from './i18n';

/** Status and error code of what a loader threw; anything unexpected counts as 500. */
export function describeError(error: unknown): { status: number; code: string | null } {
  if (!isRouteErrorResponse(error)) return { status: 500, code: null };
  const code =
    typeof error.data === 'object' && error.data && 'code' in error.data ? String(error.data.code) : null;
  return { status: error.status, code };
}

/** Document title of an error page: an account screen the user may not open keeps its name. */
export function errorTitle(error: unknown, language: StorefrontLanguage): string {
  const t = translator(language.code);
  if (isRouteErrorResponse(error) && error.data?.code === missingScreenRightCode) return t(error.data.screen);
  const { status } = describeError(error);
  return status === 404 ? t('error.notFound') : t('error.status', { status });
}
