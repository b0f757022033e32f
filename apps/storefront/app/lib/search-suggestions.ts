import type { ProductOffer, StockData } from './offers.server';
import type { SearchGuidanceView } from './search-guidance';

/** A product of the header's quick search. */
export interface SearchSuggestion {
  id: string;
  name: string;
  productNumber: string;
  href: string;
  imageUrl: string | null;
  imageAlt: string;
  /** For a logged-in buyer: the company's price and the stock; null for a visitor. */
  offer: Pick<ProductOffer, 'price' | 'listPrice'> | null;
  stock: StockData | null;
  /** The company's own article number, for a logged-in buyer. */
  customerSku: string | null;
  unit: string;
  /** A variant family, whose price is its cheapest variant's. */
  isFamily: boolean;
}

/** What the quick search answers the header for what was typed. */
export interface SearchSuggestAnswer {
  query: string;
  products: SearchSuggestion[];
  guidance: SearchGuidanceView | null;
}

/** The id of the quick search's option at `index` in the listbox `listboxId`. */
export const searchOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;
