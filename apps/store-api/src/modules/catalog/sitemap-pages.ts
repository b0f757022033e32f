import { type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';

/** The catalogue's pages of one language of one sales channel. */
export interface CatalogPagesOf {
  salesChannelId: string;
  languageId: string;
}

/** A page the catalogue shows, as a sitemap lists it. */
export interface CatalogPage {
  /** Its canonical seo path in the asked language: the pages are ordered by it. */
  path: string;
  /** A product's number (its last change is known by it); null for a category. */
  productNumber: string | null;
  /** When a product was created (UTC, to the second); null for a category. */
  createdAt: string | null;
  /** Its canonical seo path in every language that has one, by language id. */
  paths: Record<string, string>;
}

/**
 * The canonical seo urls `s` of the pages the shop shows in a language: active category pages
 * (folders and links have no page) and active products. Content pages and blog posts are no part of
 * the catalogue; they join a sitemap next to it (modules/sitemap).
 */
function shownPages({ salesChannelId, languageId }: CatalogPagesOf): SQL {
  // The category test is a lookup per category url rather than a join: joined, the planner may scan
  // the categories once for every url read.
  return sql`seo_url s
    left join product p on s.route_name = 'frontend.detail.page' and p.id = s.foreign_key and p.active
    where s.sales_channel_id = ${salesChannelId} and s.language_id = ${languageId} and s.is_canonical
      and (p.id is not null or (s.route_name = 'frontend.navigation.page' and exists (
        select 1 from category c where c.id = s.foreign_key and c.active and c.type = 'page')))`;
}

/**
 * How many pages the catalogue shows in a language, and the seo paths at the positions (counted from
 * 1 in seo path order) that leave `remainder` when divided by `step`: where files of `step` pages
 * begin, so that each file is read from its start by keyset instead of counting the rows before it.
 * One pass over the language's seo urls.
 */
export async function countCatalogPages(
  tx: Tx,
  of: CatalogPagesOf,
  { step, remainder }: { step: number; remainder: number },
): Promise<{ total: number; pathsAt: Map<number, string> }> {
  const rows = await queryRows<{ position: string | number; path: string; total: string | number }>(
    tx,
    sql`select position, path, total from (
          select s.seo_path_info as path, row_number() over (order by s.seo_path_info) as position,
            count(*) over () as total
          from ${shownPages(of)}) numbered
        where position % ${step} = ${remainder} or position = total
        order by position`,
  );
  return {
    total: Number(rows.at(-1)?.total ?? 0),
    pathsAt: new Map(rows.map((row) => [Number(row.position), row.path])),
  };
}

/** The next `limit` pages in seo path order after `after` (from the first with null). */
export async function catalogPagesAfter(
  tx: Tx,
  of: CatalogPagesOf & { languageIds: readonly string[] },
  after: string | null,
  limit: number,
): Promise<CatalogPage[]> {
  const rows = await queryRows<{
    path: string;
    product_number: string | null;
    created_at: string | null;
    paths: Record<string, string>;
  }>(
    tx,
    sql`select s.seo_path_info as path, p.product_number,
          to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
          (select json_object_agg(o.language_id, o.seo_path_info) from seo_url o
           where o.foreign_key = s.foreign_key and o.route_name = s.route_name
             and o.sales_channel_id = s.sales_channel_id and o.is_canonical
             and o.language_id = any(${sql.param(of.languageIds)}::uuid[])) as paths
        from ${shownPages(of)} ${after === null ? sql`` : sql`and s.seo_path_info > ${after}`}
        order by s.seo_path_info
        limit ${limit}`,
  );
  return rows.map((row) => ({
    path: row.path,
    productNumber: row.product_number,
    createdAt: row.created_at,
    paths: row.paths,
  }));
}
