import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../db/index.ts';

interface Definition {
  table: string;
  name: string;
  definition: string;
  kind: 'p' | 'u' | 'f' | 'i';
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Runs `load` with the keys, foreign keys and indexes of `tables` set aside, and puts them back
 * after: building an index once over sorted rows and checking a foreign key with one join are
 * many times faster than keeping both up to date row by row, as pg_restore does. The definitions
 * are read from the catalogue, so whatever the migrations declare comes back unchanged. In a
 * transaction, a failure restores everything.
 */
export async function withKeysDeferred(tx: Tx, tables: PgTable[], load: () => Promise<void>): Promise<void> {
  const names = tables.map((table) => getTableName(table));
  const constraints = await queryRows<Definition>(
    tx,
    sql`select c.conrelid::regclass::text as "table", c.conname as name,
          pg_get_constraintdef(c.oid) as definition, c.contype as kind
        from pg_constraint c
        where c.contype in ('p', 'u', 'f')
          and (c.conrelid::regclass::text = any(${sql.param(names)}::text[])
            or c.confrelid::regclass::text = any(${sql.param(names)}::text[]))
        order by c.conrelid::regclass::text, c.conname`,
  );
  const indexes = await queryRows<Definition>(
    tx,
    sql`select i.tablename as "table", i.indexname as name, i.indexdef as definition, 'i' as kind
        from pg_indexes i
        where i.schemaname = current_schema() and i.tablename = any(${sql.param(names)}::text[])
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))
        order by i.tablename, i.indexname`,
  );
  const foreignKeys = constraints.filter((entry) => entry.kind === 'f');
  const keys = constraints.filter((entry) => entry.kind !== 'f');
  for (const entry of [...foreignKeys, ...keys]) {
    await tx.execute(sql.raw(`alter table ${entry.table} drop constraint ${quote(entry.name)}`));
  }
  for (const entry of indexes) await tx.execute(sql.raw(`drop index ${quote(entry.name)}`));
  await load();
  for (const entry of keys) {
    await tx.execute(
      sql.raw(`alter table ${entry.table} add constraint ${quote(entry.name)} ${entry.definition}`),
    );
  }
  for (const entry of indexes) await tx.execute(sql.raw(entry.definition));
  for (const entry of foreignKeys) {
    await tx.execute(
      sql.raw(`alter table ${entry.table} add constraint ${quote(entry.name)} ${entry.definition}`),
    );
  }
}
