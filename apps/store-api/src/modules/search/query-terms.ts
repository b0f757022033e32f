import {
  allowedTypos,
  analyseWord,
  editDistance,
  foldWord,
  type Lexicon,
  lexiconCandidates,
  type SearchLocale,
  searchStopWords,
  type WordAnalysis,
} from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { loadedFacetIndex } from './facet-index.ts';
import { type MatchTree, quoted, tsqueryOf } from './match-tree.ts';
import { beginsSomeLexeme, listedLexemes, withNewestPostings } from './search-postings.ts';
import { synonymsOf } from './synonyms.ts';

const leaf = (lexeme: string, prefix = false): MatchTree => ({ lexeme, prefix });

/** A query as the documents are searched with it. */
export interface QueryTerms {
  /** What every match must hold; null when the query holds no word, or one that no document's word begins with. */
  match: MatchTree | null;
  /** Every lexeme of the query as alternatives (a `to_tsquery` text), which `ts_rank` weighs by where a document holds it. */
  rank: string | null;
  /** The query's words the catalogue holds neither as a word nor as a part of one: what a correction may fix. */
  unknown: string[];
  /** What the index knew of the query's words: a corrected query reads its other words from here. */
  known: KnownWords;
}

/** The query's words, folded, without the stop words (all of them where it holds nothing else). */
export function queryWords(words: readonly string[], locale: SearchLocale): string[] {
  const folded = words.map(foldWord).filter((word) => word.length > 0);
  const stop = new Set(searchStopWords[locale]);
  const meaningful = folded.filter((word) => !stop.has(word));
  return meaningful.length > 0 ? meaningful : folded;
}

/** A place in the query: its word, or the terms a synonym set puts there (each a run of words). */
type Slot = { word: string } | { alternatives: string[][] };

/** Replaces each run of words a synonym set names with the set's terms, longest run first. */
async function withSynonyms(ctx: RequestContext, words: string[]): Promise<Slot[]> {
  const sets = await synonymsOf(ctx);
  const slots: Slot[] = [];
  let at = 0;
  while (at < words.length) {
    let found: { length: number; alternatives: string[][] } | null = null;
    for (const set of sets) {
      const starters = set.oneWay ? set.terms.slice(0, 1) : set.terms;
      for (const term of starters) {
        const fits =
          term.length <= words.length - at && term.every((word, index) => words[at + index] === word);
        if (fits && (!found || term.length > found.length))
          found = { length: term.length, alternatives: set.terms };
      }
    }
    if (found) {
      slots.push({ alternatives: found.alternatives });
      at += found.length;
    } else {
      slots.push({ word: words[at]! });
      at += 1;
    }
  }
  return slots;
}

/** How the index analysed a catalogue word. */
export type KnownAnalysis = Pick<WordAnalysis, 'lemma' | 'head' | 'modifiers'>;

export interface KnownWords {
  /** Catalogue words by their folded form. */
  words: Map<string, KnownAnalysis>;
  /** Lexemes of the index, and whether each names a thing. */
  lexemes: Map<string, boolean>;
  /** Of the words that are no catalogue word, those a lexeme of the index begins with (or is): one outside matches nothing. */
  begun: Set<string>;
  /** For a word of 4 letters or more that matches nothing, the catalogue words close to it. */
  close: Map<string, CloseWord[]>;
}

/** A catalogue word close to a word, with the newest chunk of its lexeme's postings (see listedLexemes). */
type CloseWord = KnownAnalysis & {
  folded: string;
  word: string;
  products: number;
  lexeme: string;
  chunk: number | null;
  rows: Uint8Array | null;
};

const noKnownWords = (): KnownWords => ({
  words: new Map(),
  lexemes: new Map(),
  begun: new Set(),
  close: new Map(),
});

/** How many close words a correction weighs, at most. */
const correctionCandidates = 20;

/**
 * The catalogue words close to the word `word` (an SQL text; trigram similarity), closest first,
 * each in its most frequent spelling with that spelling's analysis, at most `limit`.
 */
const closeWordsOf = (locale: SearchLocale, word: SQL, limit: number) =>
  withNewestPostings(
    locale,
    sql`select s.*, coalesce(w.head, w.lemma) as lexeme, w.lemma, w.head, w.modifiers
      from (select folded, (array_agg(word order by products desc))[1] as word, sum(products)::int as products,
          row_number() over (order by similarity(folded, ${word}) desc, sum(products) desc) as place
        from search_word
        where locale = ${locale} and folded % ${word} and folded <> ${word}
        group by folded
        order by place
        limit ${limit}) s
      cross join lateral (select lemma, head, modifiers from search_word w
        where w.locale = ${locale} and w.folded = s.folded order by w.products desc limit 1) w`,
  );

/** What the index knows of these words and of the parts and singulars they may hold: one lookup. */
async function knownWords(ctx: RequestContext, words: readonly string[]): Promise<KnownWords> {
  const locale = ctx.language.searchLocale;
  const candidates = [
    ...new Set(
      words.flatMap((word) => [
        ...lexiconCandidates(word, locale),
        analyseWord(word, locale, emptyLexicon).lemma,
      ]),
    ),
  ];
  // A word that matches nothing is most likely mistyped: its close words come in the same lookup.
  const correctable = words.filter((word) => allowedTypos(word) > 0);
  const rows = await queryRows<{
    kind: 'word' | 'lexeme' | 'begun' | 'close';
    text: string;
    lemma: string | null;
    head: string | null;
    modifiers: string[] | null;
    noun: boolean | null;
    close: (Omit<CloseWord, 'rows'> & { rows: string | null })[] | null;
  }>(
    ctx.tx,
    sql`(select distinct on (folded) 'word' as kind, folded as text, lemma, head, modifiers, null::boolean as noun,
          null::json as close
        from search_word where locale = ${locale} and folded = any(${sql.param([...words])}::text[])
        order by folded, products desc)
      union all
      select 'lexeme', lexeme, null, null, null, noun, null
      from search_lexeme where locale = ${locale} and lexeme = any(${sql.param(candidates)}::text[])
      union all
      select case when b.begun then 'begun' else 'close' end, b.word, null, null, null, null,
        case when not b.begun then (select json_agg(c order by c.place)
          from (${closeWordsOf(locale, sql`b.word`, correctionCandidates * 2)}) c) end
      from (select w as word, ${beginsSomeLexeme(locale, sql`w`)} as begun
        from unnest(${sql.param([...words])}::text[]) w
        where not exists (select 1 from search_word s where s.locale = ${locale} and s.folded = w)) b
      where b.begun or b.word = any(${sql.param(correctable)}::text[])`,
  );
  const known = noKnownWords();
  for (const row of rows) {
    if (row.kind === 'word') {
      known.words.set(row.text, { lemma: row.lemma!, head: row.head, modifiers: row.modifiers ?? [] });
    } else if (row.kind === 'lexeme') {
      known.lexemes.set(row.text, row.noun ?? false);
    } else if (row.kind === 'begun') {
      known.begun.add(row.text);
    } else {
      // JSON writes a bytea as its hexadecimal text.
      const close = (row.close ?? []).map((word) => ({
        ...word,
        rows: word.rows === null ? null : Uint8Array.from(Buffer.from(word.rows.slice(2), 'hex')),
      }));
      known.close.set(row.text, close);
    }
  }
  return known;
}

const emptyLexicon: Lexicon = { lemmaOf: () => null, isNoun: () => false };

/** The index's lexemes as the lexicon that splits a query's compound ("houtschroef" into "hout", "schroef"). */
const lexiconOf = (known: KnownWords): Lexicon => ({
  lemmaOf: (word) => known.words.get(word)?.lemma ?? (known.lexemes.has(word) ? word : null),
  isNoun: (lemma) => known.lexemes.get(lemma) === true,
});

interface WordTerm {
  match: MatchTree;
  lexemes: string[];
  known: boolean;
}

/**
 * One query word as the documents hold it: its singular, or for a compound the whole word or its
 * head with its other parts ("houtschroef" finds "Houtschroef" and "schroef voor hout"). An unknown
 * last word is taken as the beginning of a word still being typed.
 */
function wordTerm(word: string, locale: SearchLocale, known: KnownWords, typing: boolean): WordTerm {
  const analysis = known.words.get(word) ?? analyseWord(word, locale, lexiconOf(known));
  const isKnown = known.words.has(word) || analysis.head !== null || known.lexemes.has(analysis.lemma);
  if (!isKnown) {
    return { match: leaf(word, typing), lexemes: [word], known: false };
  }
  if (!analysis.head) return { match: leaf(analysis.lemma), lexemes: [analysis.lemma], known: true };
  const parts = [analysis.head, ...analysis.modifiers].map((part) => leaf(part));
  return {
    match: { any: [leaf(analysis.lemma), { all: parts }] },
    lexemes: [analysis.lemma, analysis.head, ...analysis.modifiers],
    known: true,
  };
}

/**
 * Reads a query against the index: stop words left out, synonyms put in, each word analysed as
 * the catalogue's words are (see analyseWord).
 */
export async function queryTerms(
  ctx: RequestContext,
  words: readonly string[],
  knownBefore?: KnownWords,
): Promise<QueryTerms> {
  const locale = ctx.language.searchLocale;
  const slots = await withSynonyms(ctx, queryWords(words, locale));
  if (slots.length === 0) return { match: null, rank: null, unknown: [], known: noKnownWords() };
  const all = slots.flatMap((slot) => ('word' in slot ? [slot.word] : slot.alternatives.flat()));
  const known = all.every((word) => knownBefore?.words.has(word))
    ? knownBefore!
    : await knownWords(ctx, [...new Set(all)]);
  const unknown: string[] = [];
  const lexemes = new Set<string>();
  let matchesNothing = false;
  const match = slots.map((slot, index) => {
    if ('word' in slot) {
      const term = wordTerm(slot.word, locale, known, index === slots.length - 1);
      if (!term.known) {
        unknown.push(slot.word);
        if (!known.begun.has(slot.word)) matchesNothing = true;
      }
      for (const lexeme of term.lexemes) lexemes.add(term.known ? quoted(lexeme) : tsqueryOf(term.match));
      return term.match;
    }
    // A synonym's word the catalogue holds only inside longer words ("inbus" in "inbusbout") finds those.
    const alternatives = slot.alternatives.map(
      (run): MatchTree => ({
        all: run.map((word) => {
          const term = wordTerm(word, locale, known, true);
          for (const lexeme of term.lexemes) lexemes.add(term.known ? quoted(lexeme) : tsqueryOf(term.match));
          return term.match;
        }),
      }),
    );
    return { any: alternatives } satisfies MatchTree;
  });
  // Every word must match: one that no lexeme begins with leaves nothing for the documents to find.
  if (matchesNothing) return { match: null, rank: null, unknown, known };
  return { match: { all: match }, rank: [...lexemes].join(' | '), unknown, known };
}

/** The request's search locale as a literal: what lets the planner pick that locale's partial index. */
export const localeLiteral = (ctx: RequestContext) => sql.raw(`'${ctx.language.searchLocale}'`);

/**
 * Catalogue words close to a word (trigram similarity), closest first, each in its most frequent
 * spelling. An import keeps the words its articles no longer hold until the next whole reindex, so
 * only those a listed product's document still holds (by their singular or head) are answered.
 */
export async function similarWords(ctx: RequestContext, word: string, limit: number) {
  const locale = ctx.language.searchLocale;
  return listedOnly(
    ctx,
    await queryRows<CloseWord>(ctx.tx, closeWordsOf(locale, sql`${word}`, limit * 2)),
    limit,
  );
}

/** The first `limit` of these close words that a listed product's document still holds. */
async function listedOnly(ctx: RequestContext, candidates: CloseWord[], limit: number) {
  if (candidates.length === 0) return [];
  const listed = await listedLexemes(ctx.tx, ctx.language.searchLocale, loadedFacetIndex(ctx), candidates);
  return candidates.filter((candidate) => listed.has(candidate.lexeme)).slice(0, limit);
}

/**
 * The catalogue word a mistyped word stands for, with the index's analysis of it: the one within
 * its allowed typos (one from 4 letters, two from 8) with the fewest edits, the more frequent of
 * two as close; null for none.
 */
export async function correctionOf(
  ctx: RequestContext,
  word: string,
  known: KnownWords,
): Promise<{ word: string; folded: string; analysis: KnownAnalysis } | null> {
  const allowed = allowedTypos(word);
  if (allowed === 0) return null;
  const closeFound = known.close.get(word);
  const candidates = closeFound
    ? await listedOnly(ctx, closeFound, correctionCandidates)
    : await similarWords(ctx, word, correctionCandidates);
  let best: { candidate: (typeof candidates)[number]; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate.folded, allowed);
    if (distance > allowed) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && candidate.products > best.candidate.products)
    ) {
      best = { candidate, distance };
    }
  }
  if (!best) return null;
  const { candidate } = best;
  return {
    word: candidate.word,
    folded: candidate.folded,
    analysis: { lemma: candidate.lemma, head: candidate.head, modifiers: candidate.modifiers },
  };
}
