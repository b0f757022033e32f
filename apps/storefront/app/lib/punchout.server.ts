import type { PunchoutSession } from '@tradeshop/api-client';
import type { RouterContextProvider } from 'react-router';
import { storeApiContext } from './store-api.server';

/**
 * The procurement system's session of the request, or null. Only users marked as punch-out users
 * can have one, so nobody else pays for the question.
 */
export async function punchoutSessionOf(
  context: Readonly<RouterContextProvider>,
): Promise<PunchoutSession | null> {
  const { client, customer } = context.get(storeApiContext);
  const loggedIn = await customer();
  if (!loggedIn?.ociCustomer) return null;
  return client
    .punchoutSession()
    .then((answer) => answer.data)
    .catch(() => null);
}
