import { type StoreApiClient, StoreApiError } from '@tradeshop/api-client';
import { toProductCard } from '../lib/catalog-view.server';
import { searchFilterCriteria, searchFiltersOf } from '../lib/search-filters';
import { searchText } from '../lib/search-text';
import { storeApiContext } from '../lib/store-api.server';
import type { Route } from './+types/search-suggest';

/** How many products the quick search asks for; the dropdown shows the first five. */
const quickSearchLimit = 10;

export interface SearchSuggestion {
  id: string;
  name: string;
  productNumber: string;
  /** The company's own article number, for logged-in users. */
  customerSku: string | null;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
}

/** Suggestions answer what was typed; a cart change or login elsewhere does not make them stale. */
export function shouldRevalidate() {
  return false;
}

/** The company's own numbers of the suggested articles (the spec's article-link enrichment). */
async function ownNumbersOf(client: StoreApiClient, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  try {
    const { data } = await client.articleLinksInfo(productIds);
    return new Map(data.map((link) => [link.productId, link.customerSku]));
  } catch (error) {
    console.error(
      `Article links of the quick search failed: ${error instanceof Error ? error.message : error}`,
    );
    return new Map();
  }
}

/** The header's quick search: `?query=` with the header filters (`in=number`, `bought=1`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, language, languageId, customer } = context.get(storeApiContext);
  const params = new URL(request.url).searchParams;
  const query = searchText(params.get('query'), 200);
  if (!query) return Response.json({ query, products: [] });
  try {
    const result = await client.searchCards({
      search: query,
      limit: quickSearchLimit,
      'no-aggregations': true,
      'total-count-mode': 'next-pages',
      ...searchFilterCriteria(searchFiltersOf(params)),
    });
    const ownNumbers = await ownNumbersOf(
      client,
      (await customer()) ? result.elements.map((product) => product.id) : [],
    );
    const products: SearchSuggestion[] = result.elements.map((product) => {
      const card = toProductCard(product, { language, languageId });
      return {
        id: card.id,
        name: card.name,
        productNumber: card.productNumber,
        customerSku: ownNumbers.get(card.id) ?? null,
        href: card.href,
        imageUrl: card.image?.url ?? null,
        imageAlt: card.image?.alt ?? card.name,
      };
    });
    return Response.json({ query, products }, { headers: { 'Cache-Control': 'private, max-age=60' } });
  } catch (error) {
    if (!(error instanceof StoreApiError)) throw error;
    console.error(`Quick search failed: ${error.message}`);
    return Response.json({ query, products: [] }, { status: 502 });
  }
}
