import { hash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/index.ts';
import { mediaUrl } from './media-entity.ts';

/**
 * The media library's files as other modules use them: found by path or id, written under a path,
 * and removed again. The library keeps its rows in `media` and the bytes below the media dir, where
 * `/media/…` serves them.
 */

export interface MediaFile {
  id: string;
  path: string;
  /** Where it is served: `/media/<path>`. */
  url: string;
  mimeType: string;
}

async function mediaFilesWhere(tx: Tx, condition: ReturnType<typeof sql>): Promise<Map<string, MediaFile>> {
  const rows = await queryRows<{ id: string; path: string; mime_type: string }>(
    tx,
    sql`select id, path, mime_type from media where ${condition}`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, path: row.path, url: mediaUrl(row.path), mimeType: row.mime_type },
    ]),
  );
}

/** Files of the media library by their path. */
export async function mediaFilesByPath(tx: Tx, paths: readonly string[]): Promise<Map<string, MediaFile>> {
  if (paths.length === 0) return new Map();
  const byId = await mediaFilesWhere(tx, sql`path = any(${sql.param([...new Set(paths)])}::text[])`);
  return new Map([...byId.values()].map((file) => [file.path, file]));
}

/** Files of the media library by their id. */
export async function mediaFilesById(tx: Tx, ids: readonly string[]): Promise<Map<string, MediaFile>> {
  if (ids.length === 0) return new Map();
  return mediaFilesWhere(tx, sql`id = any(${sql.param([...new Set(ids)])}::uuid[])`);
}

/** Writes a file below the media dir: readers never see half a file, it appears in one rename. */
export async function writeMediaBytes(mediaDir: string, path: string, bytes: Buffer): Promise<void> {
  const target = join(mediaDir, path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export interface MediaFileInput {
  /** Below the media dir, e.g. `files/price-list-2026.pdf`. */
  path: string;
  bytes: Buffer;
  mimeType: string;
  fileExtension: string;
  width?: number | null;
  height?: number | null;
  /** The content's fingerprint, kept as `dexisHashId`. */
  contentHash: string;
}

/**
 * Writes a file to the media library under its path, or over the file there: its bytes below the
 * media dir and its row in `media`. Answers its media id.
 */
export async function storeMediaFile(tx: Tx, mediaDir: string, file: MediaFileInput): Promise<string> {
  await writeMediaBytes(mediaDir, file.path, file.bytes);
  const [stored] = await queryRows<{ id: string }>(
    tx,
    sql`insert into media (id, path, mime_type, file_extension, width, height, custom_fields)
        values (gen_random_uuid(), ${file.path}, ${file.mimeType}, ${file.fileExtension}, ${file.width ?? null},
                ${file.height ?? null}, jsonb_build_object('dexisHashId', ${file.contentHash}::text))
        on conflict (path) do update set mime_type = excluded.mime_type, file_extension = excluded.file_extension,
          width = excluded.width, height = excluded.height,
          custom_fields = media.custom_fields || excluded.custom_fields
        returning id`,
  );
  return stored!.id;
}

/**
 * Stores a file under its path unless the same bytes are there already (an upload sent again);
 * answers whether it stored them.
 */
export async function storeMediaFileIfChanged(
  tx: Tx,
  mediaDir: string,
  file: Omit<MediaFileInput, 'contentHash'>,
): Promise<boolean> {
  const contentHash = hash('sha1', file.bytes);
  const [stored] = await queryRows<{ hash: string | null }>(
    tx,
    sql`select custom_fields->>'dexisHashId' as hash from media where path = ${file.path}`,
  );
  if (stored?.hash === contentHash) return false;
  await storeMediaFile(tx, mediaDir, { ...file, contentHash });
  return true;
}

/** Whether a database error is a foreign key violation, possibly wrapped by Drizzle. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as Error & { code?: string }).code === '23503') return true;
  }
  return false;
}

/**
 * Removes files from the media library that nothing else shows: a file an article, a category, a
 * brand or another page still names stays. Answers the paths of the removed rows, whose bytes the
 * caller deletes (`deleteMediaBytes`) once its transaction has committed.
 */
export async function removeUnusedMedia(tx: Tx, ids: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const id of new Set(ids)) {
    // Each in a savepoint: a row still named by another table refuses its removal, and only its own.
    const path = await tx
      .transaction(async (savepoint) => {
        const [row] = await queryRows<{ path: string }>(
          savepoint,
          sql`delete from media where id = ${id}
              and not exists (select 1 from product_media where media_id = ${id})
              and not exists (select 1 from product_document where media_id = ${id})
              and not exists (select 1 from category where media_id = ${id})
              and not exists (select 1 from manufacturer where media_id = ${id})
              returning path`,
        );
        return row?.path ?? null;
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return null;
        throw error;
      });
    if (path) removed.push(path);
  }
  return removed;
}

/** Deletes the bytes of removed media files; one already gone is no error. */
export async function deleteMediaBytes(mediaDir: string, paths: readonly string[]): Promise<void> {
  await Promise.all(paths.map((path) => rm(join(mediaDir, path), { force: true })));
}
