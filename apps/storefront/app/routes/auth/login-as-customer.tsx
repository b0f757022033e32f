import { StoreApiError } from '@tradeshop/api-client';
import { data, Form, redirect, useNavigation } from 'react-router';
import { AuthPanel } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/login-as-customer';

/** The staff member confirms with a button: a link preview or prefetch must not use up the token. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const token = url.searchParams.get('token') ?? '';
  return {
    token,
    meta: { title: `${translator(language.code)('loginAsCustomer.title')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const token = String((await request.formData()).get('token') ?? '');
  try {
    await client.loginAsCustomer(token);
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    return data({ formError: accountErrorMessage(error, translator(language.code)) }, { status: 401 });
  }
  return redirect(localizedPath(language, '/account/dashboard'));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function LoginAsCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const invalid = loaderData.token.length < 20;
  return (
    <AuthPanel title={t('loginAsCustomer.title')} intro={t('loginAsCustomer.intro')}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      {invalid ? (
        <Notice tone="error">{t('error.loginAsCustomerInvalid')}</Notice>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" disabled={submitting} className={`w-full ${primaryButtonClass}`}>
            {t('loginAsCustomer.submit')}
          </button>
        </Form>
      )}
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
