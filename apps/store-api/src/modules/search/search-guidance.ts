import { type SearchGuidance, storedId } from '@tradeshop/api-client/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { correctionOf, similarWords } from './query-terms.ts';

/** Categories and brands the dropdown and an empty result lead to, at most. */
const maxLeads = 3;
/** Close words an empty result offers, at most. */
const maxCloseWords = 5;
/** How close a category's or brand's name must come to the query (pg_trgm's word similarity). */
const nameSimilarity = 0.5;

/**
 * The query with its mistyped words corrected (see correctionOf), or null when none of its unknown
 * words has a close catalogue word.
 */
export async function correctedQuery(
  ctx: RequestContext,
  words: readonly string[],
  unknown: readonly string[],
): Promise<string | null> {
  const corrections = new Map<string, string>();
  for (const word of new Set(unknown)) {
    const correction = await correctionOf(ctx, word);
    if (correction) corrections.set(word, correction);
  }
  if (corrections.size === 0) return null;
  return words.map((word) => corrections.get(word) ?? word).join(' ');
}

/** Catalogue words close to the query's unknown words (or to all of them): what an empty result offers. */
export async function closeWords(ctx: RequestContext, words: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const word of words) {
    for (const similar of await similarWords(ctx, word, maxCloseWords)) found.add(similar.word);
  }
  return [...found].slice(0, maxCloseWords);
}

type Lead = SearchGuidance['categories'][number];

/**
 * Categories as leads, in the order of `ranked` (ids with their rank): name and canonical path in
 * the asked language, in one statement (the dropdown asks it on every key pause).
 */
async function categoryLeads(ctx: RequestContext, ranked: SQL): Promise<Lead[]> {
  const rows = await queryRows<{ id: string; name: string | null; seo_path: string | null }>(
    ctx.tx,
    sql`select r.id, ct.name, seo.seo_path_info as seo_path
      from (${ranked}) r
      join category c on c.id = r.id and c.active
      left join category_translation ct on ct.category_id = r.id and ct.language_id = ${ctx.language.id}
      left join lateral (select seo_path_info from seo_url
        where foreign_key = r.id and language_id = ${ctx.language.id}
          and sales_channel_id = ${ctx.salesChannel.id} and is_canonical limit 1) seo on true
      order by r.rank`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    path: row.seo_path ? `/${row.seo_path.replace(/^\/+/, '')}` : `/navigation/${row.id}`,
  }));
}

/** The categories the best matches stand in most (their own, not the ancestors'). */
function categoriesOfMatches(ctx: RequestContext, productIds: readonly string[]): Promise<Lead[]> {
  const ids = sql.param([...productIds]);
  return categoryLeads(
    ctx,
    sql`select pc.category_id as id,
        row_number() over (order by count(*) desc, min(array_position(${ids}::uuid[], pc.product_id))) as rank
      from product_category pc where pc.product_id = any(${ids}::uuid[])
      group by pc.category_id order by rank limit ${maxLeads}`,
  );
}

/** Categories whose name comes close to the query: what an empty result leads to. */
function categoriesNamed(ctx: RequestContext, query: string): Promise<Lead[]> {
  return categoryLeads(
    ctx,
    sql`select category_id as id,
        row_number() over (order by word_similarity(${query}, lower(name)) desc, name) as rank
      from category_translation
      where language_id = ${ctx.language.id} and word_similarity(${query}, lower(name)) >= ${nameSimilarity}
      order by rank limit ${maxLeads}`,
  );
}

/** Brands with articles whose name comes close to a word of the query ("bosch boor" leads to Bosch). */
async function brandsNamed(ctx: RequestContext, words: readonly string[]): Promise<Lead[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string; slug: string }>(
    ctx.tx,
    sql`select m.id, mt.name, m.slug from manufacturer m
      join manufacturer_translation mt on mt.manufacturer_id = m.id and mt.language_id = ${ctx.language.id}
      cross join lateral (select max(similarity(w, lower(mt.name))) as closeness
        from unnest(${sql.param([...words])}::text[]) w) c
      where m.slug is not null and c.closeness >= ${nameSimilarity}
        and exists (select 1 from product p where p.manufacturer_id = m.id and p.active)
      order by c.closeness desc, mt.name limit ${maxLeads}`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, path: `/brands/${row.slug}` }));
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
  const [categories, brands, words] = await Promise.all([
    found ? categoriesOfMatches(ctx, bestMatches.map(storedId)) : categoriesNamed(ctx, query.text),
    brandsNamed(ctx, query.words),
    found ? [] : closeWords(ctx, query.unknown.length > 0 ? query.unknown : query.words),
  ]);
  return { categories, brands, closeWords: words };
}
