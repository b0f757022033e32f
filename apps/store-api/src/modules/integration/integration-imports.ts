import type { ImportOutcome, RefusedRow } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { integrationClient, integrationImport } from './integration.tables.ts';

/** Refused rows kept per import: the first ones tell the ERP's people what to mend. */
export const keptRefusedRows = 100;
/** Imports kept: the latest ones, enough for the back-office's list. */
export const keptImports = 200;

/** Where a refused row stands as its sender counts: a CSV file's line (after the header), else the row from 1. */
const lineOf = (row: number, fileName: string | null) =>
  fileName && !fileName.toLowerCase().endsWith('.json') ? row + 2 : row + 1;

export interface ImportSender {
  kind: string;
  /** The integration client that sent it; none for a dropped file. */
  clientId?: string | null;
  fileName?: string | null;
}

/**
 * Runs an import and records it, applied or with its refused rows: the record is written after the
 * import's own transaction, so that a refused batch (rolled back) is recorded too. Anything else an
 * import throws is passed on unrecorded.
 */
export async function recordedImport<Result>(
  db: Tx,
  sender: ImportSender,
  received: number,
  run: () => Promise<Result>,
  outcomeOf: (result: Result) => ImportOutcome,
): Promise<Result> {
  let result: Result;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof ApiProblem && error.code === errorCodes.integrationRowsRefused) {
      const rows = (error.parameters.rows as RefusedRow[] | undefined) ?? [];
      await recordImport(db, sender, {
        received,
        refused: Number(error.parameters.refused ?? rows.length),
        refusedRows: rows,
      });
    }
    throw error;
  }
  await recordImport(db, sender, { ...outcomeOf(result), refused: 0, refusedRows: [] });
  return result;
}

async function recordImport(
  db: Tx,
  sender: ImportSender,
  counts: Partial<ImportOutcome> & { received: number; refused: number; refusedRows: RefusedRow[] },
) {
  const fileName = sender.fileName ?? null;
  await db.transaction(async (tx) => {
    await tx.insert(integrationImport).values({
      kind: sender.kind,
      clientId: sender.clientId ?? null,
      fileName,
      received: counts.received,
      created: counts.created ?? 0,
      updated: counts.updated ?? 0,
      unchanged: counts.unchanged ?? 0,
      refused: counts.refused,
      refusedRows: counts.refusedRows.slice(0, keptRefusedRows).map((refused) => ({
        line: lineOf(refused.row, fileName),
        key: refused.key,
        code: refused.code,
        reason: refused.reason,
      })),
    });
    await tx.execute(
      sql`delete from integration_import where id <= (
            select id from integration_import order by id desc offset ${keptImports} limit 1)`,
    );
  });
}

/** The latest imports, newest first, with who sent them. */
export function latestImports(tx: Tx, limit: number) {
  return tx
    .select({
      id: integrationImport.id,
      at: integrationImport.at,
      kind: integrationImport.kind,
      fileName: integrationImport.fileName,
      clientId: integrationImport.clientId,
      clientName: integrationClient.name,
      received: integrationImport.received,
      created: integrationImport.created,
      updated: integrationImport.updated,
      unchanged: integrationImport.unchanged,
      refused: integrationImport.refused,
      refusedRows: integrationImport.refusedRows,
    })
    .from(integrationImport)
    .leftJoin(integrationClient, eq(integrationClient.id, integrationImport.clientId))
    .orderBy(desc(integrationImport.id))
    .limit(limit);
}
