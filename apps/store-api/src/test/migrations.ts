import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../db/index.ts';

const migrationsFolder = new URL('../db/migrations/', import.meta.url);
const migrationTags = (
  JSON.parse(readFileSync(new URL('meta/_journal.json', migrationsFolder), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

/** Runs one migration, statement by statement, as the migrator would. */
export async function runMigration(database: Database, tag: string) {
  const statements = readFileSync(new URL(`${tag}.sql`, migrationsFolder), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) if (statement.trim()) await database.db.execute(sql.raw(statement));
}

/** Brings the database to just before the migration whose tag ends with `name`; answers its tag. */
export async function migrateUpTo(database: Database, name: string): Promise<string> {
  const upgrade = migrationTags.findIndex((tag) => tag.endsWith(name));
  for (const tag of migrationTags.slice(0, upgrade)) await runMigration(database, tag);
  return migrationTags[upgrade]!;
}

/** An empty database on the run's engine: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function emptyDatabase(): Promise<{ database: Database; remove(): Promise<void> }> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const database = await openDatabase({});
    return { database, remove: () => database.close() };
  }
  const name = `tradeshop_test_migration_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await onServer(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    async remove() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
