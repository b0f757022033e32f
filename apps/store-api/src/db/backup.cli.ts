// npm run backup [-- --to <file>]: a copy of the embedded database, made by the running shop, or from
// its data directory while it is stopped.
// npm run restore -- <file>: puts a backup in the place of the database, while the shop is stopped;
// the database it replaces is kept aside.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupRefused, backUpDatabase, restoreDatabase } from './backup.ts';
import { readConfig } from './config.ts';
import { DataDirInUse } from './data-dir-holder.ts';

const usage = 'Usage: npm run backup [-- --to <file>]   or   npm run restore -- <file>';
const parsed = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { to: { type: 'string' } } });
  } catch {
    return null;
  }
})();
const [command, file] = parsed?.positionals ?? [];
const to = parsed?.values.to;
const understood =
  command === 'backup'
    ? parsed?.positionals.length === 1
    : command === 'restore' && parsed?.positionals.length === 2 && to === undefined;
if (!understood) {
  console.error(usage);
  process.exit(2);
}

// Paths as the user typed them, from the folder npm was run in.
const fromWhereTyped = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const config = readConfig();
try {
  if (command === 'backup') {
    const backup = await backUpDatabase(config, to === undefined ? undefined : fromWhereTyped(to));
    console.log(
      `Backed up the ${backup.fromRunningShop ? 'running shop’s' : 'stopped shop’s'} database to ${backup.file} ` +
        `(${(backup.bytes / 1e6).toFixed(1)} MB).`,
    );
  } else {
    const backupFile = fromWhereTyped(file!);
    const { keptAside } = await restoreDatabase(config, backupFile);
    console.log(`Restored the database of ${backupFile} into ${config.dataDir}.`);
    console.log(
      keptAside
        ? `The database it replaced is kept in ${keptAside}.`
        : 'There was no database before it to keep aside.',
    );
    console.log('The next start brings it to the newest schema.');
  }
} catch (error) {
  if (!(error instanceof BackupRefused || error instanceof DataDirInUse)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
