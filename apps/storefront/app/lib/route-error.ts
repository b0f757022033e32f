import { isRouteErrorResponse } from 'react-router';
import { type StorefrontLanguage, translator } from './i18n';

/** Status and error code of what a loader threw; anything unexpected counts as 500. */
export function describeError(error: unknown): { status: number; code: string | null } {
  if (!isRouteErrorResponse(error)) return { status: 500, code: null };
  const code =
    typeof error.data === 'object' && error.data && 'code' in error.data ? String(error.data.code) : null;
  return { status: error.status, code };
}

/** Document title of an error page. */
export function errorTitle(error: unknown, language: StorefrontLanguage): string {
  const t = translator(language.code);
  const { status } = describeError(error);
  return status === 404 ? t('error.notFound') : t('error.status', { status });
}
