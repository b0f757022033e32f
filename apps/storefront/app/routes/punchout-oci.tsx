import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes } from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { AuthPanel, primaryButtonClass } from '../components/account/AuthPanel';
import { Notice } from '../components/account/Notice';
import { ErrorPage } from '../components/layout/ErrorPage';
import { localizedPath, type MessageKey, translator, useTranslation } from '../lib/i18n';
import { ociEntryOf } from '../lib/punchout-entry';
import { metaTags } from '../lib/route-meta';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/punchout-oci';

const refusals: Record<string, MessageKey> = {
  [errorCodes.punchoutInvalidCredentials]: 'punchout.error.invalidCredentials',
  [errorCodes.punchoutReturnHostNotAllowed]: 'punchout.error.returnHostNotAllowed',
  [errorCodes.punchoutInvalidReturnUrl]: 'punchout.error.invalidReturnUrl',
  [errorCodes.loginThrottled]: 'punchout.error.throttled',
  [errorCodes.customerInactive]: 'punchout.error.inactive',
  [errorCodes.companyInactive]: 'punchout.error.inactive',
};

/**
 * OCI's entry: the procurement system posts the user's OCI credentials and its HOOK_URL; the shop
 * logs them in for that session and opens the home page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
  const entry = ociEntryOf(params);
  const meta = { title: `${t('punchout.entryTitle')} | ${shop.name}`, noindex: true };
  if (!entry) return data({ refused: t('punchout.error.invalidCredentials'), meta }, { status: 400 });
  try {
    await client.ociLogin(entry);
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    const refused = t(refusals[error.code] ?? 'punchout.error.invalidCredentials');
    return data(
      { refused, meta },
      { status: error.status >= 400 && error.status < 500 ? error.status : 502 },
    );
  }
  return redirect(localizedPath(language, '/'));
}

/**
 * Opened by GET (OCI allows it), the entry answers a page that posts what it was given to itself:
 * the login then happens before the page's other calls, never beside them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const params = new URL(request.url).searchParams;
  return {
    refused: null,
    entry: ociEntryOf(params) ? [...params] : null,
    meta: { title: `${translator(language.code)('punchout.entryTitle')} | ${shop.name}`, noindex: true },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** Posts a GET entry on to itself, or says why the entry was refused. */
export default function PunchoutOci({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const refused = actionData?.refused ?? loaderData.refused;
  const entry = actionData ? null : loaderData.entry;
  useEffect(() => {
    if (entry) form.current?.requestSubmit();
  }, [entry]);
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.entryIntro')}>
      {refused && <Notice tone="error">{refused}</Notice>}
      {entry && (
        <Form method="post" ref={form}>
          {entry.map(([name, value], index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
            <input key={index} type="hidden" name={name} value={value} />
          ))}
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
