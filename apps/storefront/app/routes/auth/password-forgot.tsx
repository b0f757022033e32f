import { recoveryRequest, StoreApiError } from '@tradeshop/api-client';
import { data, Form, Link, useNavigation } from 'react-router';
import { AuthPanel, textLinkClass } from '../../components/account/AuthPanel';
import { RegisterHint } from '../../components/account/RegisterHint';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/password-forgot';

export function loader({ context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  return {
    meta: { title: `${translator(language.code)('passwordForgot.title')} | ${shop.name}`, noindex: true },
  };
}

/** The answer is the same whether or not the username exists, so it tells nothing about accounts. */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const username = String((await request.formData()).get('username') ?? '');
  const parsed = recoveryRequest.shape.username.safeParse(username);
  if (!parsed.success) {
    return data({ sent: false, username, fieldError: t('form.required'), formError: null }, { status: 400 });
  }
  const storefrontUrl = shop.domainUrls[language.code];
  if (!storefrontUrl) {
    console.error(`No sales channel domain for ${language.code}: password links cannot be sent`);
    return data({ sent: false, username, fieldError: null, formError: t('error.tryAgain') }, { status: 502 });
  }
  try {
    await client.recoveryPassword({ username: parsed.data, storefrontUrl });
  } catch (error) {
    // A username the Store API refuses (control characters) or a throttled address is the shopper's
    // to fix, not a failed gateway.
    const refused = error instanceof StoreApiError && error.status >= 400 && error.status < 500;
    return data(
      { sent: false, username, fieldError: null, formError: accountErrorMessage(error, t) },
      { status: refused ? error.status : 502 },
    );
  }
  return { sent: true, username: '', fieldError: null, formError: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function PasswordForgot({ actionData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <AuthPanel title={t('passwordForgot.title')} intro={t('passwordForgot.intro')}>
      {actionData?.sent && <Notice tone="success">{t('passwordForgot.sent')}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormField
          name="username"
          label={t('auth.username')}
          error={actionData?.fieldError ?? undefined}
          defaultValue={actionData?.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {t('passwordForgot.submit')}
        </button>
      </Form>
      <div className="flex flex-col gap-2 border-gray-200 border-t pt-4 text-sm">
        <Link to={localizedPath(language, '/auth')} className={textLinkClass}>
          {t('passwordForgot.backToLogin')}
        </Link>
        <RegisterHint />
      </div>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
