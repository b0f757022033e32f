import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { localizedPath, useTranslation } from '../../lib/i18n';
import { textLinkClass } from '../account/AuthPanel';
import { RegisterHint } from '../account/RegisterHint';
import { closeButtonClass, primaryButtonClass } from '../ui/buttons';
import { FormField } from '../ui/FormField';
import { Notice } from '../ui/Notice';
import { PasswordField } from '../ui/PasswordField';

export type DialogView = 'login' | 'forgot';

interface LoginAnswer {
  username?: string;
  fieldErrors?: Record<string, string | undefined>;
  formError?: string | null;
}

interface ForgotAnswer {
  sent: boolean;
  username: string;
  fieldError: string | null;
  formError: string | null;
}

/**
 * Posts to the login page's action: a success leads back to `redirectTo` (or the dashboard), a
 * failure shows here.
 */
function LoginForm({ onForgot, redirectTo }: { onForgot: () => void; redirectTo: string | null }) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<LoginAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form
      method="post"
      action={localizedPath(language, '/auth')}
      noValidate
      className="flex flex-col gap-4"
    >
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <FormField
        name="username"
        label={t('auth.username')}
        error={answer?.fieldErrors?.username}
        defaultValue={answer?.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
      />
      <PasswordField
        name="password"
        label={t('auth.password')}
        error={answer?.fieldErrors?.password}
        autoComplete="current-password"
      />
      <button type="button" onClick={onForgot} className={`self-start text-sm ${textLinkClass}`}>
        {t('auth.forgotPassword')}
      </button>
      <button type="submit" disabled={fetcher.state !== 'idle'} className={primaryButtonClass}>
        {t('auth.submit')}
      </button>
    </fetcher.Form>
  );
}

/** Posts to the forgot-password page's action; the answer never tells whether the user exists. */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t, language } = useTranslation();
  const fetcher = useFetcher<ForgotAnswer>();
  const answer = fetcher.data;
  return (
    <fetcher.Form
      method="post"
      action={localizedPath(language, '/auth/password-forgot')}
      noValidate
      className="flex flex-col gap-4"
    >
      <p className="text-gray-700">{t('passwordForgot.intro')}</p>
      {answer?.sent && <Notice tone="success">{t('passwordForgot.sent')}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <FormField
        name="username"
        label={t('auth.username')}
        error={answer?.fieldError ?? undefined}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
      />
      <button type="submit" disabled={fetcher.state !== 'idle'} className={primaryButtonClass}>
        {t('passwordForgot.submit')}
      </button>
      <button type="button" onClick={onBack} className={`self-start text-sm ${textLinkClass}`}>
        {t('passwordForgot.backToLogin')}
      </button>
    </fetcher.Form>
  );
}

/** The modal with the login form, or the forgot-password form swapped in its place. */
export default function AccountDialog({
  view,
  onView,
  onClose,
  redirectTo,
}: {
  view: DialogView;
  onView: (view: DialogView) => void;
  onClose: () => void;
  /** The page a login leads back to; null for the dashboard. */
  redirectTo: string | null;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
    // A modal dialog focuses its first button (close); the form starts at the username instead.
    dialog.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
  }, []);
  const title = view === 'login' ? t('auth.title') : t('passwordForgot.title');
  return (
    <dialog
      ref={dialog}
      aria-label={title}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-gray-900/50"
    >
      <div className="flex flex-col gap-5 p-5 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 className="font-bold text-2xl text-gray-900">{title}</h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            aria-label={t('loginDialog.close')}
            className={closeButtonClass}
          >
            ×
          </button>
        </div>
        {view === 'login' ? (
          <LoginForm onForgot={() => onView('forgot')} redirectTo={redirectTo} />
        ) : (
          <ForgotPasswordForm onBack={() => onView('login')} />
        )}
        <div className="border-gray-200 border-t pt-4">
          <RegisterHint />
        </div>
      </div>
    </dialog>
  );
}
