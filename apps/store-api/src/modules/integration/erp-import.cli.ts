// npm run erp:import -- <kind> <file.csv|file.json>, kind being one of the integration API's imports,
// or npm run erp:import -- <catalogue.xml> [--groups-under <category key>] for a BMEcat catalogue.
// For ERPs without an API: imports a dropped file with the rules of the integration API, the whole
// file or nothing, and prints what it did or every refused row with its line.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import type { RefusedRow } from '@tradeshop/api-client/contracts';
import { readConfig } from '../../db/config.ts';
import { openDatabase } from '../../db/index.ts';
import { ApiProblem } from '../../platform/problem.ts';
import { builtInErp, erpImports, type ImportKind } from '../erp/index.ts';
import { importCatalogueFile } from './catalogue-import-job.ts';
import { rowsOfFile } from './import-file.ts';
import { recordedImport } from './integration-imports.ts';

const usage = (): never => {
  console.error(
    `Usage: npm run erp:import -- <${Object.keys(erpImports).join('|')}> <file.csv|file.json>\n       npm run erp:import -- <catalogue.xml> [--groups-under <category key>]   (BMEcat 1.2 or 2005)`,
  );
  process.exit(2);
};
const parsedArgs = (() => {
  try {
    return parseArgs({ options: { 'groups-under': { type: 'string' } }, allowPositionals: true });
  } catch {
    return usage();
  }
})();
const { values: options, positionals: args } = parsedArgs;
/** A catalogue file names its kind by itself. */
const isCatalogue = args.length === 1 && args[0]!.toLowerCase().endsWith('.xml');
const [kind, fileArgument] = isCatalogue ? ['bmecat', args[0]] : args;
if ((!isCatalogue && !Object.keys(erpImports).includes(kind ?? '')) || !fileArgument) usage();
const file = fileArgument!;
const fileInfo = await stat(file).catch(() => null);
if (!fileInfo?.isFile()) {
  console.error(`No file ${file}.`);
  process.exit(2);
}
const parsed = isCatalogue
  ? ({ ok: true, rows: [] } as const)
  : rowsOfFile(file, await readFile(file, 'utf8'), fileInfo.mtime);
if (!parsed.ok) {
  console.error(`${file}: ${parsed.error}`);
  process.exit(1);
}
/** Where a row stands in the file: a catalogue's product by its line, CSV lines count the header; JSON rows count from 1. */
const placeOf = (refused: RefusedRow) =>
  refused.line !== undefined
    ? `line ${refused.line}`
    : file.toLowerCase().endsWith('.json')
      ? `row ${refused.row + 1}`
      : `line ${refused.row + 2}`;

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
      isCatalogue
        ? importCatalogueFile(database.db, builtInErp, {
            path: file,
            receivedAt: fileInfo.mtime,
            groupsUnder: options['groups-under'] ?? null,
          })
        : database.db.transaction((tx) =>
            erpImports[kind as ImportKind]({ tx, erp: builtInErp }, parsed.rows),
          ),
    (applied) => applied,
  );
  console.log(
    `${file}: ${outcome.received} ${isCatalogue ? 'products' : 'rows'}, ${outcome.created} created, ${outcome.updated} updated, ${outcome.unchanged} unchanged.`,
  );
} catch (error) {
  if (!(error instanceof ApiProblem)) throw error;
  console.error(`${file}: ${error.message}`);
  for (const refused of (error.parameters.rows as RefusedRow[] | undefined) ?? []) {
    console.error(
      `  ${placeOf(refused)}${refused.key ? ` (${refused.key})` : ''}: ${refused.code}: ${refused.reason}`,
    );
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
