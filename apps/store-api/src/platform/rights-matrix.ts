import type { RouteAccess, RouteAccessEntry } from './access.ts';

function whoMayCall(access: RouteAccess): string {
  if (access.who === 'anyone') return 'anyone (visitors too)';
  if (access.who === 'customer') return 'any logged-in user';
  return [access.right, ...(access.alternatives ?? [])].map((right) => `\`${right}\``).join(' or ');
}

/** The Store API half of docs/rights-matrix.md, written from the rules the routes enforce. */
export function storeApiRightsTable(entries: readonly RouteAccessEntry[]): string {
  const rows = [...entries]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map(
      (entry) =>
        `| ${entry.method} | \`${entry.url}\` | ${whoMayCall(entry.access)} | ${entry.summary.replaceAll('|', '\\|')} |`,
    );
  return ['| Method | Path | Who may call it | What it does |', '|---|---|---|---|', ...rows].join('\n');
}
