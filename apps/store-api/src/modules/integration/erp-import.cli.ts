// npm run erp:import -- <kind> <file.csv|file.json>, kind being one of the integration API's imports
// For ERPs without an API: imports a dropped file with the rules of the integration API, the whole
// file or nothing, and prints what it did or every refused row with its line.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { RefusedRow } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { builtInErp, erpImports, type ImportKind } from '../erp/index.ts';
import { rowsOfFile } from './import-file.ts';
import { recordedImport } from './integration-imports.ts';

const [kind, file] = process.argv.slice(2);
const importKinds = Object.keys(erpImports);
if (!importKinds.includes(kind ?? '') || !file) {
  console.error(`Usage: npm run erp:import -- <${importKinds.join('|')}> <file.csv|file.json>`);
  process.exit(2);
}
const fileInfo = await stat(file).catch(() => null);
if (!fileInfo?.isFile()) {
  console.error(`No file ${file}.`);
  process.exit(2);
}
const parsed = rowsOfFile(file, await readFile(file, 'utf8'), fileInfo.mtime);
if (!parsed.ok) {
  console.error(`${file}: ${parsed.error}`);
  process.exit(1);
}
/** Where a row stands in the file: CSV lines count the header; JSON rows count from 1. */
const lineOf = (row: number) => (file.toLowerCase().endsWith('.json') ? `row ${row + 1}` : `line ${row + 2}`);

const database = await openDatabase(readConfig());
await database.migrate();
try {
  // The file drop serves the built-in ERP's tables, as the integration API of a shop without another ERP does.
  // Recorded, applied or refused, for the back-office's list of imports.
  const outcome = await recordedImport(
    database.db,
    { kind: kind!, fileName: basename(file) },
    parsed.rows.length,
    () =>
      database.db.transaction((tx) => erpImports[kind as ImportKind]({ tx, erp: builtInErp }, parsed.rows)),
    (applied) => applied,
  );
  console.log(
    `${file}: ${outcome.received} rows, ${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged.`,
  );
} catch (error) {
  if (!(error instanceof ApiProblem)) throw error;
  console.error(`${file}: ${error.message}`);
  for (const refused of error.parameters.rows as RefusedRow[]) {
    console.error(
      `  ${lineOf(refused.row)}${refused.key ? ` (${refused.key})` : ''}: ${refused.code}: ${refused.reason}`,
    );
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
