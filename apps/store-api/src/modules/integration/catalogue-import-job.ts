import { fork } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/index.ts';
import type { ErpPort } from '../../platform/ports.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { type BmecatOutcome, importBmecat } from '../erp/index.ts';

/** A catalogue file to import: where it lies, when it came in, and the options of its upload. */
export interface CatalogueFile {
  path: string;
  receivedAt: Date;
  /** The category below which the file's groups the shop lacks are made (decision 0078). */
  groupsUnder: string | null;
}

/**
 * Imports the catalogue file in a transaction of its own: the whole file or nothing. Catalogues take
 * their turn across the shop's processes: two at once would each hold the rows of the articles and
 * search words they write for minutes, and could deadlock on them.
 */
export function importCatalogueFile(db: Db, erp: ErpPort, file: CatalogueFile): Promise<BmecatOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(catalogueImportTurn);
    return importBmecat(
      { tx, erp },
      { open: () => createReadStream(file.path), receivedAt: file.receivedAt, groupsUnder: file.groupsUnder },
    );
  });
}

/** Waits until no other transaction imports a catalogue, and holds the turn until this one ends. */
export const catalogueImportTurn = sql`select pg_advisory_xact_lock(hashtext('catalogue_import'))`;

/**
 * V8's settings for a process that imports a catalogue: a heap that grows only as far as its live
 * objects need, rather than to several times that between collections. 100,000 products peak at
 * 265 MB resident instead of 400 MB, in a tenth more time (decision 0079). `npm run erp:import` starts
 * its process with the same (package.json).
 */
const catalogueImportExecArgv = ['--optimize-for-size', '--max-semi-space-size=16'];

/** What the shop's process tells the import's process: the job, and where the database is. */
export interface CatalogueImportJob {
  databaseUrl: string;
  path: string;
  receivedAt: string;
  groupsUnder: string | null;
}

/** What the import's process answers: the outcome, the refusal the import threw, or why it failed. */
export type CatalogueImportAnswer =
  | { outcome: BmecatOutcome }
  | {
      problem: {
        status: number;
        code: string;
        message: string;
        parameters: Record<string, unknown>;
      };
    }
  | { failure: string };

const importProcessEntry = new URL('./catalogue-import.process.ts', import.meta.url);

/**
 * Imports a catalogue file: on PostgreSQL in a process of its own (catalogue-import.process.ts), so
 * that the shop's Store API process neither grows by the import's working memory nor answers buyers
 * between the import's batches; on the embedded database, which one process holds, in this one.
 * Throws what the import throws: a refusal as its ApiProblem.
 */
export function importCatalogue(
  database: Database,
  erp: ErpPort,
  file: CatalogueFile,
): Promise<BmecatOutcome> {
  if (database.engine !== 'postgres' || !database.databaseUrl)
    return importCatalogueFile(database.db, erp, file);
  const job: CatalogueImportJob = {
    databaseUrl: database.databaseUrl,
    path: file.path,
    receivedAt: file.receivedAt.toISOString(),
    groupsUnder: file.groupsUnder,
  };
  return new Promise((resolve, reject) => {
    // The database's address goes by the IPC channel, never on a command line others may read.
    const child = fork(importProcessEntry, [], { execArgv: catalogueImportExecArgv });
    let answer: CatalogueImportAnswer | undefined;
    child.on('message', (message: CatalogueImportAnswer) => {
      answer = message;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (answer && 'outcome' in answer) resolve(answer.outcome);
      else if (answer && 'problem' in answer) {
        const { status, code: problemCode, message, parameters } = answer.problem;
        reject(new ApiProblem(status, problemCode, message, parameters));
      } else
        reject(
          new Error(
            answer?.failure ??
              `The catalogue import's process ended (${signal ?? `exit code ${code}`}) before it answered.`,
          ),
        );
    });
    child.send(job);
  });
}
