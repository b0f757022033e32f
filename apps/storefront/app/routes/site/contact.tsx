import { data, redirect } from 'react-router';
import { ContactForm } from '../../components/contact/ContactForm';
import { ErrorPage } from '../../components/layout/ErrorPage';
import {
  checkContactForm,
  contactFormValuesFor,
  contactRefusal,
  postedContactValuesOf,
} from '../../lib/contact-form';
import { alternatesOfPath, localizedPath, translator } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/contact';

/** The contact page: its form, opened with a signed moment that goes back with the message. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, shop, language, customer } = context.get(storeApiContext);
  const t = translator(language.code);
  const origin = url.origin;
  const [loggedIn, { data: token }] = await Promise.all([
    customer(),
    client.contactFormToken().catch(throwAsRouteError),
  ]);
  return {
    values: contactFormValuesFor(loggedIn),
    formToken: token.token,
    sent: url.searchParams.get('sent'),
    meta: {
      title: `${t('contact.title')} | ${shop.name}`,
      description: t('contact.intro'),
      canonical: `${origin}${localizedPath(language, '/contact')}`,
      alternates: alternatesOfPath('/contact'),
      origin,
    },
  };
}

/**
 * Sends the message: checked like the Store API checks it, then the sender sees its reference; a
 * refusal shows the form again with everything typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const values = postedContactValuesOf(form);
  const storefrontUrl = shop.domainUrls[language.code];
  if (!storefrontUrl) throw new Error(`The sales channel has no domain for ${language.code}`);
  // The form keeps the moment it was first opened, so that a corrected message is no robot's.
  const formToken = String(form.get('formToken') ?? '');
  const checked = checkContactForm(form, t, storefrontUrl);
  if ('fieldErrors' in checked)
    return data(
      { values, formToken, fieldErrors: checked.fieldErrors, formError: t('form.errorSummary') },
      { status: 400 },
    );
  try {
    const { data: sent } = await client.sendContactForm(checked.request);
    return redirect(`${localizedPath(language, '/contact')}?sent=${encodeURIComponent(sent.reference)}`);
  } catch (error) {
    const refusal = contactRefusal(error, t);
    // An expired form goes on with the fresh one the page was given again.
    const keptToken = refusal.expired ? null : formToken;
    return data(
      { values, formToken: keptToken, fieldErrors: {}, formError: refusal.message },
      { status: 400 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const formToken = actionData?.formToken ?? loaderData.formToken;
  return (
    <ContactForm
      key={formToken}
      values={actionData?.values ?? loaderData.values}
      formToken={formToken}
      fieldErrors={actionData?.fieldErrors ?? {}}
      formError={actionData?.formError ?? null}
      sent={actionData ? null : loaderData.sent}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
