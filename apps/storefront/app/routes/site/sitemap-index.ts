import { alreadyHeld, sitemapHeaders, sitemapIndexXml } from '../../lib/sitemap';
import { sessionlessClient, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/sitemap-index';

/** The sitemap index: the files of every language, on the domain that was asked. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const client = sessionlessClient();
  const { data: index } = await client.sitemapIndex().catch(throwAsRouteError);
  const headers = sitemapHeaders(client.catalogVersion);
  if (alreadyHeld(request, headers)) return new Response(null, { status: 304, headers });
  return new Response(sitemapIndexXml(index, url.origin), { headers });
}
