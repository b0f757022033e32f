import { isId } from '@tradeshop/api-client';
import { limits } from '@tradeshop/domain';

/** The cookie that keeps a visitor's comparison: product ids, in the order they were added. */
export const compareCookie = 'compare';

/** A product id as the Store API writes it (32 hex digits) or as it is stored (a dashed UUID). */
export const productIdPattern =
  /^[0-9a-f]{32}$|^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a comparison cookie holds: well-formed ones only, at most `limits.compare`, each once. */
export function comparedIds(cookie: string | null): string[] {
  const ids = (cookie ?? '').split(',').filter(isId);
  return [...new Set(ids)].slice(0, limits.compare);
}

export type CompareChange =
  | { intent: 'add'; productId: string }
  | { intent: 'remove'; productId: string }
  | { intent: 'clear' };

/** A comparison after a change, or why it stays as it was: it is full. */
export function changedComparison(
  ids: readonly string[],
  change: CompareChange,
): { ids: string[]; refused: 'full' | null } {
  if (change.intent === 'clear') return { ids: [], refused: null };
  if (change.intent === 'remove') return { ids: ids.filter((id) => id !== change.productId), refused: null };
  if (ids.includes(change.productId)) return { ids: [...ids], refused: null };
  if (ids.length >= limits.compare) return { ids: [...ids], refused: 'full' };
  return { ids: [...ids, change.productId], refused: null };
}

/** A characteristic of the compared articles: its name and each article's value, '–' where it has none. */
export interface CompareRow {
  label: string;
  values: string[];
  /** The articles do not all have the same value. */
  differs: boolean;
}

interface ComparedProperty {
  groupId: string;
  group: { position: number; translated: { name: string } };
  translated: { name: string };
}

/**
 * The rows of the comparison table: every characteristic any of the articles has, in the groups'
 * order, each article's values joined; marked where they differ.
 */
export function compareRows(products: readonly { properties: readonly ComparedProperty[] }[]): CompareRow[] {
  const groups = new Map<string, { name: string; position: number }>();
  for (const product of products) {
    for (const property of product.properties) {
      groups.set(property.groupId, {
        name: property.group.translated.name,
        position: property.group.position,
      });
    }
  }
  return [...groups.entries()]
    .sort(([, a], [, b]) => a.position - b.position || a.name.localeCompare(b.name))
    .map(([groupId, group]) => {
      const values = products.map(
        (product) =>
          product.properties
            .filter((property) => property.groupId === groupId)
            .map((property) => property.translated.name)
            .join(', ') || '–',
      );
      return { label: group.name, values, differs: new Set(values).size > 1 };
    });
}
