import type { Violation } from '@tradeshop/api-client/contracts';
import {
  type ContentDraft,
  type ContentLocale,
  mediaPathOf,
  missingAltLanguages,
  pictureViolationTypes,
} from '@tradeshop/domain';
import type { Tx } from '../../db/index.ts';
import { type LibraryMediaRow, libraryMediaAtPaths } from '../catalog/index.ts';

/**
 * Why a picture may not be published, named by `what` (its block or field): it is no upload of the
 * media library, or lacks an alternative text there; null when it may.
 */
export function pictureRefusal(
  picture: LibraryMediaRow | null | undefined,
  what: string,
): Omit<Violation, 'propertyPath'> | null {
  if (!picture)
    return {
      type: pictureViolationTypes.notInLibrary,
      title: `${what}: the picture is not in the media library.`,
    };
  const missing = missingAltLanguages(picture.alts);
  if (missing.length > 0)
    return {
      type: pictureViolationTypes.notUsable,
      title: `${what}: the picture has no alternative text in ${missing.join(', ')} in the media library yet.`,
    };
  return null;
}

/**
 * The pictures of the draft's blocks, in the languages to be published, that are not usable
 * uploads of the media library: pages show only what the library keeps (and will not delete while
 * it is shown) with its alternative texts.
 */
export async function blockPictureViolations(
  tx: Tx,
  draft: ContentDraft,
  locales: Iterable<ContentLocale>,
): Promise<Violation[]> {
  const published = [...locales];
  const pictures = draft.blocks.flatMap((block, index) =>
    published.flatMap((locale) => {
      const url = block.values[locale]?.imageUrl?.trim();
      return url ? [{ index, type: block.type, locale, path: mediaPathOf(url) }] : [];
    }),
  );
  const library = await libraryMediaAtPaths(
    tx,
    pictures.flatMap((picture) => (picture.path ? [picture.path] : [])),
  );
  return pictures.flatMap((picture) => {
    const refusal = pictureRefusal(
      picture.path ? library.get(picture.path) : null,
      `Block ${picture.index + 1} (${picture.type}) in ${picture.locale}`,
    );
    return refusal
      ? [{ propertyPath: `/draft/blocks/${picture.index}/values/${picture.locale}/imageUrl`, ...refusal }]
      : [];
  });
}
