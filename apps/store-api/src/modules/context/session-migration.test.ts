import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../../db/index.ts';
import { contextTokenHash, newContextToken } from './context.service.ts';

const migrationsFolder = new URL('../../db/migrations/', import.meta.url);
const migrationTags = (
  JSON.parse(readFileSync(new URL('meta/_journal.json', migrationsFolder), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.map((entry) => entry.tag);

async function runMigration(database: Database, tag: string) {
  const statements = readFileSync(new URL(`${tag}.sql`, migrationsFolder), 'utf8').split(
    '--> statement-breakpoint',
  );
  for (const statement of statements) if (statement.trim()) await database.db.execute(sql.raw(statement));
}

/** An empty database on the run's engine: PGlite in memory, or a new database on DATABASE_URL's server. */
async function emptyDatabase(): Promise<{ database: Database; remove(): Promise<void> }> {
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

describe('the migration to hashed session tokens', () => {
  it('hashes the tokens of running sessions, visitors’ carts and punch-out sessions in place', async () => {
    const { database, remove } = await emptyDatabase();
    try {
      const upgrade = migrationTags.findIndex((tag) => tag.endsWith('_session_hashes'));
      for (const tag of migrationTags.slice(0, upgrade)) await runMigration(database, tag);
      const [session, visitor, inspector] = [newContextToken(), newContextToken(), newContextToken()];
      const customerId = randomUUID();
      await database.db.transaction(async (tx) => {
        // Rows as an older version wrote them, without the sales channel and users they name.
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`insert into context_token (token, sales_channel_id, language_id, customer_id)
          values (${session}, ${randomUUID()}, ${randomUUID()}, ${customerId}),
                 (${visitor}, ${randomUUID()}, ${randomUUID()}, null)`);
        await tx.execute(sql`insert into cart (id, context_token, read_only_for) values
          (${randomUUID()}, ${visitor}, null), (${randomUUID()}, null, ${inspector})`);
        await tx.execute(sql`insert into punchout_session (context_token, customer_id, protocol, return_url, expires_at)
          values (${inspector}, ${customerId}, 'cxml', 'https://srm.example/return', now() + interval '1 hour')`);
      });

      await runMigration(database, migrationTags[upgrade]!);

      // Hashed, and counted as used at the upgrade: the idle time starts only then.
      expect(
        await queryRows(
          database.db,
          sql`select token_hash, last_used_at > now() - interval '1 minute' as used
              from context_token order by customer_id nulls last`,
        ),
      ).toEqual([
        { token_hash: contextTokenHash(session), used: true },
        { token_hash: contextTokenHash(visitor), used: true },
      ]);
      expect(
        await queryRows(
          database.db,
          sql`select context_token_hash, read_only_for from cart order by 1 nulls last`,
        ),
      ).toEqual([
        { context_token_hash: contextTokenHash(visitor), read_only_for: null },
        { context_token_hash: null, read_only_for: contextTokenHash(inspector) },
      ]);
      expect(await queryRows(database.db, sql`select context_token_hash from punchout_session`)).toEqual([
        { context_token_hash: contextTokenHash(inspector) },
      ]);
    } finally {
      await remove();
    }
  });
});
