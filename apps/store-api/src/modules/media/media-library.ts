import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminMediaItem, MediaUse } from '@tradeshop/api-client/contracts';
import {
  errorCodes,
  imageWidths,
  imageWidthsBelow,
  isRasterMime,
  type MediaMimeType,
  mediaExtensionOf,
  missingAltLanguages,
  webpCopyPath,
} from '@tradeshop/domain';
import sharp from 'sharp';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { blogPostsUsingMedia } from '../blog/index.ts';
import { catalogUsesOfMedia, type LibraryMediaRow, writeMediaBytes } from '../catalog/index.ts';
import { contentUsesOfMedia } from '../cms/index.ts';
import { catalogFilesUsingMedia } from '../files-catalog/index.ts';
import { variantPathOf, variantsFolder } from './media.routes.ts';
import { sanitiseSvg } from './svg-sanitiser.ts';

/** Where the back-office's uploads lie below the media dir, apart from the ERP's pictures. */
export const libraryFolder = 'library';

export interface CheckedUpload {
  mimeType: MediaMimeType;
  /** The bytes to keep: an SVG drawing as sanitised. */
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

const rasterMimeOf: Record<string, MediaMimeType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

function unsupported(): never {
  throw new ApiProblem(
    415,
    errorCodes.adminMediaUnsupportedType,
    'The file is no JPEG, PNG, WebP or SVG picture.',
  );
}

/** What an upload is, told by its content: a JPEG, PNG or WebP picture, or an SVG drawing (sanitised). */
export async function checkUpload(bytes: Buffer): Promise<CheckedUpload> {
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  const raster = metadata ? rasterMimeOf[metadata.format] : undefined;
  if (raster && metadata?.width && metadata.height)
    return { mimeType: raster, bytes, width: metadata.width, height: metadata.height };
  const drawing = sanitiseSvg(bytes);
  if (drawing === null) unsupported();
  const clean = Buffer.from(drawing, 'utf8');
  const size = await sharp(clean)
    .metadata()
    .catch(() => null);
  return {
    mimeType: 'image/svg+xml',
    bytes: clean,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/** The breakpoint widths a picture gets: those below its own width; a drawing none. */
export const widthsOf = (mimeType: string, width: number | null) =>
  isRasterMime(mimeType) && width ? imageWidthsBelow(width) : [];

/**
 * Writes an upload below the media dir: the file, its copies at the shop's breakpoint widths and,
 * for JPEG and PNG, its WebP copy at its own and those widths, where `/media/…` serves them at once.
 */
export async function writeUploadFiles(mediaDir: string, path: string, upload: CheckedUpload): Promise<void> {
  await writeMediaBytes(mediaDir, path, upload.bytes);
  if (!isRasterMime(upload.mimeType)) return;
  const format = mediaExtensionOf[upload.mimeType] === 'jpg' ? 'jpeg' : mediaExtensionOf[upload.mimeType];
  const webp = webpCopyPath(path, upload.mimeType)!;
  if (webp !== path) await writeMediaBytes(mediaDir, webp, await sharp(upload.bytes).webp().toBuffer());
  for (const width of widthsOf(upload.mimeType, upload.width)) {
    const scaled = sharp(upload.bytes).resize({ width, withoutEnlargement: true });
    await writeMediaBytes(
      mediaDir,
      join(variantsFolder, `w${width}`, path),
      await scaled
        .clone()
        .toFormat(format as 'jpeg' | 'png' | 'webp')
        .toBuffer(),
    );
    if (webp !== path)
      await writeMediaBytes(
        mediaDir,
        join(variantsFolder, `w${width}`, webp),
        await scaled.clone().webp().toBuffer(),
      );
  }
}

/** Removes a file with its WebP copy and every breakpoint copy; one already gone is no error. */
export async function removeUploadFiles(mediaDir: string, path: string, mimeType: string): Promise<void> {
  const paths = [path, webpCopyPath(path, mimeType)].filter((entry): entry is string => entry !== null);
  await Promise.all(
    paths.flatMap((entry) => [
      rm(join(mediaDir, entry), { force: true }),
      ...imageWidths.map((width) => rm(variantPathOf(mediaDir, width, entry), { force: true })),
    ]),
  );
}

/**
 * Everything that shows a file: content pages and blog posts by its address (their drafts too),
 * the rest, which has no drafts, by its id.
 */
export async function mediaUses(tx: Tx, file: { id: string; path: string }): Promise<MediaUse[]> {
  const [content, blog, files, catalog] = await Promise.all([
    contentUsesOfMedia(tx, file.path),
    blogPostsUsingMedia(tx, file),
    catalogFilesUsingMedia(tx, file.id),
    catalogUsesOfMedia(tx, file.id),
  ]);
  return [...content, ...blog, ...[...files, ...catalog].map((use) => ({ ...use, draft: false }))];
}

/** A library row as the Admin API answers it; `names` holds the uploaders' names by id. */
export function adminMediaItemOf(row: LibraryMediaRow, names: ReadonlyMap<string, string>): AdminMediaItem {
  const url = `/media/${row.path}`;
  const webp = webpCopyPath(row.path, row.mimeType);
  const missingAlts = missingAltLanguages(row.alts);
  return {
    id: row.id,
    url,
    fileName: row.fileName,
    mimeType: row.mimeType,
    fileSize: row.fileSize,
    width: row.width,
    height: row.height,
    alts: row.alts,
    missingAlts,
    usable: missingAlts.length === 0,
    uploadedAt: row.uploadedAt?.toISOString() ?? null,
    uploadedBy: row.uploadedBy ? { id: row.uploadedBy, name: names.get(row.uploadedBy) ?? '' } : null,
    widths: widthsOf(row.mimeType, row.width),
    webpUrl: webp ? `/media/${webp}` : null,
  };
}
