import type { NewsletterSubscriber } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { data, Form, redirect, useNavigation } from 'react-router';
import { ListSearchForm } from '../../components/account/ListSearchForm';
import { NewsletterFields } from '../../components/account/NewsletterFields';
import { PageNotices } from '../../components/account/PageNotices';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass, secondaryButtonClass } from '../../components/ui/buttons';
import { TableFrame } from '../../components/ui/TableFrame';
import { requireCustomer } from '../../lib/account.server';
import { accountErrorMessage } from '../../lib/account-errors';
import { localizedPath, type MessageKey, translator, useTranslation } from '../../lib/i18n';
import {
  type NewsletterFormValues,
  newsletterLanguageLabels,
  newsletterLanguageOf,
  newsletterStatusLabels,
  newsletterTopicLabels,
  parseNewsletterForm,
} from '../../lib/newsletter-form';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/newsletters';

const notices: Record<string, MessageKey> = {
  requested: 'newsletter.requested',
  unsubscribed: 'newsletter.unsubscribedNotice',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireCustomer(url, context);
  const { client, language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  const search = (params.get('search') ?? '').trim().slice(0, 100);
  const { data: subscribers } = await client.newsletterSubscribers(search).catch(throwAsRouteError);
  return {
    subscribers,
    search,
    notice: notices[params.get('notice') ?? ''] ?? null,
    meta: { title: `${translator(language.code)('newsletter.title')} | ${shop.name}`, noindex: true },
  };
}

/** Each row posts here: `subscribe` (language and topics) or `unsubscribe`, for the user `customerId`. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireCustomer(url, context);
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const customerId = String(form.get('customerId') ?? '');
  const intent = form.get('intent');
  const failed = (
    fields: { fieldErrors?: Record<string, string>; values?: NewsletterFormValues },
    formError: string,
  ) =>
    data(
      { customerId, fieldErrors: {}, values: null as NewsletterFormValues | null, ...fields, formError },
      { status: 400 },
    );
  if (intent !== 'subscribe' && intent !== 'unsubscribe') {
    throw data({ code: errorCodes.unknown }, { status: 400 });
  }
  const parsed = intent === 'subscribe' ? parseNewsletterForm(form, t) : null;
  if (parsed && !parsed.input) {
    return failed({ fieldErrors: parsed.fieldErrors ?? {}, values: parsed.values }, t('form.errorSummary'));
  }
  try {
    if (parsed?.input) await client.subscribeColleague(customerId, parsed.input);
    else await client.unsubscribeColleague(customerId);
  } catch (error) {
    return failed({}, accountErrorMessage(error, t));
  }
  const back = new URLSearchParams(url.searchParams);
  back.set('notice', intent === 'unsubscribe' ? 'unsubscribed' : 'requested');
  return redirect(`${localizedPath(language, '/account/newsletters')}?${back}`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

function SubscriberRow({
  subscriber,
  actionData,
}: {
  subscriber: NewsletterSubscriber;
  actionData: Route.ComponentProps['actionData'];
}) {
  const { t, language } = useTranslation();
  const submitting = useNavigation().formData?.get('customerId') === subscriber.customerId;
  const { subscription } = subscriber;
  const own = actionData?.customerId === subscriber.customerId ? actionData : null;
  const values = own?.values ?? {
    language: subscription?.language ?? newsletterLanguageOf(language.code),
    topics: subscription?.topics ?? [],
  };
  const name = `${subscriber.firstName} ${subscriber.lastName}`;
  return (
    <tr className="border-gray-100 border-t align-top" data-username={subscriber.username}>
      <td className="px-4 py-3">
        <span className="font-medium text-gray-900">{name}</span>
        <span className="block text-gray-600 text-sm">{subscriber.username}</span>
      </td>
      <td className="px-4 py-3" data-testid="newsletter-status">
        {subscription ? t(newsletterStatusLabels[subscription.status]!) : t('newsletter.status.none')}
      </td>
      <td className="px-4 py-3">{subscription ? t(newsletterLanguageLabels[subscription.language]) : ''}</td>
      <td className="px-4 py-3">
        {subscription?.topics.map((topic) => t(newsletterTopicLabels[topic])).join(', ')}
      </td>
      <td className="px-4 py-3">
        {own?.formError && <p className="mb-2 text-red-700 text-sm">{own.formError}</p>}
        <details open={Boolean(own)}>
          <summary className="cursor-pointer font-medium text-brand-700 text-sm">
            {subscription?.status === 'unsubscribed' || !subscription
              ? t('newsletter.subscribeColleague')
              : t('newsletter.change')}
            <span className="sr-only"> {name}</span>
          </summary>
          <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
            <input type="hidden" name="customerId" value={subscriber.customerId} />
            <NewsletterFields
              idPrefix={`newsletter-${subscriber.customerId}`}
              values={values}
              fieldErrors={own?.fieldErrors ?? {}}
            />
            <button
              type="submit"
              name="intent"
              value="subscribe"
              disabled={submitting}
              className={`self-start ${primaryButtonClass}`}
            >
              {t('newsletter.sendConfirmation')}
            </button>
          </Form>
        </details>
        {subscription && subscription.status !== 'unsubscribed' && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="customerId" value={subscriber.customerId} />
            <button
              type="submit"
              name="intent"
              value="unsubscribe"
              disabled={submitting}
              className={secondaryButtonClass}
            >
              {t('newsletter.unsubscribeColleague')}
              <span className="sr-only"> {name}</span>
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}

export default function AccountNewsletters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { subscribers, search, notice } = loaderData;
  return (
    <>
      <div className="mb-6 flex flex-col gap-2">
        <h1 className="font-bold text-2xl text-gray-900 sm:text-3xl">{t('newsletter.title')}</h1>
        <p className="max-w-prose text-gray-700">{t('newsletter.intro')}</p>
      </div>
      <PageNotices success={notice && !actionData ? t(notice) : null} />
      <ListSearchForm
        key={search}
        id="newsletter-search"
        label={t('newsletter.search')}
        submitLabel={t('newsletter.searchSubmit')}
        search={search}
      />
      {subscribers.length === 0 ? (
        <p className="text-gray-700">{t('newsletter.noUsers')}</p>
      ) : (
        <TableFrame>
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t('newsletter.user')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('newsletter.statusLabel')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('newsletter.languageLabel')}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t('newsletter.topicsLabel')}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('newsletter.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <SubscriberRow key={subscriber.customerId} subscriber={subscriber} actionData={actionData} />
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
