import { newsletterTokenRequest, StoreApiError } from '@tradeshop/api-client';
import { data, Form, useNavigation } from 'react-router';
import { AuthPanel } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { accountErrorMessage } from '../../lib/account-errors';
import { type MessageKey, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/newsletter-link';

type Purpose = 'confirm' | 'unsubscribe';

const texts: Record<Purpose, { title: MessageKey; intro: MessageKey; submit: MessageKey; done: MessageKey }> =
  {
    confirm: {
      title: 'newsletter.confirmTitle',
      intro: 'newsletter.confirmIntro',
      submit: 'newsletter.confirmSubmit',
      done: 'newsletter.confirmed',
    },
    unsubscribe: {
      title: 'newsletter.unsubscribeTitle',
      intro: 'newsletter.unsubscribeIntro',
      submit: 'newsletter.unsubscribeSubmit',
      done: 'newsletter.unsubscribed',
    },
  };

const purposeOf = (url: URL): Purpose => (url.pathname.endsWith('/unsubscribe') ? 'unsubscribe' : 'confirm');

/**
 * The links of newsletter mails land here: the confirmation link and the unsubscribe link. Only a
 * POST acts (the page's button, or a mail program's one-click unsubscribe of RFC 8058 to the same
 * address), so that mail scanners that open links change nothing.
 */
export function loader({ url, context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const purpose = purposeOf(url);
  const token = newsletterTokenRequest.safeParse({ token: url.searchParams.get('token') });
  return {
    purpose,
    token: token.success ? token.data.token : null,
    meta: { title: `${translator(language.code)(texts[purpose].title)} | ${shop.name}`, noindex: true },
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  const purpose = purposeOf(url);
  const form = await request.formData();
  // The page's form sends the token; a one-click unsubscribe posts to the link with it in the address.
  const parsed = newsletterTokenRequest.safeParse({
    token: form.get('token') ?? url.searchParams.get('token'),
  });
  if (!parsed.success)
    return data({ done: false, formError: t('newsletter.error.linkInvalid') }, { status: 400 });
  try {
    if (purpose === 'confirm') await client.confirmNewsletter(parsed.data.token);
    else await client.unsubscribeNewsletter(parsed.data.token);
  } catch (error) {
    // A link that is invalid, used, or holds what the Store API refuses (control characters) is the
    // shopper's answer (4xx), not a failed gateway.
    const refused = error instanceof StoreApiError && error.status >= 400 && error.status < 500;
    return data(
      { done: false, formError: accountErrorMessage(error, t) },
      { status: refused ? error.status : 502 },
    );
  }
  return { done: true, formError: null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submitting = useNavigation().state === 'submitting';
  const text = texts[loaderData.purpose];
  if (actionData?.done) {
    return (
      <AuthPanel title={t(text.title)}>
        <Notice tone="success">{t(text.done)}</Notice>
      </AuthPanel>
    );
  }
  if (!loaderData.token) {
    return (
      <AuthPanel title={t(text.title)}>
        <Notice tone="error">{t('newsletter.error.linkInvalid')}</Notice>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t(text.title)} intro={t(text.intro)}>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {t(text.submit)}
        </button>
      </Form>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
