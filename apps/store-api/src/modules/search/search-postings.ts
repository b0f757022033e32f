import type { SearchLocale } from '@tradeshop/domain';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import type { FacetIndex } from './facet-index.ts';
import type { MatchTree } from './match-tree.ts';

/**
 * The postings of the documents (`search_posting`): per lexeme, the search rows whose document
 * holds it, two bytes a row. The search page counts its facets over every match; the documents'
 * index finds a frequent word's matches at once but then reads each of their tens of thousands of
 * rows for its search row, where the postings hold the same answer in a few kilobytes
 * (docs/decisions/0047). Ranking still reads the documents, for the page's few products only.
 *
 * A search row is never reused until a whole reindex: a reindexed product gets new rows at the end
 * and its old ones are left behind, so an import only appends to the postings and a reader keeps
 * the rows the facet index knows as listed.
 */

const chunkBits = 15;
/** Literal, so that the select and the grouping are the same expression. */
const chunkOf = (row: SQL) => sql`${row} >> ${sql.raw(String(chunkBits))}`;
const offsetOf = (row: SQL) => sql`(${row} & ${sql.raw(String(2 ** chunkBits - 1))})::int2`;

/**
 * Writes the postings of the given products' documents in a locale (every product's when null),
 * after their documents were written. An import's rows follow every row before them, so they are
 * appended to their lexemes' chunks.
 */
export function writePostings(tx: Tx, locale: SearchLocale, productIds: readonly string[] | null) {
  const only = productIds ? sql`and t.product_id = any(${sql.param(productIds)}::uuid[])` : sql``;
  return tx.execute(sql`insert into search_posting (locale, lexeme, chunk, rows)
    select ${locale}, d.lexeme, ${chunkOf(sql`t.facet_row`)},
      string_agg(int2send(${offsetOf(sql`t.facet_row`)}), ''::bytea order by t.facet_row)
    from product_search_text t cross join lateral unnest(t.document) d
    where t.locale = ${locale} ${only}
    group by d.lexeme, ${chunkOf(sql`t.facet_row`)}
    on conflict (locale, lexeme, chunk) do update set rows = search_posting.rows || excluded.rows`);
}

interface Leaves {
  lexemes: Set<string>;
  prefixes: Set<string>;
}

function leavesOf(tree: MatchTree, leaves: Leaves = { lexemes: new Set(), prefixes: new Set() }): Leaves {
  if ('lexeme' in tree) (tree.prefix ? leaves.prefixes : leaves.lexemes).add(tree.lexeme);
  else for (const child of 'all' in tree ? tree.all : tree.any) leavesOf(child, leaves);
  return leaves;
}

/** The first text after every text that begins with `prefix`, byte-wise. */
const afterPrefix = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * Whether a lexeme of the locale's postings begins with (or is) the word `word` (an SQL text): a
 * word none begins with matches nothing, as typed or as the beginning of a word.
 */
export const beginsSomeLexeme = (locale: SearchLocale, word: SQL) =>
  sql`exists (select 1 from search_posting p
    where p.locale = ${locale} and p.lexeme ~>=~ ${word} and p.lexeme ~<~ (${word} || chr(1114111)))`;

/** The search rows of the chunks' offsets, ascending (concurrent imports may have appended out of order). */
export function decodePostings(chunks: readonly { chunk: number; rows: Uint8Array }[]): Uint32Array {
  let length = 0;
  for (const { rows } of chunks) length += rows.length >> 1;
  const decoded = new Uint32Array(length);
  let at = 0;
  let sorted = true;
  for (const { chunk, rows } of chunks) {
    const base = chunk << chunkBits;
    for (let byte = 0; byte < rows.length; byte += 2) {
      decoded[at] = base + ((rows[byte]! << 8) | rows[byte + 1]!);
      if (at > 0 && decoded[at]! <= decoded[at - 1]!) sorted = false;
      at++;
    }
  }
  return sorted ? decoded : unique(decoded.sort());
}

function unique(sorted: Uint32Array): Uint32Array {
  let kept = 0;
  for (let at = 0; at < sorted.length; at++) {
    if (at === 0 || sorted[at] !== sorted[kept - 1]) sorted[kept++] = sorted[at]!;
  }
  return sorted.subarray(0, kept);
}

/** The rows in both of two ascending lists. */
export function intersection(a: Uint32Array, b: Uint32Array): Uint32Array {
  const both = new Uint32Array(Math.min(a.length, b.length));
  let kept = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      both[kept++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return both.subarray(0, kept);
}

/** The rows in any of the ascending lists, ascending. */
export function union(lists: readonly Uint32Array[]): Uint32Array {
  if (lists.length === 1) return lists[0]!;
  let length = 0;
  for (const list of lists) length += list.length;
  const all = new Uint32Array(length);
  let at = 0;
  for (const list of lists) {
    all.set(list, at);
    at += list.length;
  }
  return unique(all.sort());
}

const none = new Uint32Array(0);

/** The rows a tree matches, from the postings of its lexemes. */
export function evaluate(tree: MatchTree, postings: ReadonlyMap<string, Uint32Array>): Uint32Array {
  if ('lexeme' in tree) {
    if (!tree.prefix) return postings.get(tree.lexeme) ?? none;
    const begun = [...postings].filter(([lexeme]) => lexeme.startsWith(tree.lexeme));
    return begun.length ? union(begun.map(([, rows]) => rows)) : none;
  }
  if ('any' in tree) return union(tree.any.map((child) => evaluate(child, postings)));
  // The shortest first, so that each step keeps no more than it.
  const lists = tree.all.map((child) => evaluate(child, postings)).sort((a, b) => a.length - b.length);
  let rows = lists[0] ?? none;
  for (const list of lists.slice(1)) {
    if (rows.length === 0) break;
    rows = intersection(rows, list);
  }
  return rows;
}

/**
 * The search rows whose document in the locale the tree matches, as the documents' index would
 * find them (`document @@ to_tsquery('simple', tsqueryOf(tree))`), ascending. Rows of products
 * reindexed since may be among them: the caller keeps the listed ones.
 */
export async function postedRows(tx: Tx, locale: SearchLocale, tree: MatchTree): Promise<Uint32Array> {
  const { lexemes, prefixes } = leavesOf(tree);
  const ranges: SQL[] = [...prefixes].map(
    (prefix) => sql`(lexeme ~>=~ ${prefix} and lexeme ~<~ ${afterPrefix(prefix)})`,
  );
  const found = await queryRows<{ lexeme: string; chunk: number; rows: Uint8Array }>(
    tx,
    sql`select lexeme, chunk, rows from search_posting
      where locale = ${locale}
        and (lexeme = any(${sql.param([...lexemes])}::text[]) ${ranges.length ? sql`or ${sql.join(ranges, sql` or `)}` : sql``})
      order by lexeme, chunk`,
  );
  const chunksOf = new Map<string, { chunk: number; rows: Uint8Array }[]>();
  for (const row of found) {
    const chunks = chunksOf.get(row.lexeme) ?? [];
    chunks.push(row);
    chunksOf.set(row.lexeme, chunks);
  }
  const postings = new Map([...chunksOf].map(([lexeme, chunks]) => [lexeme, decodePostings(chunks)]));
  return evaluate(tree, postings);
}

/**
 * The rows of `candidates` (a query with the columns `lexeme` and `place`), in the order of
 * `place`, each with the newest chunk of its lexeme's postings (`chunk`, `rows`; null where it has
 * none), to be read by listedLexemes.
 */
export const withNewestPostings = (locale: SearchLocale, candidates: SQL) =>
  sql`select c.*, p.chunk, p.rows from (${candidates}) c
    left join lateral (select chunk, rows from search_posting p
      where p.locale = ${locale} and p.lexeme = c.lexeme order by chunk desc limit 1) p on true
    order by c.place`;

/**
 * Which of these lexemes, each with the newest chunk of its postings (see withNewestPostings), a
 * listed product's document holds. That chunk nearly always holds a row the facet index knows as
 * listed; only where its rows were all left behind by imports, or where the facet index is not
 * loaded yet, are the documents asked (whose index reads every match of a frequent lexeme before
 * it answers whether there is one).
 */
export async function listedLexemes(
  tx: Tx,
  locale: SearchLocale,
  index: Pick<FacetIndex, 'present'> | undefined,
  newest: readonly { lexeme: string; chunk: number | null; rows: Uint8Array | null }[],
): Promise<Set<string>> {
  const listed = new Set<string>();
  const unsure = new Set<string>();
  for (const { lexeme, chunk, rows } of newest) {
    if (chunk === null || rows === null) continue;
    const holdsListed = index && decodePostings([{ chunk, rows }]).some((at) => index.present[at] === 1);
    (holdsListed ? listed : unsure).add(lexeme);
  }
  for (const lexeme of listed) unsure.delete(lexeme);
  if (unsure.size > 0) {
    const found = await queryRows<{ lexeme: string }>(
      tx,
      sql`select l.lexeme from unnest(${sql.param([...unsure])}::text[]) as l(lexeme)
        where exists (select 1 from product_search_text t
          where t.locale = ${sql.raw(`'${locale}'`)} and t.document @@ plainto_tsquery('simple', l.lexeme))`,
    );
    for (const row of found) listed.add(row.lexeme);
  }
  return listed;
}
