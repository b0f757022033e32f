import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/index.ts';
import { emptyDatabase, migrateUpTo, runMigration } from '../../test/migrations.ts';
import { contextTokenHash, newContextToken } from './context.service.ts';

describe('the migration to hashed session tokens', () => {
  it('hashes the tokens of running sessions, visitors’ carts and punch-out sessions in place', async () => {
    const { database, remove } = await emptyDatabase();
    try {
      const upgrade = await migrateUpTo(database, '_session_hashes');
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

      await runMigration(database, upgrade);

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
