import { slugify } from './slug.ts';

/** The languages every picture of the media library needs an alternative text in before it is used. */
export const mediaAltLanguages = ['nl', 'fr', 'en'] as const;
export type MediaAltLanguage = (typeof mediaAltLanguages)[number];
export type MediaAlts = Partial<Record<MediaAltLanguage, string | null>>;

/** What the back-office uploads to the media library: the most a file may weigh, and what it may be. */
export const mediaUpload = {
  maxBytes: 10 * 1024 * 1024,
  /** Told by the file's content, never by its name or the type the browser claims. */
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'],
  altMaxLength: 250,
} as const;

export type MediaMimeType = (typeof mediaUpload.mimeTypes)[number];

/** The extension a stored file of this type gets. */
export const mediaExtensionOf: Record<MediaMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

/** The languages of a picture still without an alternative text; none left means it may be used. */
export function missingAltLanguages(alts: MediaAlts): MediaAltLanguage[] {
  return mediaAltLanguages.filter((language) => !alts[language]?.trim());
}

/**
 * Why publishing refuses a picture of a content block or a blog cover, as the violation's type: it
 * is not an upload of the media library, or it still lacks an alternative text.
 */
export const pictureViolationTypes = {
  notInLibrary: 'VIOLATION::MEDIA_NOT_IN_LIBRARY',
  notUsable: 'VIOLATION::MEDIA_NOT_USABLE',
} as const;

/** The path below the media dir of a picture's address as pages store it (`/media/<path>`); null for another address. */
export function mediaPathOf(url: string): string | null {
  const match = /^\/media\/([^?#]+)$/.exec(url.trim());
  return match ? match[1]! : null;
}

/**
 * The stored file's name: the upload's name as a slug (so that the address says what it shows),
 * made unique by a short part of the item's id, with the extension of its real type.
 */
export function libraryFileName(uploadedName: string, id: string, mimeType: MediaMimeType): string {
  const base = slugify(uploadedName.replace(/\.[A-Za-z0-9]{1,5}$/, ''))
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'picture'}-${id.replace(/-/g, '').slice(0, 8)}.${mediaExtensionOf[mimeType]}`;
}

/** The raster pictures get their widths and a WebP copy on upload; a drawing scales by itself. */
export const isRasterMime = (mimeType: string) => mimeType !== 'image/svg+xml';

/** The path of a raster picture's WebP copy; a WebP picture is its own. */
export function webpCopyPath(path: string, mimeType: string): string | null {
  if (!isRasterMime(mimeType)) return null;
  return mimeType === 'image/webp' ? path : `${path}.webp`;
}
