import { StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { Fragment } from 'react';
import { data } from 'react-router';
import { textLinkClass } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { translator, useTranslation } from '../../lib/i18n';
import { isDirectLocalRequest } from '../../lib/local-request';
import { metaTags } from '../../lib/route-meta';
import { handedOver } from '../../lib/server-handover.server';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/dev-outbox';

/**
 * The mails hold password links: the page exists only outside production and only for a request
 * straight from the machine itself, whatever the Store API would answer.
 */
function outboxShownTo(request: Request): boolean {
  return (
    process.env.NODE_ENV !== 'production' &&
    isDirectLocalRequest(handedOver(request, 'peerAddress'), request.headers)
  );
}

/**
 * The mails of a development install, so that password and confirmation links can be followed
 * without a mail server. The Store API answers 404 in production and with SMTP, and so does this page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!outboxShownTo(request)) throw data({ code: errorCodes.notFound }, { status: 404 });
  const { client, language, shop } = context.get(storeApiContext);
  const outbox = await client.outbox().catch((error: unknown) => {
    if (error instanceof StoreApiError && error.status === 404) {
      throw data({ code: errorCodes.notFound }, { status: 404 });
    }
    return throwAsRouteError(error);
  });
  // Formatted here, in one time zone, so that the browser renders the same text.
  const dateFormat = new Intl.DateTimeFormat(language.code, {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Brussels',
  });
  return {
    mails: outbox.data.map((mail) => ({
      id: mail.id,
      recipient: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.createdAt,
      date: dateFormat.format(new Date(mail.createdAt)),
    })),
    meta: { title: `${translator(language.code)('outbox.title')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

const linkPattern = /(https?:\/\/[^\s<>"']+)/g;

/** Plain mail text with its web addresses as links. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(linkPattern);
  return (
    <p className="whitespace-pre-wrap break-words font-mono text-gray-800 text-sm">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <a key={index} href={part} className={textLinkClass}>
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-2 font-bold text-2xl text-gray-900 sm:text-3xl">{t('outbox.title')}</h1>
      <p className="mb-6 text-gray-700">{t('outbox.intro')}</p>
      {loaderData.mails.length === 0 ? (
        <p className="text-gray-700">{t('outbox.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {loaderData.mails.map((mail) => (
            <li key={mail.id}>
              <article
                aria-labelledby={`mail-${mail.id}`}
                className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-5"
              >
                <h2 id={`mail-${mail.id}`} className="font-semibold text-gray-900 text-lg">
                  {mail.subject}
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-gray-600">{t('outbox.recipient')}</dt>
                  <dd className="break-words text-gray-900">{mail.recipient}</dd>
                  <dt className="text-gray-600">{t('outbox.date')}</dt>
                  <dd className="text-gray-900">
                    <time dateTime={mail.createdAt}>{mail.date}</time>
                  </dd>
                </dl>
                <TextWithLinks text={mail.text} />
                <details className="rounded-md border border-gray-200">
                  <summary className="cursor-pointer px-4 py-2 font-medium text-gray-800 text-sm">
                    {t('outbox.html')}
                  </summary>
                  <iframe
                    title={t('outbox.htmlTitle', { subject: mail.subject })}
                    srcDoc={mail.html}
                    sandbox=""
                    className="h-96 w-full border-gray-200 border-t bg-white"
                  />
                </details>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
