import type { ArticleReferenceKind } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

export interface ArticleReferencesSent {
  productId: string;
  references: readonly { kind: ArticleReferenceKind; article: string; quantity: number | null }[];
}

/**
 * Replaces the references of these articles with those sent, in their order; answers the ids of
 * the articles whose references changed.
 */
export async function replaceArticleReferences(
  tx: Tx,
  articles: readonly ArticleReferencesSent[],
): Promise<Set<string>> {
  if (articles.length === 0) return new Set();
  const rows = articles.flatMap(({ productId, references }) => {
    const positionOf = new Map<ArticleReferenceKind, number>();
    return references.map((reference) => {
      const position = positionOf.get(reference.kind) ?? 0;
      positionOf.set(reference.kind, position + 1);
      return { productId, ...reference, position };
    });
  });
  const sent = sql`unnest(${sql.param(rows.map((row) => row.productId))}::uuid[],
    ${sql.param(rows.map((row) => row.kind))}::text[],
    ${sql.param(rows.map((row) => row.article))}::text[],
    ${sql.param(rows.map((row) => row.position))}::int[],
    ${sql.param(rows.map((row) => row.quantity))}::numeric[]) as n(product_id, kind, target_number, position, quantity)`;
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from product_reference r
        where r.product_id = any(${sql.param(articles.map((article) => article.productId))}::uuid[])
          and not exists (select 1 from ${sent}
                          where n.product_id = r.product_id and n.kind = r.kind and n.target_number = r.target_number
                            and n.position = r.position and n.quantity is not distinct from r.quantity)
        returning r.product_id`,
  );
  const added = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into product_reference (product_id, kind, target_number, position, quantity)
        select n.product_id, n.kind, n.target_number, n.position, n.quantity from ${sent}
        on conflict do nothing
        returning product_id`,
  );
  return new Set([...dropped, ...added].map((row) => row.product_id));
}
