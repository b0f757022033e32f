import type { Product } from '@tradeshop/api-client/contracts';
import type { media } from './catalog.tables.ts';

type MediaEntity = NonNullable<Product['cover']>['media'];

export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

/** A media row as Shopware's media entity: every file of the library is public and present. */
export function toMediaEntity(
  row: typeof media.$inferSelect,
  translation: { alt: string | null; title: string | null } | null,
): MediaEntity {
  const fileName = row.path.split('/').pop() ?? row.path;
  return {
    id: row.id,
    url: mediaUrl(row.path),
    path: row.path,
    fileName: fileName.replace(/\.[^.]*$/, ''),
    mimeType: row.mimeType,
    fileExtension: row.fileExtension,
    hasFile: true,
    private: false,
    width: row.width,
    height: row.height,
    customFields: row.customFields,
    translated: { alt: translation?.alt ?? null, title: translation?.title ?? null },
    apiAlias: 'media',
  };
}
