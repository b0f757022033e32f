import type { TitlePart } from '../catalogue-types.ts';

/** `maat 9`, `size 9`, `taille 9`, `Gr. 9` */
export const sizeInName: TitlePart = { group: 'size', prefix: ['maat', 'size', 'taille', 'Gr.'] };

/** A diameter written without its unit before `x length`: `5 x 50 mm`. */
export const bareDiameter: TitlePart = { group: 'diameter', bare: true };
