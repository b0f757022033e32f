import { Form, useNavigation } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { secondaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { adminTranslator, useAdminTranslation } from '../../lib/admin/i18n';
import { mailStateKeys } from '../../lib/admin/mail-states';
import type { Route } from './+types/mail';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'mails.manage');
  const [{ data: mail }, history] = await Promise.all([
    client.mail(params.id),
    objectHistory(client, me, 'mail', params.id),
  ]);
  return { mail, history };
}

/** Sends the mail again: one not sent yet at once, a sent one as a new mail. */
export async function action({ params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'mails.manage');
  await client.resendMail(params.id);
  return { done: adminTranslator(me.language)('mails.resent') };
}

export default function Mail({ loaderData, actionData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { mail, history } = loaderData;
  const submitting = useNavigation().state === 'submitting';
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageTitle>{mail.subject}</PageTitle>
      {actionData?.done ? <Notice tone="success">{actionData.done}</Notice> : null}
      <Form method="post">
        <button type="submit" disabled={submitting} className={secondaryButtonClass}>
          {t('mails.resend')}
        </button>
      </Form>
      <FactList
        facts={[
          { label: t('mails.recipient'), value: mail.recipient },
          { label: t('mails.template'), value: `${mail.template} (${mail.locale})` },
          { label: t('inbox.state'), value: t(mailStateKeys[mail.state]) },
          { label: t('mails.attempts'), value: figures.number(mail.attempts) },
          { label: t('mails.made'), value: figures.moment(mail.createdAt) },
          { label: t('mails.sentAt'), value: mail.sentAt ? figures.moment(mail.sentAt) : '—' },
          {
            label: t('mails.nextAttempt'),
            value: mail.nextAttemptAt ? figures.moment(mail.nextAttemptAt) : '—',
          },
          { label: t('mails.lastError'), value: mail.lastError ?? '—' },
        ]}
      />
      <section aria-labelledby="body-title" className="flex flex-col gap-2">
        <h2 id="body-title" className="font-semibold text-gray-900 text-lg">
          {t('mails.body')}
        </h2>
        {mail.body ? (
          <pre className="whitespace-pre-wrap rounded-md border border-gray-200 bg-white p-4 text-gray-900 text-sm">
            {mail.body.text}
          </pre>
        ) : (
          <p className="text-gray-700 text-sm">{t('mails.bodyWithheld')}</p>
        )}
      </section>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
