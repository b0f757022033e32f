import { id, StoreApiError } from '@tradeshop/api-client';
import { errorCodes } from '@tradeshop/domain';
import { redirect } from 'react-router';
import { z } from 'zod';
import { localizedPath } from '../../lib/i18n';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/checkout-cost-center';

const assignForm = z.object({
  externalContactId: id,
  contractId: z.union([id, z.literal('')]).transform((value) => value || null),
});

/**
 * The checkout's cost centre choice posts here (`CostCenterChoice`): `intent=assign` with
 * `externalContactId` and optionally `contractId`, or `intent=dismiss`. Answers with a redirect to
 * the checkout, with `?costCenterError=<code>` when the Store API refused, so that it works the
 * same with and without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language } = context.get(storeApiContext);
  const checkout = localizedPath(language, '/checkout');
  const form = await request.formData();
  const intent = form.get('intent');
  let code: string | null = null;
  try {
    if (intent === 'dismiss') {
      await client.dismissExternalContact();
    } else if (intent === 'assign') {
      const parsed = assignForm.safeParse({
        externalContactId: form.get('externalContactId') ?? '',
        contractId: form.get('contractId') ?? '',
      });
      if (parsed.success) await client.assignExternalContact(parsed.data);
      else code = errorCodes.costCenterContactNotFound;
    } else {
      code = errorCodes.invalidRequest;
    }
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    code = error.code;
  }
  const search = code ? `?${new URLSearchParams({ costCenterError: code })}` : '';
  return redirect(`${checkout}${search}#cost-center`);
}

/** An address typed in leads to the checkout. */
export function loader({ context }: Route.LoaderArgs) {
  return redirect(localizedPath(context.get(storeApiContext).language, '/checkout'));
}

/**
 * Without JavaScript a form posts here as a page: a refusal (a foreign origin, a failed Store API call)
 * then shows the shop's error page. Having an error boundary also makes React Router treat this as a
 * page route rather than a resource route, whose errors would be bare JSON.
 */
export { ErrorPage as ErrorBoundary } from '../../components/layout/ErrorPage';
