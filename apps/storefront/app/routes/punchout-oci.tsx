import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes } from '@tradeshop/domain';
import { data, redirect } from 'react-router';
import { AuthPanel } from '../components/account/AuthPanel';
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
 * OCI's entry: the procurement system opens the shop with the user's OCI credentials and its
 * HOOK_URL (by GET or POST); the shop logs them in for that session and opens the home page.
 */
async function enter(context: Route.LoaderArgs['context'], params: URLSearchParams) {
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  const meta = { title: `${t('punchout.entryTitle')} | ${shop.name}`, noindex: true };
  const entry = ociEntryOf(params);
  if (!entry) return data({ refused: null, meta });
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

export const loader = ({ request, context }: Route.LoaderArgs) =>
  enter(context, new URL(request.url).searchParams);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === 'string') params.append(name, value);
  return enter(context, params);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** Shown when the entry was opened without what a procurement system sends, or was refused. */
export default function PunchoutOci({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const refused = actionData?.refused ?? loaderData.refused;
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.entryIntro')}>
      {refused && <Notice tone="error">{refused}</Notice>}
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
