import { StoreApiError } from '@tradeshop/api-client';
import { data, Form, useNavigation } from 'react-router';
import { renderSVG } from 'uqr';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { PageTitle } from '../../components/admin/PageTitle';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { FormField } from '../../components/ui/FormField';
import { Notice } from '../../components/ui/Notice';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { requireStaff } from '../../lib/admin/staff-session.server';
import type { Route } from './+types/two-factor';

export async function loader({ url, context }: Route.LoaderArgs) {
  const { me } = await requireStaff(context, url);
  return { twoFactor: me.twoFactor, pending: me.twoFactorSetupPending };
}

type Answer =
  | { step: 'scan'; secret: string; uri: string; qrCode: string; error?: string }
  | { step: 'recovery-codes'; recoveryCodes: string[] }
  | { step: 'off' }
  | { step: 'error'; error: string };

/**
 * The member's own two-factor sign-in: `start` makes a new key (shown with its QR code for the
 * authenticator app), `confirm` turns it on with a first code and shows the recovery codes once,
 * `off` turns it off with a current code where it is not required.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, me } = await requireStaff(context, url);
  const t = adminTranslator(me.language);
  const form = await request.formData();
  const code = String(form.get('code') ?? '').replace(/\s/g, '');
  const codeError = (answer: Answer) => data(answer, { status: 400 });
  try {
    switch (form.get('intent')) {
      case 'start': {
        const { data: setup } = await client.startTwoFactorSetup();
        return { step: 'scan', ...setup, qrCode: renderSVG(setup.uri, { border: 2 }) } satisfies Answer;
      }
      case 'confirm': {
        const secret = String(form.get('secret') ?? '');
        const uri = String(form.get('uri') ?? '');
        if (!/^\d{6}$/.test(code))
          return codeError({
            step: 'scan',
            secret,
            uri,
            qrCode: renderSVG(uri, { border: 2 }),
            error: t('twoFactor.sixDigits'),
          });
        const { data: confirmed } = await client.confirmTwoFactorSetup(code).catch((error: unknown) => {
          if (error instanceof StoreApiError && error.status === 400) return { data: null };
          throw error;
        });
        if (!confirmed)
          return codeError({
            step: 'scan',
            secret,
            uri,
            qrCode: renderSVG(uri, { border: 2 }),
            error: t('twoFactor.wrongCode'),
          });
        return { step: 'recovery-codes', recoveryCodes: confirmed.recoveryCodes } satisfies Answer;
      }
      case 'off': {
        if (!/^\d{6}$/.test(code)) return codeError({ step: 'error', error: t('twoFactor.sixDigits') });
        await client.turnOffTwoFactor(code);
        return { step: 'off' } satisfies Answer;
      }
      default:
        return codeError({ step: 'error', error: t('error.refused') });
    }
  } catch (error) {
    if (error instanceof StoreApiError && error.status < 500 && error.status !== 401)
      return codeError({ step: 'error', error: t('twoFactor.wrongCode') });
    throw error;
  }
}

/** The code of the authenticator app, and the button that sends it for `intent`. */
function CodeAndSubmit({ intent, submit, className }: { intent: string; submit: string; className: string }) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  return (
    <>
      <FormField
        name="code"
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
      />
      <button type="submit" name="intent" value={intent} disabled={submitting} className={className}>
        {submit}
      </button>
    </>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const submitting = useNavigation().state === 'submitting';
  const answer = actionData as Answer | undefined;
  return (
    <section aria-labelledby="page-title" className="flex max-w-2xl flex-col gap-6">
      <PageTitle>{t('twoFactor.title')}</PageTitle>
      {loaderData.pending ? <Notice tone="error">{t('twoFactor.requiredOfYou')}</Notice> : null}
      {answer && 'error' in answer && answer.error ? <Notice tone="error">{answer.error}</Notice> : null}
      {answer?.step === 'recovery-codes' ? (
        <div className="flex flex-col gap-3">
          <Notice tone="success">{t('twoFactor.on')}</Notice>
          <h2 id="recovery-codes-title" className="font-semibold text-gray-900 text-lg">
            {t('twoFactor.recoveryCodes')}
          </h2>
          <p className="text-gray-700 text-sm">{t('twoFactor.recoveryCodesHint')}</p>
          <ul aria-labelledby="recovery-codes-title" className="grid grid-cols-2 gap-2 font-mono text-sm">
            {answer.recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode} className="rounded border border-gray-200 bg-white px-3 py-2">
                {recoveryCode}
              </li>
            ))}
          </ul>
        </div>
      ) : answer?.step === 'scan' ? (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <p className="text-gray-700 text-sm">{t('twoFactor.scan')}</p>
          <div
            className="h-48 w-48 rounded border border-gray-200 bg-white"
            role="img"
            aria-label={t('twoFactor.qrCode')}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG our own QR library drew of the member's otpauth address
            dangerouslySetInnerHTML={{ __html: answer.qrCode }}
          />
          <p className="text-gray-700 text-sm">
            {t('twoFactor.key')} <code className="break-all font-mono">{answer.secret}</code>
          </p>
          <input type="hidden" name="secret" value={answer.secret} />
          <input type="hidden" name="uri" value={answer.uri} />
          <CodeAndSubmit intent="confirm" submit={t('twoFactor.confirm')} className={primaryButtonClass} />
        </Form>
      ) : loaderData.twoFactor.on && answer?.step !== 'off' ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{t('twoFactor.on')}</Notice>
          {loaderData.twoFactor.required ? (
            <p className="text-gray-700 text-sm">{t('twoFactor.requiredStays')}</p>
          ) : (
            <Form method="post" noValidate className="flex flex-col gap-4">
              <CodeAndSubmit intent="off" submit={t('twoFactor.turnOff')} className={secondaryButtonClass} />
            </Form>
          )}
        </div>
      ) : (
        <Form method="post" className="flex flex-col items-start gap-4">
          <p className="text-gray-700 text-sm">{t('twoFactor.intro')}</p>
          <button
            type="submit"
            name="intent"
            value="start"
            disabled={submitting}
            className={primaryButtonClass}
          >
            {t('twoFactor.start')}
          </button>
        </Form>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
