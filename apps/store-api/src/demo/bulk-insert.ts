import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../db/index.ts';

function prepare(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.getSQLType() === 'jsonb') return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Inserts rows with one statement whatever their number: one array parameter per column, spread
 * into rows by `unnest`. Much faster than a statement per row or a VALUES list of thousands of
 * parameters, on PGlite as on PostgreSQL. A column with the same value in every row is sent once.
 * Every row must have the keys of the first one.
 */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: readonly T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const names: string[] = [];
  const selected: SQL[] = [];
  const arrays: SQL[] = [];
  const aliases: string[] = [];
  for (const [index, key] of Object.keys(first).entries()) {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    const type = column.getSQLType();
    const values = rows.map((row) => prepare(column, (row as Record<string, unknown>)[key]));
    names.push(`"${column.keyAsName ? toSnakeCase(column.name) : column.name}"`);
    // The first column stays an array, so that unnest always has one to spread.
    if (index > 0 && values.every((value) => value === values[0])) {
      selected.push(sql`${sql.param(values[0])}::${sql.raw(type)}`);
    } else {
      aliases.push(`c${index}`);
      selected.push(sql.raw(`u.c${index}`));
      arrays.push(sql`${sql.param(values)}::${sql.raw(`${type}[]`)}`);
    }
  }
  await tx.execute(
    sql`insert into ${table} (${sql.raw(names.join(', '))})
        select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(aliases.join(', '))})`,
  );
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Runs a bulk load with the foreign keys of these tables set aside: checking each inserted row's
 * references one by one costs more than inserting it, while a key added back checks every row in
 * one join. The keys come back with their names and definitions as the migrations made them, and
 * a row the load left without its reference fails the transaction there.
 */
export async function withForeignKeysCheckedAfter<T>(
  tx: Tx,
  tables: readonly PgTable[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await queryRows<{ table: string; name: string; definition: string }>(
    tx,
    sql`select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint
        where contype = 'f' and conrelid::regclass::text = any(${sql.param(tables.map(getTableName))}::text[])
        order by conrelid::regclass::text, conname`,
  );
  const alterEach = async (clause: (key: (typeof keys)[number]) => string) => {
    for (const table of new Set(keys.map((key) => key.table))) {
      const clauses = keys.filter((key) => key.table === table).map(clause);
      await tx.execute(sql.raw(`alter table ${quoted(table)} ${clauses.join(', ')}`));
    }
  };
  await alterEach((key) => `drop constraint ${quoted(key.name)}`);
  const loaded = await load();
  await alterEach((key) => `add constraint ${quoted(key.name)} ${key.definition}`);
  return loaded;
}
