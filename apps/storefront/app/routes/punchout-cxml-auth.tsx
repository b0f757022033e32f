import { StoreApiError } from '@tradeshop/api-client/errors';
import { data, redirect } from 'react-router';
import { AuthPanel } from '../components/account/AuthPanel';
import { Notice } from '../components/account/Notice';
import { ErrorPage } from '../components/layout/ErrorPage';
import { localizedPath, translator, useTranslation } from '../lib/i18n';
import { metaTags } from '../lib/route-meta';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/punchout-cxml-auth';

/** Where each cXML operation starts: shopping, the cart sent back to edit, or its read-only view. */
const landing = { create: '/', edit: '/checkout', inspect: '/cxml/inspect' } as const;

/**
 * The start page of a cXML PunchOutSetupResponse: opened once by the user's browser, it logs them in
 * and leads to the shop, to the cart of an edit, or to the inspection of the cart.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const t = translator(language.code);
  try {
    const { operation } = await client.cxmlStart(params.a, params.b);
    return redirect(localizedPath(language, landing[operation]));
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) throw error;
    return data(
      { meta: { title: `${t('punchout.entryTitle')} | ${shop.name}`, noindex: true } },
      { status: 401 },
    );
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

export default function PunchoutCxmlAuth() {
  const { t } = useTranslation();
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.entryIntro')}>
      <Notice tone="error">{t('punchout.error.startInvalid')}</Notice>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
