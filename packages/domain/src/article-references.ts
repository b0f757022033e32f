/**
 * How one article points to another, as suppliers' catalogues and the ERP name it: what goes with
 * it (accessories), what wears out in it (spare parts), what may replace it when it is out (similar
 * articles), what it is made of (a set's parts), and what replaces it for good (its successor).
 */
export const articleReferenceKinds = [
  'accessory',
  'sparePart',
  'similar',
  'consistsOf',
  'successor',
] as const;
export type ArticleReferenceKind = (typeof articleReferenceKinds)[number];
