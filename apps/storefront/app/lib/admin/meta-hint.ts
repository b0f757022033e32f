import { type MetaTextKind, metaTextFit, metaTextLengths } from '@tradeshop/domain';
import type { AdminTranslate } from './i18n';

/** How long a meta text is against what search engines show, worded alike in every editor. */
export function metaLengthHint(
  t: AdminTranslate,
  kind: MetaTextKind,
  text: string | null | undefined,
): string {
  const length = text?.trim().length ?? 0;
  return t(metaTextFit(kind, text) === 'long' ? 'seo.metaLong' : 'seo.metaHint', {
    length,
    max: metaTextLengths[kind],
  });
}
