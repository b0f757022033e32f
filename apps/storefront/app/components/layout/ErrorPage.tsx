import { errorCodes } from '@tradeshop/domain';
import { isRouteErrorResponse } from 'react-router';
import { missingScreenRightCode } from '../../lib/account-links';
import { type MessageKey, useTranslation } from '../../lib/i18n';
import { crossSiteRequestCode } from '../../lib/request-origin';
import { describeError } from '../../lib/route-error';
import { MissingRightPage } from '../account/MissingRightPage';
import { BackHomeLink } from './BackHomeLink';
import { MaintenancePage } from './MaintenancePage';
import { SiteLayout } from './SiteLayout';

const messageByStatus: Partial<Record<number, MessageKey>> = {
  400: 'error.badRequest',
  401: 'error.unauthorized',
  408: 'error.timeout',
  413: 'error.tooLarge',
  500: 'error.serverError',
  502: 'error.badGateway',
  503: 'error.unavailable',
};

/** What went wrong, in words: a 403 is a cross-site post or a missing right, any other 4xx a refusal. */
function messageOf({ status, code }: { status: number; code: string | null }): MessageKey {
  if (status === 403) return code === crossSiteRequestCode ? 'error.forbidden' : 'error.notAllowed';
  return messageByStatus[status] ?? (status >= 400 && status < 500 ? 'error.refused' : 'error.default');
}

/** The spec's error pages: 404 with a link home, otherwise the status code and a message. */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.data?.code === missingScreenRightCode) {
    return <MissingRightPage missing={error.data} />;
  }
  const described = describeError(error);
  const { status } = described;
  const notFound = status === 404;
  return (
    <section className="mx-auto max-w-2xl py-16 text-center" aria-labelledby="error-title">
      <p className="font-semibold text-accent-600 text-sm tracking-wide">{status}</p>
      <h1 id="error-title" className="mt-2 font-bold text-3xl text-gray-900">
        {notFound ? t('error.notFound') : t('error.status', { status })}
      </h1>
      {notFound ? null : <p className="mt-4 text-gray-600">{t(messageOf(described))}</p>}
      <BackHomeLink />
    </section>
  );
}

/** A whole page for an error that happened before the shell could load: maintenance or an error page. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (describeError(error).code === errorCodes.maintenance) {
    const message =
      isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? error.data.message : null;
    return <MaintenancePage message={message} />;
  }
  return (
    <SiteLayout>
      <ErrorPage error={error} />
    </SiteLayout>
  );
}
