/** A cost post as orders and invoices print it: the company's general-ledger account code and name. */
export interface PrintedCostPost {
  code: string;
  name: string;
}

/** One cost post of an order and the positions charged to it; null positions: the whole order. */
export interface CostPostShare {
  costPost: PrintedCostPost;
  positions: number[] | null;
}

/**
 * What an order (or invoice) is charged to, for printing: one cost post for the whole order when
 * every line has the same, otherwise each post with the positions of its lines, in order of first
 * appearance. Lines without a post are left out; none at all gives an empty list.
 */
export function costPostShares(
  lines: readonly { position: number; costPost: PrintedCostPost | null }[],
): CostPostShare[] {
  const shares = new Map<string, CostPostShare & { positions: number[] }>();
  for (const line of lines) {
    if (!line.costPost) continue;
    const share = shares.get(line.costPost.code) ?? { costPost: line.costPost, positions: [] };
    share.positions.push(line.position);
    shares.set(line.costPost.code, share);
  }
  const all = [...shares.values()];
  if (all.length === 1 && all[0]!.positions.length === lines.length)
    return [{ costPost: all[0]!.costPost, positions: null }];
  return all;
}

/** `604000 Onderhoud` or, for a part of the order, `604000 Onderhoud (1, 3)`. */
export const costPostShareText = ({ costPost, positions }: CostPostShare) =>
  `${costPost.code} ${costPost.name}${positions ? ` (${positions.join(', ')})` : ''}`;
