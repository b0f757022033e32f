import type { ImportOutcome, RefusedRow } from '@tradeshop/api-client/contracts';
import { errorCodes, importRowCodes } from '@tradeshop/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type Tx } from '../../db/index.ts';
import type { RequestContext } from '../../platform/context.ts';
import { ApiProblem } from '../../platform/problem.ts';

/**
 * The steps every import of the ERP's rows shares: check each row, refuse stale ones, refuse the
 * whole batch when any row is refused, remember the ERP's time of change, and count what changed.
 */

/**
 * An import's transaction, and the ERP port that holds stock. A bulk load that rebuilds the whole
 * search index after its last import sets `searchIndexDeferred`, so that the article imports leave
 * the index to it.
 */
export type ImportContext = Pick<RequestContext, 'tx' | 'erp'> & { searchIndexDeferred?: boolean };

export interface Accepted<Row> {
  index: number;
  key: string;
  row: Row;
}

/** Checks each row against its schema and refuses a second row with the same key. */
export function checkRows<S extends z.ZodType>(
  schema: S,
  rows: readonly unknown[],
  keyOf: (row: z.infer<S>) => string,
): { accepted: Accepted<z.infer<S>>[]; refused: RefusedRow[] } {
  const accepted: Accepted<z.infer<S>>[] = [];
  const refused: RefusedRow[] = [];
  const firstRowOf = new Map<string, number>();
  rows.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const fields = (raw ?? {}) as Record<string, unknown>;
      const key = ['article', 'number', 'key', 'order', 'code']
        .map((field) => fields[field])
        .find((value) => typeof value === 'string');
      refused.push({
        row: index,
        key: typeof key === 'string' ? key : null,
        code: importRowCodes.invalid,
        reason: parsed.error.issues
          .map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`)
          .join('; '),
      });
      return;
    }
    const key = keyOf(parsed.data);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      refused.push({
        row: index,
        key,
        code: importRowCodes.duplicate,
        reason: `Row ${first} has the same key.`,
      });
      return;
    }
    firstRowOf.set(key, index);
    accepted.push({ index, key, row: parsed.data });
  });
  return { accepted, refused };
}

/** Refuses the rows the ERP changed before the version stored for them; answers the others. */
export async function withoutStale<Row extends { changedAt: string }>(
  tx: Tx,
  kind: string,
  entries: Accepted<Row>[],
  refused: RefusedRow[],
): Promise<Accepted<Row>[]> {
  if (entries.length === 0) return entries;
  const stale = await queryRows<{ key: string; stored: string }>(
    tx,
    sql`select v.key, to_char(v.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as stored
        from unnest(${sql.param(entries.map((entry) => entry.key))}::text[],
                    ${sql.param(entries.map((entry) => entry.row.changedAt))}::timestamptz[]) as r(key, changed_at)
        join erp_row_version v on v.kind = ${kind} and v.key = r.key
        where v.changed_at > r.changed_at`,
  );
  if (stale.length === 0) return entries;
  const storedOf = new Map(stale.map((row) => [row.key, row.stored]));
  return entries.filter((entry) => {
    const stored = storedOf.get(entry.key);
    if (stored === undefined) return true;
    refused.push({
      row: entry.index,
      key: entry.key,
      code: importRowCodes.stale,
      reason: `Changed at ${entry.row.changedAt}, before the update of ${stored} the shop holds.`,
    });
    return false;
  });
}

/** Keeps the ERP's time of change per row, never going back. */
export async function recordVersions(tx: Tx, kind: string, entries: Accepted<{ changedAt: string }>[]) {
  if (entries.length === 0) return;
  await tx.execute(sql`
    insert into erp_row_version (kind, key, changed_at)
    select ${kind}, r.key, r.changed_at
    from unnest(${sql.param(entries.map((entry) => entry.key))}::text[],
                ${sql.param(entries.map((entry) => entry.row.changedAt))}::timestamptz[]) as r(key, changed_at)
    on conflict (kind, key) do update set changed_at = excluded.changed_at
      where erp_row_version.changed_at < excluded.changed_at`);
}

/** The ERP's last time of change of each of these rows of a kind (UTC, to the second), by key. */
export async function changeTimesOf(
  tx: Tx,
  kind: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ key: string; changed_at: string }>(
    tx,
    // Joined to the keys rather than `key = any(...)`, which the planner may answer by reading every
    // row of the kind.
    sql`select v.key, to_char(v.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as changed_at
        from unnest(${sql.param(keys)}::text[]) as asked(key)
        join erp_row_version v on v.kind = ${kind} and v.key = asked.key`,
  );
  return new Map(rows.map((row) => [row.key, row.changed_at]));
}

/** Nothing is applied when a row is refused: the ERP gets the report of every refused row. */
export function refuseBatchIfAny(received: number, refused: RefusedRow[]) {
  if (refused.length === 0) return;
  throw new ApiProblem(
    422,
    errorCodes.integrationRowsRefused,
    `${refused.length} of ${received} rows were refused; nothing was applied.`,
    { received, refused: refused.length, rows: refused.sort((a, b) => a.row - b.row) },
  );
}

export function outcome(received: number, written: { inserted: boolean }[]): ImportOutcome {
  const created = written.filter((row) => row.inserted).length;
  return { received, created, updated: written.length - created, unchanged: received - written.length };
}

/** What an import did, from the rows it created and those it changed. */
export function outcomeOf(
  received: number,
  created: ReadonlySet<string>,
  changed: ReadonlySet<string>,
): ImportOutcome {
  return {
    received,
    created: created.size,
    updated: changed.size,
    unchanged: received - created.size - changed.size,
  };
}
