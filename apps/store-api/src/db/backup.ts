import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { backupFromHolder, DataDirInUse, gzipped, holdDataDir } from './data-dir-holder.ts';
import { openDatabase } from './index.ts';

/** A backup or restore that was not done, saying why and what to do; nothing was changed. */
export class BackupRefused extends Error {}

type BackupConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'backupDir'>;

const postgresBackupAdvice =
  'The shop keeps its data in PostgreSQL (DATABASE_URL): back it up and restore it with PostgreSQL’s own tools ' +
  '(README, Backup and restore):\n' +
  '  pg_dump -Fc -f tradeshop.dump "$DATABASE_URL"                                 # while the shop runs\n' +
  '  pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" tradeshop.dump   # with the shop stopped';

/**
 * Writes a gzipped tarball of the embedded database to `target` (by default a new file in the backup
 * folder): made by the running shop's Store API process, or from the data directory when nothing
 * has it open.
 */
export async function backUpDatabase(
  config: BackupConfig,
  target = join(config.backupDir, `tradeshop-${timestamp()}.tar.gz`),
): Promise<{ file: string; bytes: number; fromRunningShop: boolean }> {
  if (config.databaseUrl) throw new BackupRefused(postgresBackupAdvice);
  if (existsSync(target)) throw new BackupRefused(`${target} exists already: name another file.`);
  const fromShop = await backupFromHolder(config.dataDir).catch((error: Error) => {
    throw new BackupRefused(`The running shop made no backup: ${error.message}`);
  });
  const tarball = fromShop ?? gzipped(await dumpClosedDatabase(config.dataDir));
  await mkdir(dirname(target), { recursive: true });
  // Written under another name first, so that a backup file is always a whole one.
  const partial = `${target}.partial`;
  try {
    await pipeline(tarball, createWriteStream(partial));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupRefused(`The backup failed, nothing was written: ${(error as Error).message}`);
  }
  return { file: target, bytes: (await stat(target)).size, fromRunningShop: fromShop !== null };
}

async function dumpClosedDatabase(dataDir: string): Promise<Blob> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupRefused(
      `There is no database in ${dataDir} to back up: does DATA_DIR name the shop's data?`,
    );
  }
  const database = await openDatabase({ dataDir });
  try {
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

/**
 * Puts the database of a backup in the data directory's place, while nothing has it open. The
 * backup is opened and checked beside it first; the database it replaces is renamed, never deleted.
 */
export async function restoreDatabase(
  config: BackupConfig,
  file: string,
): Promise<{ keptAside: string | null }> {
  if (config.databaseUrl) throw new BackupRefused(postgresBackupAdvice);
  const { dataDir } = config;
  await mkdir(dirname(dataDir), { recursive: true });
  const hold = await holdDataDir(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new BackupRefused(
      `The shop is running on ${dataDir} (or a command has its database open): stop it first, then restore.`,
    );
  });
  try {
    const tarball = await readBackup(file);
    const stamp = timestamp();
    const incoming = `${dataDir}.restoring-${stamp}`;
    await openAsShopDatabase(incoming, tarball).catch(async (error: Error) => {
      await rm(incoming, { recursive: true, force: true });
      throw new BackupRefused(
        `${file} does not open as the shop's database (${error.message}): nothing was changed.`,
      );
    });
    const keptAside = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp}` : null;
    if (keptAside) await rename(dataDir, keptAside);
    await rename(incoming, dataDir);
    return { keptAside };
  } finally {
    await hold.release();
  }
}

/** Files every PostgreSQL data directory has. */
const dataDirFiles = ['PG_VERSION', 'global/pg_control'];

/** The backup's tarball, uncompressed; refused unless it holds a PostgreSQL data directory. */
async function readBackup(file: string): Promise<Buffer> {
  const bytes = await readFile(file).catch((error: Error) => {
    throw new BackupRefused(`Cannot read ${file}: ${error.message}`);
  });
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const tarball = gzip ? await promisify(gunzip)(bytes).catch(() => null) : bytes;
  const names = tarball ? tarEntryNames(tarball) : new Set<string>();
  if (!tarball || !dataDirFiles.every((name) => names.has(name))) {
    throw new BackupRefused(
      `${file} is not a backup of the embedded database (a tarball of its data directory, as npm run backup ` +
        'writes): nothing was changed.',
    );
  }
  return tarball;
}

/** The names in a ustar tarball, without a leading `/` or `./`; empty when it is none. */
function tarEntryNames(tarball: Buffer): Set<string> {
  const names = new Set<string>();
  const field = (at: number, length: number) =>
    tarball.toString('latin1', at, at + length).replace(/\0[\s\S]*$/, '');
  for (let at = 0; at + 512 <= tarball.length; ) {
    const name = field(at, 100);
    const size = Number.parseInt(field(at + 124, 12).trim(), 8);
    if (!name || !field(at + 257, 6).startsWith('ustar') || !(size >= 0)) break;
    const prefix = field(at + 345, 155);
    names.add((prefix ? `${prefix}/${name}` : name).replace(/^\.?\/+/, ''));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}

/** Opens the tarball as a database in `dataDir` and checks that the shop's migrations ran in it. */
async function openAsShopDatabase(dataDir: string, tarball: Buffer): Promise<void> {
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([tarball]) });
  try {
    await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
  } finally {
    await database.close();
  }
}

/** The moment in UTC as file names take it: 20261130T142501Z. */
const timestamp = () => new Date().toISOString().replace(/[-:]|\.\d+/g, '');
