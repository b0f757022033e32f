import type { ImportOutcome, IntegrationImportEntry, RefusedRow } from '@tradeshop/api-client/contracts';
import { errorCodes } from '@tradeshop/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { integrationClient, integrationImport } from './integration.tables.ts';

/** Refused rows kept per import: the first ones tell the ERP's people what to mend. */
export const keptRefusedRows = 100;
/** Imports kept: the latest ones, enough for the back-office's list. */
export const keptImports = 200;

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
    const refusal = refusalOf(error, received, sender.fileName);
    if (refusal) {
      await db.transaction(async (tx) => {
        await tx.insert(integrationImport).values({ ...senderColumns(sender), ...refusal });
        await keepLatestImports(tx);
      });
    }
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(integrationImport)
      .values({ ...senderColumns(sender), ...appliedColumns(outcomeOf(result)) });
    await keepLatestImports(tx);
  });
  return result;
}

const senderColumns = (sender: ImportSender) => ({
  kind: sender.kind,
  clientId: sender.clientId ?? null,
  fileName: sender.fileName ?? null,
});

const appliedColumns = (outcome: ImportOutcome) => ({
  status: 'applied' as const,
  received: outcome.received,
  created: outcome.created,
  updated: outcome.updated,
  unchanged: outcome.unchanged,
  refused: 0,
  refusedRows: [],
});

/** Where a refused row stands as its sender counts: a CSV file's line (after the header), else the row from 1. */
const lineOf = (row: number, fileName: string | null | undefined) =>
  fileName && !fileName.toLowerCase().endsWith('.json') ? row + 2 : row + 1;

/** What a refused import records: its refused rows, or why its file was refused whole; null for another error. */
function refusalOf(error: unknown, received: number, fileName?: string | null) {
  if (!(error instanceof ApiProblem)) return null;
  if (error.code === errorCodes.integrationRowsRefused) {
    const rows = (error.parameters.rows as RefusedRow[] | undefined) ?? [];
    return {
      status: 'refused' as const,
      received: Number(error.parameters.received ?? received),
      refused: Number(error.parameters.refused ?? rows.length),
      refusedRows: rows.slice(0, keptRefusedRows).map((refused) => ({
        line: refused.line ?? lineOf(refused.row, fileName),
        key: refused.key,
        code: refused.code,
        reason: refused.reason,
      })),
    };
  }
  if (error.code === errorCodes.integrationInvalidCatalogue) {
    return { status: 'refused' as const, received, problem: error.message };
  }
  return null;
}

async function keepLatestImports(tx: Tx) {
  await tx.execute(
    sql`delete from integration_import where id <= (
          select id from integration_import order by id desc offset ${keptImports} limit 1)`,
  );
}

/** A running import's process beats its heartbeat this often; one silent for three beats was cut off. */
export const importHeartbeatSeconds = 30;

/**
 * Records an import that runs after its request was answered (a catalogue file) and runs it,
 * recording its end: applied, refused (its rows, or why the file was refused) or failed. Answers
 * the record at once and the run's end as a promise that never rejects.
 */
export async function startRecordedImport(
  db: Tx,
  sender: ImportSender,
  run: () => Promise<ImportOutcome>,
  onFailure: (error: unknown) => void,
): Promise<{ entry: IntegrationImportEntry; ended: Promise<void> }> {
  const [record] = await db
    .insert(integrationImport)
    .values({ ...senderColumns(sender), status: 'running', received: 0, heartbeatAt: new Date() })
    .returning();
  const id = record!.id;
  const heartbeat = setInterval(() => {
    db.update(integrationImport)
      .set({ heartbeatAt: new Date() })
      .where(eq(integrationImport.id, id))
      .catch(onFailure);
  }, importHeartbeatSeconds * 1000);
  const end = (columns: Partial<typeof integrationImport.$inferInsert>) =>
    db.transaction(async (tx) => {
      await tx
        .update(integrationImport)
        .set({ ...columns, finishedAt: new Date(), heartbeatAt: null })
        .where(eq(integrationImport.id, id));
      await keepLatestImports(tx);
    });
  const ended = run()
    .then(
      (outcome) => end(appliedColumns(outcome)),
      (error: unknown) => {
        const refusal = refusalOf(error, 0, sender.fileName);
        if (refusal) return end(refusal);
        onFailure(error);
        return end({ status: 'failed', problem: 'The import stopped on an error of the shop; see its log.' });
      },
    )
    .catch(onFailure)
    .finally(() => clearInterval(heartbeat));
  // Answered from the insert: on PGlite the import's transaction holds the one connection until it ends.
  return { entry: importEntryOf(record!), ended };
}

/**
 * An import as its sender and the back-office read it. A running import whose heartbeat stopped
 * (its process ended) reads as failed: its transaction was rolled back with the process.
 */
function importEntryOf(row: typeof integrationImport.$inferSelect): IntegrationImportEntry {
  const cutOff =
    row.status === 'running' &&
    (!row.heartbeatAt || Date.now() - row.heartbeatAt.getTime() > 3 * importHeartbeatSeconds * 1000);
  return {
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind,
    fileName: row.fileName,
    status: cutOff ? 'failed' : row.status,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    received: row.received,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    refused: row.refused,
    refusedRows: row.refusedRows,
    problem: cutOff ? 'The import was cut off: its process ended. Nothing was applied.' : row.problem,
  };
}

/** An import by its id. */
export async function importById(db: Tx, id: number): Promise<IntegrationImportEntry | null> {
  const [row] = await db.select().from(integrationImport).where(eq(integrationImport.id, id));
  return row ? importEntryOf(row) : null;
}

/** The latest imports, newest first, with who sent them. */
export async function latestImports(
  tx: Tx,
  limit: number,
): Promise<(IntegrationImportEntry & { clientId: string | null; clientName: string | null })[]> {
  const rows = await tx
    .select({ entry: integrationImport, clientName: integrationClient.name })
    .from(integrationImport)
    .leftJoin(integrationClient, eq(integrationClient.id, integrationImport.clientId))
    .orderBy(desc(integrationImport.id))
    .limit(limit);
  return rows.map(({ entry, clientName }) => ({
    ...importEntryOf(entry),
    clientId: entry.clientId,
    clientName,
  }));
}
