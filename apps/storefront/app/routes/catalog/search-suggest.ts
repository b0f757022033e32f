import { StoreApiError } from '@tradeshop/api-client';
import { articlesOf, toProductCard } from '../../lib/catalog-view.server';
import { offersFor } from '../../lib/offers.server';
import { searchFilterCriteria, searchFiltersOf } from '../../lib/search-filters';
import { searchGuidanceOf } from '../../lib/search-guidance';
import type { SearchSuggestAnswer, SearchSuggestion } from '../../lib/search-suggestions';
import { searchText } from '../../lib/search-text';
import { storeApiContext } from '../../lib/store-api.server';
import type { Route } from './+types/search-suggest';

/** How many products the quick search asks for; the dropdown shows the first five. */
const quickSearchLimit = 10;
/** The products the dropdown shows, whose prices and stock a logged-in buyer sees. */
const shownProducts = 5;

/** Suggestions answer what was typed; a cart change or login elsewhere does not make them stale. */
export function shouldRevalidate() {
  return false;
}

/** The header's quick search: `?query=` with the header filters (`in=number`, `bought=1`). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { client, language, languageId, customer } = context.get(storeApiContext);
  const params = url.searchParams;
  const query = searchText(params.get('query'), 200);
  if (!query) return Response.json({ query, products: [], guidance: null } satisfies SearchSuggestAnswer);
  try {
    const result = await client.suggestCards({
      search: query,
      limit: quickSearchLimit,
      ...searchFilterCriteria(searchFiltersOf(params)),
    });
    const cards = result.elements.map((product) => toProductCard(product, { language, languageId }));
    // The same call and figures as the cards of the search page: prices, stock and own numbers.
    const offers = (await customer())
      ? await offersFor(client, articlesOf(cards.slice(0, shownProducts)))
      : {};
    const products: SearchSuggestion[] = cards.map((card) => {
      const offer = offers[card.productNumber] ?? null;
      return {
        id: card.id,
        name: card.name,
        productNumber: card.productNumber,
        href: card.href,
        imageUrl: card.image?.url ?? null,
        imageAlt: card.image?.alt ?? card.name,
        offer: offer && { price: offer.price, listPrice: offer.listPrice },
        stock: offer,
        customerSku: offer?.customerSku ?? null,
        unit: offer?.uom ?? card.unit,
        isFamily: card.childCount > 0,
      };
    });
    const guidance = searchGuidanceOf(result.extensions?.search, language);
    return Response.json({ query, products, guidance } satisfies SearchSuggestAnswer, {
      headers: { 'Cache-Control': 'private, max-age=60' },
    });
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    console.error(`Quick search failed: ${error.message}`);
    return Response.json({ query, products: [], guidance: null } satisfies SearchSuggestAnswer, {
      status: 502,
    });
  }
}
