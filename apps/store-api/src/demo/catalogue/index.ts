import type { TopDef } from '../catalogue-types.ts';
import { adhesives } from './adhesives.ts';
import { electrical } from './electrical.ts';
import { fasteners } from './fasteners.ts';
import { hydraulics } from './hydraulics.ts';
import { protection } from './protection.ts';
import { tools } from './tools.ts';
import { welding } from './welding.ts';
import { workplace } from './workplace.ts';

/** The top categories of the main navigation, in menu order. */
export const mainCategories: TopDef[] = [
  fasteners,
  tools,
  protection,
  hydraulics,
  electrical,
  welding,
  adhesives,
  workplace,
];
