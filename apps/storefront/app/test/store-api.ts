import { StoreApiError, visitorSession } from '@tradeshop/api-client';
import { storefrontLocales } from '@tradeshop/domain';
import { RouterContextProvider } from 'react-router';
import { type StoreApiSession, storeApiContext } from '../lib/store-api.server';

const french = storefrontLocales.find((language) => language.code === 'fr-FR')!;

/** The ids the test shop gives its languages. */
export const languageIds = { 'nl-NL': 'a'.repeat(32), 'fr-FR': 'b'.repeat(32), 'en-GB': 'c'.repeat(32) };

/** The arguments of a loader at the French address `path`, on a Store API whose calls are `client`. */
export function frenchLoaderArgs(
  path: string,
  params: Record<string, string>,
  client: Record<string, unknown>,
) {
  const context = new RouterContextProvider();
  context.set(storeApiContext, {
    client,
    shop: { name: 'Trade Shop', languageIds, featureFlags: [] },
    language: french,
    languageId: languageIds['fr-FR'],
    customer: async () => null,
    session: async () => visitorSession,
  } as unknown as StoreApiSession);
  const url = new URL(`http://shop.test${path}`);
  // The route's own Route.LoaderArgs type is generated per route; the stub fills the fields loaders read.
  return { request: new Request(url), url, params, context } as never;
}

/** The Store API's refusal of a preview link that is not valid or has run out. */
export function previewRefused(): StoreApiError {
  return new StoreApiError(403, [
    {
      status: '403',
      code: 'CONTENT__PREVIEW_INVALID',
      title: 'Refused',
      detail: '',
      meta: { parameters: {} },
    },
  ]);
}
