import { hash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { errorCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { queryRows, type Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';

/** The raster formats the ERP may upload, by file extension; vector drawings could carry scripts. */
const pictureFormats: Record<string, { format: string; mimeType: string }> = {
  jpg: { format: 'jpeg', mimeType: 'image/jpeg' },
  jpeg: { format: 'jpeg', mimeType: 'image/jpeg' },
  png: { format: 'png', mimeType: 'image/png' },
  webp: { format: 'webp', mimeType: 'image/webp' },
};
export const pictureMimeTypes = [...new Set(Object.values(pictureFormats).map((entry) => entry.mimeType))];

/** Where the ERP's pictures lie below the media root; articles name them by this path. */
const folder = 'erp';

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
  const contentHash = hash('sha1', bytes);
  const [stored] = await queryRows<{ hash: string | null }>(
    tx,
    sql`select custom_fields->>'dexisHashId' as hash from media where path = ${path}`,
  );
  const picture = { path, width: metadata.width, height: metadata.height };
  if (stored?.hash === contentHash) return { ...picture, changed: false };
  const target = join(mediaDir, path);
  await mkdir(dirname(target), { recursive: true });
  // Readers never see half a file: the picture appears in one rename.
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await tx.execute(sql`
    insert into media (id, path, mime_type, file_extension, width, height, custom_fields)
    values (gen_random_uuid(), ${path}, ${expected.mimeType}, ${extension}, ${metadata.width}, ${metadata.height},
            jsonb_build_object('dexisHashId', ${contentHash}::text))
    on conflict (path) do update set mime_type = excluded.mime_type, file_extension = excluded.file_extension,
      width = excluded.width, height = excluded.height,
      custom_fields = media.custom_fields || excluded.custom_fields`);
  return { ...picture, changed: true };
}
