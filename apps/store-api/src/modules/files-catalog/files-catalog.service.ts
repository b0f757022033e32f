import { hash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type CatalogFile,
  type CatalogFileKind,
  type CatalogFileRow,
  catalogFileKinds,
  catalogFileMaxBytes,
  catalogFileRow,
  type FilesCatalogResponse,
  type filesCatalogRequest,
  type ImportOutcome,
} from '@tradeshop/api-client/contracts';
import { importRowCodes, searchLocaleOf } from '@tradeshop/domain';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { containing } from '../../platform/like.ts';
import {
  articleRows,
  brandIdsByKey,
  brandKeysNamed,
  brandNamesByKey,
  mediaFilesById,
  mediaFilesByPath,
  removeUnusedMedia,
  storeMediaFile,
} from '../catalog/index.ts';
import {
  checkRows,
  type ImportContext,
  outcome,
  recordVersions,
  refuseBatchIfAny,
  withoutStale,
} from '../erp/index.ts';
import { localeCodesById } from '../sales-channel/index.ts';
import { catalogFile } from './files-catalog.tables.ts';

/**
 * The files catalogue: catalogues, leaflets, safety data sheets, manuals and certificates as PDFs,
 * each in the language it is written in. The ERP keeps them by key through the integration API;
 * everyone searches and downloads them.
 */

type SearchRequest = z.output<typeof filesCatalogRequest>;

/** Where the PDFs the ERP sends lie in the media library. */
const folder = 'files';

/** The conditions every part of a search shares: its term and brand. */
async function baseConditions(ctx: RequestContext, request: SearchRequest): Promise<SQL[]> {
  const conditions: SQL[] = [];
  if (request.brandKey) conditions.push(eq(catalogFile.brandKey, request.brandKey));
  if (request.term) {
    const pattern = containing(request.term);
    const brandKeys = await brandKeysNamed(ctx, request.term);
    conditions.push(
      or(
        sql`${catalogFile.title} ilike ${pattern}`,
        sql`${catalogFile.description} ilike ${pattern}`,
        sql`exists (select 1 from unnest(${catalogFile.productNumbers}) as number where number ilike ${pattern})`,
        brandKeys.length ? inArray(catalogFile.brandKey, brandKeys) : undefined,
      )!,
    );
  }
  return conditions;
}

/** POST /dexis/files-catalog: a page of the files a search finds, newest first, with counts per kind and language. */
export async function searchCatalogFiles(
  ctx: RequestContext,
  request: SearchRequest,
): Promise<FilesCatalogResponse> {
  const base = await baseConditions(ctx, request);
  const kinds = request.kinds?.length ? inArray(catalogFile.kind, request.kinds) : undefined;
  const languageIds = request.languages === 'all' ? null : (request.languages ?? [ctx.language.id]);
  const languages = languageIds ? inArray(catalogFile.languageId, languageIds) : undefined;
  const [rows, kindCounts, languageCounts, localeCodes] = await Promise.all([
    ctx.tx
      .select({ file: catalogFile, total: sql<number>`(count(*) over ())::int` })
      .from(catalogFile)
      .where(and(...base, kinds, languages))
      .orderBy(desc(catalogFile.publishedAt), catalogFile.title, catalogFile.id)
      .limit(request.limit)
      .offset((request.page - 1) * request.limit),
    ctx.tx
      .select({ kind: catalogFile.kind, count: sql<number>`count(*)::int` })
      .from(catalogFile)
      .where(and(...base, languages))
      .groupBy(catalogFile.kind),
    ctx.tx
      .select({ languageId: catalogFile.languageId, count: sql<number>`count(*)::int` })
      .from(catalogFile)
      .where(and(...base, kinds))
      .groupBy(catalogFile.languageId),
    localeCodesById(ctx.tx),
  ]);
  const files = rows.map((row) => row.file);
  const [media, brandNames] = await Promise.all([
    mediaFilesById(
      ctx.tx,
      files.map((file) => file.mediaId),
    ),
    brandNamesByKey(
      ctx,
      files.flatMap((file) => file.brandKey ?? []),
    ),
  ]);
  const total = rows[0]?.total ?? (request.page > 1 ? await countFiles(ctx, [...base, kinds, languages]) : 0);
  const kindOrder = (kind: string) => catalogFileKinds.indexOf(kind as CatalogFileKind);
  return {
    elements: files.map(
      (file): CatalogFile => ({
        id: file.id,
        key: file.key,
        kind: file.kind as CatalogFileKind,
        title: file.title,
        description: file.description,
        languageId: file.languageId,
        languageCode: localeCodes.get(file.languageId) ?? '',
        url: media.get(file.mediaId)?.url ?? '',
        mimeType: media.get(file.mediaId)?.mimeType ?? 'application/pdf',
        fileSize: file.fileSize === null ? null : Number.parseInt(file.fileSize, 10),
        brandKey: file.brandKey,
        brandName: file.brandKey ? (brandNames.get(file.brandKey) ?? null) : null,
        productNumbers: file.productNumbers,
        publishedAt: file.publishedAt.toISOString(),
        apiAlias: 'catalog_file',
      }),
    ),
    total,
    page: request.page,
    limit: request.limit,
    aggregations: {
      kinds: kindCounts
        .map((row) => ({ kind: row.kind as CatalogFileKind, count: row.count }))
        .sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind)),
      languages: languageCounts
        .map((row) => ({
          languageId: row.languageId,
          languageCode: localeCodes.get(row.languageId) ?? '',
          count: row.count,
        }))
        .sort((a, b) => a.languageCode.localeCompare(b.languageCode)),
    },
    apiAlias: 'catalog_file_result',
  };
}

/** The total of a page beyond the last one, which has no rows to carry it. */
async function countFiles(ctx: RequestContext, conditions: (SQL | undefined)[]): Promise<number> {
  const [row] = await ctx.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(catalogFile)
    .where(and(...conditions));
  return row?.count ?? 0;
}

/** A row's PDF: the bytes it sends, or the media library's file it names. */
type Content =
  | { kind: 'sent'; bytes: Buffer; path: string; contentHash: string }
  | { kind: 'stored'; mediaId: string; path: string };

/** Why a row's file cannot be taken, or its content. */
function contentOf(
  row: CatalogFileRow,
  stored: ReadonlyMap<string, { id: string; mimeType: string }>,
): { content: Content } | { code: string; reason: string } {
  if (row.media !== undefined) {
    const file = stored.get(row.media);
    if (!file) return { code: importRowCodes.unknownKey, reason: `The shop has no file ${row.media}.` };
    if (file.mimeType !== 'application/pdf')
      return { code: importRowCodes.invalid, reason: `media: ${row.media} is no PDF document.` };
    return { content: { kind: 'stored', mediaId: file.id, path: row.media } };
  }
  const bytes = Buffer.from(row.contentBase64!, 'base64');
  if (bytes.length > catalogFileMaxBytes)
    return { code: importRowCodes.invalid, reason: 'contentBase64: The file is larger than 20 MB.' };
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    return { code: importRowCodes.invalid, reason: 'contentBase64: The file is no PDF document.' };
  const contentHash = hash('sha256', bytes);
  // The content's fingerprint in the name: a new version has a new address, which no cache holds.
  return {
    content: {
      kind: 'sent',
      bytes,
      path: `${folder}/${row.key}-${contentHash.slice(0, 16)}.pdf`,
      contentHash,
    },
  };
}

/** The catalogue languages by the ERP's text keys (`nl`, `en`, `fr`, `de`). */
async function languagesByKey(tx: Tx): Promise<Map<string, string>> {
  const codes = await localeCodesById(tx);
  return new Map([...codes].map(([id, code]) => [searchLocaleOf(code), id]));
}

export interface CatalogFileImport {
  outcome: ImportOutcome;
  /** Files of the media library the import made unused: their bytes go once the import has committed. */
  unusedPaths: string[];
}

/**
 * PUT /integration-api/catalog-files: files of the files catalogue by their key. Every row is
 * checked (its language, brand, articles and PDF) and all are applied or none. A file sent again
 * unchanged changes nothing; a new PDF replaces the old one, whose bytes the caller deletes after
 * commit.
 */
export async function importCatalogFiles(
  { tx }: ImportContext,
  mediaDir: string,
  rows: readonly unknown[],
): Promise<CatalogFileImport> {
  const { accepted, refused } = checkRows(catalogFileRow, rows, (row) => row.key);
  // One after the other: a transaction is one connection, which runs one query at a time.
  const languages = await languagesByKey(tx);
  const brands = await brandIdsByKey(
    tx,
    accepted.flatMap((entry) => entry.row.brand ?? []),
  );
  const articles = await articleRows(tx, { productNumbers: accepted.flatMap((entry) => entry.row.articles) });
  const stored = await mediaFilesByPath(
    tx,
    accepted.flatMap((entry) => entry.row.media ?? []),
  );
  const knownArticles = new Set(articles.map((article) => article.productNumber));
  const contents = new Map<number, Content>();
  const known = accepted.filter((entry) => {
    const { row } = entry;
    const refuse = (code: string, reason: string) => {
      refused.push({ row: entry.index, key: entry.key, code, reason });
      return false;
    };
    if (!languages.has(row.language))
      return refuse(importRowCodes.unknownKey, `The shop has no language ${row.language}.`);
    if (row.brand && !brands.has(row.brand))
      return refuse(importRowCodes.unknownKey, `The shop has no brand ${row.brand}.`);
    const unknownArticle = row.articles.find((number) => !knownArticles.has(number));
    if (unknownArticle)
      return refuse(importRowCodes.unknownArticle, `The shop has no article ${unknownArticle}.`);
    const checked = contentOf(row, stored);
    if ('code' in checked) return refuse(checked.code, checked.reason);
    contents.set(entry.index, checked.content);
    return true;
  });
  const fresh = await withoutStale(tx, 'catalog-file', known, refused);
  refuseBatchIfAny(rows.length, refused);
  if (fresh.length === 0) return { outcome: outcome(rows.length, []), unusedPaths: [] };

  const before = await queryRows<{ key: string; media_id: string; published_at: string }>(
    tx,
    sql`select key, media_id, published_at::text from catalog_file
        where key = any(${sql.param(fresh.map((entry) => entry.key))}::text[])`,
  );
  const previous = new Map(before.map((row) => [row.key, row]));
  const files: Awaited<ReturnType<typeof storedFile>>[] = [];
  for (const entry of fresh) files.push(await storedFile(tx, mediaDir, contents.get(entry.index)!));
  const column = <T>(values: T[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
  const sent = [
    column(
      fresh.map((entry) => entry.key),
      'text',
    ),
    column(
      fresh.map((entry) => entry.row.kind),
      'text',
    ),
    column(
      fresh.map((entry) => languages.get(entry.row.language)!),
      'uuid',
    ),
    column(
      fresh.map((entry) => entry.row.title),
      'text',
    ),
    column(
      fresh.map((entry) => entry.row.description),
      'text',
    ),
    column(
      files.map((file) => file.mediaId),
      'uuid',
    ),
    column(
      fresh.map((entry) => entry.row.brand),
      'text',
    ),
    // A text[] per row does not fit unnest, which flattens arrays of arrays: JSON carries them.
    column(
      fresh.map((entry) => JSON.stringify(entry.row.articles)),
      'jsonb',
    ),
    column(
      files.map((file) => file.size),
      'text',
    ),
    // Without a date of its own, a file keeps the one it was first published on.
    column(
      fresh.map((entry) => entry.row.publishedAt ?? previous.get(entry.key)?.published_at ?? null),
      'timestamptz',
    ),
  ];
  const written = await queryRows<{ inserted: boolean }>(
    tx,
    sql`insert into catalog_file as f (id, key, kind, language_id, title, description, media_id, brand_key,
          product_numbers, file_size, published_at)
        select gen_random_uuid(), r.key, r.kind, r.language_id, r.title, r.description, r.media_id, r.brand_key,
          array(select jsonb_array_elements_text(r.product_numbers)), r.file_size, coalesce(r.published_at, now())
        from unnest(${sql.join(sent, sql`, `)})
          as r(key, kind, language_id, title, description, media_id, brand_key, product_numbers, file_size, published_at)
        on conflict (key) do update set kind = excluded.kind, language_id = excluded.language_id,
          title = case when f.texts_by_staff then f.title else excluded.title end,
          description = case when f.texts_by_staff then f.description else excluded.description end,
          media_id = excluded.media_id,
          brand_key = excluded.brand_key, product_numbers = excluded.product_numbers,
          file_size = excluded.file_size, published_at = excluded.published_at
        where (f.kind, f.language_id, f.title, f.description, f.media_id, f.brand_key, f.product_numbers,
               f.file_size, f.published_at)
          is distinct from (excluded.kind, excluded.language_id,
               case when f.texts_by_staff then f.title else excluded.title end,
               case when f.texts_by_staff then f.description else excluded.description end,
               excluded.media_id, excluded.brand_key, excluded.product_numbers, excluded.file_size,
               excluded.published_at)
        returning xmax = 0 as inserted`,
  );
  await recordVersions(tx, 'catalog-file', fresh);
  const mediaOf = new Map(fresh.map((entry, index) => [entry.key, files[index]!.mediaId]));
  return {
    outcome: outcome(rows.length, written),
    unusedPaths: await removeOwnUnusedFiles(
      tx,
      before.filter((row) => mediaOf.get(row.key) !== row.media_id).map((row) => row.media_id),
    ),
  };
}

/** A row's PDF in the media library: written when it is new, and its size in bytes. */
async function storedFile(
  tx: Tx,
  mediaDir: string,
  content: Content,
): Promise<{ mediaId: string; size: string | null }> {
  if (content.kind === 'stored') {
    const size = await stat(join(mediaDir, content.path)).then(
      (info) => String(info.size),
      () => null,
    );
    return { mediaId: content.mediaId, size };
  }
  const [existing] = [...(await mediaFilesByPath(tx, [content.path])).values()];
  const mediaId =
    existing?.id ??
    (await storeMediaFile(tx, mediaDir, {
      path: content.path,
      bytes: content.bytes,
      mimeType: 'application/pdf',
      fileExtension: 'pdf',
      contentHash: content.contentHash,
    }));
  return { mediaId, size: String(content.bytes.length) };
}

/**
 * Removes the PDFs the ERP sent that no file of the catalogue uses any more (the media library's
 * other files are not the catalogue's to remove); answers their paths.
 */
async function removeOwnUnusedFiles(tx: Tx, mediaIds: readonly string[]): Promise<string[]> {
  if (mediaIds.length === 0) return [];
  const unused = await queryRows<{ id: string }>(
    tx,
    sql`select m.id from unnest(${sql.param([...new Set(mediaIds)])}::uuid[]) as m(id)
        where not exists (select 1 from catalog_file f where f.media_id = m.id)`,
  );
  const own = await mediaFilesById(
    tx,
    unused.map((row) => row.id),
  );
  return removeUnusedMedia(
    tx,
    [...own.values()].filter((file) => file.path.startsWith(`${folder}/`)).map((file) => file.id),
  );
}

/**
 * DELETE /integration-api/catalog-files/:key: the file leaves the catalogue, and its PDF the media
 * library when the ERP sent it and nothing else uses it. Deleting a key the shop does not hold (a
 * retry) answers `deleted: false`.
 */
export async function deleteCatalogFile(
  tx: Tx,
  key: string,
): Promise<{ key: string; deleted: boolean; unusedPaths: string[] }> {
  const [removed] = await tx
    .delete(catalogFile)
    .where(eq(catalogFile.key, key))
    .returning({ mediaId: catalogFile.mediaId });
  if (!removed) return { key, deleted: false, unusedPaths: [] };
  return { key, deleted: true, unusedPaths: await removeOwnUnusedFiles(tx, [removed.mediaId]) };
}

/** The files catalogue's entries whose download is a file of the media library. */
export async function catalogFilesUsingMedia(
  tx: Tx,
  mediaId: string,
): Promise<{ kind: 'catalog-file'; id: string; label: string }[]> {
  return queryRows(
    tx,
    sql`select 'catalog-file' as kind, id, title as label from catalog_file where media_id = ${mediaId} order by title`,
  );
}

export interface AdminCatalogFileRow {
  id: string;
  key: string;
  kind: string;
  languageCode: string;
  title: string;
  description: string;
  url: string;
  textsByStaff: boolean;
}

async function adminFileRows(tx: Tx, condition: SQL, page?: { page: number; limit: number }) {
  const codes = await localeCodesById(tx);
  const rows = await tx
    .select({
      id: catalogFile.id,
      key: catalogFile.key,
      kind: catalogFile.kind,
      languageId: catalogFile.languageId,
      title: catalogFile.title,
      description: catalogFile.description,
      mediaId: catalogFile.mediaId,
      textsByStaff: catalogFile.textsByStaff,
    })
    .from(catalogFile)
    .where(condition)
    .orderBy(catalogFile.title, catalogFile.id)
    .limit(page?.limit ?? 1)
    .offset(page ? (page.page - 1) * page.limit : 0);
  const files = await mediaFilesById(
    tx,
    rows.map((row) => row.mediaId),
  );
  return rows.map(
    (row): AdminCatalogFileRow => ({
      id: row.id,
      key: row.key,
      kind: row.kind,
      languageCode: (codes.get(row.languageId) ?? '').slice(0, 2),
      title: row.title,
      description: row.description,
      url: files.get(row.mediaId)?.url ?? '',
      textsByStaff: row.textsByStaff,
    }),
  );
}

const adminFileFilter = (term: string | undefined) =>
  term
    ? or(
        sql`${catalogFile.title} ilike ${containing(term)}`,
        sql`${catalogFile.key} ilike ${containing(term)}`,
      )!
    : sql`true`;

/** A page of the files catalogue's entries by title, found by title or key. */
export async function adminCatalogFilePage(
  tx: Tx,
  query: { term?: string | undefined; page: number; limit: number },
): Promise<{ rows: AdminCatalogFileRow[]; total: number }> {
  const condition = adminFileFilter(query.term);
  const [rows, [count]] = await Promise.all([
    adminFileRows(tx, condition, query),
    tx.select({ total: sql<number>`count(*)::int` }).from(catalogFile).where(condition),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One entry of the files catalogue; null when there is none. */
export async function adminCatalogFile(tx: Tx, id: string): Promise<AdminCatalogFileRow | null> {
  return (await adminFileRows(tx, eq(catalogFile.id, id)))[0] ?? null;
}

/** Writes an entry's title and description, which the ERP's import keeps from then on. */
export async function changeCatalogFileTexts(
  tx: Tx,
  id: string,
  texts: { title: string; description: string },
): Promise<void> {
  await tx
    .update(catalogFile)
    .set({ title: texts.title, description: texts.description, textsByStaff: true })
    .where(eq(catalogFile.id, id));
}
