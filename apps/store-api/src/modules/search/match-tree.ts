/**
 * What a match must hold, as a tree: a leaf is one lexeme, or the beginning of one (a word still
 * being typed). The documents' index reads it as a `to_tsquery('simple', …)` text (`tsqueryOf`),
 * the postings of the search page's facets evaluate it themselves (`search-postings.ts`).
 */
export type MatchTree = { lexeme: string; prefix: boolean } | { all: MatchTree[] } | { any: MatchTree[] };

export const quoted = (lexeme: string) => `'${lexeme.replace(/'/g, "''")}'`;

/** The tree as PostgreSQL's `to_tsquery('simple', …)` reads it. */
export function tsqueryOf(tree: MatchTree): string {
  if ('lexeme' in tree) return tree.prefix ? `${quoted(tree.lexeme)}:*` : quoted(tree.lexeme);
  const [operator, children] = 'all' in tree ? [' & ', tree.all] : [' | ', tree.any];
  if (children.length === 1) return tsqueryOf(children[0]!);
  return `(${children.map(tsqueryOf).join(operator)})`;
}
