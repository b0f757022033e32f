/**
 * What search engines show of a page's meta title and description (Google's usual cut): longer
 * texts are cut off in the results, so every editor of the back-office (content pages, blog posts,
 * brands) says how long each is against these lengths (a hint, not a rule).
 */
export const metaTextLengths = { title: 60, description: 155 } as const;
/** The most the shop keeps: well past what any search engine shows. */
export const metaTextMaxLengths = { title: 200, description: 500 } as const;

export type MetaTextKind = keyof typeof metaTextLengths;

/** Whether a meta text fits what search engines show: `empty`, `fits` or `long` (cut off there). */
export function metaTextFit(kind: MetaTextKind, text: string | null | undefined): 'empty' | 'fits' | 'long' {
  const length = text?.trim().length ?? 0;
  if (length === 0) return 'empty';
  return length <= metaTextLengths[kind] ? 'fits' : 'long';
}

/** A page slug: lower-case letters and digits in words joined by single dashes. */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const pageSlugMaxLength = 100;
