import { errorCodes } from '@tradeshop/domain';
import sharp from 'sharp';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { storeMediaFileIfChanged } from './media-files.ts';

/** The raster formats the ERP may upload, by file extension; vector drawings could carry scripts. */
const pictureFormats: Record<string, { format: string; mimeType: string }> = {
  jpg: { format: 'jpeg', mimeType: 'image/jpeg' },
  jpeg: { format: 'jpeg', mimeType: 'image/jpeg' },
  png: { format: 'png', mimeType: 'image/png' },
  webp: { format: 'webp', mimeType: 'image/webp' },
};
export const pictureMimeTypes = [...new Set(Object.values(pictureFormats).map((entry) => entry.mimeType))];

/** Where the ERP's pictures lie below the media root; articles name them by this path. */
const erpFolder = 'erp';

export interface StoredPicture {
  path: string;
  width: number;
  height: number;
  /** False when the same picture was already stored under this name (a replay). */
  changed: boolean;
}

function invalid(message: string, file: string): never {
  throw new ApiProblem(422, errorCodes.integrationInvalidPicture, message, { file });
}

/**
 * Stores a picture the ERP uploads under its file name (`erp/<name>` in the media library), so
 * that articles can name it; a new picture under the same name replaces the old one everywhere.
 * Only JPEG, PNG and WebP whose content matches the name's extension are taken.
 */
export async function storeErpPicture(
  tx: Tx,
  mediaDir: string,
  fileName: string,
  bytes: Buffer,
  /** Content pages keep their pictures apart from the ERP's (`content`). */
  folder = erpFolder,
): Promise<StoredPicture> {
  const extension = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.([A-Za-z]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const expected = extension ? pictureFormats[extension] : undefined;
  if (!expected)
    invalid(
      'The file name takes letters, digits, dots, dashes and underscores, and ends in .jpg, .png or .webp.',
      fileName,
    );
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== expected.format)
    invalid(`The file is no ${expected.format.toUpperCase()} picture.`, fileName);
  const path = `${folder}/${fileName}`;
  const changed = await storeMediaFileIfChanged(tx, mediaDir, {
    path,
    bytes,
    mimeType: expected.mimeType,
    fileExtension: extension!,
    width: metadata.width,
    height: metadata.height,
  });
  return { path, width: metadata.width, height: metadata.height, changed };
}
