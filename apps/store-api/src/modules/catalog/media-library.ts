import type { MediaAltLanguage, MediaAlts } from '@tradeshop/domain';
import { mediaAltLanguages } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { languageIdOfLocale } from '../sales-channel/index.ts';

/**
 * The rows of the back-office's media library: the `media` table's files with what an upload
 * keeps (name, size, who and when) and their alternative texts in the shop's three languages.
 */

export interface LibraryMediaRow {
  id: string;
  path: string;
  mimeType: string;
  width: number | null;
  height: number | null;
  fileName: string | null;
  fileSize: number | null;
  uploadedBy: string | null;
  uploadedAt: Date | null;
  alts: Record<MediaAltLanguage, string | null>;
}

/** Where a picture is shown, in the catalogue's own tables. */
export interface CatalogMediaUse {
  kind: 'article' | 'category' | 'brand';
  id: string;
  label: string;
}

const localeOfAltLanguage: Record<MediaAltLanguage, string> = { nl: 'nl-NL', fr: 'fr-FR', en: 'en-GB' };

/** The language ids of the back-office's languages (nl, fr, en) that the shop has. */
export async function altLanguageIds(tx: Tx): Promise<Map<MediaAltLanguage, string>> {
  const ids = await Promise.all(
    mediaAltLanguages.map(
      async (language) => [language, await languageIdOfLocale(tx, localeOfAltLanguage[language])] as const,
    ),
  );
  return new Map(ids.flatMap(([language, id]) => (id ? [[language, id] as const] : [])));
}

type Row = {
  id: string;
  path: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  file_name: string | null;
  file_size: number | null;
  uploaded_by: string | null;
  uploaded_at: string | Date | null;
  alts: Record<string, string | null> | null;
};

const columns = (
  languages: Map<MediaAltLanguage, string>,
) => sql`m.id, m.path, m.mime_type, m.width, m.height,
  m.file_name, m.file_size, m.uploaded_by, m.uploaded_at,
  (select jsonb_object_agg(l.code, t.alt) from media_translation t
     join unnest(${sql.param([...languages.values()])}::uuid[], ${sql.param([...languages.keys()])}::text[]) as l(id, code)
       on l.id = t.language_id
   where t.media_id = m.id) as alts`;

function libraryRowOf(row: Row): LibraryMediaRow {
  return {
    id: row.id,
    path: row.path,
    mimeType: row.mime_type,
    width: row.width,
    height: row.height,
    fileName: row.file_name,
    fileSize: row.file_size,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at === null ? null : new Date(row.uploaded_at),
    alts: Object.fromEntries(
      mediaAltLanguages.map((language) => [language, row.alts?.[language] || null]),
    ) as Record<MediaAltLanguage, string | null>,
  };
}

/**
 * A page of the library's uploads, newest first; `term` finds a file name or an alternative text,
 * `usable` keeps those with an alternative text in every language.
 * Files the ERP's import or the demo seed wrote belong to the articles and stay out of it.
 */
export async function libraryMediaPage(
  tx: Tx,
  query: { term?: string | undefined; usable?: boolean | undefined; page: number; limit: number },
): Promise<{ rows: LibraryMediaRow[]; total: number }> {
  const languages = await altLanguageIds(tx);
  const term = query.term ? `%${query.term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const usable = query.usable
    ? sql`and (select count(*) from media_translation t where t.media_id = m.id
          and t.language_id = any(${sql.param([...languages.values()])}::uuid[])
          and trim(coalesce(t.alt, '')) <> '') = ${mediaAltLanguages.length}`
    : sql``;
  const where = sql`m.uploaded_at is not null and (${term}::text is null or m.file_name ilike ${term}
    or exists (select 1 from media_translation t where t.media_id = m.id and t.alt ilike ${term})) ${usable}`;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(
      tx,
      sql`select ${columns(languages)} from media m where ${where}
          order by m.uploaded_at desc, m.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
    ),
    queryRows<{ total: number }>(tx, sql`select count(*)::int as total from media m where ${where}`),
  ]);
  return { rows: rows.map(libraryRowOf), total: count?.total ?? 0 };
}

/** One upload of the media library; null when there is none. */
export async function libraryMedia(tx: Tx, id: string): Promise<LibraryMediaRow | null> {
  const [row] = await queryRows<Row>(
    tx,
    sql`select ${columns(await altLanguageIds(tx))} from media m where m.id = ${id} and m.uploaded_at is not null`,
  );
  return row ? libraryRowOf(row) : null;
}

/** The uploads of the media library at these paths below the media dir, by path. */
export async function libraryMediaAtPaths(tx: Tx, paths: string[]): Promise<Map<string, LibraryMediaRow>> {
  if (paths.length === 0) return new Map();
  const rows = await queryRows<Row>(
    tx,
    sql`select ${columns(await altLanguageIds(tx))} from media m
        where m.path = any(${sql.param(paths)}::text[]) and m.uploaded_at is not null`,
  );
  return new Map(rows.map((row) => [row.path, libraryRowOf(row)]));
}

export interface NewLibraryMedia {
  id: string;
  path: string;
  mimeType: string;
  fileExtension: string;
  width: number | null;
  height: number | null;
  fileName: string;
  fileSize: number;
  uploadedBy: string;
}

/** Adds an upload's row; its bytes are written by the caller. */
export async function insertLibraryMedia(tx: Tx, file: NewLibraryMedia): Promise<void> {
  await tx.execute(sql`insert into media (id, path, mime_type, file_extension, width, height, file_name,
      file_size, uploaded_by, uploaded_at)
    values (${file.id}, ${file.path}, ${file.mimeType}, ${file.fileExtension}, ${file.width}, ${file.height},
      ${file.fileName}, ${file.fileSize}, ${file.uploadedBy}, now())`);
}

/** Sets the alternative texts given (an empty one removes that language's), keeping the titles. */
export async function setMediaAlts(tx: Tx, id: string, alts: MediaAlts): Promise<void> {
  const languages = await altLanguageIds(tx);
  for (const language of mediaAltLanguages) {
    const languageId = languages.get(language);
    if (!languageId || alts[language] === undefined) continue;
    const alt = alts[language]?.trim() || null;
    await tx.execute(sql`insert into media_translation (media_id, language_id, alt) values (${id}, ${languageId}, ${alt})
      on conflict (media_id, language_id) do update set alt = excluded.alt`);
  }
}

/** The catalogue's articles, categories and brands that show a picture, by name in Dutch. */
export async function catalogUsesOfMedia(tx: Tx, mediaId: string): Promise<CatalogMediaUse[]> {
  const dutch = await languageIdOfLocale(tx, 'nl-NL');
  const rows = await queryRows<CatalogMediaUse>(
    tx,
    sql`select 'article' as kind, p.id, p.product_number as label from product p
          where exists (select 1 from product_media pm where pm.product_id = p.id and pm.media_id = ${mediaId})
             or exists (select 1 from product_document pd where pd.product_id = p.id and pd.media_id = ${mediaId})
        union all
        select 'category', c.id, coalesce(t.name, c.id::text) from category c
          left join category_translation t on t.category_id = c.id and t.language_id = ${dutch}
          where c.media_id = ${mediaId}
        union all
        select 'brand', m.id, coalesce(t.name, m.erp_key, m.id::text) from manufacturer m
          left join manufacturer_translation t on t.manufacturer_id = m.id and t.language_id = ${dutch}
          where m.media_id = ${mediaId}
        order by 1, 3`,
  );
  return rows;
}

/** Removes a file's row (its alternative texts go with it); the caller has made sure nothing shows it. */
export async function deleteLibraryMedia(tx: Tx, id: string): Promise<void> {
  await tx.execute(sql`delete from media where id = ${id}`);
}
