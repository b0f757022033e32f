import { recoveryConfirmRequest, recoveryHashRequest, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { PasswordField } from '../../components/ui/PasswordField';
import { accountErrorMessage } from '../../lib/account-errors';
import { fieldErrorsOf } from '../../lib/form-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/password-set';

/** Both the recovery link of the mail and the forced renewal at login land here with a `hash`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const meta = { title: `${translator(language.code)('passwordSet.title')} | ${shop.name}`, noindex: true };
  const hash = recoveryHashRequest.safeParse({ hash: url.searchParams.get('hash') });
  if (!hash.success) return { hash: null, meta };
  const { isExpired } = await client.isRecoveryExpired(hash.data.hash).catch(throwAsRouteError);
  return { hash: isExpired ? null : hash.data.hash, meta };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const parsed = recoveryConfirmRequest.safeParse({
    hash: String(form.get('hash') ?? ''),
    newPassword: String(form.get('newPassword') ?? ''),
    newPasswordConfirm: String(form.get('newPasswordConfirm') ?? ''),
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, (issue) => {
      if (issue.path[0] === 'hash') return t('error.recoveryExpired');
      if (issue.path[0] === 'newPassword') return t('passwordSet.tooShort');
      return t('passwordSet.mismatch');
    });
    if (fieldErrors.hash) return { expired: true, fieldErrors: {}, formError: null };
    return data({ expired: false, fieldErrors, formError: t('form.errorSummary') }, { status: 400 });
  }
  try {
    await client.confirmRecovery(parsed.data);
  } catch (error) {
    if (error instanceof StoreApiError && error.code === errorCodes.recoveryExpired) {
      return { expired: true, fieldErrors: {}, formError: null };
    }
    return data(
      { expired: false, fieldErrors: {}, formError: accountErrorMessage(error, t) },
      { status: 400 },
    );
  }
  return redirect(`${localizedPath(language, '/auth')}?notice=password-saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function ExpiredLink() {
  const { t, language } = useTranslation();
  return (
    <>
      <Notice tone="error">{t('error.recoveryExpired')}</Notice>
      <Link to={localizedPath(language, '/auth/password-forgot')} className={textLinkClass}>
        {t('passwordSet.requestNew')}
      </Link>
    </>
  );
}

export default function PasswordSet({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const fieldErrors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  if (!loaderData.hash || actionData?.expired) {
    return (
      <AuthPanel title={t('passwordSet.title')}>
        <ExpiredLink />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t('passwordSet.title')}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="hash" value={loaderData.hash} />
        <PasswordField
          name="newPassword"
          label={t('passwordSet.newPassword')}
          hint={t('passwordSet.rules')}
          error={fieldErrors.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          name="newPasswordConfirm"
          label={t('passwordSet.newPasswordConfirm')}
          error={fieldErrors.newPasswordConfirm}
          autoComplete="new-password"
        />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {t('passwordSet.submit')}
        </button>
      </Form>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
