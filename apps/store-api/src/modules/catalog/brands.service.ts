import {
  type Brand,
  type BrandListResponse,
  type brandCriteria,
  isId,
  storedId,
} from '@tradeshop/api-client/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { media, mediaTranslation } from './catalog.tables.ts';
import { toMediaEntity } from './media-entity.ts';

/**
 * The brands pages' brands: those with at least one active article, each with its logo, page slug
 * and article count. A shop has hundreds of brands at most, so the whole list is kept per language
 * until the catalogue changes, and filtered, sorted and paged from there.
 */

type Criteria = z.output<typeof brandCriteria>;

/** Case and accents left aside: "Élan" is found by "elan". */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

async function loadBrands(ctx: RequestContext): Promise<Brand[]> {
  const rows = await queryRows<{
    id: string;
    slug: string;
    link: string | null;
    media_id: string | null;
    name: string | null;
    description: string | null;
    meta_title: string | null;
    meta_description: string | null;
    canonical: string | null;
    slugs: Record<string, string> | null;
    own_slug: string;
    product_count: number;
  }>(
    ctx.tx,
    // Listings count a family once, so do brands: variants are left out.
    sql`select m.id, coalesce(t.slug, m.slug) as slug, m.slug as own_slug, m.link, m.media_id, coalesce(t.name, f.name) as name,
          coalesce(t.description, f.description) as description, t.meta_title, t.meta_description, t.canonical,
          s.slugs, c.product_count
        from (select manufacturer_id, count(*)::int as product_count from product
              where active and parent_id is null and manufacturer_id is not null
              group by manufacturer_id) c
        join manufacturer m on m.id = c.manufacturer_id
        left join manufacturer_translation t on t.manufacturer_id = m.id and t.language_id = ${ctx.language.id}
        left join lateral (select name, description from manufacturer_translation
                           where manufacturer_id = m.id order by language_id limit 1) f on true
        -- The page's own slugs by language, for its language alternates.
        left join lateral (select jsonb_object_agg(lt.language_id, lt.slug) as slugs from manufacturer_translation lt
                           where lt.manufacturer_id = m.id and lt.slug is not null) s on true
        where m.slug is not null`,
  );
  const logoIds = rows.flatMap((row) => row.media_id ?? []);
  const logos = logoIds.length
    ? await ctx.tx
        .select({ media, alt: mediaTranslation.alt, title: mediaTranslation.title })
        .from(media)
        .leftJoin(
          mediaTranslation,
          and(eq(mediaTranslation.mediaId, media.id), eq(mediaTranslation.languageId, ctx.language.id)),
        )
        .where(inArray(media.id, logoIds))
    : [];
  const logoOf = new Map(
    logos.map((row) => [
      row.media.id,
      toMediaEntity(row.media, { alt: row.alt ?? null, title: row.title ?? null }),
    ]),
  );
  return rows.map((row) => {
    const name = row.name ?? '';
    return {
      id: row.id,
      name,
      link: row.link,
      slug: row.slug,
      metaTitle: row.meta_title,
      metaDescription: row.meta_description,
      canonical: row.canonical,
      // Every language of the shop, the brand's own slug where a language has none of its own.
      slugs: Object.fromEntries(
        [...ctx.salesChannel.languages.keys()].map((languageId) => [
          languageId,
          row.slugs?.[languageId] ?? row.own_slug,
        ]),
      ),
      translated: { name, description: row.description },
      mediaId: row.media_id,
      media: (row.media_id && logoOf.get(row.media_id)) || null,
      productCount: row.product_count,
      apiAlias: 'product_manufacturer' as const,
    };
  });
}

function matches(brand: Brand, filter: NonNullable<Criteria['filter']>[number]): boolean {
  if (filter.type === 'contains') return folded(brand.name).includes(folded(filter.value));
  const values = filter.type === 'equals' ? [filter.value] : filter.value;
  // An id comes in either form (32 hex characters or dashed) and is compared as stored.
  if (filter.field === 'id') return values.some((value) => isId(value) && storedId(value) === brand.id);
  return values.includes(filter.field === 'slug' ? brand.slug : brand.name);
}

/** POST /product-manufacturer: the brands with active articles, filtered, sorted by name and paged. */
export async function listBrands(ctx: RequestContext, criteria: Criteria): Promise<BrandListResponse> {
  const page = criteria.page ?? 1;
  const limit = criteria.limit ?? 100;
  const brands = await ctx.cache.value(`brands:${ctx.language.id}`, () => loadBrands(ctx));
  const term = criteria.term ? folded(criteria.term) : '';
  const found = brands.filter(
    (brand) =>
      (!term || folded(brand.name).includes(term)) &&
      (criteria.filter ?? []).every((filter) => matches(brand, filter)),
  );
  const collator = new Intl.Collator(ctx.language.localeCode, { sensitivity: 'base', numeric: true });
  const descending = criteria.sort?.[0]?.order === 'DESC';
  const sorted = found.sort(
    (a, b) => (descending ? -1 : 1) * collator.compare(a.name, b.name) || a.id.localeCompare(b.id),
  );
  return {
    elements: sorted.slice((page - 1) * limit, page * limit),
    total: found.length,
    page,
    limit,
    apiAlias: 'product_manufacturer_result',
  };
}

/** Brands' names in the request's language, by the ERP's brand codes. */
export async function brandNamesByKey(
  ctx: RequestContext,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; name: string }>(
    ctx.tx,
    sql`select m.erp_key as key, t.name from manufacturer m
        join manufacturer_translation t on t.manufacturer_id = m.id and t.language_id = ${ctx.language.id}
        where m.erp_key = any(${sql.param([...new Set(keys)])}::text[])`,
  );
  return new Map(rows.map((row) => [row.key, row.name]));
}

/** The ERP's codes of the brands whose name, in any language, holds `term` (case ignored). */
export async function brandKeysNamed(ctx: RequestContext, term: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    ctx.tx,
    sql`select distinct m.erp_key as key from manufacturer m
        join manufacturer_translation t on t.manufacturer_id = m.id
        where m.erp_key is not null and t.name ilike ${containing(term)}`,
  );
  return rows.map((row) => row.key);
}

/**
 * The ERP's code of each brand named by these names (its code or its name in any language, case
 * ignored), by the name in lower case: how a supplier's catalogue, which names the manufacturer,
 * finds the brand.
 */
export async function brandKeysByName(tx: Tx, names: readonly string[]): Promise<Map<string, string>> {
  const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
  if (lowered.length === 0) return new Map();
  const rows = await queryRows<{ name: string; key: string }>(
    tx,
    sql`select distinct on (n.name) n.name, m.erp_key as key
        from unnest(${sql.param(lowered)}::text[]) as n(name)
        join manufacturer m on m.erp_key is not null and (lower(m.erp_key) = n.name or exists (
          select 1 from manufacturer_translation t where t.manufacturer_id = m.id and lower(t.name) = n.name))
        order by n.name, lower(m.erp_key) = n.name desc, m.erp_key`,
  );
  return new Map(rows.map((row) => [row.name, row.key]));
}
