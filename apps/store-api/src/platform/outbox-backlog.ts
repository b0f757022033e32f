import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/index.ts';

/** What an outbox holds that is not delivered yet: how many, how many after a failed attempt, since when. */
export interface OutboxBacklog {
  waiting: number;
  failing: number;
  /** Age of the oldest entry not delivered; 0 when there is none. */
  oldestSeconds: number;
}

/** The backlog of an outbox table whose entries have `created_at`, `failure` and a delivered column. */
export async function outboxBacklog(
  tx: Tx,
  table: string,
  deliveredColumn: 'delivered_at' | 'sent_at',
): Promise<OutboxBacklog> {
  const [backlog] = await queryRows<OutboxBacklog>(
    tx,
    sql`select count(*)::int as waiting, (count(*) filter (where failure is not null))::int as failing,
          coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as "oldestSeconds"
        from ${sql.identifier(table)} where ${sql.identifier(deliveredColumn)} is null`,
  );
  return backlog ?? { waiting: 0, failing: 0, oldestSeconds: 0 };
}
