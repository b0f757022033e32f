import { StoreApiError } from '@tradeshop/api-client/errors';
import { useEffect, useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { AuthPanel } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { localizedPath, translator, useTranslation } from '../../lib/i18n';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/cxml-auth';

/** Where each cXML operation starts: shopping, the cart sent back to edit, or its read-only view. */
const landing = { create: '/', edit: '/checkout', inspect: '/cxml/inspect' } as const;

/**
 * The start page of a cXML PunchOutSetupResponse. Opening it only shows a page that posts itself
 * (at once with JavaScript, by its button without): a link preview or prefetch must not use up the
 * one-time link, and the login must not race the page's other calls.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  return { meta: { title: `${t('punchout.entryTitle')} | ${shop.name}`, noindex: true } };
}

/** Logs the user in once and leads to the shop, to the cart of an edit, or to the inspection of the cart. */
export async function action({ context, params }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  try {
    const { operation } = await client.cxmlStart(params.a, params.b);
    return redirect(localizedPath(language, landing[operation]));
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) throw error;
    return data({ refused: true }, { status: 401 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function PunchoutCxmlAuth({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const refused = Boolean(actionData?.refused);
  useEffect(() => {
    if (!refused) form.current?.requestSubmit();
  }, [refused]);
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.entryIntro')}>
      {refused ? (
        <Notice tone="error">{t('punchout.error.startInvalid')}</Notice>
      ) : (
        <Form method="post" ref={form}>
          <button type="submit" className={`w-full ${primaryButtonClass}`}>
            {t('punchout.continue')}
          </button>
        </Form>
      )}
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
