import { staffSetPasswordRequest } from '@tradeshop/api-client';
import { data, Form, redirect, useNavigation } from 'react-router';
import { primaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { passwordLinkClient, staffSessionContext } from '../../lib/admin/staff-session.server';
import type { Route } from './+types/set-password';

/** The link of an invitation or password mail: whether it still works, and whom it greets. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const answer = token
    ? await passwordLinkClient(request)
        .passwordLink(token)
        .catch(() => null)
    : null;
  const link = answer?.data.usable ? answer.data : null;
  // The page speaks the member's language, which the mailed link does not name.
  if (link && !url.searchParams.has('lang'))
    throw redirect(`${url.pathname}?${new URLSearchParams({ token, lang: link.language })}`);
  return { link };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const language = await context.get(staffSessionContext).language();
  const t = adminTranslator(language);
  const form = await request.formData();
  const password = String(form.get('password') ?? '');
  if (password !== form.get('repeat')) return data({ error: t('setPassword.different') }, { status: 400 });
  const chosen = staffSetPasswordRequest.safeParse({ token: url.searchParams.get('token'), password });
  if (!chosen.success) return data({ error: t('setPassword.tooShort') }, { status: 400 });
  const set = await passwordLinkClient(request)
    .setPassword(chosen.data)
    .then(() => true)
    .catch(() => false);
  if (!set) return data({ error: t('setPassword.linkInvalid') }, { status: 400 });
  return redirect(`/admin/sign-in?${new URLSearchParams({ lang: language, password: 'set' })}`);
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { link } = loaderData;
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="font-bold text-2xl text-gray-900">{t('setPassword.title')}</h1>
        {link ? (
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <p className="text-gray-700 text-sm">
              {t('setPassword.intro', { name: link.name, username: link.username })}
            </p>
            {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
            <FormField
              name="password"
              type="password"
              label={t('setPassword.password')}
              hint={t('setPassword.rule')}
              autoComplete="new-password"
              required
            />
            <FormField
              name="repeat"
              type="password"
              label={t('setPassword.repeat')}
              autoComplete="new-password"
              required
            />
            <button type="submit" disabled={submitting} className={primaryButtonClass}>
              {t('setPassword.submit')}
            </button>
          </Form>
        ) : (
          <p className="mt-4 text-gray-700">{t('setPassword.linkInvalid')}</p>
        )}
      </div>
    </main>
  );
}
