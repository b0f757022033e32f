import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { media, mediaTranslation } from './catalog.tables.ts';
import { mediaUrl } from './media-entity.ts';

export interface MediaPicture {
  url: string;
  /** The alternative text in the asked language, or null when it has none. */
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** The pictures of media ids (e.g. blog covers) with their alternative text in a language, by id. */
export async function loadMediaPictures(
  tx: Tx,
  mediaIds: readonly string[],
  languageId: string,
): Promise<Map<string, MediaPicture>> {
  if (mediaIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: media.id,
      path: media.path,
      width: media.width,
      height: media.height,
      alt: mediaTranslation.alt,
    })
    .from(media)
    .leftJoin(
      mediaTranslation,
      and(eq(mediaTranslation.mediaId, media.id), eq(mediaTranslation.languageId, languageId)),
    )
    .where(inArray(media.id, [...new Set(mediaIds)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { url: mediaUrl(row.path), alt: row.alt || null, width: row.width, height: row.height },
    ]),
  );
}
