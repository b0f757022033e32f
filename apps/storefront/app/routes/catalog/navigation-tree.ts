import type { ShellMenus } from '../../lib/navigation-tree';
import { keptShell, shellOf } from '../../lib/shell.server';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/navigation-tree';

/**
 * The whole menus of a language (main navigation, service navigation, countries), for the expanded
 * panels, the header's dropdowns and the phone menu: a page names only their first level. Asked with
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
  const menus: ShellMenus = {
    main: shell.navigation,
    service: shell.serviceNavigation,
    countries: shell.countryNavigation,
  };
  return Response.json(menus, {
    headers: { 'Cache-Control': kept ? 'public, max-age=31536000, immutable' : 'no-cache' },
  });
}
