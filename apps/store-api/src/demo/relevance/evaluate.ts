import { storedId } from '@tradeshop/api-client/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { mainCategories } from '../catalogue/index.ts';
import { categoryIdOf, mainCategoryPath } from '../product-types.ts';
import { type JudgedQuery, judgedQueries } from './judged-queries.ts';

/** How many results a query is judged on. */
export const judgedDepth = 10;

/** The first results of a search, by product id (as the Store API writes it): as a visitor, or on a buyer's session (`token`). */
export type SearchFirst = (locale: JudgedQuery['locale'], query: string, token?: string) => Promise<string[]>;

export interface QueryScore {
  locale: JudgedQuery['locale'];
  query: string;
  kind: JudgedQuery['kind'] | 'number' | 'ean' | 'own-number';
  /** Relevant results among the first k, k being 10 or fewer where the catalogue holds fewer relevant articles. */
  precision: number;
  /** nDCG of the first 10 (relevant articles gain 3, related ones 1). */
  ndcg: number;
  /** How many relevant articles the catalogue holds. */
  relevantInCatalogue: number;
}

/** Precision at k = min(10, relevant articles in the catalogue): a query is not punished for a small catalogue. */
export function precisionAt(grades: readonly number[], relevantInCatalogue: number): number {
  const depth = Math.min(judgedDepth, relevantInCatalogue);
  if (depth === 0) return 0;
  return grades.slice(0, depth).filter((grade) => grade === 2).length / depth;
}

const gain = (grade: number) => 2 ** grade - 1;
const discounted = (grades: readonly number[]) =>
  grades.slice(0, judgedDepth).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);

/** Normalised discounted cumulative gain of the first 10 results (grades 2 relevant, 1 related, 0 other). */
export function ndcgAt(
  grades: readonly number[],
  relevantInCatalogue: number,
  relatedInCatalogue: number,
): number {
  const ideal = [
    ...Array.from({ length: relevantInCatalogue }, () => 2),
    ...Array.from({ length: relatedInCatalogue }, () => 1),
  ];
  const best = discounted(ideal);
  return best === 0 ? 0 : discounted(grades) / best;
}

/** The demo catalogue's leaf categories by key. */
function leafCategoryIds(): Map<string, string> {
  const ids = new Map<string, string>();
  for (const top of mainCategories) {
    for (const sub of top.subs) {
      for (const leaf of sub.leaves)
        ids.set(leaf.key, categoryIdOf(mainCategoryPath(top.key, sub.key, leaf.key)));
    }
  }
  return ids;
}

/** The listed articles (parents and single articles) of these categories, of one brand where named. */
async function articlesIn(
  tx: Tx,
  categoryIds: readonly string[],
  brand: string | undefined,
): Promise<Set<string>> {
  if (categoryIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from product p
      where p.active and p.parent_id is null
        and exists (select 1 from product_category pc
          where pc.product_id = p.id and pc.category_id = any(${sql.param([...categoryIds])}::uuid[]))
        ${
          brand
            ? sql`and p.manufacturer_id in (select manufacturer_id from manufacturer_translation where name = ${brand})`
            : sql``
        }`,
  );
  return new Set(rows.map((row) => row.id));
}

function score(
  query: Pick<QueryScore, 'locale' | 'query' | 'kind'>,
  results: readonly string[],
  relevant: ReadonlySet<string>,
  related: ReadonlySet<string>,
): QueryScore {
  const grades = results.map(storedId).map((id) => (relevant.has(id) ? 2 : related.has(id) ? 1 : 0));
  return {
    ...query,
    precision: precisionAt(grades, relevant.size),
    ndcg: ndcgAt(grades, relevant.size, related.size),
    relevantInCatalogue: relevant.size,
  };
}

/** Single articles drawn from the catalogue (the same ones each run): their numbers and EANs. */
function sampleArticles(tx: Tx, count: number) {
  return queryRows<{ id: string; product_number: string; ean: string | null }>(
    tx,
    sql`select p.id, p.product_number, p.ean from product p
      where p.active and p.parent_id is null and p.ean is not null
        and not exists (select 1 from product v where v.parent_id = p.id)
      order by md5(p.product_number) limit ${count}`,
  );
}

/**
 * Runs the judged queries (and article numbers, EANs and, with `buyer`, the buyer's company's own
 * numbers) through `search` and scores each. Queries whose relevant articles the catalogue does not
 * hold are left out and named.
 */
export async function evaluateRelevance(
  tx: Tx,
  search: SearchFirst,
  buyer?: { token: string; companyId: string },
): Promise<{ scores: QueryScore[]; notInCatalogue: string[] }> {
  const leaves = leafCategoryIds();
  const scores: QueryScore[] = [];
  const notInCatalogue: string[] = [];
  for (const judged of judgedQueries) {
    const idsOf = (keys: readonly string[]) =>
      keys.map((key) => {
        const id = leaves.get(key);
        if (!id) throw new Error(`The judged query "${judged.query}" names no leaf category ${key}`);
        return id;
      });
    const relevant = await articlesIn(tx, idsOf(judged.relevant), judged.brand);
    if (relevant.size === 0) {
      notInCatalogue.push(`${judged.locale}: ${judged.query}`);
      continue;
    }
    const related = await articlesIn(
      tx,
      idsOf((judged.related ?? []).filter((key) => !judged.relevant.includes(key))),
      undefined,
    );
    const results = await search(judged.locale, judged.query);
    scores.push(score(judged, results, relevant, related));
  }
  const none = new Set<string>();
  for (const article of await sampleArticles(tx, 10)) {
    const only = new Set([article.id]);
    scores.push(
      score(
        { locale: 'nl', query: article.product_number, kind: 'number' },
        await search('nl', article.product_number),
        only,
        none,
      ),
    );
    scores.push(
      score({ locale: 'fr', query: article.ean!, kind: 'ean' }, await search('fr', article.ean!), only, none),
    );
  }
  if (buyer) {
    const links = await queryRows<{ product_id: string; customer_sku: string }>(
      tx,
      sql`select product_id, customer_sku from article_link where company_id = ${buyer.companyId}
        order by md5(customer_sku) limit 5`,
    );
    for (const link of links) {
      const results = await search('nl', link.customer_sku, buyer.token);
      scores.push(
        score(
          { locale: 'nl', query: link.customer_sku, kind: 'own-number' },
          results,
          new Set([link.product_id]),
          none,
        ),
      );
    }
  }
  return { scores, notInCatalogue };
}

/** Mean precision and nDCG per language and over all, and the worst queries. */
export function summarise(scores: readonly QueryScore[], worst = 10) {
  const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
  const of = (subset: readonly QueryScore[]) => ({
    queries: subset.length,
    precision: mean(subset.map((entry) => entry.precision)),
    ndcg: mean(subset.map((entry) => entry.ndcg)),
  });
  return {
    all: of(scores),
    byLocale: Object.fromEntries(
      (['nl', 'fr', 'en'] as const).map((locale) => [
        locale,
        of(scores.filter((entry) => entry.locale === locale)),
      ]),
    ),
    worst: [...scores].sort((a, b) => a.precision - b.precision || a.ndcg - b.ndcg).slice(0, worst),
  };
}
