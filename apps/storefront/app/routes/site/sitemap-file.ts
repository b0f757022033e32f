import { errorCodes } from '@tradeshop/domain';
import { data } from 'react-router';
import {
  alreadyHeld,
  sitemapFileLanguage,
  sitemapHeaders,
  sitemapPageOf,
  urlsetXml,
} from '../../lib/sitemap';
import { sessionlessClient, throwAsRouteError } from '../../lib/store-api.server';
import type { Route } from './+types/sitemap-file';

const noSuchFile = () => data({ code: errorCodes.pageNotFound }, { status: 404 });

/**
 * A language's sitemap file (`/sitemap-nl.xml?page=2`), written as XML while the Store API streams
 * its entries from the catalogue: neither process holds the whole file.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const language = sitemapFileLanguage(url.pathname);
  const page = sitemapPageOf(url.searchParams);
  if (!language || page === null) throw noSuchFile();
  const client = sessionlessClient();
  // The index first: kept per catalogue version, it answers a client that holds the file already
  // without a read of the catalogue.
  const { data: index } = await client.sitemapIndex().catch(throwAsRouteError);
  const files = index.languages.find((entry) => entry.localeCode === language.code)?.files ?? 0;
  if (page > files) throw noSuchFile();
  const headers = sitemapHeaders(client.catalogVersion);
  if (alreadyHeld(request, headers)) return new Response(null, { status: 304, headers });
  const entries = await client.sitemapFile(language.code, page).catch(throwAsRouteError);
  return new Response(urlsetXml(entries), { headers });
}
