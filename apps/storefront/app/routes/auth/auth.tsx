import { loginRequest, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { RegisterHint } from '../../components/account/RegisterHint';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { PasswordField } from '../../components/ui/PasswordField';
import { accountErrorMessage } from '../../lib/account-errors';
import { fieldErrorsOf } from '../../lib/form-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { loginReturnPath } from '../../lib/redirect-path';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/auth';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { customer, language, shop } = context.get(storeApiContext);
  const redirectTo = loginReturnPath(url.searchParams.get('redirectTo'));
  if (await customer()) throw redirect(redirectTo ?? localizedPath(language, '/account/dashboard'));
  return {
    redirectTo,
    passwordSaved: url.searchParams.get('notice') === 'password-saved',
    meta: { title: `${translator(language.code)('auth.title')} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const username = String(form.get('username') ?? '');
  const parsed = loginRequest.safeParse({ username, password: String(form.get('password') ?? '') });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, () => t('form.required'));
    return data({ username, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    await client.login(parsed.data);
  } catch (error) {
    if (error instanceof StoreApiError && error.code === errorCodes.forcedRecovery) {
      const hash = error.errors[0]?.meta.parameters.hash;
      if (typeof hash === 'string') {
        throw redirect(`${localizedPath(language, '/auth/password-set')}?${new URLSearchParams({ hash })}`);
      }
    }
    const status = error instanceof StoreApiError && error.status === 429 ? 429 : 401;
    return data({ username, fieldErrors: {}, formError: accountErrorMessage(error, t) }, { status });
  }
  return redirect(loginReturnPath(form.get('redirectTo')) ?? localizedPath(language, '/account/dashboard'));
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const fieldErrors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  return (
    <AuthPanel title={t('auth.title')} intro={t('auth.intro')}>
      {loaderData.passwordSaved && <Notice tone="success">{t('auth.passwordSaved')}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4">
        {loaderData.redirectTo && <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />}
        <FormField
          name="username"
          label={t('auth.username')}
          error={fieldErrors.username}
          defaultValue={actionData?.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          name="password"
          label={t('auth.password')}
          error={fieldErrors.password}
          autoComplete="current-password"
        />
        <Link
          to={localizedPath(language, '/auth/password-forgot')}
          className={`self-start text-sm ${textLinkClass}`}
        >
          {t('auth.forgotPassword')}
        </Link>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {t('auth.submit')}
        </button>
      </Form>
      <div className="border-gray-200 border-t pt-4">
        <RegisterHint />
      </div>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
