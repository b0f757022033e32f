import { StoreApiError } from '@tradeshop/api-client/errors';
import { data } from 'react-router';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/oci-one-time-id';

/** USERNAME and PASSWORD, sent as a form or as JSON, names in any case. */
async function credentialsOf(request: Request) {
  const fields = new Map<string, string>();
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    const body: unknown = await request.json().catch(() => null);
    if (body && typeof body === 'object')
      for (const [name, value] of Object.entries(body))
        if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  } else {
    for (const [name, value] of await request.formData().catch(() => new FormData()))
      if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  }
  const username = fields.get('username');
  const password = fields.get('password');
  return username && password ? { username, password } : null;
}

const noStore = { 'Cache-Control': 'no-store' };

/**
 * Server to server: the procurement system trades the user's OCI username and password for a
 * one-time id and the entry address to open with it (`{p}/oci?OTP=…`, to which it adds HOOK_URL),
 * so that the password never crosses the browser. Answers JSON; errors as the Store API's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { client, language, shop } = context.get(storeApiContext);
  const credentials = await credentialsOf(request);
  if (!credentials)
    return data(
      { errors: [{ code: 'PUNCHOUT__INVALID_CREDENTIALS', detail: 'USERNAME and PASSWORD are required.' }] },
      { status: 400, headers: noStore },
    );
  try {
    const { data: issued } = await client.ociOneTimeId(credentials);
    const storefrontUrl = shop.domainUrls[language.code];
    if (!storefrontUrl) throw new Error(`The sales channel has no domain for ${language.code}`);
    const entry = new URL(`${storefrontUrl}/oci`);
    entry.searchParams.set('OTP', issued.id);
    return data({ ...issued, url: entry.href }, { headers: noStore });
  } catch (error) {
    if (!(error instanceof StoreApiError) || error.status >= 500) throw error;
    return data({ errors: error.errors }, { status: error.status, headers: noStore });
  }
}

export const loader = () => {
  throw data({ code: 'NOT_FOUND' }, { status: 404 });
};
