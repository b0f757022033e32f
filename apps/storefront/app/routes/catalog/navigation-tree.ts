import { keptShell, shellOf } from '../../lib/shell.server';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/navigation-tree';

/**
 * The whole main navigation of a language, for the expanded panels and the phone menu. Asked with
 * the catalogue version the page named (`?v=`): while that is the one this process keeps, the answer
 * never changes and browsers keep it. Another version asks the Store API for the current one first,
 * so that no address makes the shell load again.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, language, languageId } = context.get(storeApiContext);
  const asked = url.searchParams.get('v');
  const kept = keptShell(language.code, asked);
  if (!kept) await client.featureFlags().catch(() => null);
  const shell = await (kept ?? shellOf(client, { language, languageId }));
  return Response.json(shell.navigation, {
    headers: { 'Cache-Control': kept ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
