import type { SearchSynonymSet } from '@tradeshop/api-client/contracts';
import { foldWord, type SearchLocale } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { markCatalogChanged } from '../cache/index.ts';

/** A synonym set as the query reads it: each term as its folded words. */
export interface QuerySynonyms {
  terms: string[][];
  oneWay: boolean;
}

const termWords = (term: string) =>
  foldWord(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** The locale's synonym sets, read once per catalogue version and process. */
export function synonymsOf(ctx: RequestContext): Promise<QuerySynonyms[]> {
  const locale = ctx.language.searchLocale;
  return ctx.cache.value(`search-synonyms:${locale}`, async () => {
    const sets = await listSynonyms(ctx.tx, locale);
    return sets.map((set) => ({ terms: set.terms.map(termWords), oneWay: set.oneWay }));
  });
}

/** The synonym sets of a locale, as they were sent. */
export async function listSynonyms(tx: Tx, locale: SearchLocale): Promise<SearchSynonymSet[]> {
  const rows = await queryRows<{ terms: string[]; one_way: boolean }>(
    tx,
    sql`select terms, one_way from search_synonym where locale = ${locale} order by terms[1], id`,
  );
  return rows.map((row) => ({ terms: row.terms, oneWay: row.one_way }));
}

/**
 * Replaces the synonym sets of a locale. They apply to the next search at once (the catalogue's
 * version moves on, so no answer searched without them is served again); nothing is reindexed.
 */
export async function replaceSynonyms(
  tx: Tx,
  locale: SearchLocale,
  sets: readonly SearchSynonymSet[],
): Promise<number> {
  await tx.execute(sql`delete from search_synonym where locale = ${locale}`);
  if (sets.length > 0) {
    await tx.execute(sql`insert into search_synonym (locale, terms, one_way)
      select ${locale}, x.terms, x.one_way
      from json_to_recordset(${JSON.stringify(sets.map((set) => ({ terms: set.terms, one_way: set.oneWay })))}::json)
        as x(terms text[], one_way boolean)`);
  }
  await markCatalogChanged(tx);
  return sets.length;
}
