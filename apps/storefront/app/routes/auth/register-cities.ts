import { citySearchQuery, StoreApiError } from '@tradeshop/api-client';
import { searchText } from '../../lib/search-text';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/register-cities';

const suggestionCount = 10;

/** Belgian places for the city search of the registration form: `?query=` a postal code or name. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client } = context.get(storeApiContext);
  const query = citySearchQuery.safeParse({
    query: searchText(url.searchParams.get('query'), 100),
    limit: suggestionCount,
  });
  if (!query.success) return Response.json({ cities: [] });
  try {
    const { data: places } = await client.searchCities(query.data.query, query.data.limit);
    return Response.json(
      { cities: places.map(({ postalCode, city }) => ({ postalCode, city })) },
      { headers: { 'Cache-Control': 'private, max-age=3600' } },
    );
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    console.error(`City search failed: ${error.message}`);
    return Response.json({ cities: [] }, { status: 502 });
  }
}
