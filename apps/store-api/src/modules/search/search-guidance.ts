import { type SearchGuidance, storedId } from '@tradeshop/api-client/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { catalogueLeads } from '../catalog/index.ts';
import { correctionOf, type KnownWords, similarWords } from './query-terms.ts';

/** Categories and brands the dropdown and an empty result lead to, at most. */
const maxLeads = 3;
/** Close words an empty result offers, at most. */
const maxCloseWords = 5;
/** How close a category's or brand's name must come to the query (pg_trgm's word similarity). */
const nameSimilarity = 0.5;

/**
 * The query with its mistyped words corrected (see correctionOf), with what the index knows of its
 * words (those of the query as typed and the corrections); null when none of its unknown words has
 * a close catalogue word.
 */
export async function correctedQuery(
  ctx: RequestContext,
  words: readonly string[],
  typed: { unknown: readonly string[]; known: KnownWords },
): Promise<{ text: string; known: KnownWords } | null> {
  const corrections = new Map<string, string>();
  const known = new Map(typed.known.words);
  for (const word of new Set(typed.unknown)) {
    const correction = await correctionOf(ctx, word, typed.known);
    if (!correction) continue;
    corrections.set(word, correction.word);
    known.set(correction.folded, correction.analysis);
  }
  if (corrections.size === 0) return null;
  return {
    text: words.map((word) => corrections.get(word) ?? word).join(' '),
    known: { ...typed.known, words: known },
  };
}

/** Catalogue words close to the query's unknown words (or to all of them): what an empty result offers. */
export async function closeWords(ctx: RequestContext, words: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const word of words) {
    for (const similar of await similarWords(ctx, word, maxCloseWords)) found.add(similar.word);
  }
  return [...found].slice(0, maxCloseWords);
}

/**
 * Where a search leads besides its products: the categories its best matches stand in (or, when
 * it found nothing, those named like it, with the catalogue's closest words) and the brands it names.
 */
export async function searchLeads(
  ctx: RequestContext,
  query: { text: string; words: readonly string[]; unknown: readonly string[] },
  bestMatches: readonly string[],
): Promise<Omit<SearchGuidance, 'correction'>> {
  const found = bestMatches.length > 0;
  const shown = { languageId: ctx.language.id, salesChannelId: ctx.salesChannel.id };
  const [leads, words] = await Promise.all([
    catalogueLeads(
      ctx.tx,
      shown,
      { bestMatches: bestMatches.map(storedId), text: query.text, words: query.words },
      { similarity: nameSimilarity, limit: maxLeads },
    ),
    found ? [] : closeWords(ctx, query.unknown.length > 0 ? query.unknown : query.words),
  ]);
  return { ...leads, closeWords: words };
}
