import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, openAsBlob, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BackupRefused, backUpDatabase, restoreDatabase } from './backup.ts';
import { readConfig } from './config.ts';
import { type Database, openDatabase, queryRows } from './index.ts';

/** `npm run backup` or `npm run restore` with these arguments, on the embedded database in DATA_DIR. */
function runCommand(args: string[], dataDir: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      ['src/db/backup.cli.ts', ...args],
      {
        cwd: join(import.meta.dirname, '../..'),
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      },
      (error, stdout, stderr) => resolve({ code: Number(error?.code ?? 0), output: stdout + stderr }),
    );
  });
}

// In order, on one shop's data directory: the round trip leaves the shop stopped for the others.
describe.runIf(process.env.TEST_DATABASE === 'pglite')('backup and restore of the embedded database', () => {
  let folder: string;
  let config: ReturnType<typeof readConfig>;
  let shop: Database | undefined;
  const buyerFirstName = async (database: Database) => {
    const [buyer] = await queryRows<{ first_name: string }>(
      database.db,
      sql`select first_name from customer where username = 'demo.buyer'`,
    );
    return buyer!.first_name;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'tradeshop-backup-'));
    config = readConfig({ DATA_DIR: folder });
    const seeded = inject('seededShops').demo;
    if (seeded.engine !== 'pglite') throw new Error('The PGlite project seeds PGlite shops.');
    shop = await openDatabase({ dataDir: config.dataDir, loadDataDir: await openAsBlob(seeded.dumpFile) });
  });
  afterAll(async () => {
    await shop?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('as a command, refuses to restore while the shop runs, and says so', async () => {
    const { code, output } = await runCommand(['restore', join(folder, 'any.tar.gz')], folder);
    expect(output).toMatch(/The shop is running on .*: stop it first, then restore\./);
    expect(code).toBe(1);
  });

  // Copying, packing and loading the database again: the heaviest test of the file, given room for a
  // machine whose cores are busy with the end-to-end tests.
  it('backs up the running shop, restores only once it is stopped, and brings the earlier state back', {
    timeout: 300_000,
  }, async () => {
    try {
      const earlierName = await buyerFirstName(shop!);
      const backup = await backUpDatabase(config);
      expect(backup).toMatchObject({
        fromRunningShop: true,
        file: expect.stringMatching(/\/backups\/tradeshop-\d{8}T\d{6}Z\.tar\.gz$/),
      });
      await shop!.db.execute(sql`update customer set first_name = 'Changed' where username = 'demo.buyer'`);

      await expect(restoreDatabase(config, backup.file)).rejects.toThrow(/running .* stop it first/);
      await shop!.close();
      shop = undefined;
      const { keptAside } = await restoreDatabase(config, backup.file);

      shop = await openDatabase({ dataDir: config.dataDir });
      expect(await buyerFirstName(shop)).toBe(earlierName);
      expect(keptAside).toMatch(/\/pglite\.before-restore-\d{8}T\d{6}Z$/);
      expect(existsSync(join(keptAside!, 'PG_VERSION'))).toBe(true);
    } finally {
      // The tests after this one need the shop stopped, whatever became of it.
      await shop?.close();
      shop = undefined;
    }
  });

  it('backs up the stopped shop from its data directory', async () => {
    const backup = await backUpDatabase(config, join(folder, 'stopped.tar.gz'));
    expect(backup.fromRunningShop).toBe(false);
    expect(backup.bytes).toBeGreaterThan(0);
    expect(existsSync(join(folder, 'pglite.sock'))).toBe(false);
  });

  it.each([
    ['a file of text', 'not a database'],
    ['a gzipped tarball without a data directory', gzipSync(new Uint8Array(1024))],
  ])('refuses %s as a backup and leaves the data directory as it was', async (_, content) => {
    const file = join(folder, 'not-a-backup.tar.gz');
    writeFileSync(file, content);
    const before = { folder: readdirSync(folder), dataDir: readdirSync(config.dataDir, { recursive: true }) };
    const refused = restoreDatabase(config, file);
    await expect(refused).rejects.toThrow(BackupRefused);
    await expect(refused).rejects.toThrow(/is not a backup of the embedded database.*nothing was changed/);
    expect({
      folder: readdirSync(folder),
      dataDir: readdirSync(config.dataDir, { recursive: true }),
    }).toEqual(before);
  });
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('backup and restore on PostgreSQL', () => {
  it('refuse, and tell the way of pg_dump and pg_restore', async () => {
    const config = readConfig({ DATABASE_URL: process.env.DATABASE_URL });
    for (const refused of [backUpDatabase(config), restoreDatabase(config, 'tradeshop.dump')]) {
      await expect(refused).rejects.toThrow(BackupRefused);
      await expect(refused).rejects.toThrow('pg_dump -Fc -f tradeshop.dump "$DATABASE_URL"');
      await expect(refused).rejects.toThrow('pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL"');
    }
  });
});
