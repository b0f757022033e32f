import { shellOf } from '../lib/shell.server';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/navigation-tree';

/**
 * The whole main navigation of a language, for the expanded panels and the phone menu. Asked with
 * the catalogue version the page named (`?v=`): while that is the current one the answer never
 * changes, and browsers keep it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, language, languageId } = context.get(storeApiContext);
  const asked = new URL(request.url).searchParams.get('v');
  const shell = await shellOf(client, { language, languageId }, asked);
  const current = asked !== null && shell.version === asked;
  return Response.json(shell.navigation, {
    headers: { 'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
