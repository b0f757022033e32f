import { StoreApiError } from '@tradeshop/api-client';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { z } from 'zod';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { adminTranslator, staffLanguages, staffLocaleOf, useAdminTranslation } from '../../lib/admin/i18n';
import { signIn, staffSessionContext } from '../../lib/admin/staff-session.server';
import type { Route } from './+types/sign-in';

const signInForm = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  code: z.string().trim().max(20).optional(),
});

/** Only a path of the back-office itself, never another site: the sign-in leads back there. */
const nextPathOf = (url: URL) => {
  const next = url.searchParams.get('next') ?? '';
  return /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
};

export async function action({ request, url, context }: Route.ActionArgs) {
  const t = adminTranslator(await context.get(staffSessionContext).language());
  const parsed = signInForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ step: 'password' as const, error: t('signIn.fillIn') }, { status: 400 });
  try {
    const answer = await signIn(request, url, parsed.data);
    if ('cookie' in answer) return redirect(nextPathOf(url), { headers: { 'Set-Cookie': answer.cookie } });
    if (answer.refused === 'two-factor-required')
      return data(
        { step: 'code' as const, error: parsed.data.code ? t('signIn.wrongCode') : null },
        { status: parsed.data.code ? 400 : 200 },
      );
    return data({ step: 'password' as const, error: t('signIn.refused') }, { status: 400 });
  } catch (error) {
    if (error instanceof StoreApiError && error.status === 429)
      return data({ step: 'password' as const, error: t('signIn.throttled') }, { status: 429 });
    // A username or password the Admin API refuses to read (a control character) is no one's.
    if (error instanceof StoreApiError && error.status === 400)
      return data({ step: 'password' as const, error: t('signIn.refused') }, { status: 400 });
    console.error(error);
    return data({ step: 'password' as const, error: t('error.unreachable') }, { status: 502 });
  }
}

export function loader({ url }: Route.LoaderArgs) {
  return { passwordSet: url.searchParams.get('password') === 'set' };
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, language } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  const askCode = actionData?.step === 'code';
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="font-bold text-2xl text-gray-900">{t('signIn.title')}</h1>
        <p className="mt-1 text-gray-600 text-sm">{t('shell.title')}</p>
        <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
          {loaderData.passwordSet && !actionData ? (
            <Notice tone="success">{t('signIn.passwordSet')}</Notice>
          ) : null}
          {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
          <FormField
            name="username"
            label={t('signIn.username')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <FormField
            name="password"
            type="password"
            label={t('signIn.password')}
            autoComplete="current-password"
            required
          />
          {askCode ? (
            <FormField
              name="code"
              label={t('signIn.code')}
              hint={t('signIn.codeHint')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              // The field appears because the password fitted: the member types the code next.
              autoFocus
            />
          ) : null}
          <button type="submit" disabled={submitting} className={primaryButtonClass}>
            {t('signIn.submit')}
          </button>
        </Form>
        <nav aria-label={t('signIn.language')} className="mt-6 flex gap-3 text-sm">
          {staffLanguages.map((code) => (
            <Link
              key={code}
              to={`?lang=${code}`}
              lang={staffLocaleOf(code).htmlLang}
              aria-current={code === language ? 'true' : undefined}
              className={code === language ? 'font-semibold text-gray-900' : 'text-brand-700 underline'}
            >
              {staffLocaleOf(code).name}
            </Link>
          ))}
        </nav>
      </div>
    </main>
  );
}
