import type { AdminBrand, AdminBrandSummary, adminBrandChange } from '@tradeshop/api-client/contracts';
import { errorCodes, type MediaAltLanguage, mediaAltLanguages } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import { ApiProblem, notFound } from '../../platform/problem.ts';
import { mediaUrl } from './media-entity.ts';
import { altLanguageIds } from './media-library.ts';

/**
 * The brands as the back-office edits them. A brand page's slug is the staff's in a language where
 * they gave one, else the slug of the brand's name; a slug it leaves stays as a former one, whose
 * address answers 301. Texts and a logo staff wrote or chose are kept from the ERP's import.
 */

type BrandChange = z.output<typeof adminBrandChange>;

/** A page of brands by name (in Dutch) or ERP code, A to Z. */
export async function adminBrandPage(
  tx: Tx,
  query: { term?: string | undefined; page: number; limit: number },
): Promise<{ rows: AdminBrandSummary[]; total: number }> {
  const dutch = (await altLanguageIds(tx)).get('nl') ?? null;
  const term = query.term ? containing(query.term) : null;
  const where = sql`(${term}::text is null or t.name ilike ${term} or m.erp_key ilike ${term})`;
  const from = sql`from manufacturer m left join manufacturer_translation t
    on t.manufacturer_id = m.id and t.language_id = ${dutch}`;
  const [rows, [count]] = await Promise.all([
    queryRows<{
      id: string;
      erp_key: string | null;
      name: string | null;
      slug: string | null;
      path: string | null;
    }>(
      tx,
      sql`select m.id, m.erp_key, t.name, coalesce(t.slug, m.slug) as slug, media.path
          ${from} left join media on media.id = m.media_id
          where ${where} order by lower(t.name), m.id
          limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(tx, sql`select count(*)::int as total ${from} where ${where}`),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      erpKey: row.erp_key,
      name: row.name ?? row.erp_key ?? '',
      slug: row.slug,
      logoUrl: row.path ? mediaUrl(row.path) : null,
    })),
    total: count?.total ?? 0,
  };
}

/** A brand with its texts in the back-office's languages; null when there is none. */
export async function adminBrand(tx: Tx, id: string): Promise<AdminBrand | null> {
  const [brand] = await queryRows<{
    id: string;
    erp_key: string | null;
    link: string | null;
    slug: string | null;
    media_id: string | null;
    path: string | null;
    logo_by_staff: boolean;
  }>(
    tx,
    sql`select m.id, m.erp_key, m.link, m.slug, m.media_id, media.path, m.logo_by_staff
        from manufacturer m left join media on media.id = m.media_id where m.id = ${id}`,
  );
  if (!brand) return null;
  const languages = await altLanguageIds(tx);
  const texts = await queryRows<{
    language_id: string;
    name: string;
    description: string | null;
    slug: string | null;
    meta_title: string | null;
    meta_description: string | null;
    canonical: string | null;
    texts_by_staff: boolean;
  }>(
    tx,
    sql`select language_id, name, description, slug, meta_title, meta_description, canonical, texts_by_staff
        from manufacturer_translation where manufacturer_id = ${id}`,
  );
  const fallback = texts[0];
  const translations = Object.fromEntries(
    mediaAltLanguages.map((language) => {
      const text = texts.find((row) => row.language_id === languages.get(language));
      return [
        language,
        {
          name: text?.name ?? fallback?.name ?? brand.erp_key ?? '',
          description: text?.description ?? null,
          slug: text?.slug ?? brand.slug,
          metaTitle: text?.meta_title ?? null,
          metaDescription: text?.meta_description ?? null,
          canonical: text?.canonical ?? null,
          textsByStaff: text?.texts_by_staff ?? false,
        },
      ];
    }),
  ) as AdminBrand['translations'];
  return {
    id: brand.id,
    erpKey: brand.erp_key,
    link: brand.link,
    logo: brand.media_id && brand.path ? { id: brand.media_id, url: mediaUrl(brand.path) } : null,
    logoByStaff: brand.logo_by_staff,
    translations,
  };
}

/**
 * Writes a brand's texts, slugs and logo as the back-office's form holds them. A slug another
 * brand's page has in that language is refused (422, naming the language); the slug a page leaves
 * becomes a former one, which answers 301. The logo must be an upload of the media library with its
 * alternative texts.
 */
export async function changeBrand(tx: Tx, id: string, change: BrandChange): Promise<void> {
  const languages = await altLanguageIds(tx);
  const before = await adminBrand(tx, id);
  if (!before) throw notFound(errorCodes.adminBrandNotFound, 'No such brand.', { id });
  for (const language of mediaAltLanguages) {
    const languageId = languages.get(language);
    if (!languageId) continue;
    const { slug } = change.translations[language];
    const [holder] = await queryRows<{ id: string }>(
      tx,
      sql`select m.id from manufacturer m
          left join manufacturer_translation t on t.manufacturer_id = m.id and t.language_id = ${languageId}
          where m.id <> ${id} and coalesce(t.slug, m.slug) = ${slug} limit 1`,
    );
    if (holder) slugTaken(language, slug);
  }
  const logoChanged = (before.logo?.id ?? null) !== change.logoMediaId;
  // A logo the ERP sent stays as it is; a new one must come with its alternative texts.
  if (logoChanged && change.logoMediaId) await requireUsableLogo(tx, change.logoMediaId, languages);
  if (logoChanged)
    await tx.execute(
      sql`update manufacturer set media_id = ${change.logoMediaId}, logo_by_staff = true where id = ${id}`,
    );
  for (const language of mediaAltLanguages) {
    const languageId = languages.get(language);
    if (!languageId) continue;
    const texts = change.translations[language];
    const was = before.translations[language];
    const textsChanged = texts.name !== was.name || texts.description !== was.description;
    await tx.execute(sql`insert into manufacturer_translation as t (manufacturer_id, language_id, name, description,
        slug, meta_title, meta_description, canonical, texts_by_staff)
      values (${id}, ${languageId}, ${texts.name}, ${texts.description}, ${texts.slug}, ${texts.metaTitle},
        ${texts.metaDescription}, ${texts.canonical}, ${textsChanged})
      on conflict (manufacturer_id, language_id) do update set name = excluded.name,
        description = excluded.description, slug = excluded.slug, meta_title = excluded.meta_title,
        meta_description = excluded.meta_description, canonical = excluded.canonical, texts_by_staff = t.texts_by_staff or excluded.texts_by_staff`);
    if (was.slug && was.slug !== texts.slug)
      await tx.execute(sql`insert into manufacturer_former_slug (language_id, slug, manufacturer_id)
        values (${languageId}, ${was.slug}, ${id})
        on conflict (language_id, slug) do update set manufacturer_id = excluded.manufacturer_id`);
    // A slug in use again is no former one any more.
    await tx.execute(
      sql`delete from manufacturer_former_slug where language_id = ${languageId} and slug = ${texts.slug}`,
    );
  }
}

function slugTaken(language: MediaAltLanguage, slug: string): never {
  throw new ApiProblem(
    422,
    errorCodes.adminSlugTaken,
    `Another brand's page has the slug ${slug} in ${language}.`,
    {
      language,
      slug,
    },
    [{ propertyPath: `body/translations/${language}/slug`, type: 'taken', title: 'Another brand has it.' }],
  );
}

async function requireUsableLogo(tx: Tx, mediaId: string, languages: Map<MediaAltLanguage, string>) {
  const [logo] = await queryRows<{ alts: number }>(
    tx,
    sql`select (select count(*)::int from media_translation t where t.media_id = m.id
                 and t.language_id = any(${sql.param([...languages.values()])}::uuid[]) and coalesce(trim(t.alt), '') <> '') as alts
        from media m where m.id = ${mediaId} and m.uploaded_at is not null`,
  );
  if (!logo || logo.alts < languages.size)
    throw new ApiProblem(
      422,
      errorCodes.adminMediaNotUsable,
      'The logo must be a picture of the media library with an alternative text in every language.',
      { mediaId },
    );
}

/** The slug a brand page has now in the request's language, for a slug it had before; null for none. */
export async function brandSlugNow(ctx: RequestContext, formerSlug: string): Promise<string | null> {
  const [row] = await queryRows<{ slug: string | null }>(
    ctx.tx,
    sql`select coalesce(t.slug, m.slug) as slug from manufacturer_former_slug f
        join manufacturer m on m.id = f.manufacturer_id
        left join manufacturer_translation t on t.manufacturer_id = m.id and t.language_id = f.language_id
        where f.language_id = ${ctx.language.id} and f.slug = ${formerSlug}`,
  );
  return row?.slug ?? null;
}
