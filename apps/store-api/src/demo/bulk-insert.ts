import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/index.ts';

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
