/**
 * Turns what a visitor typed into search terms. Words become prefix terms so that results appear
 * while typing; article numbers, EANs and manufacturer numbers are matched separately as numbers.
 */
export interface SearchTerms {
  /** Normalised whole query, lower case, used for exact and fragment number matching. */
  normalized: string;
  /** Words for the full-text query, without operators. */
  words: string[];
  /**
   * True when the query looks like an article number or EAN: digits, letters with digits, or
   * letters joined by dashes, dots or slashes as suppliers number (`ELV-BOX-HW`).
   */
  looksLikeNumber: boolean;
}

const maxWords = 8;

export function parseSearchQuery(raw: string): SearchTerms {
  const normalized = raw.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 200);
  const words = normalized
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, maxWords);
  const compact = normalized.replace(/\s/g, '');
  const looksLikeNumber =
    /[\d./-]/.test(compact) && /^[\p{L}\p{N}./-]+$/u.test(compact) && !/^\d{1,2}$/.test(compact);
  return { normalized, words, looksLikeNumber };
}

const compactNumber = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s/g, '');

/**
 * Whether a query is exactly this article's number or EAN (case and spaces aside): then the buyer
 * knows what they want, and the search opens the article instead of listing it.
 */
export function isExactArticleQuery(query: string, article: { productNumber: string; ean: string | null }) {
  const typed = compactNumber(query);
  if (!parseSearchQuery(query).looksLikeNumber) return false;
  return (
    typed === compactNumber(article.productNumber) ||
    (article.ean !== null && typed === compactNumber(article.ean))
  );
}
