import { data } from 'react-router';
import { AdminRouteError } from '../../components/admin/AdminErrorPage';
import { FactList } from '../../components/admin/FactList';
import { HandlingForm } from '../../components/admin/HandlingForm';
import { ObjectHistory } from '../../components/admin/ObjectHistory';
import { PageTitle } from '../../components/admin/PageTitle';
import { requirePermission } from '../../lib/admin/access.server';
import { objectHistory } from '../../lib/admin/history.server';
import { useAdminTranslation } from '../../lib/admin/i18n';
import { handlingChangeOf } from '../../lib/admin/inbox.server';
import type { Route } from './+types/contact-message';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { client, me } = await requirePermission(context, url, 'contact-messages.manage');
  const [{ data: message }, history] = await Promise.all([
    client.contactMessage(params.id),
    objectHistory(client, me, 'contact-message', params.id),
  ]);
  return { message, history, myId: me.id };
}

/** Changes the message's state, or takes it on or gives it back. */
export async function action({ request, params, url, context }: Route.ActionArgs) {
  const { client, me } = await requirePermission(context, url, 'contact-messages.manage');
  const change = handlingChangeOf(await request.formData(), me);
  if (!change) return data({ saved: false }, { status: 400 });
  await client.changeContactMessage(params.id, change);
  return { saved: true };
}

export default function ContactMessage({ loaderData }: Route.ComponentProps) {
  const { t, figures } = useAdminTranslation();
  const { message, history, myId } = loaderData;
  return (
    <section aria-labelledby="page-title" className="flex max-w-3xl flex-col gap-6">
      <PageTitle>
        {message.subject} <span className="font-normal text-gray-600">{message.reference}</span>
      </PageTitle>
      <HandlingForm handling={message.handling} myId={myId} />
      <FactList
        facts={[
          { label: t('inbox.received'), value: figures.moment(message.receivedAt) },
          { label: t('contactMessages.from'), value: message.name },
          {
            label: t('contactMessages.company'),
            value: `${message.company} ${message.customerNumber}`.trim(),
          },
          {
            label: t('users.email'),
            value: (
              <a href={`mailto:${message.email}`} className="text-brand-700 underline">
                {message.email}
              </a>
            ),
          },
          { label: t('user.phone'), value: message.phone || '—' },
          { label: t('contactMessages.language'), value: message.locale },
        ]}
      />
      <section aria-labelledby="message-title" className="flex flex-col gap-2">
        <h2 id="message-title" className="font-semibold text-gray-900 text-lg">
          {t('contactMessages.message')}
        </h2>
        <p className="whitespace-pre-line rounded-md border border-gray-200 bg-white p-4 text-gray-900">
          {message.message}
        </p>
      </section>
      {history ? <ObjectHistory entries={history} /> : null}
    </section>
  );
}

export const ErrorBoundary = AdminRouteError;
