import type { PunchoutTransfer, StoreApiClient } from '@tradeshop/api-client';
import { StoreApiError } from '@tradeshop/api-client/errors';
import { errorCodes, type OciFunctionResult, ociFunction } from '@tradeshop/domain';
import { useEffect, useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { AuthPanel } from '../../components/account/AuthPanel';
import { ErrorPage } from '../../components/layout/ErrorPage';
import { primaryButtonClass } from '../../components/ui/buttons';
import { Notice } from '../../components/ui/Notice';
import { localizedPath, type MessageKey, type Translate, translator, useTranslation } from '../../lib/i18n';
import { type OciEntry, ociEntryOf } from '../../lib/punchout-entry';
import { transferFormAction } from '../../lib/punchout-transfer';
import { metaTags } from '../../lib/route-meta';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/oci';

const refusals: Record<string, MessageKey> = {
  [errorCodes.punchoutInvalidCredentials]: 'punchout.error.invalidCredentials',
  [errorCodes.punchoutOneTimeIdRequired]: 'punchout.error.oneTimeIdRequired',
  [errorCodes.punchoutStartInvalid]: 'punchout.error.oneTimeIdInvalid',
  [errorCodes.punchoutReturnHostNotAllowed]: 'punchout.error.returnHostNotAllowed',
  [errorCodes.punchoutInvalidReturnUrl]: 'punchout.error.invalidReturnUrl',
  [errorCodes.loginThrottled]: 'punchout.error.throttled',
  [errorCodes.customerInactive]: 'punchout.error.inactive',
  [errorCodes.companyInactive]: 'punchout.error.inactive',
  // Of VALIDATE and BACKGROUND_SEARCH, after the login.
  [errorCodes.punchoutItemNotTransferable]: 'punchout.error.transferFailed',
  [errorCodes.punchoutNoSession]: 'punchout.error.noSession',
};

const logIn = (client: StoreApiClient, entry: OciEntry) => {
  const { credentials, ...where } = entry;
  return credentials.kind === 'password'
    ? client.ociLogin({ ...credentials, ...where })
    : client.ociOneTimeLogin(credentials.id, where);
};

/** Why OCI's FUNCTION cannot be answered, in the user's language. */
function functionRefusal(requested: Extract<OciFunctionResult, { ok: false }>, t: Translate) {
  if (requested.reason === 'missing-parameter')
    return t('punchout.error.functionParameterMissing', {
      function: requested.requested,
      parameter: requested.parameter,
    });
  if (requested.reason === 'invalid-quantity')
    return t('punchout.error.functionQuantityInvalid', { function: requested.requested });
  return t('punchout.error.functionUnsupported', { function: requested.requested });
}

/**
 * OCI's entry: the procurement system posts the user's OCI credentials (or a one-time id) and its
 * HOOK_URL; the shop logs them in for that session. Without a FUNCTION the catalogue opens; DETAIL
 * opens the article of PRODUCTID; VALIDATE and BACKGROUND_SEARCH are answered at once by posting
 * the items back to HOOK_URL.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const t = translator(language.code);
  // A procurement system may put fixed parameters (such as OTP) in the entry address and post the rest.
  const params = new URLSearchParams(url.searchParams);
  for (const [name, value] of await request.formData())
    if (typeof value === 'string') params.append(name, value);
  const entry = ociEntryOf(params);
  const refuse = (refused: string, status: number) => data({ refused, transfer: null }, { status });
  if (!entry) return refuse(t('punchout.error.invalidCredentials'), 400);
  const requested = ociFunction(params);
  if (!requested.ok) return refuse(functionRefusal(requested, t), 400);
  try {
    await logIn(client, entry);
    if (requested.kind === 'catalog') return redirect(localizedPath(language, '/'));
    if (requested.kind === 'detail')
      return redirect(localizedPath(language, `/search?query=${encodeURIComponent(requested.productId)}`));
    const { data: transfer } = await client.ociBackground(
      requested.kind === 'validate'
        ? {
            function: 'VALIDATE',
            productId: requested.productId,
            quantityHundredths: requested.quantityHundredths,
          }
        : { function: 'BACKGROUND_SEARCH', searchString: requested.searchString },
    );
    return data(
      { refused: null, transfer },
      { headers: { 'Content-Security-Policy': transferFormAction(transfer.action) } },
    );
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    return refuse(
      t(refusals[error.code] ?? 'punchout.error.invalidCredentials'),
      error.status >= 400 && error.status < 500 ? error.status : 502,
    );
  }
}

/**
 * Opened by GET (OCI allows it), the entry answers a page that posts what it was given to itself:
 * the login then happens before the page's other calls, never beside them.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { language, shop } = context.get(storeApiContext);
  const params = url.searchParams;
  return {
    refused: null,
    entry: ociEntryOf(params) ? [...params] : null,
    meta: { title: `${translator(language.code)('punchout.entryTitle')} | ${shop.name}`, noindex: true },
  };
}

/**
 * The page's forms go to the shop itself, except the answer of a background function, which goes
 * to the procurement system's HOOK_URL only (the shop-wide policy leaves form-action to this route).
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => ({
  'Content-Security-Policy': actionHeaders.get('Content-Security-Policy') ?? "form-action 'self'",
});

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? metaTags(loaderData.meta) : []);

/** Posts a GET entry on to itself, answers a background function, or says why the entry was refused. */
export default function PunchoutOci({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const refused = actionData?.refused ?? loaderData.refused;
  const entry = actionData ? null : loaderData.entry;
  useEffect(() => {
    if (entry) form.current?.requestSubmit();
  }, [entry]);
  if (actionData?.transfer) return <BackgroundAnswer transfer={actionData.transfer} />;
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.entryIntro')}>
      {refused && <Notice tone="error">{refused}</Notice>}
      {entry && (
        // A document post: the answer of a background function sets the page's own form-action.
        <Form method="post" ref={form} reloadDocument>
          <HiddenFields fields={entry} />
          <button type="submit" className={`w-full ${primaryButtonClass}`}>
            {t('punchout.continue')}
          </button>
        </Form>
      )}
    </AuthPanel>
  );
}

function HiddenFields({ fields }: { fields: readonly (readonly [string, string])[] }) {
  return fields.map(([name, value], index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat; its place is its identity
    <input key={index} type="hidden" name={name} value={value} />
  ));
}

/** The items of VALIDATE or BACKGROUND_SEARCH, posted back to HOOK_URL as soon as the page runs. */
function BackgroundAnswer({ transfer }: { transfer: PunchoutTransfer['data'] }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <AuthPanel title={t('punchout.entryTitle')} intro={t('punchout.transferring')}>
      <form
        ref={form}
        method="post"
        action={transfer.action}
        target={transfer.target ?? undefined}
        acceptCharset={transfer.charset}
        data-testid="oci-background-answer"
      >
        <HiddenFields fields={transfer.fields} />
        <button type="submit" className={`w-full ${primaryButtonClass}`}>
          {t('punchout.transfer')}
        </button>
      </form>
    </AuthPanel>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
