// The process a catalogue import runs in on PostgreSQL, started by importCatalogue
// (catalogue-import-job.ts) with its job as the one message it receives; it answers the outcome and
// ends. Should the shop's process go before it answers, it ends too, and its transaction rolls back.
import { openDatabase } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { builtInErp } from '../erp/index.ts';
import {
  type CatalogueImportAnswer,
  type CatalogueImportJob,
  importCatalogueFile,
} from './catalogue-import-job.ts';

let answered = false;
process.on('disconnect', () => {
  if (!answered) process.exit(1);
});

process.once('message', async (job: CatalogueImportJob) => {
  const database = await openDatabase({ databaseUrl: job.databaseUrl, poolSize: 1 });
  let answer: CatalogueImportAnswer;
  try {
    const outcome = await importCatalogueFile(database.db, builtInErp, {
      path: job.path,
      receivedAt: new Date(job.receivedAt),
      groupsUnder: job.groupsUnder,
    });
    answer = { outcome };
  } catch (error) {
    if (error instanceof ApiProblem) {
      const { status, code, message, parameters } = error;
      answer = { problem: { status, code, message, parameters } };
    } else {
      console.error('A catalogue import failed:', error);
      answer = { failure: `The import stopped on an error of the shop: ${(error as Error).message}` };
    }
  } finally {
    await database.close();
  }
  answered = true;
  process.send!(answer, () => process.disconnect());
});
