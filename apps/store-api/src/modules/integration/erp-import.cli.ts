// npm run erp:import -- <warehouses|stock|list-prices|company-prices> <file.csv|file.json>
// For ERPs without an API: imports a dropped file with the rules of the integration API, the whole
// file or nothing, and prints what it did or every refused row with its line.
import { readFile, stat } from 'node:fs/promises';
import type { RefusedRow } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { importCompanyPrices, importListPrices, importStock, importWarehouses } from '../erp/index.ts';
import { type ImportKind, importKinds, rowsOfFile } from './import-file.ts';

const importers = {
  warehouses: importWarehouses,
  stock: importStock,
  'list-prices': importListPrices,
  'company-prices': importCompanyPrices,
} satisfies Record<ImportKind, unknown>;

const [kind, file] = process.argv.slice(2);
if (!importKinds.includes(kind as ImportKind) || !file) {
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
  const outcome = await database.db.transaction((tx) => importers[kind as ImportKind](tx, parsed.rows));
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
