import type { ArticleDocumentKind } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

export interface ArticleDocumentsSent {
  productId: string;
  documents: readonly {
    mediaId: string;
    kind: ArticleDocumentKind;
    titles: Partial<Record<'nl' | 'fr' | 'en' | 'de', string>>;
  }[];
}

/**
 * Replaces the documents of these articles with those sent, in their order; answers the ids of the
 * articles whose documents changed.
 */
export async function replaceArticleDocuments(
  tx: Tx,
  articles: readonly ArticleDocumentsSent[],
): Promise<Set<string>> {
  if (articles.length === 0) return new Set();
  const rows = articles.flatMap(({ productId, documents }) =>
    documents.map((document, position) => ({ productId, position, ...document })),
  );
  const sent = sql`unnest(${sql.param(rows.map((row) => row.productId))}::uuid[],
    ${sql.param(rows.map((row) => row.position))}::int[],
    ${sql.param(rows.map((row) => row.mediaId))}::uuid[],
    ${sql.param(rows.map((row) => row.kind))}::text[],
    ${sql.param(rows.map((row) => JSON.stringify(row.titles)))}::jsonb[]) as n(product_id, position, media_id, kind, titles)`;
  const dropped = await queryRows<{ product_id: string }>(
    tx,
    sql`delete from product_document d
        where d.product_id = any(${sql.param(articles.map((article) => article.productId))}::uuid[])
          and not exists (select 1 from ${sent}
                          where n.product_id = d.product_id and n.position = d.position and n.media_id = d.media_id
                            and n.kind = d.kind and n.titles = d.titles)
        returning d.product_id`,
  );
  const added = await queryRows<{ product_id: string }>(
    tx,
    sql`insert into product_document (product_id, position, media_id, kind, titles)
        select n.product_id, n.position, n.media_id, n.kind, n.titles from ${sent}
        on conflict do nothing
        returning product_id`,
  );
  return new Set([...dropped, ...added].map((row) => row.product_id));
}
