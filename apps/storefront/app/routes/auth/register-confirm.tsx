import { registrationConfirmRequest, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/register-confirm';

/**
 * The link of the confirmation mail lands here. Confirming takes a click on a button (a POST), so
 * that mail scanners that open links do not confirm accounts on their own.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const hash = registrationConfirmRequest.safeParse({ hash: url.searchParams.get('hash') });
  return {
    hash: hash.success ? hash.data.hash : null,
    meta: { title: `${translator(language.code)('register.confirmTitle')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const parsed = registrationConfirmRequest.safeParse({ hash: (await request.formData()).get('hash') });
  if (!parsed.success) return { confirmed: false, expired: true, formError: null };
  try {
    await client.confirmRegistration(parsed.data.hash);
  } catch (error) {
    if (error instanceof StoreApiError && error.code === errorCodes.confirmationExpired) {
      return { confirmed: false, expired: true, formError: null };
    }
    // A hash the Store API refuses (control characters) is the shopper's to fix, not a failed gateway.
    const refused = error instanceof StoreApiError && error.status >= 400 && error.status < 500;
    return data(
      { confirmed: false, expired: false, formError: accountErrorMessage(error, t) },
      { status: refused ? error.status : 502 },
    );
  }
  return { confirmed: true, expired: false, formError: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function RegisterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const loginLink = (
    <Link to={localizedPath(language, '/auth')} className={`${primaryButtonClass} text-center`}>
      {t('register.confirmedLogin')}
    </Link>
  );
  if (actionData?.confirmed) {
    return (
      <AuthPanel title={t('register.confirmTitle')}>
        <Notice tone="success">{t('register.confirmed')}</Notice>
        {loginLink}
      </AuthPanel>
    );
  }
  if (!loaderData.hash || actionData?.expired) {
    return (
      <AuthPanel title={t('register.confirmTitle')}>
        <Notice tone="error">{t('error.confirmationExpired')}</Notice>
        <p className="text-gray-700 text-sm">{t('register.confirmExpiredHelp')}</p>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={localizedPath(language, '/auth')} className={textLinkClass}>
            {t('register.choice.login')}
          </Link>
          <Link to={localizedPath(language, '/auth/password-forgot')} className={textLinkClass}>
            {t('auth.forgotPassword')}
          </Link>
        </p>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t('register.confirmTitle')} intro={t('register.confirmIntro')}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="hash" value={loaderData.hash} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {t('register.confirmSubmit')}
        </button>
      </Form>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
