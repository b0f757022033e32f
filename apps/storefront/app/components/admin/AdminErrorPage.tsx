import { isRouteErrorResponse, Link } from 'react-router';
import { type AdminMessageKey, useAdminTranslation } from '../../lib/admin/i18n';

const messageByStatus: Partial<Record<number, AdminMessageKey>> = {
  403: 'error.forbidden',
  404: 'error.notFound',
};

/** What went wrong on a back-office page, in the member's language, with the way back to the dashboard. */
export function AdminErrorPage({ status }: { status: number }) {
  const { t } = useAdminTranslation();
  return (
    <section aria-labelledby="admin-error-title" className="mx-auto max-w-xl py-16 text-center">
      <p className="font-semibold text-gray-600 text-sm">{status}</p>
      <h1 id="admin-error-title" className="mt-2 font-bold text-2xl text-gray-900">
        {t(messageByStatus[status] ?? (status < 500 ? 'error.refused' : 'error.failed'))}
      </h1>
      <Link to="/admin" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('error.backToDashboard')}
      </Link>
    </section>
  );
}

/** The error boundary of a back-office page: the page's place in the shell shows what went wrong. */
export function AdminRouteError({ error }: { error: unknown }) {
  return <AdminErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
