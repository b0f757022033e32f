import type { SearchLocale } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { startTestShop, type TestShop } from '../../test/test-app.ts';
import { isListed, loadFacetIndex } from './facet-index.ts';
import { type MatchTree, tsqueryOf } from './match-tree.ts';
import { rebuildSearchIndex } from './search-indexer.ts';
import {
  decodePostings,
  evaluate,
  intersection,
  listedLexemes,
  postedRows,
  union,
  withNewestPostings,
} from './search-postings.ts';

const rows = (...values: number[]) => Uint32Array.from(values);
const leaf = (lexeme: string, prefix = false): MatchTree => ({ lexeme, prefix });

describe('the postings arithmetic', () => {
  it('reads the rows of each chunk as two-byte offsets after the chunk', () => {
    const chunk = (at: number, ...offsets: number[]) => ({
      chunk: at,
      rows: Uint8Array.from(offsets.flatMap((offset) => [offset >> 8, offset & 255])),
    });
    expect([...decodePostings([chunk(0, 3, 300), chunk(2, 0, 32767)])]).toEqual([3, 300, 65536, 98303]);
    // Two imports appending at once may leave a chunk out of order.
    expect([...decodePostings([chunk(0, 9, 4, 9)])]).toEqual([4, 9]);
  });

  it.each([
    ['both of two lists', () => intersection(rows(1, 3, 5, 7), rows(3, 4, 7, 9)), [3, 7]],
    ['nothing of a list and an empty one', () => intersection(rows(1, 2), rows()), []],
    ['any of several lists, once each', () => union([rows(1, 5), rows(2, 5, 9), rows()]), [1, 2, 5, 9]],
  ])('keeps %s', (_, result, expected) => {
    expect([...result()]).toEqual(expected);
  });

  it('counts a row written since the facet index was loaded as listed, and not one left behind', () => {
    const index = { present: Uint8Array.from([1, 0, 1]) };
    expect([0, 1, 2, 3].map((row) => isListed(index, row))).toEqual([true, false, true, true]);
  });

  it('evaluates a query tree: words, a word begun, all of and any of', () => {
    const postings = new Map([
      ['schroef', rows(1, 2, 3, 8)],
      ['hout', rows(2, 8, 9)],
      ['houtschroef', rows(4)],
      ['schroefbit', rows(5)],
    ]);
    const compound: MatchTree = { any: [leaf('houtschroef'), { all: [leaf('schroef'), leaf('hout')] }] };
    expect([...evaluate(compound, postings)]).toEqual([2, 4, 8]);
    expect([...evaluate(leaf('schroef', true), postings)]).toEqual([1, 2, 3, 5, 8]);
    expect([...evaluate({ all: [leaf('hout'), leaf('moer')] }, postings)]).toEqual([]);
  });
});

describe('the postings of the test shop', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop.close());

  /** What the documents' index finds for a tree, among the rows of listed products. */
  const indexedRows = async (locale: SearchLocale, tree: MatchTree) =>
    (
      await queryRows<{ facet_row: number }>(
        shop.database.db,
        sql`select facet_row from product_search_text
          where locale = ${locale} and document @@ to_tsquery('simple', ${tsqueryOf(tree)}) order by facet_row`,
      )
    ).map((row) => row.facet_row);

  const postedListedRows = async (locale: SearchLocale, tree: MatchTree) => {
    const listed = new Set(
      (
        await queryRows<{ facet_row: number }>(shop.database.db, sql`select facet_row from product_search`)
      ).map((row) => row.facet_row),
    );
    return [...(await postedRows(shop.database.db, locale, tree))].filter((row) => listed.has(row));
  };

  /** Words, words begun, and their combinations as queries make them, over frequent and rare lexemes. */
  async function treesOf(locale: SearchLocale): Promise<MatchTree[]> {
    const lexemes = (
      await queryRows<{ lexeme: string }>(
        shop.database.db,
        sql`(select lexeme from search_posting where locale = ${locale}
            group by lexeme order by sum(length(rows)) desc, lexeme limit 6)
          union all
          (select lexeme from search_posting where locale = ${locale}
            group by lexeme order by md5(lexeme) limit 6)`,
      )
    ).map((row) => row.lexeme);
    const [a, b, c, d] = lexemes as [string, string, string, string];
    return [
      ...lexemes.map((lexeme) => leaf(lexeme)),
      ...lexemes.map((lexeme) => leaf(lexeme.slice(0, 3), true)),
      leaf('zzzqx'),
      { all: [leaf(a), leaf(b)] },
      { any: [leaf(c), { all: [leaf(a), leaf(d)] }] },
      { all: [{ any: [leaf(lexemes[7]!), leaf(b)] }, leaf(a.slice(0, 2), true)] },
    ];
  }

  it.each(['nl', 'fr', 'en', 'de'] as const)('find in %s what the documents index finds', async (locale) => {
    const trees = await treesOf(locale);
    for (const tree of trees) {
      expect(await postedListedRows(locale, tree), tsqueryOf(tree)).toEqual(await indexedRows(locale, tree));
    }
  });

  it('follow an import: a reindexed product is found by its new words and counted once', async () => {
    const [product] = await queryRows<{ id: string; name: string }>(
      shop.database.db,
      sql`select p.id, pt.name from product p
        join product_translation pt on pt.product_id = p.id
        join language l on l.id = pt.language_id and l.locale_code = 'nl-NL'
        where p.parent_id is null and p.child_count = 0 and p.active order by p.product_number limit 1`,
    );
    const word = product!.name.split(' ')[0]!;
    const answer = async (search: string, url = '/store-api/search') =>
      (
        await shop.request({
          method: 'POST',
          url,
          body: { search, limit: 1 },
          headers: { 'sw-language-id': shop.languageIds['nl-NL']! },
        })
      ).json() as { total: number; elements: { id: string }[] };
    const total = async (search: string) => (await answer(search)).total;
    const found = async (search: string, url?: string) =>
      (await answer(search, url)).elements.map((element) => element.id);
    const before = await total(word);
    expect(before).toBeGreaterThan(0);

    await shop.database.db.execute(sql`update product_translation set name = ${`Zwaluwstaartklem ${product!.name}`}
      where product_id = ${product!.id}`);
    await rebuildSearchIndex(shop.database.db, [product!.id]);
    // Found at once, also while the process may still count with the facet index it had.
    const answeredId = product!.id.replaceAll('-', '');
    expect(await found('zwaluwstaartklem')).toEqual([answeredId]);
    expect(await found('zwaluwstaartklem', '/store-api/search-suggest')).toEqual([answeredId]);
    await shop.app.catalogCache.refresh();

    expect(await total('zwaluwstaartklem')).toBe(1);
    expect(await total(word)).toBe(before);
    const tree = leaf(word.toLowerCase());
    expect(await postedListedRows('nl', tree)).toEqual(await indexedRows('nl', tree));
    const listed = () =>
      loadFacetIndex(shop.database.db).then((index) =>
        queryRows<{ lexeme: string; chunk: number | null; rows: Uint8Array | null }>(
          shop.database.db,
          withNewestPostings(
            'nl',
            sql`select lexeme, place from unnest(array['zwaluwstaartklem', 'zzzqx']) with ordinality as l(lexeme, place)`,
          ),
        ).then((newest) => listedLexemes(shop.database.db, 'nl', index, newest)),
      );
    expect([...(await listed())]).toEqual(['zwaluwstaartklem']);

    // Taken out again: its postings keep only a row left behind, which no listed product holds.
    await shop.database.db.execute(sql`update product_translation set name = ${product!.name}
      where product_id = ${product!.id}`);
    await rebuildSearchIndex(shop.database.db, [product!.id]);
    await shop.app.catalogCache.refresh();
    expect(await total('zwaluwstaartklem')).toBe(0);
    expect([...(await listed())]).toEqual([]);
  });
});
